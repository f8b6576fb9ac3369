import { beforeEach, describe, expect, it } from 'vitest'
import { MapConfigSchema, ParishListSchema } from '#shared/schemas/parish.ts'
import { parishEvents, parishes } from '../db/schema.ts'
import { insertMember, sessionCookie } from '../testing/members.ts'
import { testApp, testConfig } from '../testing/test-app.ts'
import { useTestDatabase } from '../testing/test-db.ts'

const database = useTestDatabase()
const now = new Date('2026-11-18T12:00:00Z')
const clock = () => now

beforeEach(async () => {
  await database.reset()
})

async function signedInGet(path: string, config = testConfig()) {
  const member = await insertMember(database.db, {})
  const cookie = await sessionCookie(database.db, member.id, now)
  const { app } = testApp(database.db, { clock, config })
  return app.request(path, { headers: { cookie } })
}

async function insertParish(name: string, jurisdiction = 'OCA') {
  const [row] = await database.db
    .insert(parishes)
    .values({
      name,
      jurisdiction,
      address: '1 Church St, Springfield, IL 62701',
      latitude: 39.8,
      longitude: -89.65,
      priestName: 'Fr. John',
      priestEmail: 'john@example.org',
      phone: '(217) 555-0100',
    })
    .returning()
  return row!
}

const at = (iso: string) => new Date(iso)

describe('GET /api/parishes', () => {
  it('answers every parish with only its upcoming events, soonest first', async () => {
    const holy = await insertParish('Holy Trinity')
    const george = await insertParish('St. George', 'Antiochian')
    await database.db.insert(parishEvents).values([
      {
        parishId: holy.id,
        title: 'Vespers',
        eventDate: at('2026-11-25T18:00:00Z'),
        eventType: 'liturgy',
      },
      { parishId: holy.id, title: 'Past feast', eventDate: at('2026-11-17T09:00:00Z') },
      {
        parishId: holy.id,
        title: 'Confession',
        eventDate: at('2026-11-19T17:00:00Z'),
        eventType: 'confession',
      },
      { parishId: holy.id, title: 'Right now', eventDate: now, eventType: 'social' },
    ])
    const response = await signedInGet('/api/parishes')
    expect(response.status).toBe(200)
    const list = ParishListSchema.parse(await response.json())
    expect(list.map((p) => p.name)).toEqual(['Holy Trinity', 'St. George'])
    const [first, second] = list
    expect(first!.events.map((e) => e.title)).toEqual(['Right now', 'Confession', 'Vespers'])
    expect(first!.events[1]).toMatchObject({
      eventDate: '2026-11-19T17:00:00.000Z',
      eventType: 'confession',
      description: null,
      isRecurring: false,
    })
    expect(second).toMatchObject({
      id: george.id,
      jurisdiction: 'Antiochian',
      priestEmail: 'john@example.org',
      deaconName: null,
      website: null,
      events: [],
    })
  })

  it('refuses a signed-out caller with 401', async () => {
    await insertParish('Holy Trinity')
    const { app } = testApp(database.db, { clock })
    const response = await app.request('/api/parishes')
    expect(response.status).toBe(401)
    expect((await response.json()).message).toBeTruthy()
  })
})

describe('GET /api/map-config', () => {
  it("answers the configured TILE_URL and the tile host's attribution", async () => {
    const tileUrl = 'https://tiles.example.org/{z}/{x}/{y}.png'
    const response = await signedInGet('/api/map-config', testConfig({ TILE_URL: tileUrl }))
    expect(response.status).toBe(200)
    expect(MapConfigSchema.parse(await response.json())).toEqual({
      tileUrl,
      attribution: '© OpenStreetMap contributors',
    })
  })
})
