import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { TRAVEL_MESSAGES } from '#shared/domain/travel.ts'
import { CITY_MESSAGES } from '#shared/schemas/location.ts'
import { DiscoverPageSchema } from '#shared/schemas/discover.ts'
import { CurrentUserSchema } from '#shared/schemas/user.ts'
import { NOT_YOURSELF_MESSAGE } from '../auth/require-member.ts'
import { users } from '../db/schema.ts'
import { signedInMember, type MemberOverrides } from '../testing/members.ts'
import { jsonHeaders, testApp, testClock } from '../testing/test-app.ts'
import { useTestDatabase } from '../testing/test-db.ts'

const database = useTestDatabase()
const clock = testClock()
let app: ReturnType<typeof testApp>['app']

beforeEach(async () => {
  await database.reset()
  app = testApp(database.db, { clock: clock.now }).app
})

type Member = Awaited<ReturnType<typeof signedInMember>>
const member = (overrides: MemberOverrides = {}) =>
  signedInMember(database.db, clock.now(), {
    location: null,
    country: null,
    latitude: null,
    longitude: null,
    ...overrides,
  })

const put = (as: Member, what: 'home-city' | 'travel', body: unknown, id = as.id) =>
  app.request(`/api/users/${id}/${what}`, {
    method: 'PUT',
    headers: { ...jsonHeaders(as.cookie), origin: 'http://localhost' },
    body: JSON.stringify(body),
  })

const stored = async (id: number) =>
  (await database.db.select().from(users).where(eq(users.id, id)))[0]!

const ownRecord = async (as: Member) =>
  CurrentUserSchema.parse(
    await (await app.request('/api/auth/user', { headers: { cookie: as.cookie } })).json(),
  )

describe('PUT /api/users/:id/home-city', () => {
  it('stores the city as location, country and coarse coordinates, and answers the member', async () => {
    const me = await member()
    const answer = await put(me, 'home-city', { cityId: 'rs-nis', clientId: randomUUID() })
    expect(answer.status).toBe(200)
    const body = CurrentUserSchema.parse(await answer.json())
    expect(body).toMatchObject({ id: me.id, location: 'Niš', country: 'Serbia' })
    expect(await stored(me.id)).toMatchObject({
      location: 'Niš',
      country: 'Serbia',
      latitude: 43.32,
      longitude: 21.9,
    })
    // The record answered carries the moved profileEditVersion, so the builder's next submit applies.
    expect(body.profileEditVersion).toBe((await stored(me.id)).profileEditVersion)
    expect((await ownRecord(me)).location).toBe('Niš')
  })

  it('lands once under replay: the same row sent twice leaves the same values', async () => {
    const me = await member()
    const body = { cityId: 'us-boston', clientId: randomUUID() }
    expect((await put(me, 'home-city', body)).status).toBe(200)
    const first = await stored(me.id)
    expect((await put(me, 'home-city', body)).status).toBe(200)
    // Not even the versions move: nothing changed.
    expect(await stored(me.id)).toEqual(first)
  })

  it('refuses an unknown city, naming it, and another member, changing nothing', async () => {
    const me = await member({ location: 'Chicago', country: 'United States' })
    const other = await member()
    const before = await stored(me.id)
    const cases: [unknown, string][] = [
      [{ cityId: 'us-atlantis' }, `cityId: ${CITY_MESSAGES.unknown}`],
      [{ cityId: 'Athens' }, `cityId: ${CITY_MESSAGES.unknown}`],
      [{ cityId: 7 }, 'cityId: Must be a city id'],
      [{}, 'cityId: Must be a city id'],
      [{ cityId: 'gr-athens', clientId: 'x' }, 'clientId: Must be a UUID'],
    ]
    for (const [body, message] of cases) {
      const answer = await put(me, 'home-city', body)
      expect(answer.status, message).toBe(400)
      expect(await answer.json()).toMatchObject({ message })
    }
    const refused = await put(me, 'home-city', { cityId: 'gr-athens' }, other.id)
    expect(refused.status).toBe(403)
    expect(await refused.json()).toMatchObject({ message: NOT_YOURSELF_MESSAGE })
    expect(await stored(me.id)).toEqual(before)
    expect((await stored(other.id)).location).toBeNull()
  })
})

