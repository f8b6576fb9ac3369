import { and, eq } from 'drizzle-orm'
import { createEvent } from 'ics'
import { canJoinVerifiedEvents } from '#shared/domain/parish-events.ts'
import type { Database } from '../db/connect.ts'
import { parishEvents, parishes } from '../db/schema.ts'

/** How long a calendar entry lasts: the app stores only when an event starts. */
export const CALENDAR_EVENT_HOURS = 2

/** The UID of an event's calendar entry: the same on every download, so calendars update it. */
export const calendarUid = (eventId: number) => `parish-event-${eventId}@orthodox-hearts`

/** The download's file name: the title's letters and digits, e.g. "nativity-vigil.ics". */
export function calendarFileName(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 60)
  return `${slug || 'event'}.ics`
}

/**
 * An approved event as an RFC 5545 calendar (one VEVENT built by the `ics` library): a stable
 * UID, DTSTART in UTC, SUMMARY, LOCATION (the parish's name and address), DESCRIPTION and the
 * URL of the event's page. Null for an event that is not approved, or Verified-only for a member
 * whose tier has no access (`viewerTier`): the same as no event.
 */
export async function eventCalendar(
  db: Database,
  input: { eventId: number; viewerTier: string; origin: string },
): Promise<{ fileName: string; text: string } | null> {
  const [row] = await db
    .select({ event: parishEvents, parishName: parishes.name, address: parishes.address })
    .from(parishEvents)
    .innerJoin(parishes, eq(parishes.id, parishEvents.parishId))
    .where(and(eq(parishEvents.id, input.eventId), eq(parishEvents.status, 'approved')))
  if (!row) return null
  const { event } = row
  if (event.verifiedOnly && !canJoinVerifiedEvents(input.viewerTier)) return null
  const built = createEvent({
    productId: 'orthodox-hearts/parish-events',
    uid: calendarUid(event.id),
    start: event.eventDate.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { hours: CALENDAR_EVENT_HOURS },
    title: event.title,
    ...(event.description ? { description: event.description } : {}),
    location: `${row.parishName}, ${row.address}`,
    url: `${input.origin}/events/${event.id}`,
    status: 'CONFIRMED',
    lastModified: event.updatedAt.getTime(),
  })
  if (built.error || !built.value) throw built.error ?? new Error('ics made no calendar')
  return { fileName: calendarFileName(event.title), text: built.value }
}
