import type { Database } from '../db/connect.ts'
import { parishEvents, parishes } from '../db/schema.ts'

let sequence = 0

/** A parish at these coordinates (Chicago unless told). */
export async function insertParish(
  db: Database,
  overrides: Partial<typeof parishes.$inferInsert> = {},
) {
  sequence++
  const [row] = await db
    .insert(parishes)
    .values({
      name: `St. Test ${sequence}`,
      jurisdiction: 'Greek Orthodox Archdiocese',
      address: `${sequence} Church Street, Chicago`,
      latitude: 41.88,
      longitude: -87.63,
      ...overrides,
    })
    .returning()
  return row!
}

/** An approved event of the parish on that date, unless told otherwise. */
export async function insertEvent(
  db: Database,
  parishId: number,
  eventDate: Date,
  overrides: Partial<typeof parishEvents.$inferInsert> = {},
) {
  sequence++
  const [row] = await db
    .insert(parishEvents)
    .values({
      parishId,
      title: `Vespers ${sequence}`,
      eventDate,
      eventType: 'liturgy',
      ...overrides,
    })
    .returning()
  return row!
}
