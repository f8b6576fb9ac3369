import { randomUUID } from 'node:crypto'
import { beforeEach, describe, expect, it } from 'vitest'
import { LikesReceivedSchema } from '#shared/schemas/likes-received.ts'
import { likes, passes, superLikes } from '../db/schema.ts'
import { insertMember, sessionCookie } from '../testing/members.ts'
import { testApp } from '../testing/test-app.ts'
import { useTestDatabase } from '../testing/test-db.ts'

const database = useTestDatabase()

beforeEach(() => database.reset())

const like = (fromUserId: number, toUserId: number, createdAt: string) =>
  database.db
    .insert(likes)
    .values({ fromUserId, toUserId, clientId: randomUUID(), createdAt: new Date(createdAt) })

/** A member liked by four others: one liked back, one passed, two still waiting. */
async function scenario(tier: 'free' | 'premium' | 'verified') {
  const me = await insertMember(database.db, { membershipTier: tier, gender: 'male' })
  const [older, newer, likedBack, passed, unrelated] = await Promise.all(
    ['Anna', 'Sofia', 'Irina', 'Maria', 'Olga'].map((firstName) =>
      insertMember(database.db, { firstName, stripeCustomerId: `cus_${firstName}` }),
    ),
  )
  await like(older!.id, me.id, '2026-11-01T10:00:00Z')
  await like(newer!.id, me.id, '2026-11-02T10:00:00Z')
  await database.db
    .insert(superLikes)
    .values({ fromUserId: newer!.id, toUserId: me.id, clientId: randomUUID() })
  await like(likedBack!.id, me.id, '2026-11-03T10:00:00Z')
  await like(me.id, likedBack!.id, '2026-11-03T11:00:00Z')
  await like(passed!.id, me.id, '2026-11-04T10:00:00Z')
  await database.db
    .insert(passes)
    .values({ fromUserId: me.id, toUserId: passed!.id, clientId: randomUUID() })
  await like(unrelated!.id, older!.id, '2026-11-05T10:00:00Z')
  await database.db
    .insert(superLikes)
    .values({ fromUserId: unrelated!.id, toUserId: older!.id, clientId: randomUUID() })
  const cookie = await sessionCookie(database.db, me.id)
  const { app } = testApp(database.db)
  const response = await app.request('/api/likes/received', { headers: { cookie } })
  expect(response.status).toBe(200)
  return { body: LikesReceivedSchema.parse(await response.json()), newer: newer! }
}

describe('GET /api/likes/received', () => {
  it('shows Premium members who liked them and are unanswered, newest first, as public profiles', async () => {
    const { body, newer } = await scenario('premium')
    expect(body.count).toBe(2)
    expect(body.members.map((m) => m.firstName)).toEqual(['Sofia', 'Anna'])
    expect(body.superLikedBy).toEqual([newer.id])
    expect(JSON.stringify(body)).not.toContain('cus_')
  })

  it('shows Verified members the same list', async () => {
    const { body } = await scenario('verified')
    expect(body.members.map((m) => m.firstName)).toEqual(['Sofia', 'Anna'])
  })

  it('tells a free member only how many, without who', async () => {
    const { body } = await scenario('free')
    expect(body).toEqual({ count: 2, members: [], superLikedBy: [] })
  })

  it('needs a session (401)', async () => {
    const { app } = testApp(database.db)
    expect((await app.request('/api/likes/received')).status).toBe(401)
  })
})
