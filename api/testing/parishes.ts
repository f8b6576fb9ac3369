import type { Database } from '../db/connect.ts'
import { parishes, parishEvents } from '../db/schema.ts'

/** A parish with the details a member may correct. */
export async function insertParish(
  db: Database,
  overrides: Partial<typeof parishes.$inferInsert> = {},
) {
  const [row] = await db
    .insert(parishes)
    .values({
      name: 'St. Nicholas',
      jurisdiction: 'OCA',
      address: '1 Church St, Springfield, IL 62701',
      latitude: 39.8,
      longitude: -89.65,
      website: 'https://stnicholas.example.org',
      phone: '(217) 555-0100',
      ...overrides,
    })
    .returning()
  return row!
}

/** An event at the parish, approved unless told otherwise. */
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
