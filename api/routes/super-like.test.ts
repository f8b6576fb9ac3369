import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { LIMIT_REACHED_MESSAGES } from '#shared/domain/membership.ts'
import { likes, matches, superLikes, userUsage } from '../db/schema.ts'
import { insertMember, sessionCookie } from '../testing/members.ts'
import { jsonHeaders, testApp } from '../testing/test-app.ts'
import { useTestDatabase } from '../testing/test-db.ts'
import { ErrorBodySchema } from '#shared/schemas/errors.ts'

const database = useTestDatabase()
let now = new Date('2026-11-18T12:00:00Z')

beforeEach(async () => {
  now = new Date('2026-11-18T12:00:00Z')
  await database.reset()
})

async function signedIn(tier: 'free' | 'premium' | 'verified' = 'free') {
  const member = await insertMember(database.db, { membershipTier: tier, gender: 'male' })
  const cookie = await sessionCookie(database.db, member.id, now)
  const { app } = testApp(database.db, { clock: () => now })
  const superLike = (toUserId: number, clientId: string = randomUUID()) =>
    app.request('/api/membership/super-like', {
      method: 'POST',
      headers: { ...jsonHeaders(cookie), origin: 'http://localhost' },
      body: JSON.stringify({ fromUserId: member.id, toUserId, clientId }),
    })
  return { member, superLike, cookie, app }
}

const others = (n: number) =>
  Promise.all(Array.from({ length: n }, () => insertMember(database.db)))
const usageOf = async (userId: number) =>
  (await database.db.select().from(userUsage).where(eq(userUsage.userId, userId)))[0]
/** The member's one super like, its like and the match are stored, counted once as super. */
async function expectOneSuperLikeAndMatch(memberId: number) {
  expect(await rowsFrom(superLikes, memberId)).toHaveLength(1)
  expect(await rowsFrom(likes, memberId)).toHaveLength(1)
  expect(await database.db.select().from(matches)).toHaveLength(1)
  expect(await usageOf(memberId)).toMatchObject({ superLikesUsed: 1, likesUsed: 0 })
}
const rowsFrom = (table: typeof likes | typeof superLikes, userId: number) =>
  database.db.select().from(table).where(eq(table.fromUserId, userId))

describe('a clientId is a replay only of the same kind of like', () => {
  const likeAs =
    (app: Awaited<ReturnType<typeof signedIn>>['app'], cookie: string) =>
    (fromUserId: number, toUserId: number, clientId: string) =>
      app.request('/api/likes', {
        method: 'POST',
        headers: { ...jsonHeaders(cookie), origin: 'http://localhost' },
        body: JSON.stringify({ fromUserId, toUserId, clientId }),
      })
  const everything = async () => ({
    likes: await database.db.select().from(likes),
    superLikes: await database.db.select().from(superLikes),
    usage: await database.db.select().from(userUsage),
  })

  it("answers a super like's replay with its first result, a plain like with its clientId 409", async () => {
    const { member, superLike, app, cookie } = await signedIn()
    const [her] = await others(1)
    const clientId = randomUUID()
    const first = await superLike(her!.id, clientId)
    expect(first.status).toBe(200)
    const firstBody = await first.json()
    const before = await everything()
    const replay = await superLike(her!.id, clientId)
    expect(replay.status).toBe(200)
    expect(await replay.json()).toEqual(firstBody)
    const plain = await likeAs(app, cookie)(member.id, her!.id, clientId)
    expect(plain.status).toBe(409)
    expect(ErrorBodySchema.parse(await plain.json()).code).toBe('idempotency_conflict')
    expect(await everything()).toEqual(before)
  })

  it("refuses a super like with a plain like's clientId (409), storing and counting nothing", async () => {
    const { member, superLike, app, cookie } = await signedIn()
    const [her] = await others(1)
    const clientId = randomUUID()
    expect((await likeAs(app, cookie)(member.id, her!.id, clientId)).status).toBe(200)
    const before = await everything()
    const res = await superLike(her!.id, clientId)
    expect(res.status).toBe(409)
    expect(ErrorBodySchema.parse(await res.json()).code).toBe('idempotency_conflict')
    expect(await everything()).toEqual(before)
  })
})

