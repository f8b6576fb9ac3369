import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { LIKED_YOU_EVERY } from '#shared/domain/deck-rank.ts'
import { DiscoverPageSchema, type DiscoverPage } from '#shared/schemas/discover.ts'
import { deckRankings, likes, passes, users, type UserRow } from '../db/schema.ts'
import { deleteOldDecks } from '../discover/deck-sweep.ts'
import { ProfileCache } from '../discover/profile-cache.ts'
import { insertMember, sessionCookie, birthDateForAge, DECK_READY } from '../testing/members.ts'
import { testApp, testClock } from '../testing/test-app.ts'
import { useTestDatabase } from '../testing/test-db.ts'

const database = useTestDatabase()
const clock = testClock()
let app: ReturnType<typeof testApp>['app']
let viewer: UserRow
let cookie: string

const CHICAGO = { latitude: 41.88, longitude: -87.63, location: 'Chicago' }
const MILWAUKEE = { latitude: 43.04, longitude: -87.91, location: 'Milwaukee' }
const NEW_YORK = { latitude: 40.71, longitude: -74.01, location: 'New York' }
const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR

beforeEach(async () => {
  await database.reset()
  app = testApp(database.db, { clock: clock.now }).app
  viewer = await insertMember(database.db, {
    gender: 'male',
    lookingFor: 'female',
    age: 34,
    minAge: 26,
    maxAge: 42,
    membershipTier: 'free',
    ...CHICAGO,
    lastActiveAt: clock.now(),
  })
  cookie = await sessionCookie(database.db, viewer.id, clock.now())
})

async function page(query = ''): Promise<DiscoverPage> {
  const response = await app.request(`/api/users${query ? `?${query}` : ''}`, {
    headers: { cookie },
  })
  expect(response.status).toBe(200)
  return DiscoverPageSchema.parse(await response.json())
}

/** Every page of the deck; `between` runs after each page (changes made while paging). */
async function allPages(between: (n: number) => Promise<void> = async () => {}) {
  const pages: DiscoverPage[] = []
  let cursor: string | null = null
  do {
    const p: DiscoverPage = await page(cursor ? `cursor=${cursor}` : '')
    pages.push(p)
    cursor = p.nextCursor
    await between(pages.length)
  } while (cursor)
  return pages
}
const idsOf = (pages: DiscoverPage[]) => pages.flatMap((p) => p.items.map((item) => item.id))

/** Women who would fit the viewer, active an hour before the clock, in one insert. */
function women(
  count: number,
  vary: (i: number) => Partial<typeof users.$inferInsert> = () => ({}),
) {
  const now = clock.now().getTime()
  return database.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        username: `w${i}_${Math.random().toString(36).slice(2, 7)}`,
        email: `w${i}.${Math.random().toString(36).slice(2, 7)}@example.org`,
        password: '!',
        firstName: `Woman${i}`,
        lastName: 'Test',
        birthDate: birthDateForAge(32),
        ...DECK_READY,
        gender: 'female',
        lookingFor: 'male',
        minAge: 28,
        maxAge: 40,
        ...CHICAGO,
        lastActiveAt: new Date(now - HOUR),
        createdAt: new Date(now - 200 * DAY),
        ...vary(i),
      })),
    )
    .returning({ id: users.id })
}

