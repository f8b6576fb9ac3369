import { and, eq, gt, isNotNull, lte, sql, type SQL } from 'drizzle-orm'
import { shownDistanceMiles } from '#shared/domain/distance.ts'
import { EVENT_DEFAULT_MILES } from '#shared/domain/parish-events.ts'
import { deckOriginOf } from '#shared/domain/travel.ts'
import type { EventDetail, EventListQuery } from '#shared/schemas/parish-events.ts'
import type { Database } from '../db/connect.ts'
import { greatCircleMiles } from '../db/great-circle.ts'
import { eventRsvps, parishEvents, parishes, type UserRow } from '../db/schema.ts'

/**
 * Approved parish events as a member reads them (issue 17): the event, its parish, how many are
 * going and interested (counted when read, so concurrent answers never leave a stale count), and
 * the member's own answer. Pending and rejected events are never read here.
 */

type Reader = Pick<Database, 'select'>
type Viewer = Pick<UserRow, 'id' | 'membershipTier' | 'latitude' | 'longitude'> &
  Parameters<typeof deckOriginOf>[0]

const countOf = (status: 'going' | 'interested') =>
  sql<number>`(select count(*)::int from ${eventRsvps} where ${eventRsvps.eventId} = ${parishEvents.id} and ${eventRsvps.status} = ${status})`

/** The columns of an event row for this viewer; miles: from their origin, 0 when unknown. */
function eventColumns(viewer: Viewer) {
  const origin = deckOriginOf(viewer)
  return {
    id: parishEvents.id,
    title: parishEvents.title,
    description: parishEvents.description,
    eventDate: parishEvents.eventDate,
    eventType: parishEvents.eventType,
    verifiedOnly: parishEvents.verifiedOnly,
    parish: {
      id: parishes.id,
      name: parishes.name,
      address: parishes.address,
      latitude: parishes.latitude,
      longitude: parishes.longitude,
    },
    going: countOf('going'),
    interested: countOf('interested'),
    myStatus: eventRsvps.status,
    myVisible: eventRsvps.visible,
    miles: origin
      ? greatCircleMiles({ latitude: parishes.latitude, longitude: parishes.longitude }, origin)
      : sql<number>`0::float8`,
    day: sql<string>`to_char(${parishEvents.eventDate} at time zone 'UTC', 'YYYY-MM-DD')`,
  }
}

function eventQuery(db: Reader, viewer: Viewer, where: SQL | undefined) {
  return db
    .select(eventColumns(viewer))
    .from(parishEvents)
    .innerJoin(parishes, eq(parishes.id, parishEvents.parishId))
    .leftJoin(
      eventRsvps,
      and(eq(eventRsvps.eventId, parishEvents.id), eq(eventRsvps.userId, viewer.id)),
    )
    .where(and(eq(parishEvents.status, 'approved'), where))
}

type EventRow = Awaited<ReturnType<typeof eventQuery>>[number]

function toEventDetail(row: EventRow, viewer: Viewer): EventDetail {
  const origin = deckOriginOf(viewer)
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    eventDate: row.eventDate.toISOString(),
    eventType: row.eventType,
    verifiedOnly: row.verifiedOnly,
    parish: row.parish,
    distanceMiles: origin ? shownDistanceMiles(origin, row.parish) : null,
    going: row.going,
    interested: row.interested,
    myRsvp: {
      status: (row.myStatus as 'going' | 'interested' | null) ?? 'not_going',
      visible: row.myVisible ?? false,
    },
  }
}

/** One approved event as this member sees it; null when there is none (or it is not approved). */
export async function readEvent(
  db: Reader,
  viewer: Viewer,
  eventId: number,
): Promise<EventDetail | null> {
  const [row] = await eventQuery(db, viewer, eq(parishEvents.id, eventId))
  return row ? toEventDetail(row, viewer) : null
}

/** Where a page of the list ended: the last event's day, miles and id. */
interface ListPosition {
  day: string
  miles: number
  id: number
}

const encodeCursor = (position: ListPosition) =>
  Buffer.from(JSON.stringify(position)).toString('base64url')

/** A cursor this list gave, or null when it is not one (the list then starts over). */
function decodeCursor(cursor: string | undefined): ListPosition | null {
  if (!cursor) return null
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as Partial<ListPosition>
    const { day, miles, id } = value
    if (typeof day !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return null
    if (typeof miles !== 'number' || !Number.isFinite(miles)) return null
    if (typeof id !== 'number' || !Number.isInteger(id)) return null
    return { day, miles, id }
  } catch {
    return null
  }
}

/** The distance the list keeps to: asked for, or EVENT_DEFAULT_MILES; null for any distance. */
function listMiles(query: EventListQuery): number | null {
  if (query.withinMiles === 'any') return null
  if (query.withinMiles !== undefined) return query.withinMiles
  return query.mine === 'true' ? null : EVENT_DEFAULT_MILES
}

/**
 * Upcoming approved events for the member, soonest day first and nearest first within a day (from
 * their home or travel city), filtered by date, distance (within EVENT_DEFAULT_MILES unless asked
 * otherwise) and "mine", a page at a time.
 */
export async function listEvents(
  db: Reader,
  viewer: Viewer,
  query: EventListQuery,
  now: Date,
): Promise<{ events: EventDetail[]; nextCursor: string | null }> {
  const columns = eventColumns(viewer)
  const from = query.from && new Date(query.from) > now ? new Date(query.from) : now
  const after = decodeCursor(query.cursor)
  const origin = deckOriginOf(viewer)
  const miles = listMiles(query)
  const rows = await eventQuery(
    db,
    viewer,
    and(
      gt(parishEvents.eventDate, from),
      query.to ? lte(parishEvents.eventDate, new Date(query.to)) : undefined,
      miles !== null && origin ? lte(columns.miles, miles) : undefined,
      query.mine === 'true' ? isNotNull(eventRsvps.userId) : undefined,
      after
        ? sql`(${columns.day}, ${columns.miles}, ${parishEvents.id}) > (${after.day}, ${after.miles}::float8, ${after.id})`
        : undefined,
    ),
  )
    .orderBy(columns.day, columns.miles, parishEvents.id)
    .limit(query.limit + 1)
  const page = rows.slice(0, query.limit)
  const last = page.at(-1)
  return {
    events: page.map((row) => toEventDetail(row, viewer)),
    nextCursor:
      rows.length > query.limit && last
        ? encodeCursor({ day: last.day, miles: last.miles, id: last.id })
        : null,
  }
}
