import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { LIMIT_REACHED_MESSAGES } from '#shared/domain/membership.ts'
import { MatchListSchema } from '#shared/schemas/likes.ts'
import { likes, matches, passes, userUsage, type UserRow } from '../db/schema.ts'
import { insertMember, signedInMember } from '../testing/members.ts'
import { jsonHeaders, testApp, testClock } from '../testing/test-app.ts'
import { useTestDatabase } from '../testing/test-db.ts'
import { ErrorBodySchema } from '#shared/schemas/errors.ts'

const database = useTestDatabase()
const clock = testClock()
let app: ReturnType<typeof testApp>['app']

beforeEach(async () => {
  await database.reset()
  app = testApp(database.db, { clock: clock.now }).app
})

const member = (overrides: Partial<UserRow> = {}) =>
  signedInMember(database.db, clock.now(), overrides)
type Member = Awaited<ReturnType<typeof member>>

function post(path: string, as: Member, body: unknown) {
  return app.request(path, {
    method: 'POST',
    headers: { ...jsonHeaders(as.cookie), origin: 'http://localhost' },
    body: JSON.stringify(body),
  })
}
const like = (from: Member, to: { id: number }, clientId: string = randomUUID()) =>
  post('/api/likes', from, { fromUserId: from.id, toUserId: to.id, clientId })

async function matchRows(a: number, b: number) {
  const [low, high] = a < b ? [a, b] : [b, a]
  return database.db
    .select()
    .from(matches)
    .where(and(eq(matches.userId1, low), eq(matches.userId2, high)))
}

describe('POST /api/likes', () => {
  it('answers isMatch false, then true for the like back, with exactly one match row', async () => {
    const anna = await member()
    const ivan = await member({ gender: 'male' })
    const first = await like(anna, ivan)
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({ isMatch: false })
    const back = await like(ivan, anna)
    expect(await back.json()).toEqual({ isMatch: true })
    expect(await matchRows(anna.id, ivan.id)).toHaveLength(1)
  })

  it('answers a replay with the first result and counts nothing twice', async () => {
    const anna = await member()
    const ivan = await member({ gender: 'male' })
    const clientId = randomUUID()
    const backId = randomUUID()
    expect(await (await like(anna, ivan, clientId)).json()).toEqual({ isMatch: false })
    expect(await (await like(ivan, anna, backId)).json()).toEqual({ isMatch: true })
    // The replay of each like still answers what it first answered.
    const replay = await like(anna, ivan, clientId)
    expect(replay.status).toBe(200)
    expect(await replay.json()).toEqual({ isMatch: false })
    expect(await (await like(ivan, anna, backId)).json()).toEqual({ isMatch: true })
    expect(await matchRows(anna.id, ivan.id)).toHaveLength(1)
    const rows = await database.db.select().from(likes).where(eq(likes.fromUserId, anna.id))
    expect(rows).toHaveLength(1)
    const [usage] = await database.db.select().from(userUsage).where(eq(userUsage.userId, anna.id))
    expect(usage?.likesUsed).toBe(1)
  })

  it('answers 409 for a new like of a member already liked, and for a clientId reused elsewhere', async () => {
    const anna = await member()
    const ivan = await member({ gender: 'male' })
    const petr = await member({ gender: 'male' })
    const clientId = randomUUID()
    await like(anna, ivan, clientId)
    const again = await like(anna, ivan)
    expect(again.status).toBe(409)
    expect(await again.json()).toEqual({
      message: 'Already liked this user',
      code: 'already_liked',
    })
    const reused = await like(anna, petr, clientId)
    expect(reused.status).toBe(409)
    expect(ErrorBodySchema.parse(await reused.json()).code).toBe('idempotency_conflict')
    expect(await database.db.select().from(likes)).toHaveLength(1)
  })

  it('refuses a like for another member (403), of oneself (400) and of nobody (404)', async () => {
    const anna = await member()
    const ivan = await member({ gender: 'male' })
    const forOther = await post('/api/likes', anna, {
      fromUserId: ivan.id,
      toUserId: anna.id,
      clientId: randomUUID(),
    })
    expect(forOther.status).toBe(403)
    const self = await like(anna, anna)
    expect(self.status).toBe(400)
    expect((await self.json()).message).toMatch(/^toUserId/)
    const nobody = await like(anna, { id: 999_999 })
    expect(nobody.status).toBe(404)
    expect(await database.db.select().from(likes)).toHaveLength(0)
  })

  it('lets exactly 25 of 40 parallel likes of a free member through', async () => {
    const anna = await member()
    const targets = []
    for (let i = 0; i < 40; i++) targets.push(await insertMember(database.db, { gender: 'male' }))
    const responses = await Promise.all(targets.map((t) => like(anna, t)))
    const statuses = responses.map((r) => r.status)
    expect(statuses.filter((s) => s === 200)).toHaveLength(25)
    expect(statuses.filter((s) => s === 403)).toHaveLength(15)
    const refused = responses.find((r) => r.status === 403)!
    expect((await refused.json()).message).toBe(LIMIT_REACHED_MESSAGES.like)
    expect(
      await database.db.select().from(likes).where(eq(likes.fromUserId, anna.id)),
    ).toHaveLength(25)
  })

  it('creates exactly one match for concurrent mutual likes, and at least one side hears of it', async () => {
    const pairs = []
    for (let i = 0; i < 8; i++)
      pairs.push([await member(), await member({ gender: 'male' })] as const)
    const answers = await Promise.all(
      pairs.map(async ([a, b]) => {
        const [x, y] = await Promise.all([like(a, b), like(b, a)])
        return [await x.json(), await y.json()] as { isMatch: boolean }[]
      }),
    )
    for (const [i, [a, b]] of pairs.entries()) {
      expect(await matchRows(a.id, b.id)).toHaveLength(1)
      expect(answers[i]!.some((answer) => answer.isMatch)).toBe(true)
    }
  })
})

