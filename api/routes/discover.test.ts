import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { FILTER_REFUSED_MESSAGES } from '#shared/domain/filter-access.ts'
import { DiscoverPageSchema, type DiscoverPage } from '#shared/schemas/discover.ts'
import { PublicProfileSchema } from '#shared/schemas/user.ts'
import {
  boosts,
  likes,
  orthodoxQuestionnaireResponses,
  passes,
  users,
  type UserRow,
} from '../db/schema.ts'
import {
  insertMember,
  sessionCookie,
  birthDateForAge,
  DECK_READY,
  type MemberOverrides,
} from '../testing/members.ts'
import { testApp, testClock } from '../testing/test-app.ts'
import { useTestDatabase } from '../testing/test-db.ts'

const database = useTestDatabase()
const clock = testClock()
let app: ReturnType<typeof testApp>['app']
let viewer: UserRow
let cookie: string

beforeEach(async () => {
  await database.reset()
  app = testApp(database.db, { clock: clock.now }).app
  viewer = await insertMember(database.db, {
    gender: 'male',
    lookingFor: 'female',
    membershipTier: 'verified',
  })
  cookie = await sessionCookie(database.db, viewer.id, clock.now())
})

async function feed(query = '', as = cookie) {
  return app.request(`/api/users${query ? `?${query}` : ''}`, { headers: { cookie: as } })
}
async function page(query = '', as = cookie): Promise<DiscoverPage> {
  const response = await feed(query, as)
  expect(response.status).toBe(200)
  return DiscoverPageSchema.parse(await response.json())
}
/** Every member of the deck, page after page. */
async function allPages(query = '') {
  const ids: number[] = []
  const sizes: number[] = []
  let cursor: string | null = null
  do {
    const sep = query ? '&' : ''
    const p: DiscoverPage = await page(cursor ? `${query}${sep}cursor=${cursor}` : query)
    ids.push(...p.items.map((item) => item.id))
    sizes.push(p.items.length)
    cursor = p.nextCursor
  } while (cursor)
  return { ids, sizes }
}
/** Many women in one insert (insertMember one by one is slow on PGlite). */
function bulkWomen(count: number, vary: (i: number) => Partial<typeof users.$inferInsert>) {
  return database.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        username: `bulk${i}`,
        email: `bulk${i}@example.org`,
        password: '!',
        firstName: `Bulk${i}`,
        lastName: 'Member',
        birthDate: birthDateForAge(30),
        ...DECK_READY,
        gender: 'female',
        lookingFor: 'male',
        ...vary(i),
      })),
    )
    .returning({ id: users.id })
}
const ids = (p: DiscoverPage) => p.items.map((item) => item.id).sort((a, b) => a - b)

describe('GET /api/users: who is in the deck', () => {
  it('leaves out the member, members already liked or passed, hidden members and the other gender', async () => {
    const shown = await insertMember(database.db)
    const liked = await insertMember(database.db)
    const passed = await insertMember(database.db)
    await insertMember(database.db, { showMe: false })
    await insertMember(database.db, { gender: 'male' })
    await database.db.insert(likes).values({ fromUserId: viewer.id, toUserId: liked.id })
    await database.db.insert(passes).values({ fromUserId: viewer.id, toUserId: passed.id })
    // Someone liking the viewer stays in the deck.
    await database.db.insert(likes).values({ fromUserId: shown.id, toUserId: viewer.id })
    const result = await page()
    expect(ids(result)).toEqual([shown.id])
    expect(result.nextCursor).toBeNull()
    expect(() => PublicProfileSchema.parse(result.items[0])).not.toThrow()
    expect(result.items[0]).not.toHaveProperty('email')
  })

  it("shows the gender asked for, else the member's lookingFor", async () => {
    const woman = await insertMember(database.db, { gender: 'female' })
    const man = await insertMember(database.db, { gender: 'male' })
    expect(ids(await page())).toEqual([woman.id])
    expect(ids(await page('gender=male'))).toEqual([man.id])
  })
})

