import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { SNOOZE_UNTIL_RETURN } from '#shared/domain/snooze.ts'
import { LikesReceivedSchema } from '#shared/schemas/likes-received.ts'
import { CurrentUserSchema } from '#shared/schemas/user.ts'
import { likes, messages, users, type UserRow } from '../db/schema.ts'
import { insertMatch } from '../testing/matches.ts'
import {
  conversationPartners,
  deckIds,
  matchIds,
  memberApi,
  type MemberApi,
} from '../testing/member-api.ts'
import { insertMember } from '../testing/members.ts'
import { testClock } from '../testing/test-app.ts'
import { useTestDatabase } from '../testing/test-db.ts'

const database = useTestDatabase()
const clock = testClock(new Date('2026-11-22T12:00:00Z'))

beforeEach(() => database.reset())

const as = (member: UserRow) => memberApi(database.db, clock.now, member)

async function snoozedUntilOf(member: UserRow) {
  const [row] = await database.db
    .select({ snoozedUntil: users.snoozedUntil, clientId: users.snoozeClientId })
    .from(users)
    .where(eq(users.id, member.id))
  return row!.snoozedUntil?.toISOString() ?? null
}

/** Sophia, who will snooze; Pavel, a Premium member whose deck and likes-you she is in. */
async function pair() {
  const sophia = await insertMember(database.db, { firstName: 'Sophia' })
  const pavel = await insertMember(database.db, {
    firstName: 'Pavel',
    gender: 'male',
    lookingFor: 'female',
    membershipTier: 'premium',
  })
  return { sophia, pavel, asSophia: await as(sophia), asPavel: await as(pavel) }
}

async function likedByIds(api: MemberApi) {
  const res = await api.get('/api/likes/received')
  expect(res.status).toBe(200)
  const body = LikesReceivedSchema.parse(await res.json())
  return { count: body.count, ids: body.members.map((m) => m.id) }
}

describe('PUT /api/users/:id/snooze', () => {
  it('hides the member for 24 hours, 3 days or a week from now, or until they return', async () => {
    const { sophia, asSophia } = await pair()
    const cases = [
      ['24h', '2026-11-23T12:00:00.000Z'],
      ['3d', '2026-11-25T12:00:00.000Z'],
      ['1w', '2026-11-29T12:00:00.000Z'],
      ['until-return', SNOOZE_UNTIL_RETURN],
    ] as const
    for (const [duration, until] of cases) {
      const res = await asSophia.put(`/api/users/${sophia.id}/snooze`, { duration })
      expect(res.status).toBe(200)
      expect(await res.json()).toEqual({ snoozedUntil: until })
      expect(await snoozedUntilOf(sophia)).toBe(until)
    }
    const me = CurrentUserSchema.parse(await (await asSophia.get('/api/auth/user')).json())
    expect(me.snoozedUntil).toBe(SNOOZE_UNTIL_RETURN)
  })

  it('refuses a bad duration, a bad clientId and another member, changing nothing', async () => {
    const { sophia, pavel, asSophia } = await pair()
    const bad = await asSophia.put(`/api/users/${sophia.id}/snooze`, { duration: '2d' })
    expect(bad.status).toBe(400)
    expect((await bad.json()).message).toMatch(/^duration: Must be one of 24h, 3d, 1w/)
    const missing = await asSophia.put(`/api/users/${sophia.id}/snooze`, {})
    expect(missing.status).toBe(400)
    const badKey = await asSophia.put(`/api/users/${sophia.id}/snooze`, {
      duration: '24h',
      clientId: 'x',
    })
    expect(badKey.status).toBe(400)
    expect((await badKey.json()).message).toBe('clientId: Must be a UUID')
    const other = await asSophia.put(`/api/users/${pavel.id}/snooze`, { duration: '24h' })
    expect(other.status).toBe(403)
    expect(await other.json()).toHaveProperty('message')
    expect(await snoozedUntilOf(sophia)).toBeNull()
    expect(await snoozedUntilOf(pavel)).toBeNull()
  })

  it('lands once when the outbox replays it: the snooze does not start over', async () => {
    const { sophia, asSophia } = await pair()
    const clientId = randomUUID()
    const first = await asSophia.put(`/api/users/${sophia.id}/snooze`, {
      duration: '24h',
      clientId,
    })
    expect(await first.json()).toEqual({ snoozedUntil: '2026-11-23T12:00:00.000Z' })
    clock.advance(60 * 60 * 1000)
    const replay = await asSophia.put(`/api/users/${sophia.id}/snooze`, {
      duration: '24h',
      clientId,
    })
    expect(replay.status).toBe(200)
    expect(await replay.json()).toEqual({ snoozedUntil: '2026-11-23T12:00:00.000Z' })
    expect(await snoozedUntilOf(sophia)).toBe('2026-11-23T12:00:00.000Z')
    // A new change (another clientId) does apply.
    const again = await asSophia.put(`/api/users/${sophia.id}/snooze`, {
      duration: '24h',
      clientId: randomUUID(),
    })
    expect(await again.json()).toEqual({ snoozedUntil: '2026-11-23T13:00:00.000Z' })
    clock.advance(-60 * 60 * 1000)
  })

  it('lands once when replays of one change arrive together, whatever each server clock says', async () => {
    const { sophia } = await pair()
    const later = testClock(new Date('2026-11-22T13:00:00Z'))
    const apis = await Promise.all([
      memberApi(database.db, clock.now, sophia),
      memberApi(database.db, later.now, sophia),
    ])
    const clientId = randomUUID()
    const answers = await Promise.all(
      [...apis, ...apis].map(async (api) =>
        (await api.put(`/api/users/${sophia.id}/snooze`, { duration: '24h', clientId })).json(),
      ),
    )
    const stored = await snoozedUntilOf(sophia)
    expect(['2026-11-23T12:00:00.000Z', '2026-11-23T13:00:00.000Z']).toContain(stored)
    expect(answers).toEqual(answers.map(() => ({ snoozedUntil: stored })))
  })

  it('needs a session (401)', async () => {
    const { sophia } = await pair()
    const { testApp, jsonHeaders } = await import('../testing/test-app.ts')
    const { app } = testApp(database.db)
    const res = await app.request(`/api/users/${sophia.id}/snooze`, {
      method: 'PUT',
      headers: jsonHeaders(),
      body: JSON.stringify({ duration: '24h' }),
    })
    expect(res.status).toBe(401)
  })
})

