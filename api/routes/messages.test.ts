import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { LIMIT_REACHED_MESSAGES } from '#shared/domain/membership.ts'
import { MessageSchema } from '#shared/schemas/messages.ts'
import { matches, messages } from '../db/schema.ts'
import { usageOf } from '../membership/allowance.ts'
import { insertMatch } from '../testing/matches.ts'
import { insertMember, sessionCookie } from '../testing/members.ts'
import { jsonHeaders, testApp, testClock } from '../testing/test-app.ts'
import { useTestDatabase } from '../testing/test-db.ts'
import { ErrorBodySchema } from '#shared/schemas/errors.ts'

const database = useTestDatabase()
const clock = testClock(new Date('2026-11-22T12:00:00Z'))

beforeEach(() => database.reset())

async function pair(overrides: { tier?: 'free' | 'premium'; matched?: boolean } = {}) {
  const me = await insertMember(database.db, { membershipTier: overrides.tier ?? 'free' })
  const partner = await insertMember(database.db, { gender: 'male', lookingFor: 'female' })
  if (overrides.matched ?? true) await insertMatch(database.db, me.id, partner.id)
  const cookie = await sessionCookie(database.db, me.id, clock.now())
  const { app } = testApp(database.db, { clock: clock.now })
  const send = (body: Record<string, unknown>) =>
    app.request('/api/messages', {
      method: 'POST',
      headers: jsonHeaders(cookie),
      body: JSON.stringify({
        fromUserId: me.id,
        toUserId: partner.id,
        clientId: randomUUID(),
        ...body,
      }),
    })
  return { me, partner, cookie, app, send }
}

const stored = () => database.db.select().from(messages).orderBy(messages.id)