describe('GET /api/users: the ranked deck (decision 036)', () => {
  it('shows nearer members first, all else equal', async () => {
    const [far] = await women(1, () => NEW_YORK)
    const [near] = await women(1, () => MILWAUKEE)
    const [here] = await women(1)
    const first = await page()
    expect(first.items.map((p) => p.id)).toEqual([here!.id, near!.id, far!.id])
  })

  it('shows first those who would want to see the member too', async () => {
    const [tooYoungForHer] = await women(1, () => ({ minAge: 36 }))
    const [seeksWomen] = await women(1, () => ({ lookingFor: 'female' }))
    const [fits] = await women(1)
    expect((await page()).items.map((p) => p.id)).toEqual([
      fits!.id,
      seeksWomen!.id > tooYoungForHer!.id ? seeksWomen!.id : tooYoungForHer!.id,
      seeksWomen!.id > tooYoungForHer!.id ? tooYoungForHer!.id : seeksWomen!.id,
    ])
  })

  it('sinks long-inactive members below those active lately', async () => {
    const now = clock.now().getTime()
    const [idle] = await women(1, () => ({ lastActiveAt: new Date(now - 90 * DAY) }))
    const [active] = await women(1, () => ({ lastActiveAt: new Date(now - 2 * HOUR) }))
    const [lastWeek] = await women(1, () => ({ lastActiveAt: new Date(now - 7 * DAY) }))
    expect((await page()).items.map((p) => p.id)).toEqual([active!.id, lastWeek!.id, idle!.id])
  })

  it('pages a partition of the deck while members sign up, become active and change', async () => {
    const inserted = await women(330, (i) => ({
      lastActiveAt: new Date(clock.now().getTime() - (i + 1) * HOUR),
      ...(i % 3 === 0 ? MILWAUKEE : {}),
    }))
    const signedUpLater: number[] = []
    const pages = await allPages(async (n) => {
      // New members, and members seen or not yet seen becoming active, between pages.
      const fresh = await women(5, () => ({ lastActiveAt: clock.now() }))
      signedUpLater.push(...fresh.map((r) => r.id))
      await database.db
        .update(users)
        .set({ lastActiveAt: clock.now(), bio: `changed ${n}` })
        .where(eq(users.id, inserted[(n * 97) % inserted.length]!.id))
    })
    const seen = idsOf(pages)
    expect(new Set(seen).size).toBe(seen.length)
    const original = new Set(inserted.map((r) => r.id))
    expect(seen.filter((id) => original.has(id)).sort((a, b) => a - b)).toEqual(
      [...original].sort((a, b) => a - b),
    )
    // Members who signed up during the deck are not lost: the deck's later tiers take them in.
    expect(seen.filter((id) => signedUpLater.includes(id)).length).toBeGreaterThan(0)
  })

  it('continues with the stored members after those decided on since, in deck order', async () => {
    await women(320, (i) => ({ lastActiveAt: new Date(clock.now().getTime() - i * HOUR) }))
    const first = await page()
    const [deck] = await database.db.select().from(deckRankings)
    const order = deck!.memberIds
    expect(first.items.map((p) => p.id)).toEqual(order.slice(0, 50))
    // The next fifty are passed on another device: the next page is the fifty after them.
    await database.db
      .insert(passes)
      .values(order.slice(50, 100).map((toUserId) => ({ fromUserId: viewer.id, toUserId })))
    const next = await page(`cursor=${first.nextCursor}`)
    expect(next.items.map((p) => p.id)).toEqual(order.slice(100, 150))
  })

  it('mixes in members who liked the viewer at a steady rate', async () => {
    const all = await women(60, (i) => ({ birthDate: birthDateForAge(28 + (i % 10)) }))
    const likers = all.slice(40).map((r) => r.id)
    await database.db
      .insert(likes)
      .values(likers.map((fromUserId) => ({ fromUserId, toUserId: viewer.id })))
    const order = (await page()).items.map((p) => p.id)
    const blocksWithLiker = new Set(
      order.flatMap((id, index) =>
        likers.includes(id) ? [Math.floor(index / LIKED_YOU_EVERY)] : [],
      ),
    )
    // Ten blocks of five on the page, one liker in each, never two.
    expect(blocksWithLiker.size).toBe(10)
    expect(order.filter((id) => likers.includes(id))).toHaveLength(10)
  })

  it('puts Verified members (priority matching) ahead of members of similar relevance', async () => {
    const [plain] = await women(1)
    const [verified] = await women(1, () => ({ membershipTier: 'verified' }))
    const [premium] = await women(1, () => ({ membershipTier: 'premium' }))
    expect((await page()).items.map((p) => p.id)).toEqual([verified!.id, premium!.id, plain!.id])
  })

  it('says when few members are within the distance, and shows the nearest beyond, marked', async () => {
    await database.db
      .update(users)
      .set({ maxDistance: 50, distanceStrict: false })
      .where(eq(users.id, viewer.id))
    const within = await women(4)
    const beyond = await women(6, () => NEW_YORK)
    const first = await page()
    expect(first.within).toEqual({ miles: 50, count: 4 })
    expect(
      first.items
        .slice(0, 4)
        .map((p) => p.id)
        .sort(),
    ).toEqual(within.map((r) => r.id).sort())
    expect(first.items.slice(0, 4).every((p) => p.beyondDistance === undefined)).toBe(true)
    expect(
      first.items
        .slice(4)
        .map((p) => p.id)
        .sort(),
    ).toEqual(beyond.map((r) => r.id).sort())
    expect(first.items.slice(4).every((p) => p.beyondDistance === true)).toBe(true)
  })

  it('shows only those within when the member asked for only those', async () => {
    await database.db
      .update(users)
      .set({ maxDistance: 50, distanceStrict: true })
      .where(eq(users.id, viewer.id))
    const within = await women(3)
    await women(6, () => NEW_YORK)
    const first = await page()
    expect(first.within).toEqual({ miles: 50, count: 3 })
    expect(first.items.map((p) => p.id).sort()).toEqual(within.map((r) => r.id).sort())
    expect(first.nextCursor).toBeNull()
  })

  it('measures from a paid member’s travel city, and from home for a free member', async () => {
    const travel = { travelPlace: 'New York', travelLatitude: 40.71, travelLongitude: -74.01 }
    await database.db
      .update(users)
      .set({ maxDistance: 50, distanceStrict: true, ...travel })
      .where(eq(users.id, viewer.id))
    const home = await women(2)
    const away = await women(3, () => NEW_YORK)
    // A free member's travel city is kept but not used.
    expect((await page()).items.map((p) => p.id).sort()).toEqual(home.map((r) => r.id).sort())
    await database.db
      .update(users)
      .set({ membershipTier: 'premium' })
      .where(eq(users.id, viewer.id))
    const traveling = await page()
    expect(traveling.items.map((p) => p.id).sort()).toEqual(away.map((r) => r.id).sort())
    expect(traveling.items.every((p) => p.distanceMiles === 5)).toBe(true)
  })

  it('starts a new deck when the preferences changed since the cursor, or its deck is gone', async () => {
    await women(80)
    const first = await page()
    await database.db.update(users).set({ maxAge: 41 }).where(eq(users.id, viewer.id))
    const afterChange = await page(`cursor=${first.nextCursor}`)
    expect(afterChange.items.map((p) => p.id)).toEqual(first.items.map((p) => p.id))
    await database.db.delete(deckRankings)
    const afterLoss = await page(`cursor=${afterChange.nextCursor}`)
    expect(afterLoss.items.map((p) => p.id)).toEqual(first.items.map((p) => p.id))
  })

  it('keeps one deck row per deck; the sweep deletes decks older than a day, and their cursor starts anew', async () => {
    await women(60)
    const first = await page()
    clock.advance(2 * DAY)
    cookie = await sessionCookie(database.db, viewer.id, clock.now())
    const second = await page()
    const decks = () =>
      database.db
        .select({ rankedAt: deckRankings.rankedAt })
        .from(deckRankings)
        .where(eq(deckRankings.viewerId, viewer.id))
        .orderBy(deckRankings.rankedAt)
    expect(await decks()).toHaveLength(2)
    expect(await deleteOldDecks(database.db, clock.now())).toBe(1)
    expect(await decks()).toEqual([{ rankedAt: clock.now() }])
    // The first deck's cursor names a deck that is gone: a new deck, from its start.
    const resumed = await page(`cursor=${first.nextCursor}`)
    expect(resumed.items.map((p) => p.id)).toEqual(second.items.map((p) => p.id))
    expect(await deleteOldDecks(database.db, clock.now())).toBe(0)
  })
})

