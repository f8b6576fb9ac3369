import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { Link } from 'wouter'
import { refreshEventList, useEventList } from '../../data/parish-events.ts'
import { EventSummary } from './EventSummary.tsx'
import './events.css'

const MINE = { mine: true } as const

/** "Your upcoming events" on /profile: the events the member is going to or interested in. */
export function MyUpcomingEvents({ memberId }: { memberId: number }) {
  const { t } = useLingui()
  const events = useEventList(memberId, MINE)
  useEffect(() => {
    void refreshEventList(MINE)
  }, [])
  return (
    <section className="card" aria-labelledby="my-events-heading">
      <div className="heading-row">
        <h2 id="my-events-heading">
          <Trans>Your upcoming events</Trans>
        </h2>
        <Link to="/events">
          <Trans>Find events</Trans>
        </Link>
      </div>
      {events && events.length > 0 ? (
        <ul className="event-list" aria-label={t`Your upcoming events`}>
          {events.map((event) => (
            <EventSummary key={event.id} event={event} />
          ))}
        </ul>
      ) : (
        <p className="muted">
          <Trans>Events you're going to or interested in will show here.</Trans>
        </p>
      )}
    </section>
  )
}
