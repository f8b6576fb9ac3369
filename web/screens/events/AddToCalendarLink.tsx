import { Trans, useLingui } from '@lingui/react/macro'

/** Where an approved event's calendar file is (GET /api/parish-events/{id}/calendar.ics). */
export const calendarFileUrl = (eventId: number) => `/api/parish-events/${eventId}/calendar.ics`

/**
 * "Add to calendar": downloads the event as an .ics file (RFC 5545) the phone's calendar opens.
 * For an approved event only (the server answers 404 for anything else). Place it on an event's
 * page or in a list of events; `title` names the event for screen readers.
 */
export function AddToCalendarLink({ eventId, title }: { eventId: number; title: string }) {
  const { t } = useLingui()
  return (
    <a
      className="button button-small add-to-calendar"
      href={calendarFileUrl(eventId)}
      download
      aria-label={t`Add ${title} to your calendar`}
    >
      <svg
        aria-hidden="true"
        width="16"
        height="16"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <rect x="3" y="5" width="18" height="16" rx="2" />
        <path d="M16 3v4M8 3v4M3 10h18M12 14v4M10 16h4" />
      </svg>
      <Trans>Add to calendar</Trans>
    </a>
  )
}
