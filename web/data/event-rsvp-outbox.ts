import type { RsvpStatus } from '#shared/domain/parish-events.ts'
import { EventDetailSchema, type EventDetail, type MyRsvp } from '#shared/schemas/parish-events.ts'
import { db } from './db.ts'
import { onRejected, onSynced } from './outbox-handlers.ts'
import { refusedRows, waitingRowsOfKind } from './outbox-queue.ts'
import type { OutboxRow } from './rows.ts'

/**
 * Event answers through the outbox (issue 17): their kind, what the device shows while one waits,
 * and what it keeps once the server answers. No React or DOM here: imported by the page and the
 * service worker (through outbox-answers.ts).
 */
export const EVENT_RSVP_KIND = 'event-rsvp'

export const rsvpPath = (eventId: number) => `/api/parish-events/${eventId}/rsvp`

export const eventIdOf = (row: OutboxRow): number | null => {
  const match = /^\/api\/parish-events\/(\d+)\/rsvp$/.exec(row.path)
  return match ? Number(match[1]) : null
}

/** The member's answers to this event not yet sent, oldest first. */
export async function waitingRsvpRows(memberId: number, eventId: number): Promise<OutboxRow[]> {
  const rows = await waitingRowsOfKind(memberId, EVENT_RSVP_KIND)
  return rows.filter((row) => eventIdOf(row) === eventId)
}

/**
 * What the member sees of an event: the last answer still waiting to be sent over the server's,
 * with the counts moved by it, so the choice shows at once offline (and a refresh read before it
 * lands does not undo it).
 */
export function shownEvent<E extends Pick<EventDetail, 'going' | 'interested' | 'myRsvp'>>(
  event: E,
  waiting: readonly OutboxRow[],
): E {
  const last = waiting.at(-1)
  if (!last) return event
  const status = last.body.status as RsvpStatus
  const visible =
    typeof last.body.visible === 'boolean'
      ? last.body.visible
      : event.myRsvp.status === 'not_going'
        ? false
        : event.myRsvp.visible
  const myRsvp: MyRsvp = { status, visible }
  const counted = (of: 'going' | 'interested') =>
    Math.max(0, event[of] - (event.myRsvp.status === of ? 1 : 0) + (status === of ? 1 : 0))
  return { ...event, myRsvp, going: counted('going'), interested: counted('interested') }
}

/** The server's answer (the event with its counts) replaces the device's copy. Dexie only. */
onSynced(EVENT_RSVP_KIND, async (answer: unknown) => {
  const event = EventDetailSchema.safeParse(answer)
  if (!event.success) return
  const stored = await db.events.get(event.data.id)
  await db.events.put({
    ...event.data,
    attendees: event.data.myRsvp.status === 'not_going' ? null : (stored?.attendees ?? null),
    fetchedAt: Date.now(),
  })
})

/**
 * Refused for good (403 a Verified-only event, 409 it has started, 404 it is gone): the device
 * goes back to the server's answer. The member's later answers to the event waiting behind it are
 * dropped (they would meet the same refusal); a gone event is forgotten, its title kept on the
 * refused row (never sent again) for the notice that tells the member (RefusedRsvps).
 */
onRejected(EVENT_RSVP_KIND, async (_message, row: OutboxRow, status: number) => {
  const eventId = eventIdOf(row)
  // Discarded after server errors (status 0): the later answers were waiting for it, and now go.
  if (eventId === null || status === 0) return
  const later = await waitingRsvpRows(row.memberId, eventId)
  await db.outbox.bulkDelete(later.filter((other) => other.id !== row.id).map((o) => o.id!))
  if (status !== 404) return
  const stored = await db.events.get(eventId)
  if (stored) await db.outbox.update(row.id!, { body: { ...row.body, eventTitle: stored.title } })
  await db.events.delete(eventId)
})

/** The member's answers the server refused, oldest first (of one event, when given). */
export async function refusedRsvpRows(memberId: number, eventId?: number): Promise<OutboxRow[]> {
  const rows = await refusedRows(memberId)
  return rows.filter(
    (row) => row.kind === EVENT_RSVP_KIND && (eventId === undefined || eventIdOf(row) === eventId),
  )
}