describe('GET /api/users: filters', () => {
  // [query, a member who matches, a member who does not]; weight and race shown (decision 051:
  // api/routes/profile-visibility.test.ts has the members who hide them)
  const cases: [string, MemberOverrides, MemberOverrides][] = [
    [
      'denomination=Russian%20Orthodox',
      { denomination: 'Russian Orthodox' },
      { denomination: 'Greek Orthodox' },
    ],
    ['country=Greece', { country: 'Greece' }, { country: 'United States' }],
    ['minAge=30&maxAge=40', { age: 35 }, { age: 45 }],
    ['minAge=30', { age: 30 }, { age: 29 }],
    [
      'minWeight=120&maxWeight=150',
      { weight: 130, showWeight: true },
      { weight: 160, showWeight: true },
    ],
    ['minWeight=120', { weight: 130, showWeight: true }, { weight: null, showWeight: true }],
    ['minIncome=50000&maxIncome=90000', { income: 60_000 }, { income: 95_000 }],
    [
      'churchAttendance=Weekly',
      { churchAttendanceFrequency: 'Weekly' },
      { churchAttendanceFrequency: 'Monthly' },
    ],
    [
      "educationLevel=Master's%20Degree",
      { educationLevel: "Master's Degree" },
      { educationLevel: 'High School' },
    ],
    ['englishFluency=Native', { englishFluency: 'Native' }, { englishFluency: 'Basic' }],
    ['race=Greek', { race: 'Greek', showRace: true }, { race: 'Russian', showRace: true }],
    ['verifiedOnly=true', { isVerified: true }, { isVerified: false }],
  ]
  for (const [query, matching, other] of cases) {
    it(`applies ${query} in the query`, async () => {
      const yes = await insertMember(database.db, matching)
      await insertMember(database.db, other)
      expect(ids(await page(query))).toEqual([yes.id])
    })
  }

  it("treats 'all' and empty values as not set, and verifiedOnly=false as off", async () => {
    await insertMember(database.db, { denomination: 'Greek Orthodox', isVerified: false })
    await insertMember(database.db, {
      denomination: 'Russian Orthodox',
      isVerified: true,
    })
    expect((await page('denomination=all&country=&verifiedOnly=false')).items).toHaveLength(2)
  })

  it('minCompatibility keeps only members scoring at least that, with the same scores as unfiltered', async () => {
    await database.db.update(users).set({ churchAttendanceFrequency: 'Weekly' })
    for (let i = 0; i < 30; i++) {
      await insertMember(database.db, {
        denomination: i % 2 ? 'Greek Orthodox' : 'Antiochian Orthodox',
        churchAttendanceFrequency: i % 3 ? 'Weekly' : 'Occasionally',
        age: 25 + (i % 20),
      })
    }
    const unfiltered = (await page()).items
    const expected = unfiltered.filter((p) => p.compatibilityScore! >= 80).map((p) => p.id)
    expect(expected.length).toBeGreaterThan(0)
    expect(expected.length).toBeLessThan(30)
    const filtered = await page('minCompatibility=80')
    expect(ids(filtered)).toEqual(expected.sort((a, b) => a - b))
  })

  it('answers 400 naming a bad filter or cursor, and changes nothing', async () => {
    const bad = await feed('minAge=12')
    expect(bad.status).toBe(400)
    expect((await bad.json()).message).toMatch(/^minAge/)
    // The filter offers the spec's eight ethnicities; the builder's Other is not one of them.
    const other = await feed('race=Other')
    expect(other.status).toBe(400)
    expect(await other.json()).toMatchObject({ message: 'race: Unknown race', field: 'race' })
    const badCursor = await feed('cursor=not-a-cursor')
    expect(badCursor.status).toBe(400)
    expect((await badCursor.json()).message).toMatch(/cursor/)
  })
})

