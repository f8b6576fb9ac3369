import { and, asc, eq, gte } from 'drizzle-orm'
import type { Parish } from '#shared/schemas/parish.ts'
import type { Database } from '../db/connect.ts'
import { parishEvents, parishes } from '../db/schema.ts'

/**
 * Every parish (by name) with its approved events dated `now` or later, soonest first (a member's
 * proposal shows only once a moderator approved it).
 */
export async function listParishes(db: Database, now: Date): Promise<Parish[]> {
  const [parishRows, eventRows] = await Promise.all([
    db.select().from(parishes).orderBy(asc(parishes.name), asc(parishes.id)),
    db
      .select()
      .from(parishEvents)
      .where(and(eq(parishEvents.status, 'approved'), gte(parishEvents.eventDate, now)))
      .orderBy(asc(parishEvents.eventDate), asc(parishEvents.id)),
  ])
  const eventsByParish = new Map<number, Parish['events']>()
  for (const event of eventRows) {
    const list = eventsByParish.get(event.parishId) ?? []
    list.push({
      id: event.id,
      title: event.title,
      description: event.description,
      eventDate: event.eventDate.toISOString(),
      eventType: event.eventType,
      isRecurring: event.isRecurring,
    })
    eventsByParish.set(event.parishId, list)
  }
  return parishRows.map((row) => ({
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
    events: eventsByParish.get(row.id) ?? [],
  }))
}