describe('a deck opened again', () => {
  it('continues the deck of minutes ago, leaving out whoever was decided on; fresh=true ranks anew', async () => {
    const inserted = await women(60)
    const first = await page()
    const passed = first.items.slice(0, 3).map((p) => p.id)
    await database.db
      .insert(passes)
      .values(passed.map((toUserId) => ({ fromUserId: viewer.id, toUserId })))
    const [late] = await women(1, () => ({ lastActiveAt: clock.now() }))
    clock.advance(5 * 60 * 1000)
    const again = await page()
    expect(again.items.map((p) => p.id)).toEqual(
      first.items
        .map((p) => p.id)
        .filter((id) => !passed.includes(id))
        .concat(again.items.slice(47).map((p) => p.id)),
    )
    expect(again.items.map((p) => p.id)).not.toContain(late!.id)
    const fresh = await page('fresh=true')
    expect(fresh.items[0]!.id).toBe(late!.id)
    expect(fresh.items.map((p) => p.id)).not.toContain(passed[0])
    expect(inserted).toHaveLength(60)
  })

  it('takes in members who became visible since, once it reaches its end', async () => {
    const [shown] = await women(1)
    const [hidden] = await women(1, () => ({ showMe: false }))
    expect((await page()).items.map((p) => p.id)).toEqual([shown!.id])
    await database.db.update(users).set({ showMe: true }).where(eq(users.id, hidden!.id))
    clock.advance(60 * 1000)
    expect((await page()).items.map((p) => p.id).sort((a, b) => a - b)).toEqual(
      [shown!.id, hidden!.id].sort((a, b) => a - b),
    )
  })

  it('serves a next page from the profile cache, reading no profile again', async () => {
    await women(120)
    const profiles = new ProfileCache()
    app = testApp(database.db, { clock: clock.now, profiles }).app
    const first = await page()
    const misses = profiles.misses
    await page(`cursor=${first.nextCursor}`)
    expect(profiles.misses).toBe(misses)
    expect(profiles.hits).toBeGreaterThan(50)
  })
})

describe('activity (users.last_active_at)', () => {
  it('is written at most once an hour, without moving the profile version', async () => {
    const before = await database.db.select().from(users).where(eq(users.id, viewer.id))
    clock.advance(2 * HOUR)
    await page()
    const after = await database.db.select().from(users).where(eq(users.id, viewer.id))
    expect(after[0]!.lastActiveAt).toEqual(clock.now())
    expect(after[0]!.profileVersion).toBe(before[0]!.profileVersion)
    clock.advance(20 * 60 * 1000)
    await page()
    const later = await database.db.select().from(users).where(eq(users.id, viewer.id))
    expect(later[0]!.lastActiveAt).toEqual(after[0]!.lastActiveAt)
  })
})