describe('GET /api/users: tier gating', () => {
  const advanced = ['minAge=25', 'maxAge=40', 'country=Greece', 'educationLevel=High%20School']
  const orthodox = ['churchAttendance=Weekly', 'verifiedOnly=true']

  it('refuses advanced filters to a free member (403, advanced_filters)', async () => {
    const free = await insertMember(database.db, { gender: 'male', lookingFor: 'female' })
    const freeCookie = await sessionCookie(database.db, free.id, clock.now())
    for (const query of advanced) {
      const response = await feed(query, freeCookie)
      expect(response.status, query).toBe(403)
      expect((await response.json()).message).toBe(FILTER_REFUSED_MESSAGES.advanced_filters)
    }
    // The sheet's default age range and the basic filters are everyone's.
    expect(
      (await feed('minAge=18&maxAge=50&denomination=Greek%20Orthodox&minWeight=100', freeCookie))
        .status,
    ).toBe(200)
  })

  it('refuses Orthodox-only filters to free and premium members (403, orthodox_filters)', async () => {
    for (const tier of ['free', 'premium'] as const) {
      const member = await insertMember(database.db, { gender: 'male', membershipTier: tier })
      const memberCookie = await sessionCookie(database.db, member.id, clock.now())
      for (const query of orthodox) {
        const response = await feed(query, memberCookie)
        expect(response.status, `${tier} ${query}`).toBe(403)
        expect((await response.json()).message).toBe(FILTER_REFUSED_MESSAGES.orthodox_filters)
      }
      if (tier === 'premium')
        expect((await feed(advanced.join('&'), memberCookie)).status).toBe(200)
    }
    expect((await feed([...advanced, ...orthodox].join('&'))).status).toBe(200) // verified
  })
})

describe('GET /api/users: pagination and ranking', () => {
  it('pages 120 members in pages of 50 without duplicates or gaps', async () => {
    const inserted = await bulkWomen(120, () => ({}))
    const { ids: seen, sizes } = await allPages()
    expect(sizes).toEqual([50, 50, 20])
    expect(new Set(seen).size).toBe(120)
    expect([...seen].sort((a, b) => a - b)).toEqual(inserted.map((r) => r.id).sort((a, b) => a - b))
  })

  it('puts members with an active boost first; ended or inactive boosts do not count', async () => {
    const members = []
    for (let i = 0; i < 60; i++) members.push(await insertMember(database.db))
    const now = clock.now().getTime()
    const hour = 3_600_000
    const boosted = [members[3]!, members[10]!]
    await database.db.insert(boosts).values([
      ...boosted.map((m) => ({
        userId: m.id,
        startTime: new Date(now - hour),
        endTime: new Date(now + hour),
      })),
      {
        userId: members[5]!.id,
        startTime: new Date(now - 3 * hour),
        endTime: new Date(now - hour),
      },
      {
        userId: members[6]!.id,
        startTime: new Date(now - hour),
        endTime: new Date(now + hour),
        isActive: false,
      },
    ])
    const first = await page()
    expect(first.items.slice(0, 2).map((p) => p.id)).toEqual([boosted[1]!.id, boosted[0]!.id])
    const { ids: seen } = await allPages()
    expect(seen).toHaveLength(60)
    expect(new Set(seen).size).toBe(60)
  })

  it('pages across the end of the boosted members without gaps', async () => {
    const women = await bulkWomen(60, () => ({}))
    const now = clock.now().getTime()
    const boostedIds = women.slice(0, 52).map((w) => w.id)
    await database.db.insert(boosts).values(
      boostedIds.map((userId) => ({
        userId,
        startTime: new Date(now - 1000),
        endTime: new Date(now + 3_600_000),
      })),
    )
    const first = await page()
    expect(first.items.map((p) => p.id)).toEqual([...boostedIds].sort((a, b) => b - a).slice(0, 50))
    const second = await page(`cursor=${first.nextCursor}`)
    expect(second.items).toHaveLength(10)
    expect(second.items.slice(0, 2).every((p) => boostedIds.includes(p.id))).toBe(true)
    expect(second.nextCursor).toBeNull()
  })

  it('pages correctly under minCompatibility, with short pages but no gaps', async () => {
    await bulkWomen(260, (i) => ({
      age: 20 + (i % 30),
      denomination: i % 4 === 0 ? 'Greek Orthodox' : 'Antiochian Orthodox',
    }))
    const everyone = await allPages()
    const scored = new Map<number, number>()
    let cursor: string | null = null
    do {
      const p: DiscoverPage = await page(cursor ? `cursor=${cursor}` : '')
      for (const item of p.items) scored.set(item.id, item.compatibilityScore!)
      cursor = p.nextCursor
    } while (cursor)
    expect(everyone.ids).toHaveLength(260)
    const wanted = [...scored].filter(([, s]) => s >= 85).map(([id]) => id)
    const filtered = await allPages('minCompatibility=85')
    expect(new Set(filtered.ids).size).toBe(filtered.ids.length)
    expect([...filtered.ids].sort((a, b) => a - b)).toEqual(wanted.sort((a, b) => a - b))
  })
})

