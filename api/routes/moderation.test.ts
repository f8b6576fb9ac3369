import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { MODERATION_MESSAGES } from '#shared/domain/moderation.ts'
import { LikesReceivedSchema } from '#shared/schemas/likes-received.ts'
import {
  ReinstatedMemberSchema,
  ReportQueueSchema,
  ResolvedReportSchema,
  SuspendedMembersSchema,
} from '#shared/schemas/moderation.ts'
import { hashPassword } from '../auth/password.ts'
import { likes, messages, reports, sessions, users, type UserRow } from '../db/schema.ts'
import { insertMatch } from '../testing/matches.ts'
import {
  conversationPartners,
  deckIds,
  matchIds,
  memberApi,
  type MemberApi,
} from '../testing/member-api.ts'
import { insertMember } from '../testing/members.ts'
import { fileReport } from '../testing/reports.ts'
import { jsonHeaders, testApp, testClock } from '../testing/test-app.ts'
import { useTestDatabase } from '../testing/test-db.ts'

const database = useTestDatabase()
const clock = testClock(new Date('2026-11-22T12:00:00Z'))

beforeEach(() => database.reset())

const as = (member: UserRow | null) => memberApi(database.db, clock.now, member)
const moderator = () =>
  insertMember(database.db, { firstName: 'Mod', role: 'moderator', showMe: false })

const resolve = (api: MemberApi, reportId: number, action: string, note?: string) =>
  api.post(`/api/moderation/reports/${reportId}/resolve`, { action, note })

async function queue(api: MemberApi, query = '') {
  const res = await api.get(`/api/moderation/reports${query}`)
  expect(res.status, await res.clone().text()).toBe(200)
  return ReportQueueSchema.parse(await res.json())
}

describe('moderation: who may use it', () => {
  it('answers 403 to a member who is not a moderator, and 401 signed out; nothing changes', async () => {
    const member = await insertMember(database.db)
    const other = await insertMember(database.db)
    const report = await fileReport(database.db, member, other)
    const asMember = await as(member)

    const list = await asMember.get('/api/moderation/reports')
    expect(list.status).toBe(403)
    expect(await list.json()).toMatchObject({ message: MODERATION_MESSAGES.moderatorsOnly })
    const res = await resolve(asMember, report.id, 'suspend')
    expect(res.status).toBe(403)
    expect(await res.json()).toMatchObject({ message: MODERATION_MESSAGES.moderatorsOnly })
    expect((await (await as(null)).get('/api/moderation/reports')).status).toBe(401)

    const [stored] = await database.db.select().from(reports)
    expect(stored).toMatchObject({ status: 'open', resolvedAt: null, resolvedById: null })
    const [otherRow] = await database.db.select().from(users).where(eq(users.id, other.id))
    expect(otherRow!.suspendedAt).toBeNull()
  })

  it('tells the signed-in member their role, and no member can change it', async () => {
    const member = await insertMember(database.db)
    const api = await as(member)
    const me = await api.get('/api/auth/user')
    expect(await me.json()).toMatchObject({ role: 'member' })
    // The profile update ignores a role it does not know of.
    await api.post('/api/profile', { role: 'moderator' })
    const [row] = await database.db.select().from(users).where(eq(users.id, member.id))
    expect(row!.role).toBe('member')
  })
})

describe('GET /api/moderation/reports', () => {
  it('lists open reports oldest first, page by page, with both public profiles', async () => {
    const mod = await as(await moderator())
    const anna = await insertMember(database.db, { firstName: 'Anna' })
    const boris = await insertMember(database.db, { firstName: 'Boris', gender: 'male' })
    const day = (n: number) => new Date(Date.UTC(2026, 10, n, 9, 0, 0))
    // Inserted out of date order: the queue follows the date, then the id.
    const third = await fileReport(database.db, anna, boris, { createdAt: day(3) })
    const first = await fileReport(database.db, boris, anna, {
      createdAt: day(1),
      details: 'Fake photos',
    })
    const second = await fileReport(database.db, anna, boris, { createdAt: day(2) })
    const sameDay = await fileReport(database.db, boris, anna, { createdAt: day(2) })
    const resolved = await fileReport(database.db, anna, boris, { createdAt: day(1) })
    await database.db
      .update(reports)
      .set({ status: 'dismissed' })
      .where(eq(reports.id, resolved.id))

    const page1 = await queue(mod, '?limit=2')
    expect(page1.reports.map((r) => r.id)).toEqual([first.id, second.id])
    expect(page1.reports[0]).toMatchObject({
      reason: 'harassment',
      details: 'Fake photos',
      reporter: { id: boris.id, firstName: 'Boris' },
      reported: { id: anna.id, firstName: 'Anna' },
      reportedName: null,
    })
    expect(page1.reports[0]!.reporter).not.toHaveProperty('email')
    expect(page1.nextCursor).not.toBeNull()

    const page2 = await queue(mod, `?limit=2&cursor=${page1.nextCursor}`)
    expect(page2.reports.map((r) => r.id)).toEqual([sameDay.id, third.id])
    expect(page2.nextCursor).toBeNull()

    expect((await queue(mod)).reports).toHaveLength(4)
  })

  it('answers an empty queue, and 400 for a cursor or limit it did not write', async () => {
    const mod = await as(await moderator())
    expect(await queue(mod)).toEqual({ reports: [], nextCursor: null })
    const bad = await mod.get('/api/moderation/reports?cursor=bm90LWEtY3Vyc29y')
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ message: MODERATION_MESSAGES.cursorInvalid })
    const tooMany = await mod.get('/api/moderation/reports?limit=500')
    expect(tooMany.status).toBe(400)
    expect((await tooMany.json()).message).toMatch(/limit/)
  })
})

