import { randomUUID } from 'node:crypto'
import { beforeEach, describe, expect, it } from 'vitest'
import { SAFETY_MESSAGES } from '#shared/domain/safety.ts'
import { BlockAnswerSchema, BlockListSchema } from '#shared/schemas/safety.ts'
import { blocks, matches, messages, reports, type UserRow } from '../db/schema.ts'
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

const as = (member: UserRow | null) => memberApi(database.db, clock.now, member)

/** Sophia (a woman looking for men) and Pavel (a man looking for women), matched, who talked. */
async function matchedPair() {
  const sophia = await insertMember(database.db, { firstName: 'Sophia' })
  const pavel = await insertMember(database.db, {
    firstName: 'Pavel',
    gender: 'male',
    lookingFor: 'female',
  })
  await insertMatch(database.db, sophia.id, pavel.id)
  await database.db
    .insert(messages)
    .values({ fromUserId: pavel.id, toUserId: sophia.id, content: 'Christ is risen!' })
  return { sophia, pavel, asSophia: await as(sophia), asPavel: await as(pavel) }
}

function send(api: MemberApi, from: UserRow, to: UserRow) {
  return api.post('/api/messages', {
    fromUserId: from.id,
    toUserId: to.id,
    content: 'Are you at Vespers?',
    clientId: randomUUID(),
  })
}

describe('POST /api/blocks', () => {
  it('hides both members from each other: deck, matches, conversations, messages, profile', async () => {
    const { sophia, pavel, asSophia, asPavel } = await matchedPair()
    // Two more members each would see, who stay.
    const other = await insertMember(database.db, { gender: 'male', lookingFor: 'female' })
    const otherWoman = await insertMember(database.db, {})
    expect(await deckIds(asSophia)).toEqual([other.id, pavel.id])
    expect(await matchIds(asSophia, sophia)).toEqual([pavel.id])
    expect(await conversationPartners(asPavel, pavel)).toEqual([sophia.id])

    const res = await asSophia.post('/api/blocks', { blockedUserId: pavel.id })
    expect(res.status).toBe(201)
    expect(BlockAnswerSchema.parse(await res.json()).blockedUserId).toBe(pavel.id)

    // The match is gone in the database, and both directions hide the other.
    expect(await database.db.select().from(matches)).toEqual([])
    expect(await deckIds(asSophia)).toEqual([other.id])
    expect(await deckIds(asPavel)).toEqual([otherWoman.id])
    expect(await matchIds(asSophia, sophia)).toEqual([])
    expect(await matchIds(asPavel, pavel)).toEqual([])
    expect(await conversationPartners(asSophia, sophia)).toEqual([])
    expect(await conversationPartners(asPavel, pavel)).toEqual([])

    // Messages are refused either way, and nothing is stored.
    for (const [api, from, to] of [
      [asPavel, pavel, sophia],
      [asSophia, sophia, pavel],
    ] as const) {
      const refused = await send(api, from, to)
      expect(refused.status).toBe(403)
      expect(await refused.json()).toMatchObject({ message: SAFETY_MESSAGES.cannotMessage })
    }
    expect(await database.db.select().from(messages)).toHaveLength(1)

    // The blocker's profile is not there for the blocked member; the other way it still is.
    expect((await asPavel.get(`/api/users/${sophia.id}`)).status).toBe(404)
    expect((await asSophia.get(`/api/users/${pavel.id}`)).status).toBe(200)

    // Nor can a like re-create the match.
    const like = await asPavel.post('/api/likes', {
      fromUserId: pavel.id,
      toUserId: sophia.id,
      clientId: randomUUID(),
    })
    expect(like.status).toBe(404)
    expect(await database.db.select().from(matches)).toEqual([])
  })

  it('is idempotent: a second block answers the first one and stores no second row', async () => {
    const { pavel, asSophia } = await matchedPair()
    const first = await asSophia.post('/api/blocks', { blockedUserId: pavel.id })
    expect(first.status).toBe(201)
    const again = await asSophia.post('/api/blocks', { blockedUserId: pavel.id })
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual(await first.json())
    expect(await database.db.select().from(blocks)).toHaveLength(1)
  })

  it('refuses yourself (400), an unknown member (404), bad input (400) and signed out (401)', async () => {
    const { sophia, asSophia } = await matchedPair()
    const self = await asSophia.post('/api/blocks', { blockedUserId: sophia.id })
    expect(self.status).toBe(400)
    expect(await self.json()).toMatchObject({
      message: `blockedUserId: ${SAFETY_MESSAGES.blockSelf}`,
    })

    const unknown = await asSophia.post('/api/blocks', { blockedUserId: 999_999 })
    expect(unknown.status).toBe(404)

    const bad = await asSophia.post('/api/blocks', { blockedUserId: 'pavel' })
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { message: string }).message).toMatch(/^blockedUserId: /)

    const signedOut = await (await as(null)).post('/api/blocks', { blockedUserId: sophia.id })
    expect(signedOut.status).toBe(401)
    expect((await (await as(null)).get('/api/blocks')).status).toBe(401)
    expect(await database.db.select().from(blocks)).toEqual([])
    expect(await database.db.select().from(matches)).toHaveLength(1)
  })
})

