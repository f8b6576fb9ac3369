import { useLiveQuery } from 'dexie-react-hooks'
import type { RsvpStatus } from '#shared/domain/parish-events.ts'
import {
  AttendeeListSchema,
  EventDetailSchema,
  EventListSchema,
  type EventDetail,
} from '#shared/schemas/parish-events.ts'
import { runAction } from './actions.ts'
import { apiRequest, NetworkError } from './api-client.ts'
import { db } from './db.ts'
import type { EventRow } from './event-row.ts'
import {
  EVENT_RSVP_KIND,
  eventIdOf,
  refusedRsvpRows,
  rsvpPath,
  shownEvent,
  waitingRsvpRows,
} from './event-rsvp-outbox.ts'
import { discardRow, waitingRowsOfKind } from './outbox-queue.ts'
import type { OutboxRow } from './rows.ts'

/**
 * Parish events (issue 17): kept in Dexie (`events`) so the list, the event page and the member's
 * own events work offline; refreshed from /api/parish-events when a screen opens. Answers go
 * through the outbox (event-rsvp-outbox.ts).
 */

/** What the events list asks for: a date window, a distance, or only the member's own. */
export interface EventFilter {
  /** Days from today the list reaches (undefined: any date). */
  withinDays?: number
  /** Miles from the member's origin (undefined: any distance). */
  withinMiles?: number
  mine?: boolean
}

const DAY_MS = 24 * 60 * 60 * 1000

/** Stores events as received, keeping who is going where it was read before. */
async function storeEvents(events: EventDetail[]): Promise<void> {
  await db.transaction('rw', db.events, async () => {
    const stored = await db.events.bulkGet(events.map((e) => e.id))
    await db.events.bulkPut(
      events.map((event, i) => ({
        ...event,
        attendees: event.myRsvp.status === 'not_going' ? null : (stored[i]?.attendees ?? null),
        fetchedAt: Date.now(),
      })),
    )
  })
}

const quietly = async (work: () => Promise<void>, what: string) => {
  try {
    await work()
  } catch (error) {
    if (!(error instanceof NetworkError)) console.warn(`Could not refresh ${what}`, error)
  }
}

/** The query string of a filter, as the server reads it. */
export function eventListQuery(filter: EventFilter, now: number, cursor?: string): string {
  const params = new URLSearchParams()
  if (filter.withinDays !== undefined)
    params.set('to', new Date(now + filter.withinDays * DAY_MS).toISOString())
  // The server keeps to EVENT_DEFAULT_MILES when told nothing: 'any' widens it.
  if (filter.withinMiles !== undefined) params.set('withinMiles', String(filter.withinMiles))
  else if (!filter.mine) params.set('withinMiles', 'any')
  if (filter.mine) params.set('mine', 'true')
  if (cursor) params.set('cursor', cursor)
  const query = params.toString()
  return query ? `?${query}` : ''
}

/** One page of the list from the server into Dexie; the cursor of the next page, or null. */
export async function refreshEventList(
  filter: EventFilter,
  cursor?: string,
): Promise<string | null> {
  let next: string | null = null
  await quietly(async () => {
    const page = await apiRequest(
      `/api/parish-events${eventListQuery(filter, Date.now(), cursor)}`,
      { schema: EventListSchema },
    )
    await storeEvents(page.events)
    next = page.nextCursor
  }, 'events')
  return next
}

/** The event, then (when the member is going or interested) who is going, into Dexie. */
export async function refreshEvent(eventId: number): Promise<void> {
  await quietly(async () => {
    const event = await apiRequest(`/api/parish-events/${eventId}`, { schema: EventDetailSchema })
    await storeEvents([event])
    if (event.myRsvp.status === 'not_going') return
    const { attendees } = await apiRequest(`/api/parish-events/${eventId}/attendees`, {
      schema: AttendeeListSchema,
    })
    await db.events.update(eventId, { attendees })
  }, 'the event')
}

/** The member answers: shown at once, sent once when online (the outbox). */
export async function answerEvent(
  eventId: number,
  status: RsvpStatus,
  visible?: boolean,
): Promise<void> {
  await runAction({
    kind: EVENT_RSVP_KIND,
    method: 'PUT',
    path: rsvpPath(eventId),
    body: visible === undefined ? { status } : { status, visible },
  })
}

/** The event as this device shows it (answers not yet sent included), and whether one waits. */
export function useEvent(
  memberId: number,
  eventId: number,
): { event: EventRow | null; waiting: boolean } | undefined {
  return useLiveQuery(async () => {
    const [stored, waiting] = await Promise.all([
      db.events.get(eventId),
      waitingRsvpRows(memberId, eventId),
    ])
    return {
      event: stored ? shownEvent(stored, waiting) : null,
      waiting: waiting.length > 0,
    }
  }, [memberId, eventId])
}

/** The day of an event (UTC, as the server groups them) for the list's order. */
const dayOf = (event: EventDetail) => event.eventDate.slice(0, 10)

/**
 * Whether a stored event belongs in the list under this filter at `now`, with the member's
 * unsent answers applied; and the list's order: by day, nearest first within a day.
 */
export function eventsInList(
  events: readonly EventRow[],
  waiting: readonly OutboxRow[],
  filter: EventFilter,
  now: number,
): EventRow[] {
  const to = filter.withinDays === undefined ? Infinity : now + filter.withinDays * DAY_MS
  return events
    .map((event) =>
      shownEvent(
        event,
        waiting.filter((row) => row.path === rsvpPath(event.id)),
      ),
    )
    .filter((event) => {
      const at = Date.parse(event.eventDate)
      if (at <= now || at > to) return false
      if (filter.mine && event.myRsvp.status === 'not_going') return false
      if (filter.withinMiles !== undefined && event.distanceMiles !== null)
        return event.distanceMiles <= filter.withinMiles
      return true
    })
    .sort(
      (a, b) =>
        dayOf(a).localeCompare(dayOf(b)) ||
        (a.distanceMiles ?? 0) - (b.distanceMiles ?? 0) ||
        a.id - b.id,
    )
}

/** The stored events under this filter, live. */
export function useEventList(memberId: number, filter: EventFilter): EventRow[] | undefined {
  const { withinDays, withinMiles, mine } = filter
  return useLiveQuery(async () => {
    const [events, waiting] = await Promise.all([
      db.events.toArray(),
      waitingRowsOfKind(memberId, EVENT_RSVP_KIND),
    ])
    return eventsInList(events, waiting, { withinDays, withinMiles, mine }, Date.now())
  }, [memberId, withinDays, withinMiles, mine])
}

/** An answer the server refused: to which event, and the "<status>: <body>" of the refusal. */
export interface RefusedRsvp {
  rowId: number
  eventId: number
  /** The event's title, when the device knows it. */
  title: string | null
  error: string
}

/** The member's refused answers (of one event, when given), live, until they are dismissed. */
export function useRefusedRsvps(memberId: number, eventId?: number): RefusedRsvp[] {
  return useLiveQuery(
    async () => {
      const rows = await refusedRsvpRows(memberId, eventId)
      const events = await db.events.bulkGet(rows.map((row) => eventIdOf(row)!))
      return rows.map((row, i) => ({
        rowId: row.id!,
        eventId: eventIdOf(row)!,
        title:
          events[i]?.title ??
          (typeof row.body.eventTitle === 'string' ? row.body.eventTitle : null),
        error: row.lastError ?? '',
      }))
    },
    [memberId, eventId],
    [],
  )
}

/** The member has read why an answer was refused. */
export const dismissRefusedRsvp = (rowId: number): Promise<void> => discardRow(rowId)