describe('POST /api/passes', () => {
  it('stores a pass once, whatever the replays, and refuses passing for another member', async () => {
    const anna = await member()
    const ivan = await member({ gender: 'male' })
    const clientId = randomUUID()
    const body = { fromUserId: anna.id, toUserId: ivan.id, clientId }
    expect((await post('/api/passes', anna, body)).status).toBe(204)
    expect((await post('/api/passes', anna, body)).status).toBe(204)
    expect((await post('/api/passes', anna, { ...body, clientId: randomUUID() })).status).toBe(204)
    expect(await database.db.select().from(passes)).toHaveLength(1)
    const forOther = await post('/api/passes', anna, {
      ...body,
      fromUserId: ivan.id,
      toUserId: anna.id,
    })
    expect(forOther.status).toBe(403)
    const nobody = await post('/api/passes', anna, {
      ...body,
      toUserId: 999_999,
      clientId: randomUUID(),
    })
    expect(nobody.status).toBe(404)
    expect(await database.db.select().from(passes)).toHaveLength(1)
  })
})

describe('GET /api/users/:id/matches', () => {
  it("lists the member's matches newest first with the partner's public profile", async () => {
    const anna = await member()
    const ivan = await member({ gender: 'male', firstName: 'Ivan' })
    const petr = await member({ gender: 'male', firstName: 'Petr' })
    const lonely = await member({ gender: 'male' })
    await like(ivan, anna)
    await like(anna, ivan)
    clock.advance(60_000)
    await like(petr, anna)
    await like(anna, petr)
    await like(anna, lonely)
    const response = await app.request(`/api/users/${anna.id}/matches`, {
      headers: { cookie: anna.cookie },
    })
    expect(response.status).toBe(200)
    const list = MatchListSchema.parse(await response.json())
    expect(list.map((m) => m.user.firstName)).toEqual(['Petr', 'Ivan'])
    expect(list[0]!.user).not.toHaveProperty('email')
    expect(list[0]!.user.compatibilityScore).not.toBeNull()
    const theirs = await app.request(`/api/users/${ivan.id}/matches`, {
      headers: { cookie: ivan.cookie },
    })
    expect(MatchListSchema.parse(await theirs.json()).map((m) => m.user.id)).toEqual([anna.id])
  })

  it("refuses another member's matches (403)", async () => {
    const anna = await member()
    const ivan = await member({ gender: 'male' })
    const response = await app.request(`/api/users/${ivan.id}/matches`, {
      headers: { cookie: anna.cookie },
    })
    expect(response.status).toBe(403)
  })
})
