import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import type { EventDetail } from '#shared/schemas/parish-events.ts'
import { eventTypeClass, eventTypeLabel, formatEventDate } from '../parishes/parish-display.ts'
import { RsvpBadge } from './RsvpBadge.tsx'

/** One event in a list: date tile, title, parish, distance and the member's answer; opens the event. */
export function EventSummary({ event }: { event: EventDetail }) {
  const { i18n } = useLingui()
  const date = new Date(event.eventDate)
  const month = new Intl.DateTimeFormat(i18n.locale, { month: 'short' }).format(date)
  const going = event.going
  return (
    <li>
      <Link to={`/events/${event.id}`} className="card event-summary">
        <span className="event-date-tile" aria-hidden="true">
          <span className="event-date-month">{month}</span>
          <span className="event-date-day">{date.getDate()}</span>
        </span>
        <span className="event-summary-body">
          <strong className="event-summary-title">{event.title}</strong>
          <span className="event-summary-line">
            <time dateTime={event.eventDate}>{formatEventDate(event.eventDate, i18n.locale)}</time>
          </span>
          <span className="event-summary-line">
            {event.parish.name}
            {event.distanceMiles !== null && (
              <>
                {' · '}
                <Trans>{event.distanceMiles} mi</Trans>
              </>
            )}
          </span>
          <span className="event-summary-badges">
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
            <RsvpBadge status={event.myRsvp.status} />
            {going > 0 && (
              <span className="muted event-summary-count">
                <Trans>{going} going</Trans>
              </span>
            )}
          </span>
        </span>
      </Link>
    </li>
  )
}