describe('POST /api/messages', () => {
  it('stores a trimmed message to a match and answers it with the server id and time', async () => {
    const { me, partner, send } = await pair()
    const clientId = randomUUID()
    const res = await send({ content: '  Christ is risen!  ', clientId })
    expect(res.status).toBe(201)
    const body = MessageSchema.parse(await res.json())
    expect(body).toMatchObject({
      fromUserId: me.id,
      toUserId: partner.id,
      content: 'Christ is risen!',
      createdAt: '2026-11-22T12:00:00.000Z',
      clientId,
    })
    const rows = await stored()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ id: body.id, content: 'Christ is risen!', clientId })
  })

  it('refuses a member who is not a match with 403 and stores and counts nothing', async () => {
    const { me, send } = await pair({ matched: false })
    const res = await send({ content: 'Hello' })
    expect(res.status).toBe(403)
    expect(await res.json()).toMatchObject({ message: 'You can only message your matches' })
    expect(await stored()).toHaveLength(0)
    expect((await usageOf(database.db, me.id, clock.now())).messagesToday).toBe(0)
  })

  it('refuses sending as another member (403) and stores nothing', async () => {
    const { partner, send } = await pair()
    const other = await insertMember(database.db)
    const res = await send({ fromUserId: other.id, toUserId: partner.id, content: 'Hi' })
    expect(res.status).toBe(403)
    expect((await res.json()).message).toBe('You can only act for your own account')
    expect(await stored()).toHaveLength(0)
  })

  it.each([
    ['blank', { content: '   ' }, 'content: Message cannot be empty'],
    [
      '501 characters',
      { content: 'a'.repeat(501) },
      'content: Message must be at most 500 characters',
    ],
    ['a bad clientId', { content: 'Hi', clientId: 'not-a-uuid' }, 'clientId: Must be a UUID'],
    ['a text id', { content: 'Hi', toUserId: 'x' }, 'toUserId: Must be a positive whole number'],
  ])('answers %s with 400 naming the field, storing nothing', async (_, body, message) => {
    const { send } = await pair()
    const res = await send(body)
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      message,
      code: 'validation_failed',
      field: message.slice(0, message.indexOf(':')),
    })
    expect(await stored()).toHaveLength(0)
  })

  it('refuses messaging oneself with 400', async () => {
    const { me, send } = await pair()
    const res = await send({ toUserId: me.id, content: 'Hi' })
    expect(res.status).toBe(400)
    expect((await res.json()).message).toBe('toUserId: You cannot message yourself')
  })

  it('accepts exactly 500 characters', async () => {
    const { send } = await pair()
    expect((await send({ content: 'ж'.repeat(500) })).status).toBe(201)
  })

  it('lets exactly 5 of 20 parallel sends of a free member through, each refusal naming the limit', async () => {
    const { me, send } = await pair()
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => send({ content: `Message ${i}` })),
    )
    const statuses = answers.map((res) => res.status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(5)
    expect(statuses.filter((s) => s === 403)).toHaveLength(15)
    const refusal = answers.find((res) => res.status === 403)!
    const { message } = (await refusal.json()) as { message: string }
    expect(message).toBe(LIMIT_REACHED_MESSAGES.message)
    expect(message).toContain('limit')
    expect(await stored()).toHaveLength(5)
    expect((await usageOf(database.db, me.id, clock.now())).messagesToday).toBe(5)
  })

  it('does not limit a premium member', async () => {
    const { send } = await pair({ tier: 'premium' })
    for (let i = 0; i < 7; i++) expect((await send({ content: `m${i}` })).status).toBe(201)
    expect(await stored()).toHaveLength(7)
  })

  it('answers a replayed clientId with the first message, storing and counting nothing new', async () => {
    const { me, send } = await pair()
    const clientId = randomUUID()
    const first = await send({ content: 'Once', clientId })
    expect(first.status).toBe(201)
    const firstBody = await first.json()
    const replay = await send({ content: 'Once', clientId })
    expect(replay.status).toBe(200)
    expect(await replay.json()).toEqual(firstBody)
    expect(await stored()).toHaveLength(1)
    expect((await usageOf(database.db, me.id, clock.now())).messagesToday).toBe(1)
  })

  it('stores one message and counts one use for identical requests sent at once', async () => {
    const { me, send } = await pair()
    const clientId = randomUUID()
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => send({ content: 'Same', clientId })),
    )
    const bodies = await Promise.all(answers.map((res) => res.json()))
    expect(answers.map((res) => res.status).sort()).toEqual([
      200, 200, 200, 200, 200, 200, 200, 201,
    ])
    expect(new Set(bodies.map((b: { id: number }) => b.id)).size).toBe(1)
    const rows = await database.db.select().from(messages).where(eq(messages.clientId, clientId))
    expect(rows).toHaveLength(1)
    expect((await usageOf(database.db, me.id, clock.now())).messagesToday).toBe(1)
  })

  it('answers a replay with the first message even after the match has ended', async () => {
    const { send } = await pair()
    const clientId = randomUUID()
    const first = await (await send({ content: 'Before', clientId })).json()
    await database.db.delete(matches)
    const replay = await send({ content: 'Before', clientId })
    expect(replay.status).toBe(200)
    expect(await replay.json()).toEqual(first)
    expect((await send({ content: 'After' })).status).toBe(403)
    expect(await stored()).toHaveLength(1)
  })

  it('refuses its own clientId sent again with other text or to another match: 409 idempotency_conflict, nothing changed', async () => {
    const { me, send } = await pair()
    const other = await insertMember(database.db, { gender: 'male', lookingFor: 'female' })
    await insertMatch(database.db, me.id, other.id)
    const clientId = randomUUID()
    expect((await send({ content: 'Once', clientId })).status).toBe(201)
    const before = await stored()
    for (const changed of [{ content: 'Twice' }, { toUserId: other.id, content: 'Once' }]) {
      const res = await send({ ...changed, clientId })
      expect(res.status).toBe(409)
      const body = ErrorBodySchema.parse(await res.json())
      expect(body.code).toBe('idempotency_conflict')
      expect(body.message).toMatch(/clientId was already used/)
    }
    expect(await stored()).toEqual(before)
    expect((await usageOf(database.db, me.id, clock.now())).messagesToday).toBe(1)
  })

  it("refuses another member's clientId with 409 and stores nothing", async () => {
    const { me, partner, send } = await pair()
    const clientId = randomUUID()
    expect((await send({ content: 'Mine', clientId })).status).toBe(201)
    const cookie = await sessionCookie(database.db, partner.id, clock.now())
    const { app } = testApp(database.db, { clock: clock.now })
    const res = await app.request('/api/messages', {
      method: 'POST',
      headers: jsonHeaders(cookie),
      body: JSON.stringify({
        fromUserId: partner.id,
        toUserId: me.id,
        content: 'Theirs',
        clientId,
      }),
    })
    expect(res.status).toBe(409)
    expect(ErrorBodySchema.parse(await res.json()).code).toBe('idempotency_conflict')
    expect(
      await database.db
        .select()
        .from(messages)
        .where(and(eq(messages.fromUserId, partner.id))),
    ).toHaveLength(0)
  })

  it('orders messages by the server: ids rise in the order they were stored', async () => {
    const { send } = await pair({ tier: 'premium' })
    const ids: number[] = []
    for (const content of ['first', 'second', 'third']) {
      clock.advance(1000)
      ids.push((await (await send({ content })).json()).id)
    }
    expect(ids).toEqual([...ids].sort((a, b) => a - b))
    expect((await stored()).map((row) => row.content)).toEqual(['first', 'second', 'third'])
  })

  it('answers 401 without a session', async () => {
    const { app } = testApp(database.db)
    const res = await app.request('/api/messages', {
      method: 'POST',
      headers: jsonHeaders(),
      body: JSON.stringify({ fromUserId: 1, toUserId: 2, content: 'x', clientId: randomUUID() }),
    })
    expect(res.status).toBe(401)
  })
})