describe('DELETE /api/users/:id/snooze', () => {
  it('shows the member again at once, and a replay of the return changes nothing', async () => {
    const { sophia, asSophia } = await pair()
    await asSophia.put(`/api/users/${sophia.id}/snooze`, { duration: 'until-return' })
    const clientId = randomUUID()
    const res = await asSophia.delete(`/api/users/${sophia.id}/snooze`, { clientId })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ snoozedUntil: null })
    expect(await snoozedUntilOf(sophia)).toBeNull()
    const replay = await asSophia.delete(`/api/users/${sophia.id}/snooze`, { clientId })
    expect(await replay.json()).toEqual({ snoozedUntil: null })
  })

  it('refuses another member (403), changing nothing', async () => {
    const { sophia, pavel, asSophia, asPavel } = await pair()
    await asPavel.put(`/api/users/${pavel.id}/snooze`, { duration: '1w' })
    expect((await asSophia.delete(`/api/users/${pavel.id}/snooze`, {})).status).toBe(403)
    expect(await snoozedUntilOf(pavel)).toBe('2026-11-29T12:00:00.000Z')
    const res = await asSophia.delete(`/api/users/${sophia.id}/snooze`, {})
    expect(res.status).toBe(200)
  })
})

describe('a snoozed member', () => {
  it("is left out of others' decks and likes-you until the snooze ends, then comes back", async () => {
    const { sophia, pavel, asSophia, asPavel } = await pair()
    const other = await insertMember(database.db, { firstName: 'Anna' })
    await database.db
      .insert(likes)
      .values({ fromUserId: sophia.id, toUserId: pavel.id, clientId: randomUUID() })
    expect(await deckIds(asPavel)).toEqual([other.id, sophia.id])
    expect(await likedByIds(asPavel)).toEqual({ count: 1, ids: [sophia.id] })

    await asSophia.put(`/api/users/${sophia.id}/snooze`, { duration: '24h' })
    expect(await deckIds(asPavel)).toEqual([other.id])
    expect(await likedByIds(asPavel)).toEqual({ count: 0, ids: [] })

    // The snooze's time passes: no job runs, the comparison with now shows her again.
    await database.db
      .update(users)
      .set({ snoozedUntil: new Date('2026-11-22T11:59:00Z') })
      .where(eq(users.id, sophia.id))
    expect(await deckIds(asPavel)).toEqual([other.id, sophia.id])
    expect(await likedByIds(asPavel)).toEqual({ count: 1, ids: [sophia.id] })
  })

  it('comes back at once when they return', async () => {
    const { sophia, asSophia, asPavel } = await pair()
    await asSophia.put(`/api/users/${sophia.id}/snooze`, { duration: 'until-return' })
    expect(await deckIds(asPavel)).toEqual([])
    await asSophia.delete(`/api/users/${sophia.id}/snooze`, { clientId: randomUUID() })
    expect(await deckIds(asPavel)).toEqual([sophia.id])
  })

  it('keeps their matches and conversations, both ways, and still browses', async () => {
    const { sophia, pavel, asSophia, asPavel } = await pair()
    const otherMan = await insertMember(database.db, { gender: 'male', lookingFor: 'female' })
    await insertMatch(database.db, sophia.id, pavel.id)
    await database.db
      .insert(messages)
      .values({ fromUserId: pavel.id, toUserId: sophia.id, content: 'Christ is risen!' })
    await asSophia.put(`/api/users/${sophia.id}/snooze`, { duration: '3d' })

    expect(await matchIds(asPavel, pavel)).toEqual([sophia.id])
    expect(await matchIds(asSophia, sophia)).toEqual([pavel.id])
    expect(await conversationPartners(asPavel, pavel)).toEqual([sophia.id])
    expect(await conversationPartners(asSophia, sophia)).toEqual([pavel.id])
    const sent = await asSophia.post('/api/messages', {
      fromUserId: sophia.id,
      toUserId: pavel.id,
      content: 'Truly He is risen!',
      clientId: randomUUID(),
    })
    expect(sent.status).toBe(201)
    expect(await deckIds(asSophia)).toEqual([otherMan.id, pavel.id])
  })
})