describe('POST /api/moderation/reports/:id/resolve', () => {
  it('dismisses once, recording who, when and the note; a second resolve is 409', async () => {
    const modRow = await moderator()
    const mod = await as(modRow)
    const anna = await insertMember(database.db)
    const boris = await insertMember(database.db)
    const report = await fileReport(database.db, anna, boris)

    const res = await resolve(mod, report.id, 'dismiss', '  Friendly banter  ')
    expect(res.status).toBe(200)
    expect(ResolvedReportSchema.parse(await res.json())).toEqual({
      id: report.id,
      status: 'dismissed',
      resolvedAt: clock.now().toISOString(),
      resolvedById: modRow.id,
      note: 'Friendly banter',
    })

    const again = await resolve(mod, report.id, 'suspend')
    expect(again.status).toBe(409)
    expect(await again.json()).toMatchObject({ message: MODERATION_MESSAGES.alreadyResolved })
    const [stored] = await database.db.select().from(reports)
    expect(stored).toMatchObject({
      status: 'dismissed',
      resolvedById: modRow.id,
      resolutionNote: 'Friendly banter',
    })
    expect(stored!.resolvedAt?.toISOString()).toBe(clock.now().toISOString())
    const [borisRow] = await database.db.select().from(users).where(eq(users.id, boris.id))
    expect(borisRow!.suspendedAt).toBeNull()
    expect(await queue(mod)).toEqual({ reports: [], nextCursor: null })
  })

  it('resolves exactly once when two moderators resolve at the same moment', async () => {
    const first = await as(await moderator())
    const second = await as(await moderator())
    const anna = await insertMember(database.db)
    const boris = await insertMember(database.db)
    const report = await fileReport(database.db, anna, boris)

    const answers = await Promise.all([
      resolve(first, report.id, 'suspend', 'first'),
      resolve(second, report.id, 'dismiss', 'second'),
    ])
    const statuses = answers.map((r) => r.status).sort()
    expect(statuses).toEqual([200, 409])
    const winner = answers.findIndex((r) => r.status === 200)
    const [stored] = await database.db.select().from(reports)
    const [borisRow] = await database.db.select().from(users).where(eq(users.id, boris.id))
    if (winner === 0) {
      expect(stored).toMatchObject({ status: 'suspended', resolutionNote: 'first' })
      expect(borisRow!.suspendedAt).not.toBeNull()
    } else {
      expect(stored).toMatchObject({ status: 'dismissed', resolutionNote: 'second' })
      expect(borisRow!.suspendedAt).toBeNull()
    }
  })

  it('refuses an unknown report (404), a bad action or note (400), a report about oneself (403)', async () => {
    const modRow = await moderator()
    const mod = await as(modRow)
    const anna = await insertMember(database.db)
    const report = await fileReport(database.db, anna, modRow)

    const unknown = await resolve(mod, report.id + 100, 'dismiss')
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toMatchObject({ message: MODERATION_MESSAGES.reportNotFound })
    const badAction = await resolve(mod, report.id, 'ban')
    expect(badAction.status).toBe(400)
    expect((await badAction.json()).message).toMatch(/^action: /)
    const longNote = await resolve(mod, report.id, 'dismiss', 'x'.repeat(1001))
    expect(longNote.status).toBe(400)
    expect((await longNote.json()).message).toMatch(/^note: /)
    const own = await resolve(mod, report.id, 'dismiss')
    expect(own.status).toBe(403)
    expect(await own.json()).toMatchObject({ message: MODERATION_MESSAGES.notAboutYourself })

    const [stored] = await database.db.select().from(reports)
    expect(stored!.status).toBe('open')
  })
})

