import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { DiscoverPageSchema } from '#shared/schemas/discover.ts'
import type { DiscoveryPreferences } from '#shared/schemas/discovery.ts'
import { users } from '../db/schema.ts'
import {
  birthDateForAge,
  insertMember,
  signedInMember,
  signupBody,
  type MemberOverrides,
} from '../testing/members.ts'
import { jsonHeaders, sessionCookieFrom, testApp, testClock } from '../testing/test-app.ts'
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
  signedInMember(database.db, clock.now(), overrides)

const CHICAGO = { latitude: 41.88, longitude: -87.63, location: 'Chicago' }
const MILWAUKEE = { latitude: 43.04, longitude: -87.91, location: 'Milwaukee' }
const ATHENS = { latitude: 37.98, longitude: 23.73, location: 'Athens' }

const preferences = (overrides: Partial<DiscoveryPreferences> = {}): DiscoveryPreferences => ({
  lookingFor: 'female',
  minAge: 25,
  maxAge: 40,
  maxDistance: 10000,
  distanceStrict: false,
  denominations: [],
  ...overrides,
})

const put = (as: Member, body: unknown, id = as.id) =>
  app.request(`/api/users/${id}/discovery`, {
    method: 'PUT',
    headers: { ...jsonHeaders(as.cookie), origin: 'http://localhost' },
    body: JSON.stringify(body),
  })

const stored = async (id: number) =>
  (await database.db.select().from(users).where(eq(users.id, id)))[0]!

/** The whole deck of `as`, page after page, as first names. */
async function deckOf(as: Member, query = '') {
  const names: string[] = []
  let cursor: string | null = null
  do {
    const params = new URLSearchParams(query)
    if (cursor) params.set('cursor', cursor)
    const response = await app.request(`/api/users?${params}`, { headers: { cookie: as.cookie } })
    expect(response.status).toBe(200)
    const page = DiscoverPageSchema.parse(await response.json())
    names.push(...page.items.map((item) => item.firstName))
    cursor = page.nextCursor
  } while (cursor)
  return names
}

const viewer = () => member({ gender: 'male', lookingFor: 'female', age: 33, ...CHICAGO })

describe('PUT /api/users/:id/discovery', () => {
  it('stores every preference and answers them; the member reads them back', async () => {
    const me = await viewer()
    const wanted = preferences({
      minAge: 28,
      maxAge: 36,
      maxDistance: 100,
      distanceStrict: true,
      denominations: ['Greek Orthodox', 'Antiochian Orthodox'],
    })
    const answer = await put(me, wanted)
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual(wanted)
    const user = await app.request('/api/auth/user', { headers: { cookie: me.cookie } })
    expect(await user.json()).toMatchObject({
      lookingFor: 'female',
      minAge: 28,
      maxAge: 36,
      maxDistance: 100,
      distanceStrict: true,
      seekingDenominations: ['Greek Orthodox', 'Antiochian Orthodox'],
    })
  })

  it('refuses what cannot be a preference, naming the field, and changes nothing', async () => {
    const me = await viewer()
    const before = await stored(me.id)
    const cases: [unknown, string][] = [
      [preferences({ minAge: 40, maxAge: 30 }), 'maxAge: Must be at least minAge'],
      [preferences({ minAge: 17 }), 'minAge: Must be at least 18'],
      [preferences({ maxAge: 80 }), 'maxAge: Must be at most 79'],
      [
        preferences({ maxDistance: 7 }),
        'maxDistance: Must be 5 to 500 miles in steps of 5, or 10000 for anywhere',
      ],
      [{ ...preferences(), denominations: ['Lutheran'] }, 'denominations.0: Unknown denomination'],
      [
        preferences({ denominations: ['OCA', 'OCA'] }),
        'denominations: Each denomination may be chosen once',
      ],
      [{ ...preferences(), lookingFor: 'both' }, 'lookingFor: Please choose male or female'],
    ]
    for (const [body, message] of cases) {
      const answer = await put(me, body)
      expect(answer.status, message).toBe(400)
      expect(await answer.json()).toMatchObject({ message })
    }
    const other = await member()
    expect((await put(me, preferences(), other.id)).status).toBe(403)
    expect(await stored(me.id)).toEqual(before)
    expect((await stored(other.id)).minAge).toBe(other.minAge)
  })

  it("is the same age range as the ideal-match wizard's, both ways", async () => {
    const me = await viewer()
    const patch = await app.request(`/api/users/${me.id}`, {
      method: 'PATCH',
      headers: { ...jsonHeaders(me.cookie), origin: 'http://localhost' },
      body: JSON.stringify({ matchPreferences: { ageRange: [27, 39] } }),
    })
    expect(patch.status).toBe(200)
    expect(await stored(me.id)).toMatchObject({ minAge: 27, maxAge: 39 })
    await put(me, preferences({ minAge: 30, maxAge: 70 }))
    const row = await stored(me.id)
    expect([row.minAge, row.maxAge]).toEqual([30, 70])
    // The wizard's slider stops at 65.
    expect(row.matchPreferences).toMatchObject({ ageRange: [30, 65] })
  })

  it('starts a new member around their own age', async () => {
    const signup = await app.request('/api/auth/signup', {
      method: 'POST',
      headers: { ...jsonHeaders(), origin: 'http://localhost' },
      body: JSON.stringify(signupBody({ birthDate: birthDateForAge(22) })),
    })
    expect(signup.status).toBe(201)
    const cookie = sessionCookieFrom(signup)!
    const me = await app.request('/api/auth/user', { headers: { cookie } })
    expect(await me.json()).toMatchObject({ age: 22, minAge: 18, maxAge: 30 })
  })
})

