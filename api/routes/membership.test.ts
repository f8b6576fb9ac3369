import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { LIMIT_REACHED_MESSAGES, TIER_LIMITS } from '#shared/domain/membership.ts'
import { BoostResponseSchema, MembershipStatsSchema } from '#shared/schemas/membership.ts'
import { boosts, userUsage } from '../db/schema.ts'
import { consumeAllowance } from '../membership/allowance.ts'
import { insertMember, sessionCookie } from '../testing/members.ts'
import { jsonHeaders, testApp } from '../testing/test-app.ts'
import { useTestDatabase } from '../testing/test-db.ts'

const database = useTestDatabase()
let now = new Date('2026-11-18T12:00:00Z') // a Wednesday
const clock = () => now

beforeEach(async () => {
  now = new Date('2026-11-18T12:00:00Z')
  await database.reset()
})

async function signedIn(overrides: Parameters<typeof insertMember>[1] = {}) {
  const member = await insertMember(database.db, overrides)
  const cookie = await sessionCookie(database.db, member.id, now)
  const { app } = testApp(database.db, { clock })
  const post = (path: string, body: unknown) =>
    app.request(path, {
      method: 'POST',
      headers: { ...jsonHeaders(cookie), origin: 'http://localhost' },
      body: JSON.stringify(body),
    })
  const get = (path: string) => app.request(path, { headers: { cookie } })
  return { member, post, get }
}

const boostsOf = async (userId: number) =>
  database.db.select().from(boosts).where(eq(boosts.userId, userId))

describe('GET /api/membership/stats/:userId', () => {
  it('answers the tier, its limits with -1 for unlimited, and the usage of the current windows', async () => {
    const { member, get } = await signedIn({ membershipTier: 'premium' })
    await consumeAllowance(database.db, member.id, 'like', now)
    await consumeAllowance(database.db, member.id, 'superlike', now)
    const response = await get(`/api/membership/stats/${member.id}`)
    expect(response.status).toBe(200)
    const stats = MembershipStatsSchema.parse(await response.json())
    expect(stats).toEqual({
      tier: 'premium',
      limits: { dailyLikes: -1, dailyMessages: -1, weeklySuperlikes: 5, monthlyBoosts: 1 },
      usage: { likesToday: 1, messagesToday: 0, superlikesThisWeek: 1, boostsThisMonth: 0 },
    })
  })

  it("refuses another member's stats (403) and a malformed id (400)", async () => {
    const { member, get } = await signedIn()
    expect((await get(`/api/membership/stats/${member.id + 1}`)).status).toBe(403)
    const bad = await get('/api/membership/stats/abc')
    expect(bad.status).toBe(400)
    expect((await bad.json()).message).toMatch(/^userId:/)
  })
})

describe('POST /api/membership/check-action', () => {
  it('says yes under the limit and no at it, without counting anything', async () => {
    const { member, post } = await signedIn()
    const check = async (action: string) =>
      (await (await post('/api/membership/check-action', { userId: member.id, action })).json())
        .canPerform
    expect(await check('superlike')).toBe(true)
    expect(await check('superlike')).toBe(true)
    await consumeAllowance(database.db, member.id, 'superlike', now)
    expect(await check('superlike')).toBe(false)
    expect(await check('boost')).toBe(false) // free: 0 boosts
    expect(await check('like')).toBe(true)
    const [usage] = await database.db
      .select()
      .from(userUsage)
      .where(eq(userUsage.userId, member.id))
    expect(usage?.likesUsed ?? 0).toBe(0)
  })

  it('gates filters by tier: advanced for Premium and up, Orthodox-only for Verified', async () => {
    const answers: Record<string, boolean[]> = {}
    for (const tier of ['free', 'premium', 'verified'] as const) {
      const { member, post } = await signedIn({ membershipTier: tier })
      answers[tier] = []
      for (const action of ['advanced_filters', 'orthodox_filters']) {
        const response = await post('/api/membership/check-action', { userId: member.id, action })
        answers[tier].push((await response.json()).canPerform)
      }
    }
    expect(answers).toEqual({
      free: [false, false],
      premium: [true, false],
      verified: [true, true],
    })
  })

  it('refuses an unknown action with a 400 naming the field', async () => {
    const { member, post } = await signedIn()
    const response = await post('/api/membership/check-action', {
      userId: member.id,
      action: 'teleport',
    })
    expect(response.status).toBe(400)
    expect((await response.json()).message).toMatch(/^action:/)
  })
})