describe('GET and DELETE /api/blocks', () => {
  it('lists the members I blocked, and unblocking restores the deck', async () => {
    const { sophia, pavel, asSophia, asPavel } = await matchedPair()
    await database.db.delete(matches)
    await asSophia.post('/api/blocks', { blockedUserId: pavel.id })
    expect(await deckIds(asSophia)).toEqual([])

    const list = BlockListSchema.parse(await (await asSophia.get('/api/blocks')).json())
    expect(list.map((entry) => entry.user)).toEqual([
      { id: pavel.id, firstName: 'Pavel', lastName: 'Test', profileImageUrl: null },
    ])
    // Pavel's own list is empty: he blocked no one.
    expect(await (await asPavel.get('/api/blocks')).json()).toEqual([])

    const res = await asSophia.delete(`/api/blocks/${pavel.id}`)
    expect(res.status).toBe(204)
    expect(await database.db.select().from(blocks)).toEqual([])
    expect(await deckIds(asSophia)).toEqual([pavel.id])
    expect(await deckIds(asPavel)).toEqual([sophia.id])
    expect(await (await asSophia.get('/api/blocks')).json()).toEqual([])

    // Unblocking someone not blocked is still 204; a bad id is 400.
    expect((await asSophia.delete(`/api/blocks/${pavel.id}`)).status).toBe(204)
    expect((await asSophia.delete('/api/blocks/abc')).status).toBe(400)
    expect((await (await as(null)).delete(`/api/blocks/${pavel.id}`)).status).toBe(401)
  })
})

describe('POST /api/reports', () => {
  it('stores the report and blocks the member', async () => {
    const { sophia, pavel, asSophia, asPavel } = await matchedPair()
    const res = await asSophia.post('/api/reports', {
      reportedUserId: pavel.id,
      reason: 'harassment',
      details: '  Rude messages  ',
    })
    expect(res.status).toBe(201)
    const { id } = (await res.json()) as { id: number }
    expect(await database.db.select().from(reports)).toMatchObject([
      {
        id,
        reporterId: sophia.id,
        reportedId: pavel.id,
        reason: 'harassment',
        details: 'Rude messages',
        status: 'open',
      },
    ])
    expect(await database.db.select().from(blocks)).toMatchObject([
      { blockerId: sophia.id, blockedId: pavel.id },
    ])
    expect(await matchIds(asPavel, pavel)).toEqual([])
  })

  it('does not block with block: false', async () => {
    const { sophia, pavel, asSophia } = await matchedPair()
    const res = await asSophia.post('/api/reports', {
      reportedUserId: pavel.id,
      reason: 'spam',
      block: false,
    })
    expect(res.status).toBe(201)
    expect(await database.db.select().from(reports)).toMatchObject([{ details: null }])
    expect(await database.db.select().from(blocks)).toEqual([])
    expect(await matchIds(asSophia, sophia)).toEqual([pavel.id])
  })

  it('refuses a bad reason, too long details, yourself, an unknown member, signed out', async () => {
    const { sophia, pavel, asSophia } = await matchedPair()
    const reason = await asSophia.post('/api/reports', { reportedUserId: pavel.id, reason: 'x' })
    expect(reason.status).toBe(400)
    expect(((await reason.json()) as { message: string }).message).toMatch(/^reason: /)

    const long = await asSophia.post('/api/reports', {
      reportedUserId: pavel.id,
      reason: 'other',
      details: 'a'.repeat(1001),
    })
    expect(long.status).toBe(400)
    expect(await long.json()).toMatchObject({ message: 'details: Must be at most 1000 characters' })

    const self = await asSophia.post('/api/reports', { reportedUserId: sophia.id, reason: 'spam' })
    expect(self.status).toBe(400)
    const unknown = await asSophia.post('/api/reports', {
      reportedUserId: 999_999,
      reason: 'spam',
    })
    expect(unknown.status).toBe(404)
    const signedOut = await (
      await as(null)
    ).post('/api/reports', { reportedUserId: pavel.id, reason: 'spam' })
    expect(signedOut.status).toBe(401)

    expect(await database.db.select().from(reports)).toEqual([])
    expect(await database.db.select().from(blocks)).toEqual([])
  })
})

describe('DELETE /api/matches/:userId', () => {
  it('unmatches: no match row, gone from matches and conversations, messages refused', async () => {
    const { sophia, pavel, asSophia, asPavel } = await matchedPair()
    const res = await asSophia.delete(`/api/matches/${pavel.id}`)
    expect(res.status).toBe(204)
    expect(await database.db.select().from(matches)).toEqual([])
    expect(await matchIds(asSophia, sophia)).toEqual([])
    expect(await matchIds(asPavel, pavel)).toEqual([])
    expect(await conversationPartners(asSophia, sophia)).toEqual([])
    expect(await conversationPartners(asPavel, pavel)).toEqual([])
    expect((await send(asPavel, pavel, sophia)).status).toBe(403)
    // Again (nothing to remove) is still 204; bad id 400; signed out 401.
    expect((await asSophia.delete(`/api/matches/${pavel.id}`)).status).toBe(204)
    expect((await asSophia.delete('/api/matches/0')).status).toBe(400)
    expect((await (await as(null)).delete(`/api/matches/${pavel.id}`)).status).toBe(401)
  })
})