describe('the deck follows the discovery preferences', () => {
  it('shows only the age range, unless a search asks for other ages', async () => {
    const me = await viewer()
    for (const [firstName, age] of [
      ['Young', 24],
      ['Inside', 32],
      ['Older', 45],
    ] as const)
      await insertMember(database.db, { firstName, age, ...CHICAGO })
    await put(me, preferences({ minAge: 25, maxAge: 40 }))
    expect(await deckOf(me)).toEqual(['Inside'])
    await put(me, preferences({ minAge: 18, maxAge: 50 }))
    expect((await deckOf(me)).sort()).toEqual(['Inside', 'Older', 'Young'])
    // A Premium search's own age range replaces the preference for that search.
    await database.db.update(users).set({ membershipTier: 'premium' }).where(eq(users.id, me.id))
    await put(me, preferences({ minAge: 25, maxAge: 40 }))
    expect(await deckOf(me, 'minAge=40&maxAge=50')).toEqual(['Older'])
  })

  it('shows only the denominations sought, unless a denomination is chosen', async () => {
    const me = await viewer()
    await insertMember(database.db, { firstName: 'Greek', denomination: 'Greek Orthodox' })
    await insertMember(database.db, { firstName: 'Serbian', denomination: 'Serbian Orthodox' })
    await insertMember(database.db, { firstName: 'Romanian', denomination: 'Romanian Orthodox' })
    await put(me, preferences({ denominations: ['Greek Orthodox', 'Serbian Orthodox'] }))
    expect((await deckOf(me)).sort()).toEqual(['Greek', 'Serbian'])
    expect(await deckOf(me, 'denomination=Romanian%20Orthodox')).toEqual(['Romanian'])
  })

  it('within the distance only, or the nearest first and the others after', async () => {
    const me = await viewer()
    await insertMember(database.db, { firstName: 'Chicago', ...CHICAGO })
    await insertMember(database.db, { firstName: 'Nowhere', latitude: null, longitude: null })
    await insertMember(database.db, { firstName: 'Milwaukee', ...MILWAUKEE })
    await insertMember(database.db, { firstName: 'Athens', ...ATHENS })
    await put(me, preferences({ maxDistance: 100, distanceStrict: true }))
    expect(await deckOf(me)).toEqual(['Chicago', 'Milwaukee'])
    // "Show others when I run out": those within first (nearest first), then everyone else.
    await put(me, preferences({ maxDistance: 100, distanceStrict: false }))
    expect(await deckOf(me)).toEqual(['Chicago', 'Milwaukee', 'Athens', 'Nowhere'])
    // Anywhere: one ranking, the nearest first and the member with no location last.
    await put(me, preferences({ maxDistance: 10000 }))
    expect(await deckOf(me)).toEqual(['Chicago', 'Milwaukee', 'Athens', 'Nowhere'])
  })

  it('pages through those within and beyond with no member twice or missing', async () => {
    const me = await viewer()
    const expected: string[] = []
    for (let i = 0; i < 70; i++) {
      const near = i % 3 !== 0
      const firstName = `${near ? 'Near' : 'Far'}${i}`
      await insertMember(database.db, { firstName, ...(near ? CHICAGO : ATHENS) })
      expected.push(firstName)
    }
    await put(me, preferences({ maxDistance: 50 }))
    const names = await deckOf(me)
    const near = expected.filter((name) => name.startsWith('Near'))
    const far = expected.filter((name) => name.startsWith('Far'))
    expect(names).toHaveLength(expected.length)
    expect(names.slice(0, near.length).sort()).toEqual(near.sort())
    expect(names.slice(near.length).sort()).toEqual(far.sort())
  })
})