describe('scores and distance', () => {
  it('gives both members the same compatibility and theological scores', async () => {
    const other = await insertMember(database.db, {
      age: 33,
      churchAttendanceFrequency: 'Weekly',
      matchPreferences: { ageRange: [25, 32] },
    })
    await database.db
      .update(users)
      .set({ churchAttendanceFrequency: 'Monthly' })
      .where(eq(users.id, viewer.id))
    await database.db.insert(orthodoxQuestionnaireResponses).values([
      { userId: viewer.id, believesRealPresence: 'strongly_agree', prayerFrequency: 'daily' },
      { userId: other.id, believesRealPresence: 'agree', prayerFrequency: 'daily' },
    ])
    const otherCookie = await sessionCookie(database.db, other.id, clock.now())
    const seen = (await page()).items[0]!
    const back = await (
      await app.request(`/api/users/${viewer.id}`, { headers: { cookie: otherCookie } })
    ).json()
    expect(seen.compatibilityScore).toBeGreaterThan(0)
    expect(seen.compatibilityScore).toBeLessThan(100)
    expect(back.compatibilityScore).toBe(seen.compatibilityScore)
    expect(seen.theologicalScore).toBe(88) // (1 + 0.75) / 2
    expect(back.theologicalScore).toBe(88)
  })

  it("shows a member's changed profile and answers in the next request of a deck already served", async () => {
    const other = await insertMember(database.db, { bio: 'Before' })
    await database.db
      .insert(orthodoxQuestionnaireResponses)
      .values({ userId: viewer.id, prayerFrequency: 'daily' })
    const before = (await page()).items[0]!
    expect(before).toMatchObject({ id: other.id, bio: 'Before', theologicalScore: null })

    await database.db.update(users).set({ bio: 'After' }).where(eq(users.id, other.id))
    await database.db
      .insert(orthodoxQuestionnaireResponses)
      .values({ userId: other.id, prayerFrequency: 'daily' })
    expect((await page()).items[0]).toMatchObject({
      id: other.id,
      bio: 'After',
      theologicalScore: 100,
    })

    // The viewer's own answers change their side of every score.
    await database.db
      .update(orthodoxQuestionnaireResponses)
      .set({ prayerFrequency: 'never' })
      .where(eq(orthodoxQuestionnaireResponses.userId, viewer.id))
    expect((await page()).items[0]!.theologicalScore).toBe(0)
  })

  it('gives no theological score when a questionnaire is missing, not a default', async () => {
    await insertMember(database.db)
    expect((await page()).items[0]!.theologicalScore).toBeNull()
  })

  it('rounds the distance to 5 miles, and hides it when the member or the viewer has no location or hides it', async () => {
    const near = await insertMember(database.db, { latitude: 40.71, longitude: -74.01 })
    const hidden = await insertMember(database.db, {
      latitude: 40.71,
      longitude: -74.01,
      showDistance: false,
    })
    const unknown = await insertMember(database.db, { latitude: null, longitude: null })
    const byId = new Map((await page()).items.map((p) => [p.id, p.distanceMiles]))
    expect(byId.get(near.id)! % 5).toBe(0)
    expect(byId.get(near.id)).toBeGreaterThan(700)
    expect(byId.get(hidden.id)).toBeNull()
    expect(byId.get(unknown.id)).toBeNull()
  })
})
