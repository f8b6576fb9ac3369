import type { Database } from '../db/connect.ts'
import { parishes, parishEvents } from '../db/schema.ts'

/** A parish in Chicago with the details a member may correct, unless told otherwise. */
export async function insertParish(
  db: Database,
  overrides: Partial<typeof parishes.$inferInsert> = {},
) {
  const [row] = await db
    .insert(parishes)
    .values({
      name: 'St. Nicholas',
      jurisdiction: 'OCA',
      address: '1 Church St, Chicago, IL 60601',
      latitude: 41.88,
      longitude: -87.63,
      website: 'https://stnicholas.example.org',
      phone: '(217) 555-0100',
      ...overrides,
    })
    .returning()
  return row!
}

/** An event at the parish on its date, approved unless told otherwise. */
export async function insertEvent(
  db: Database,
  parishId: number,
  overrides: Partial<typeof parishEvents.$inferInsert> & { eventDate: Date },
) {
  const [row] = await db
    .insert(parishEvents)
    .values({ parishId, title: 'Nativity Vigil', eventType: 'feast', ...overrides })
    .returning()
  return row!
}