describe('a suspended member', () => {
  it('is signed out everywhere at once and cannot sign in again (403 with a message)', async () => {
    const password = 'boris-long-password'
    const anna = await insertMember(database.db)
    const boris = await insertMember(database.db, {
      email: 'boris@example.org',
      password: await hashPassword(password),
    })
    const asBoris = await as(boris)
    expect((await asBoris.get('/api/auth/user')).status).toBe(200)
    const report = await fileReport(database.db, anna, boris)

    expect((await resolve(await as(await moderator()), report.id, 'suspend')).status).toBe(200)

    expect(await database.db.select().from(sessions).where(eq(sessions.userId, boris.id))).toEqual(
      [],
    )
    const after = await asBoris.get('/api/auth/user')
    expect(after.status).toBe(401)
    const login = await testApp(database.db, { clock: clock.now }).app.request('/api/auth/login', {
      method: 'POST',
      headers: jsonHeaders(),
      body: JSON.stringify({ email: 'boris@example.org', password }),
    })
    expect(login.status).toBe(403)
    expect(await login.json()).toMatchObject({ message: MODERATION_MESSAGES.suspended })
    expect(login.headers.get('set-cookie')).toBeNull()
    // A wrong password still answers as for anyone: the suspension is not disclosed.
    const guess = await testApp(database.db, { clock: clock.now }).app.request('/api/auth/login', {
      method: 'POST',
      headers: jsonHeaders(),
      body: JSON.stringify({ email: 'boris@example.org', password: 'a-wrong-password' }),
    })
    expect(guess.status).toBe(401)
  })

  it("leaves every other member's deck, matches, conversations, likes and profile view", async () => {
    const sophia = await insertMember(database.db, {
      firstName: 'Sophia',
      membershipTier: 'premium',
    })
    const pavel = await insertMember(database.db, {
      firstName: 'Pavel',
      gender: 'male',
      lookingFor: 'female',
    })
    const other = await insertMember(database.db, { gender: 'male', lookingFor: 'female' })
    const nikos = await insertMember(database.db, { gender: 'male', lookingFor: 'female' })
    await insertMatch(database.db, sophia.id, pavel.id)
    await database.db
      .insert(messages)
      .values({ fromUserId: pavel.id, toUserId: sophia.id, content: 'Christ is risen!' })
    await database.db.insert(likes).values([
      { fromUserId: other.id, toUserId: sophia.id },
      { fromUserId: nikos.id, toUserId: sophia.id },
    ])
    const asSophia = await as(sophia)
    expect(await matchIds(asSophia, sophia)).toEqual([pavel.id])
    expect(await conversationPartners(asSophia, sophia)).toEqual([pavel.id])
    // The deck's order is its ranking (decision 036); who is in it is the point here.
    expect((await deckIds(asSophia)).sort((a, b) => a - b)).toEqual(
      [nikos.id, other.id, pavel.id].sort((a, b) => a - b),
    )

    const r1 = await fileReport(database.db, sophia, pavel)
    const r2 = await fileReport(database.db, sophia, nikos)
    const mod = await as(await moderator())
    expect((await resolve(mod, r1.id, 'suspend')).status).toBe(200)
    expect((await resolve(mod, r2.id, 'suspend')).status).toBe(200)

    expect(await matchIds(asSophia, sophia)).toEqual([])
    expect(await conversationPartners(asSophia, sophia)).toEqual([])
    expect(await deckIds(asSophia)).toEqual([other.id])
    const received = LikesReceivedSchema.parse(
      await (await asSophia.get('/api/likes/received')).json(),
    )
    expect(received.count).toBe(1)
    expect(received.members.map((m) => m.id)).toEqual([other.id])
    expect((await asSophia.get(`/api/users/${pavel.id}`)).status).toBe(404)
    // Nor can they be liked or messaged any more.
    const like = await asSophia.post('/api/likes', {
      fromUserId: sophia.id,
      toUserId: nikos.id,
      clientId: randomUUID(),
    })
    expect(like.status).toBe(404)
    const message = await asSophia.post('/api/messages', {
      fromUserId: sophia.id,
      toUserId: pavel.id,
      content: 'Hello?',
      clientId: randomUUID(),
    })
    expect(message.status).toBe(403)
  })
})