describe('POST /api/membership/increment-usage', () => {
  it('counts nothing and answers the current stats: it cannot raise, lower or skip a count', async () => {
    const { member, post } = await signedIn()
    for (let i = 0; i < 3; i++) await consumeAllowance(database.db, member.id, 'like', now)
    for (let i = 0; i < 5; i++) {
      const response = await post('/api/membership/increment-usage', {
        userId: member.id,
        action: 'like',
      })
      expect(response.status).toBe(200)
      expect(MembershipStatsSchema.parse(await response.json()).usage.likesToday).toBe(3)
    }
    // Extra fields that try to set or lower a count are not read.
    const sneaky = await post('/api/membership/increment-usage', {
      userId: member.id,
      action: 'like',
      likesToday: 0,
      amount: -3,
    })
    expect((await sneaky.json()).usage.likesToday).toBe(3)
  })

  it("refuses another member's usage (403)", async () => {
    const { member, post } = await signedIn()
    const response = await post('/api/membership/increment-usage', {
      userId: member.id + 1,
      action: 'like',
    })
    expect(response.status).toBe(403)
  })
})

describe('POST /api/membership/boost', () => {
  it('starts a 24-hour boost by default and answers its window', async () => {
    const { member, post } = await signedIn({ membershipTier: 'premium' })
    const response = await post('/api/membership/boost', {
      userId: member.id,
      clientId: randomUUID(),
    })
    expect(response.status).toBe(200)
    const boost = BoostResponseSchema.parse(await response.json())
    expect(boost).toEqual({
      startTime: '2026-11-18T12:00:00.000Z',
      endTime: '2026-11-19T12:00:00.000Z',
    })
    expect(await boostsOf(member.id)).toHaveLength(1)
  })

  it('gives boosts per month by tier: free 0, premium 1, verified 3, again next month', async () => {
    const granted: Record<string, number[]> = {}
    for (const tier of ['free', 'premium', 'verified'] as const) {
      const { member, post } = await signedIn({ membershipTier: tier })
      granted[tier] = []
      for (const moment of ['2026-11-30T23:59:59Z', '2026-12-01T00:00:01Z']) {
        now = new Date(moment)
        let ok = 0
        for (let i = 0; i < 4; i++) {
          const response = await post('/api/membership/boost', {
            userId: member.id,
            clientId: randomUUID(),
            durationHours: 1,
          })
          if (response.status === 200) ok++
        }
        granted[tier].push(ok)
      }
    }
    expect(granted).toEqual({ free: [0, 0], premium: [1, 1], verified: [3, 3] })
  })

  it('lets exactly the limit of 20 parallel boosts through (verified: 3), one row each', async () => {
    const { member, post } = await signedIn({ membershipTier: 'verified' })
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        post('/api/membership/boost', { userId: member.id, clientId: randomUUID() }),
      ),
    )
    const statuses = responses.map((r) => r.status)
    expect(statuses.filter((s) => s === 200)).toHaveLength(TIER_LIMITS.verified.monthlyBoosts)
    expect(statuses.filter((s) => s === 403)).toHaveLength(17)
    const refused = responses.find((r) => r.status === 403)!
    const { message } = await refused.json()
    expect(message).toBe(LIMIT_REACHED_MESSAGES.boost)
    expect(message).toContain('limit')
    expect(await boostsOf(member.id)).toHaveLength(3)
  })

  it('answers a replayed clientId with the first boost and counts it once', async () => {
    const { member, post } = await signedIn({ membershipTier: 'premium' })
    const clientId = randomUUID()
    const first = await post('/api/membership/boost', { userId: member.id, clientId })
    const replays = await Promise.all(
      Array.from({ length: 5 }, () =>
        post('/api/membership/boost', { userId: member.id, clientId }),
      ),
    )
    const firstBody = await first.json()
    for (const replay of replays) {
      expect(replay.status).toBe(200)
      expect(await replay.json()).toEqual(firstBody)
    }
    expect(await boostsOf(member.id)).toHaveLength(1)
    const [usage] = await database.db
      .select()
      .from(userUsage)
      .where(eq(userUsage.userId, member.id))
    expect(usage?.boostsUsed).toBe(1)
  })

  it('refuses a free member with the limit message and stores nothing', async () => {
    const { member, post } = await signedIn()
    const response = await post('/api/membership/boost', {
      userId: member.id,
      clientId: randomUUID(),
    })
    expect(response.status).toBe(403)
    expect((await response.json()).message).toBe('Monthly boost limit reached')
    expect(await boostsOf(member.id)).toHaveLength(0)
  })

  it('refuses a duration out of range (400) and another member (403)', async () => {
    const { member, post } = await signedIn({ membershipTier: 'premium' })
    const long = await post('/api/membership/boost', {
      userId: member.id,
      clientId: randomUUID(),
      durationHours: 500,
    })
    expect(long.status).toBe(400)
    expect((await long.json()).message).toMatch(/^durationHours:/)
    const other = await post('/api/membership/boost', {
      userId: member.id + 1,
      clientId: randomUUID(),
    })
    expect(other.status).toBe(403)
    expect(await boostsOf(member.id)).toHaveLength(0)
  })
})
