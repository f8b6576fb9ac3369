import fc from 'fast-check'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  boxContains,
  EVENTS_PER_PARISH,
  formatBbox,
  PARISH_MAP_CAP,
  type BoundingBox,
} from '#shared/domain/map-bounds.ts'
import { MapConfigSchema, ParishesInViewSchema } from '#shared/schemas/parish.ts'
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

/** A signed-in member's GET (one member and session per call of `signedIn`). */
async function signedIn(config = testConfig()) {
  const member = await insertMember(database.db, {})
  const cookie = await sessionCookie(database.db, member.id, now)
  const { app } = testApp(database.db, { clock, config })
  return async (path: string) => app.request(path, { headers: { cookie } })
}

async function inView(get: (path: string) => Promise<Response>, box: BoundingBox) {
  const response = await get(`/api/parishes?bbox=${formatBbox(box)}`)
  expect(response.status).toBe(200)
  return ParishesInViewSchema.parse(await response.json())
}

const CHICAGO: BoundingBox = { west: -88, south: 41.5, east: -87.4, north: 42.2 }

function parishRow(name: string, latitude = 41.9, longitude = -87.65) {
  return {
    name,
    jurisdiction: 'OCA',
    address: '1 Church St, Chicago, IL 60601',
    latitude,
    longitude,
    priestName: 'Fr. John',
    priestEmail: 'john@example.org',
    phone: '(312) 555-0100',
    serviceTimes: 'Sunday: Divine Liturgy 9:30',
  }
}

async function insertParish(name: string, latitude?: number, longitude?: number) {
  const [row] = await database.db
    .insert(parishes)
    .values(parishRow(name, latitude, longitude))
    .returning()
  return row!
}

const at = (iso: string) => new Date(iso)