describe('PUT /api/users/:id/travel', () => {
  it("sets a paid member's travel place, shown in their record, and returns home", async () => {
    const me = await member({ membershipTier: 'premium', location: 'Chicago' })
    const answer = await put(me, 'travel', { cityId: 'gr-thessaloniki', clientId: randomUUID() })
    expect(answer.status).toBe(200)
    expect(CurrentUserSchema.parse(await answer.json()).travelPlace).toBe('Thessaloniki, Greece')
    expect(await stored(me.id)).toMatchObject({
      travelPlace: 'Thessaloniki, Greece',
      travelLatitude: 40.64,
      travelLongitude: 22.94,
      location: 'Chicago',
    })
    expect((await ownRecord(me)).travelPlace).toBe('Thessaloniki, Greece')

    const home = await put(me, 'travel', { cityId: null, clientId: randomUUID() })
    expect(home.status).toBe(200)
    expect(CurrentUserSchema.parse(await home.json()).travelPlace).toBeNull()
    expect(await stored(me.id)).toMatchObject({
      travelPlace: null,
      travelLatitude: null,
      travelLongitude: null,
    })
  })

  it("moves the deck's distances to the travel city, and back home", async () => {
    const me = await member({
      membershipTier: 'premium',
      gender: 'male',
      lookingFor: 'female',
      age: 32,
      location: 'Chicago',
      country: 'United States',
      latitude: 41.88,
      longitude: -87.63,
    })
    const athenian = await member({
      age: 31,
      location: 'Athens',
      country: 'Greece',
      latitude: 37.98,
      longitude: 23.73,
    })
    /** The distance the deck shows to the Athenian, through every page. */
    async function milesToAthenian() {
      let cursor: string | null = null
      do {
        const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''
        const response = await app.request(`/api/users${query}`, { headers: { cookie: me.cookie } })
        expect(response.status).toBe(200)
        const page = DiscoverPageSchema.parse(await response.json())
        const card = page.items.find((item) => item.id === athenian.id)
        if (card) return card.distanceMiles
        cursor = page.nextCursor
      } while (cursor)
      throw new Error('The Athenian is not in the deck')
    }
    expect(await milesToAthenian()).toBeGreaterThan(5000)
    expect((await put(me, 'travel', { cityId: 'gr-athens' })).status).toBe(200)
    expect(await milesToAthenian()).toBe(5)
    expect((await put(me, 'travel', { cityId: null })).status).toBe(200)
    expect(await milesToAthenian()).toBeGreaterThan(5000)
  })

  it('lets Verified members travel too, and a replay stores the same place', async () => {
    const me = await member({ membershipTier: 'verified' })
    const body = { cityId: 'ro-iasi', clientId: randomUUID() }
    expect((await put(me, 'travel', body)).status).toBe(200)
    expect((await put(me, 'travel', body)).status).toBe(200)
    expect((await stored(me.id)).travelPlace).toBe('Iași, Romania')
  })

  it('refuses a free member with the upgrade message, but lets them return home', async () => {
    const me = await member({
      membershipTier: 'free',
      // Set while they were Premium: kept, unused by the deck, until they return home.
      travelPlace: 'Athens, Greece',
      travelLatitude: 37.98,
      travelLongitude: 23.73,
    })
    const refused = await put(me, 'travel', { cityId: 'bg-sofia' })
    expect(refused.status).toBe(403)
    expect(await refused.json()).toMatchObject({ message: TRAVEL_MESSAGES.tier })
    expect((await stored(me.id)).travelPlace).toBe('Athens, Greece')

    expect((await put(me, 'travel', { cityId: null })).status).toBe(200)
    expect((await stored(me.id)).travelPlace).toBeNull()
  })

  it('refuses an unknown city and another member', async () => {
    const me = await member({ membershipTier: 'premium' })
    const other = await member({ membershipTier: 'premium' })
    const unknown = await put(me, 'travel', { cityId: 'xx-nowhere' })
    expect(unknown.status).toBe(400)
    expect(await unknown.json()).toMatchObject({ message: `cityId: ${CITY_MESSAGES.unknown}` })
    expect((await put(me, 'travel', {})).status).toBe(400)
    const refused = await put(me, 'travel', { cityId: 'gr-athens' }, other.id)
    expect(refused.status).toBe(403)
    expect(await refused.json()).toMatchObject({ message: NOT_YOURSELF_MESSAGE })
    expect((await stored(other.id)).travelPlace).toBeNull()
    expect((await stored(me.id)).travelPlace).toBeNull()
  })
})
