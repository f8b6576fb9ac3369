import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { Link, useRoute } from 'wouter'
import type { RsvpStatus } from '#shared/domain/parish-events.ts'
import { canJoinVerifiedEvents } from '#shared/domain/parish-events.ts'
import type { CurrentUser } from '#shared/schemas/user.ts'
import { useMinuteClock } from '../../components/clock/minute-clock.ts'
import { PageHeading } from '../../components/page-heading/PageHeading.tsx'
import { SegmentedRadios } from '../../components/segmented/SegmentedRadios.tsx'
import { Switch } from '../../components/switch/Switch.tsx'
import { answerEvent, refreshEvent, useEvent } from '../../data/parish-events.ts'
import type { EventRow } from '../../data/event-row.ts'
import { useSession } from '../../data/session.ts'
import { eventTypeClass, eventTypeLabel, formatEventDate } from '../parishes/parish-display.ts'
import { AddToCalendarLink } from './AddToCalendarLink.tsx'
import { MembersGoing } from './MembersGoing.tsx'
import { RefusedRsvps } from './RefusedRsvps.tsx'
import './events.css'

/** One parish event (/events/:id, issue 17): details, counts, the member's answer, who is going. */
export function EventScreen() {
  const { t } = useLingui()
  const session = useSession()
  const [, params] = useRoute('/events/:id')
  const eventId = Number(params?.id ?? 0)
  if (session.status !== 'signed-in' || !eventId)
    return <PageHeading>{t`Event not found`}</PageHeading>
  return <EventPage member={session.member} eventId={eventId} />
}

function EventPage({ member, eventId }: { member: CurrentUser; eventId: number }) {
  const { t, i18n } = useLingui()
  const shown = useEvent(member.id, eventId)
  const now = useMinuteClock()
  const status = shown?.event?.myRsvp.status
  const sending = shown?.waiting
  // Read again when the answer changes and once it has reached the server (who is going).
  useEffect(() => {
    if (!sending) void refreshEvent(eventId)
  }, [eventId, status, sending])

  if (shown === undefined)
    return (
      <p className="loading" role="status">
        <Trans>Loading…</Trans>
      </p>
    )
  const { event, waiting } = shown
  if (!event)
    return (
      <div className="empty-state">
        <PageHeading>{t`Event not found`}</PageHeading>
        <RefusedRsvps memberId={member.id} eventId={eventId} />
        <Link to="/events" className="button">
          <Trans>All events</Trans>
        </Link>
      </div>
    )
  const locked = event.verifiedOnly && !canJoinVerifiedEvents(member.membershipTier)
  const started = Date.parse(event.eventDate) <= now
  return (
    <div className="event-screen">
      <Link to="/events" className="event-back">
        <Trans>← All events</Trans>
      </Link>
      <section className="card event-hero">
        <p className="event-hero-badges">
          {event.eventType && (
            <span className={eventTypeClass(event.eventType)}>
              {eventTypeLabel(event.eventType, (d) => i18n._(d))}
            </span>
          )}
          {event.verifiedOnly && (
            <span className="badge">
              <Trans>Verified only</Trans>
            </span>
          )}
        </p>
        <PageHeading>{event.title}</PageHeading>
        <p className="event-when">
          <time dateTime={event.eventDate}>{formatEventDate(event.eventDate, i18n.locale)}</time>
        </p>
        <p className="event-where">
          <strong>{event.parish.name}</strong>
          <br />
          <span className="muted">{event.parish.address}</span>
          {event.distanceMiles !== null && (
            <span className="muted">
              {' · '}
              <Trans>{event.distanceMiles} mi away</Trans>
            </span>
          )}
        </p>
        {event.description && <p className="event-description">{event.description}</p>}
        <p className="event-counts">
          <span>
            <strong>{event.going}</strong> <Trans>going</Trans>
          </span>
          <span>
            <strong>{event.interested}</strong> <Trans>interested</Trans>
          </span>
        </p>
        {!locked && <AddToCalendarLink eventId={event.id} title={event.title} />}
      </section>
      <RefusedRsvps memberId={member.id} eventId={event.id} />
      {locked ? (
        <section className="card event-locked">
          <p>
            <Trans>This event is for Verified members.</Trans>
          </p>
          <Link to="/subscription" className="button button-primary">
            <Trans>Upgrade to Verified</Trans>
          </Link>
        </section>
      ) : started ? (
        <p className="card muted">
          <Trans>This event has started; answers can no longer be changed.</Trans>
        </p>
      ) : (
        <RsvpPanel event={event} waiting={waiting} />
      )}
      {!locked && event.myRsvp.status !== 'not_going' && (
        <MembersGoing event={event} waiting={waiting} />
      )}
    </div>
  )
}

function RsvpPanel({ event, waiting }: { event: EventRow; waiting: boolean }) {
  const { t } = useLingui()
  const { status, visible } = event.myRsvp
  const choose = (next: RsvpStatus) => void answerEvent(event.id, next)
  return (
    <section className="card event-rsvp" aria-labelledby="event-rsvp-heading">
      <h2 id="event-rsvp-heading">
        <Trans>Will you be there?</Trans>
      </h2>
      <SegmentedRadios
        labelledBy="event-rsvp-heading"
        value={status}
        onChange={choose}
        choices={[
          { value: 'going', label: t`Going` },
          { value: 'interested', label: t`Interested` },
          { value: 'not_going', label: t`Not going` },
        ]}
      />
      {waiting && (
        <p className="event-pending" role="status">
          <Trans>Saved on this device: it will be sent when you're back online.</Trans>
        </p>
      )}
      {status !== 'not_going' && (
        <Switch
          label={t`Show me to others going`}
          description={t`Members going or interested who match your preferences can see your card.`}
          checked={visible}
          onChange={(next) => void answerEvent(event.id, status, next)}
        />
      )}
    </section>
  )
}