describe('GET /api/parishes?bbox=', () => {
  it('answers exactly the parishes inside any box, across the antimeridian too', async () => {
    // Points spread over the globe, with some on the box edges fast-check tends to pick.
    const points = fc.sample(
      fc.record({
        latitude: fc.oneof(
          fc.integer({ min: -90, max: 90 }),
          fc.double({ min: -90, max: 90, noNaN: true }),
        ),
        longitude: fc.oneof(
          fc.integer({ min: -180, max: 180 }),
          fc.double({ min: -180, max: 180, noNaN: true }),
        ),
      }),
      { numRuns: 120, seed: 17 },
    )
    const rows = await database.db
      .insert(parishes)
      .values(points.map((p, i) => parishRow(`Parish ${i}`, p.latitude, p.longitude)))
      .returning()
    const get = await signedIn()
    const latitude = fc.integer({ min: -90, max: 90 })
    const longitude = fc.integer({ min: -180, max: 180 })
    await fc.assert(
      fc.asyncProperty(latitude, latitude, longitude, longitude, async (a, b, west, east) => {
        const box = { west, east, south: Math.min(a, b), north: Math.max(a, b) }
        const answer = await inView(get, box)
        const expected = rows
          .filter((row) => boxContains(box, row.latitude, row.longitude))
          .map((row) => row.id)
        expect(answer.parishes.map((p) => p.id)).toEqual(expected.sort((x, y) => x - y))
        expect(answer.capped).toBe(false)
      }),
      { numRuns: 60, seed: 17 },
    )
  })

  it('gives each parish its next approved events from now on, soonest first, with their ids', async () => {
    const holy = await insertParish('Holy Trinity')
    const george = await insertParish('St. George', 41.95, -87.7)
    await insertParish('Far away', 37.98, 23.73)
    const [vespers, , , , youth] = await database.db
      .insert(parishEvents)
      .values([
        { parishId: holy.id, title: 'Vespers', eventDate: at('2026-11-25T18:00:00Z') },
        { parishId: holy.id, title: 'Past feast', eventDate: at('2026-11-17T09:00:00Z') },
        {
          parishId: holy.id,
          title: 'Proposed picnic',
          eventDate: at('2026-11-19T17:00:00Z'),
          status: 'pending',
        },
        {
          parishId: holy.id,
          title: 'Rejected dance',
          eventDate: at('2026-11-19T18:00:00Z'),
          status: 'rejected',
          reviewNote: 'Not a parish event',
        },
        {
          parishId: holy.id,
          title: 'Young adults night',
          eventDate: at('2026-11-20T01:00:00Z'),
          eventType: 'young-adults',
          verifiedOnly: true,
        },
        { parishId: holy.id, title: 'Right now', eventDate: now, eventType: 'social' },
        { parishId: holy.id, title: 'Fourth upcoming', eventDate: at('2026-12-20T15:00:00Z') },
      ])
      .returning()
    const answer = await inView(await signedIn(), CHICAGO)
    expect(answer.parishes.map((p) => p.name)).toEqual(['Holy Trinity', 'St. George'])
    const [first, second] = answer.parishes
    expect(first!.events.map((e) => e.title)).toEqual([
      'Right now',
      'Young adults night',
      'Vespers',
    ])
    expect(first!.events).toHaveLength(EVENTS_PER_PARISH)
    expect(first!.events[1]).toEqual({
      id: youth!.id,
      title: 'Young adults night',
      description: null,
      eventDate: '2026-11-20T01:00:00.000Z',
      eventType: 'young-adults',
      isRecurring: false,
      verifiedOnly: true,
    })
    expect(first!.events[2]).toMatchObject({ id: vespers!.id, verifiedOnly: false })
    expect(first).toMatchObject({ serviceTimes: 'Sunday: Divine Liturgy 9:30' })
    expect(second).toMatchObject({
      id: george.id,
      priestEmail: 'john@example.org',
      deaconName: null,
      website: null,
      events: [],
    })
  })

  it('answers at most PARISH_MAP_CAP parishes, the lowest ids, and says it was capped', async () => {
    const rows = await database.db
      .insert(parishes)
      .values(
        Array.from({ length: PARISH_MAP_CAP + 1 }, (_, i) =>
          parishRow(`Parish ${i}`, 41.6 + (i % 40) / 100, -87.9 + Math.floor(i / 40) / 100),
        ),
      )
      .returning()
    const get = await signedIn()
    const all = await inView(get, CHICAGO)
    expect(all.capped).toBe(true)
    expect(all.parishes.map((p) => p.id)).toEqual(rows.slice(0, PARISH_MAP_CAP).map((r) => r.id))
    // Without the last one's column, exactly the cap fits: not capped.
    const last = rows.at(-1)!
    const fewer = await inView(get, { ...CHICAGO, east: last.longitude - 0.005 })
    expect(fewer.parishes).toHaveLength(PARISH_MAP_CAP)
    expect(fewer.capped).toBe(false)
  })

  it.each([
    ['', 'bbox: Required: west,south,east,north (degrees)'],
    ['?bbox=1,2,3', 'bbox: Must be four numbers: west,south,east,north (degrees)'],
    ['?bbox=a,b,c,d', 'bbox: Must be four numbers: west,south,east,north (degrees)'],
    ['?bbox=1,2,,4', 'bbox: Must be four numbers: west,south,east,north (degrees)'],
    ['?bbox=-181,0,10,10', 'bbox: west and east must be longitudes from -180 to 180'],
    ['?bbox=0,-91,10,10', 'bbox: south and north must be latitudes from -90 to 90'],
    ['?bbox=0,20,10,10', 'bbox: south must not be greater than north'],
  ])('refuses the query %j with 400 naming bbox', async (query, message) => {
    await insertParish('Holy Trinity')
    const response = await (await signedIn())(`/api/parishes${query}`)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ message })
  })

  it('refuses a signed-out caller with 401', async () => {
    await insertParish('Holy Trinity')
    const { app } = testApp(database.db, { clock })
    const response = await app.request(`/api/parishes?bbox=${formatBbox(CHICAGO)}`)
    expect(response.status).toBe(401)
    expect((await response.json()).message).toBeTruthy()
  })
})

describe('GET /api/map-config', () => {
  it("answers the configured TILE_URL and the tile host's attribution", async () => {
    const tileUrl = 'https://tiles.example.org/{z}/{x}/{y}.png'
    const response = await (await signedIn(testConfig({ TILE_URL: tileUrl })))('/api/map-config')
    expect(response.status).toBe(200)
    expect(MapConfigSchema.parse(await response.json())).toEqual({
      tileUrl,
      attribution: '© OpenStreetMap contributors',
    })
  })
})