describe('POST /api/membership/super-like', () => {
  it('records the super like and a like, and makes a match with a member who liked first', async () => {
    const { member, superLike } = await signedIn()
    const [her] = await others(1)
    await database.db
      .insert(likes)
      .values({ fromUserId: her!.id, toUserId: member.id, clientId: randomUUID() })
    const response = await superLike(her!.id)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ isMatch: true })
    await expectOneSuperLikeAndMatch(member.id)
  })

  it('lets exactly the weekly limit of 20 parallel super likes through (premium: 5)', async () => {
    const { member, superLike } = await signedIn('premium')
    const targets = await others(20)
    const responses = await Promise.all(targets.map((t) => superLike(t.id)))
    const statuses = responses.map((r) => r.status)
    expect(statuses.filter((s) => s === 200)).toHaveLength(5)
    expect(statuses.filter((s) => s === 403)).toHaveLength(15)
    const refused = await responses.find((r) => r.status === 403)!.json()
    expect(refused.message).toBe(LIMIT_REACHED_MESSAGES.superlike)
    expect(refused.message).toContain('limit')
    expect(await rowsFrom(superLikes, member.id)).toHaveLength(5)
    expect(await rowsFrom(likes, member.id)).toHaveLength(5)
  })

  it('counts a replayed clientId once, even five times at once', async () => {
    const { member, superLike } = await signedIn('premium')
    const [her] = await others(1)
    const clientId = randomUUID()
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => superLike(her!.id, clientId)),
    )
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200])
    expect(await rowsFrom(superLikes, member.id)).toHaveLength(1)
    const usage = await usageOf(member.id)
    expect(usage?.superLikesUsed).toBe(1)
  })

  it('answers a replay with the first result (a match), even at the limit, counting it once', async () => {
    const { member, superLike } = await signedIn('free')
    const [her, other] = await others(2)
    await database.db
      .insert(likes)
      .values({ fromUserId: her!.id, toUserId: member.id, clientId: randomUUID() })
    const clientId = randomUUID()
    const first = await superLike(her!.id, clientId)
    expect(await first.json()).toEqual({ isMatch: true })
    // The free week's one super like is used: a new one is refused, the replay is not.
    expect((await superLike(other!.id)).status).toBe(403)
    const replay = await superLike(her!.id, clientId)
    expect(replay.status).toBe(200)
    expect(await replay.json()).toEqual({ isMatch: true })
    await expectOneSuperLikeAndMatch(member.id)
  })

  it('refuses a clientId replayed for another member (409), counting nothing more', async () => {
    const { member, superLike } = await signedIn('verified')
    const [her, other] = await others(2)
    const clientId = randomUUID()
    expect((await superLike(her!.id, clientId)).status).toBe(200)
    const reused = await superLike(other!.id, clientId)
    expect(reused.status).toBe(409)
    expect(await rowsFrom(superLikes, member.id)).toHaveLength(1)
    expect(await rowsFrom(likes, member.id)).toHaveLength(1)
  })

  it('starts a new week on Monday 00:00 UTC: Sunday 23:59:59 and Monday 00:00:01 both pass', async () => {
    now = new Date('2026-11-22T23:59:59Z') // Sunday
    const { member, superLike } = await signedIn('free')
    const [a, b, c] = await others(3)
    expect((await superLike(a!.id)).status).toBe(200)
    const second = await superLike(b!.id)
    expect(second.status).toBe(403)
    expect((await second.json()).message).toBe('Weekly super like limit reached')
    now = new Date('2026-11-23T00:00:01Z') // Monday
    expect((await superLike(b!.id)).status).toBe(200)
    expect((await superLike(c!.id)).status).toBe(403)
    expect(await rowsFrom(superLikes, member.id)).toHaveLength(2)
  })

  it('refuses an unknown member (404), a member already liked (409), yourself (400), another sender (403), counting nothing', async () => {
    const { member, superLike, cookie, app } = await signedIn('verified')
    const [her] = await others(1)
    expect((await superLike(2_000_000)).status).toBe(404)
    await database.db
      .insert(likes)
      .values({ fromUserId: member.id, toUserId: her!.id, clientId: randomUUID() })
    const again = await superLike(her!.id)
    expect(again.status).toBe(409)
    expect((await superLike(member.id)).status).toBe(400)
    const other = await app.request('/api/membership/super-like', {
      method: 'POST',
      headers: { ...jsonHeaders(cookie), origin: 'http://localhost' },
      body: JSON.stringify({ fromUserId: her!.id, toUserId: member.id, clientId: randomUUID() }),
    })
    expect(other.status).toBe(403)
    expect(await rowsFrom(superLikes, member.id)).toHaveLength(0)
    expect(await rowsFrom(superLikes, her!.id)).toHaveLength(0)
    const usage = await usageOf(member.id)
    expect(usage?.superLikesUsed ?? 0).toBe(0)
  })
})
