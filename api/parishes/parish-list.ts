import { and, asc, between, eq, gte, inArray, lte, or, sql } from 'drizzle-orm'
import { EVENTS_PER_PARISH, PARISH_MAP_CAP, type BoundingBox } from '#shared/domain/map-bounds.ts'
import type { Parish, ParishesInView } from '#shared/schemas/parish.ts'
import type { Database } from '../db/connect.ts'
import { parishEvents, parishes } from '../db/schema.ts'

/** The box as a condition the index parishes_location_idx (latitude, longitude) serves. */
function insideBox(box: BoundingBox) {
  const longitude =
    box.west <= box.east
      ? between(parishes.longitude, box.west, box.east)
      : or(gte(parishes.longitude, box.west), lte(parishes.longitude, box.east))
  return and(between(parishes.latitude, box.south, box.north), longitude)
}

/**
 * The parishes inside the box (at most `cap`, lowest ids first, so a capped answer is the same
 * on every ask) with each one's next EVENTS_PER_PARISH approved events dated `now` or later,
 * soonest first: two statements whatever the number of parishes.
 */
export async function parishesInView(
  db: Database,
  box: BoundingBox,
  now: Date,
  cap = PARISH_MAP_CAP,
): Promise<ParishesInView> {
  const rows = await db
    .select()
    .from(parishes)
    .where(insideBox(box))
    .orderBy(asc(parishes.id))
    .limit(cap + 1)
  const shown = rows.slice(0, cap)
  const eventsByParish = await upcomingEventsOf(
    db,
    shown.map((row) => row.id),
    now,
  )
  const list = shown.map((row): Parish => ({
    id: row.id,
    name: row.name,
    jurisdiction: row.jurisdiction,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    priestName: row.priestName,
    priestEmail: row.priestEmail,
    deaconName: row.deaconName,
    deaconEmail: row.deaconEmail,
    phone: row.phone,
    website: row.website,
    serviceTimes: row.serviceTimes,
    events: eventsByParish.get(row.id) ?? [],
  }))
  return { parishes: list, capped: rows.length > cap }
}

/** Each parish's next approved events (pending and rejected proposals are never shown). */
async function upcomingEventsOf(db: Database, parishIds: number[], now: Date) {
  const byParish = new Map<number, Parish['events']>()
  if (parishIds.length === 0) return byParish
  const ranked = db
    .select({
      id: parishEvents.id,
      parishId: parishEvents.parishId,
      title: parishEvents.title,
      description: parishEvents.description,
      eventDate: parishEvents.eventDate,
      eventType: parishEvents.eventType,
      isRecurring: parishEvents.isRecurring,
      verifiedOnly: parishEvents.verifiedOnly,
      rank: sql<number>`row_number() over (partition by ${parishEvents.parishId} order by ${parishEvents.eventDate}, ${parishEvents.id})`.as(
        'rank',
      ),
    })
    .from(parishEvents)
    .where(
      and(
        inArray(parishEvents.parishId, parishIds),
        eq(parishEvents.status, 'approved'),
        gte(parishEvents.eventDate, now),
      ),
    )
    .as('ranked')
  const rows = await db
    .select()
    .from(ranked)
    .where(lte(ranked.rank, EVENTS_PER_PARISH))
    .orderBy(asc(ranked.eventDate), asc(ranked.id))
  for (const event of rows) {
    const list = byParish.get(event.parishId) ?? []
    list.push({
      id: event.id,
      title: event.title,
      description: event.description,
      eventDate: event.eventDate.toISOString(),
      eventType: event.eventType,
      isRecurring: event.isRecurring,
      verifiedOnly: event.verifiedOnly,
    })
    byParish.set(event.parishId, list)
  }
  return byParish
}
