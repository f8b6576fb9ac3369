import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { Link } from 'wouter'
import { EVENT_DEFAULT_MILES } from '#shared/domain/parish-events.ts'
import { PageHeading } from '../../components/page-heading/PageHeading.tsx'
import { SegmentedRadios } from '../../components/segmented/SegmentedRadios.tsx'
import { refreshEventList, useEventList, type EventFilter } from '../../data/parish-events.ts'
import { useSession } from '../../data/session.ts'
import { EventSummary } from './EventSummary.tsx'
import { RefusedRsvps } from './RefusedRsvps.tsx'
import './events.css'

const WHEN = { week: 7, month: 31, any: undefined } as const
const HOW_FAR = { near: 25, region: EVENT_DEFAULT_MILES, any: undefined } as const
type When = keyof typeof WHEN
type HowFar = keyof typeof HOW_FAR

/**
 * Parish events (/events, issue 17): upcoming, soonest day first and nearest first within it;
 * within 100 miles until the member widens it (the server's default too).
 */
export function EventsScreen() {
  const { t } = useLingui()
  const session = useSession()
  const memberId = session.status === 'signed-in' ? session.member.id : 0
  const [when, setWhen] = useState<When>('month')
  const [howFar, setHowFar] = useState<HowFar>('region')
  const filter: EventFilter = { withinDays: WHEN[when], withinMiles: HOW_FAR[howFar] }
  const events = useEventList(memberId, filter)
  const [cursor, setCursor] = useState<string | null>(null)

  useEffect(() => {
    void refreshEventList({ withinDays: WHEN[when], withinMiles: HOW_FAR[howFar] }).then(setCursor)
  }, [when, howFar])

  const more = () =>
    void refreshEventList(filter, cursor ?? undefined).then((next) => setCursor(next))

  return (
    <div className="events-screen">
      <div className="events-heading">
        <PageHeading>{t`Parish Events`}</PageHeading>
        <Link to="/parishes" className="button">
          <Trans>Map</Trans>
        </Link>
      </div>
      <p className="muted">
        <Trans>
          Feast days, vigils and gatherings near you. Say you're going and meet members there.
        </Trans>
      </p>
      <RefusedRsvps memberId={memberId} />
      <div className="events-filters card">
        <p id="events-when" className="events-filter-label">
          <Trans>When</Trans>
        </p>
        <SegmentedRadios
          labelledBy="events-when"
          value={when}
          onChange={setWhen}
          choices={[
            { value: 'week', label: t`This week` },
            { value: 'month', label: t`This month` },
            { value: 'any', label: t`Any time` },
          ]}
        />
        <p id="events-distance" className="events-filter-label">
          <Trans>Distance</Trans>
        </p>
        <SegmentedRadios
          labelledBy="events-distance"
          value={howFar}
          onChange={setHowFar}
          choices={[
            { value: 'near', label: t`25 mi` },
            { value: 'region', label: t`100 mi` },
            { value: 'any', label: t`Anywhere` },
          ]}
        />
      </div>
      {events === undefined ? (
        <p className="loading" role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : events.length === 0 ? (
        <div className="empty-state">
          <p className="muted">
            <Trans>No events match these filters yet.</Trans>
          </p>
        </div>
      ) : (
        <ul className="event-list" aria-label={t`Upcoming events`}>
          {events.map((event) => (
            <EventSummary key={event.id} event={event} />
          ))}
        </ul>
      )}
      {cursor && (
        <button type="button" className="button events-more" onClick={more}>
          <Trans>Show more events</Trans>
        </button>
      )}
    </div>
  )
}