describe('suspended members and reinstatement', () => {
  const reinstate = (api: MemberApi, id: number | string) =>
    api.post(`/api/moderation/members/${id}/reinstate`, {})

  async function suspended(api: MemberApi, query = '') {
    const res = await api.get(`/api/moderation/suspended${query}`)
    expect(res.status, await res.clone().text()).toBe(200)
    return SuspendedMembersSchema.parse(await res.json())
  }

  it('lists suspended members, the latest first, in pages; a member sees 403', async () => {
    const anna = await insertMember(database.db)
    const mod = await as(await moderator())
    const boris = await insertMember(database.db, { firstName: 'Boris', gender: 'male' })
    const petar = await insertMember(database.db, { firstName: 'Petar', gender: 'male' })
    expect(
      (await resolve(mod, (await fileReport(database.db, anna, boris)).id, 'suspend')).status,
    ).toBe(200)
    clock.advance(60 * 60 * 1000)
    expect(
      (await resolve(mod, (await fileReport(database.db, anna, petar)).id, 'suspend')).status,
    ).toBe(200)

    const first = await suspended(mod, '?limit=1')
    expect(first.members.map((m) => [m.member.firstName, m.suspendedAt])).toEqual([
      ['Petar', clock.now().toISOString()],
    ])
    const second = await suspended(mod, `?limit=1&cursor=${first.nextCursor}`)
    expect(second.members.map((m) => m.member.firstName)).toEqual(['Boris'])
    expect(second.nextCursor).toBeNull()
    // Public fields only: no email or password hash of the suspended member.
    expect(JSON.stringify(first)).not.toContain('@example')

    expect((await (await as(anna)).get('/api/moderation/suspended')).status).toBe(403)
    const bad = await mod.get('/api/moderation/suspended?cursor=nonsense')
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ message: MODERATION_MESSAGES.cursorInvalid })
  })

  it('reinstates exactly once: the member signs in again and is in decks again', async () => {
    const password = 'boris-long-password'
    const anna = await insertMember(database.db)
    const boris = await insertMember(database.db, {
      email: 'boris@example.org',
      password: await hashPassword(password),
      gender: 'male',
      lookingFor: 'female',
    })
    const mod = await as(await moderator())
    expect(
      (await resolve(mod, (await fileReport(database.db, anna, boris)).id, 'suspend')).status,
    ).toBe(200)
    const asAnna = await as(anna)
    expect(await deckIds(asAnna)).toEqual([])

    const [first, second] = await Promise.all([reinstate(mod, boris.id), reinstate(mod, boris.id)])
    const statuses = [first.status, second.status].sort()
    expect(statuses).toEqual([200, 409])
    const winner = first.status === 200 ? first : second
    expect(ReinstatedMemberSchema.parse(await winner.json())).toEqual({
      id: boris.id,
      reinstatedAt: clock.now().toISOString(),
    })
    const loser = first.status === 409 ? first : second
    expect(await loser.json()).toMatchObject({ message: MODERATION_MESSAGES.notSuspended })

    const [row] = await database.db.select().from(users).where(eq(users.id, boris.id))
    expect(row!.suspendedAt).toBeNull()
    expect((await suspended(mod)).members).toEqual([])
    expect(await deckIds(asAnna)).toEqual([boris.id])
    const login = await testApp(database.db, { clock: clock.now }).app.request('/api/auth/login', {
      method: 'POST',
      headers: jsonHeaders(),
      body: JSON.stringify({ email: 'boris@example.org', password }),
    })
    expect(login.status).toBe(200)
  })

  it('answers 404 for an unknown member, 400 for a bad id, 403 for a member; nothing changes', async () => {
    const anna = await insertMember(database.db)
    const boris = await insertMember(database.db, { gender: 'male' })
    const mod = await as(await moderator())
    expect(
      (await resolve(mod, (await fileReport(database.db, anna, boris)).id, 'suspend')).status,
    ).toBe(200)

    const unknown = await reinstate(mod, boris.id + 1000)
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toMatchObject({ message: MODERATION_MESSAGES.memberNotFound })
    expect((await reinstate(mod, 'abc')).status).toBe(400)
    const byMember = await reinstate(await as(anna), boris.id)
    expect(byMember.status).toBe(403)
    expect(await byMember.json()).toMatchObject({ message: MODERATION_MESSAGES.moderatorsOnly })
    const [row] = await database.db.select().from(users).where(eq(users.id, boris.id))
    expect(row!.suspendedAt).not.toBeNull()
  })
})
