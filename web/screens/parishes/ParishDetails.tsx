import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import type { Parish } from '#shared/schemas/parish.ts'
import { AddToCalendarLink } from '../events/AddToCalendarLink.tsx'
import {
  eventTypeClass,
  eventTypeLabel,
  formatEventDate,
  jurisdictionClass,
  PANEL_EVENT_COUNT,
  upcomingEvents,
} from './parish-display.ts'

/** The side panel (spec §2): the selected parish's details and up to 3 upcoming events. */
export function ParishDetails({ parish }: { parish: Parish | null }) {
  const { t, i18n } = useLingui()
  if (!parish)
    return (
      <section className="card parish-details" aria-label={t`Parish details`}>
        <p className="muted">
          <Trans>Select a parish to view details</Trans>
        </p>
      </section>
    )
  const events = upcomingEvents(parish, PANEL_EVENT_COUNT)
  return (
    <section className="card parish-details" aria-labelledby="parish-details-name">
      <h2 id="parish-details-name">{parish.name}</h2>
      <p>
        <span className={jurisdictionClass(parish.jurisdiction)}>{parish.jurisdiction}</span>
      </p>
      <p>{parish.address}</p>
      <dl className="definition-list">
        {parish.priestName && (
          <>
            <dt>
              <Trans>Priest</Trans>
            </dt>
            <dd>
              {parish.priestEmail ? (
                <a href={`mailto:${parish.priestEmail}`}>{parish.priestName}</a>
              ) : (
                parish.priestName
              )}
            </dd>
          </>
        )}
        {parish.deaconName && (
          <>
            <dt>
              <Trans>Deacon</Trans>
            </dt>
            <dd>
              {parish.deaconEmail ? (
                <a href={`mailto:${parish.deaconEmail}`}>{parish.deaconName}</a>
              ) : (
                parish.deaconName
              )}
            </dd>
          </>
        )}
        {parish.serviceTimes && (
          <>
            <dt>
              <Trans>Service times</Trans>
            </dt>
            <dd className="parish-service-times">{parish.serviceTimes}</dd>
          </>
        )}
        {parish.phone && (
          <>
            <dt>
              <Trans>Phone</Trans>
            </dt>
            <dd>
              <a href={`tel:${parish.phone.replace(/[^\d+]/g, '')}`}>{parish.phone}</a>
            </dd>
          </>
        )}
        {parish.website && /^https?:\/\//i.test(parish.website) && (
          <>
            <dt>
              <Trans>Website</Trans>
            </dt>
            <dd>
              <a href={parish.website} target="_blank" rel="noopener noreferrer">
                {parish.website}
              </a>
            </dd>
          </>
        )}
      </dl>
      <h3>
        <Trans>Upcoming Events</Trans>
      </h3>
      {events.length === 0 ? (
        <p className="muted">
          <Trans>No upcoming events</Trans>
        </p>
      ) : (
        <ul className="parish-events">
          {events.map((event) => (
            <li key={event.id}>
              <div className="parish-event-heading">
                <strong>{event.title}</strong>
                {event.eventType && (
                  <span className={eventTypeClass(event.eventType)}>
                    {eventTypeLabel(event.eventType, (d) => i18n._(d))}
                  </span>
                )}
              </div>
              {event.description && <p>{event.description}</p>}
              <p className="muted">
                <time dateTime={event.eventDate}>
                  {formatEventDate(event.eventDate, i18n.locale)}
                </time>
              </p>
              <Link to={`/events/${event.id}`} className="parish-event-link">
                <Trans>Event details and RSVP</Trans>
              </Link>
              <AddToCalendarLink eventId={event.id} title={event.title} />
            </li>
          ))}
        </ul>
      )}
      <p className="parish-contribute">
        <Link className="button button-small" href={`/parishes/propose-event?parish=${parish.id}`}>
          <Trans>Propose an event</Trans>
        </Link>
        <Link
          className="button button-small"
          href={`/parishes/suggest-correction?parish=${parish.id}`}
        >
          <Trans>Suggest a correction</Trans>
        </Link>
      </p>
    </section>
  )
}
