/**
 * Spam bursts and the app's own reports (docs/safety.md, issue #36): a new account that starts
 * many unanswered conversations or sends one text to many is slowed (429) and flagged once; a
 * sender warned of in several conversations is flagged and rises in the report queue.
 */
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { ReportQueueSchema } from '#shared/schemas/moderation.ts'
import { messages, rateLimitHits, reports, type UserRow } from '../db/schema.ts'
import { SCAM_FLAG_CONVERSATIONS } from '../moderation/app-reports.ts'
import { NEW_ACCOUNT_DAYS, SAME_TEXT_MIN_LENGTH } from '../messages/spam-bursts.ts'
import { RATE_LIMITS } from '../rate-limits/limits.ts'
import { insertMatch } from '../testing/matches.ts'
import { memberApi, type MemberApi } from '../testing/member-api.ts'
import { insertMember } from '../testing/members.ts'
import { fileReport } from '../testing/reports.ts'
import { testClock } from '../testing/test-app.ts'
import { useTestDatabase } from '../testing/test-db.ts'

const database = useTestDatabase()
const clock = testClock(new Date('2026-11-22T12:00:00Z'))
const DAY_MS = 24 * 60 * 60 * 1000
const OPENINGS = RATE_LIMITS['unanswered-opening'].max
const COPIES = RATE_LIMITS['same-text'].max
/** A script pasted to every match: long enough to count. */
const SCRIPT = 'Hello dear, I saw your profile and I think we are a perfect match for each other'

beforeEach(() => database.reset())

/** A member who joined `daysAgo` days before the test clock, matched with `count` others. */
async function memberWithMatches(count: number, daysAgo = 0) {
  const member = await insertMember(database.db, {
    gender: 'male',
    lookingFor: 'female',
    membershipTier: 'premium',
    createdAt: new Date(clock.now().getTime() - daysAgo * DAY_MS),
  })
  const partners: UserRow[] = []
  for (let i = 0; i < count; i++) {
    const partner = await insertMember(database.db, { membershipTier: 'premium' })
    await insertMatch(database.db, member.id, partner.id)
    partners.push(partner)
  }
  return { member, partners }
}

const send = (api: MemberApi, from: UserRow, to: UserRow, content: string) =>
  api.post('/api/messages', {
    fromUserId: from.id,
    toUserId: to.id,
    content,
    clientId: randomUUID(),
  })

const appReports = () => database.db.select().from(reports).orderBy(reports.id)

describe('a new account starting conversations nobody answers', () => {
  it(`is slowed after ${OPENINGS} in a day and flagged once; a reply makes room`, async () => {
    expect(OPENINGS).toBe(8)
    const { member, partners } = await memberWithMatches(OPENINGS + 2)
    const api = await memberApi(database.db, clock.now, member)
    for (const partner of partners.slice(0, OPENINGS)) {
      expect((await send(api, member, partner, `Hello ${partner.firstName}`)).status).toBe(201)
    }
    // A second message in a conversation already started is no new opening.
    expect((await send(api, member, partners[0]!, 'How are you?')).status).toBe(201)

    const refused = await send(api, member, partners[OPENINGS]!, 'Hello')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('Retry-After'))).toBe(24 * 60 * 60)
    expect((await refused.json()).message).toBe(
      'Too many new conversations without a reply. Please try again in 24 hours.',
    )
    expect((await send(api, member, partners[OPENINGS + 1]!, 'Hello')).status).toBe(429)
    expect(
      await database.db
        .select()
        .from(messages)
        .where(eq(messages.toUserId, partners[OPENINGS]!.id)),
    ).toEqual([])
    expect(await appReports()).toEqual([
      expect.objectContaining({
        reportedId: member.id,
        reporterId: null,
        reason: 'spam',
        source: 'spam-burst',
        status: 'open',
      }),
    ])

    // One of them answers: that conversation no longer counts.
    const answering = await memberApi(database.db, clock.now, partners[1]!)
    expect((await send(answering, partners[1]!, member, 'Hello to you')).status).toBe(201)
    expect((await send(api, member, partners[OPENINGS]!, 'Hello')).status).toBe(201)
    expect(await appReports()).toHaveLength(1)
  })

  it(`leaves an account older than ${NEW_ACCOUNT_DAYS} days alone`, async () => {
    const { member, partners } = await memberWithMatches(OPENINGS + 1, NEW_ACCOUNT_DAYS)
    const api = await memberApi(database.db, clock.now, member)
    for (const partner of partners) {
      expect((await send(api, member, partner, 'Hello')).status).toBe(201)
    }
    expect(await appReports()).toEqual([])
  })
})

describe('a new account sending one text to many', () => {
  it(`lets ${COPIES} copies a day through, then slows and flags; short greetings never count`, async () => {
    expect(SCRIPT.length).toBeGreaterThanOrEqual(SAME_TEXT_MIN_LENGTH)
    const { member, partners } = await memberWithMatches(COPIES + 1)
    const api = await memberApi(database.db, clock.now, member)
    // Each conversation answered, so only the copies count.
    for (const partner of partners) {
      const theirs = await memberApi(database.db, clock.now, partner)
      expect((await send(theirs, partner, member, 'Christ is risen!')).status).toBe(201)
    }
    for (const partner of partners) {
      expect((await send(api, member, partner, 'Truly He is risen! Glory to God.')).status).toBe(
        201,
      )
    }
    for (const partner of partners.slice(0, COPIES)) {
      expect((await send(api, member, partner, SCRIPT)).status).toBe(201)
    }
    // The same text with other capitals and spacing is the same copy.
    const copy = await send(api, member, partners[COPIES]!, `  ${SCRIPT.toUpperCase()} `)
    expect(copy.status).toBe(429)
    expect((await copy.json()).message).toMatch(/^Too many copies of the same message\./)
    expect(await appReports()).toEqual([expect.objectContaining({ source: 'spam-burst' })])
  })

  it('holds the limit exactly across two API processes sending at once', async () => {
    const { member, partners } = await memberWithMatches(COPIES + 3)
    for (const partner of partners) {
      const theirs = await memberApi(database.db, clock.now, partner)
      expect((await send(theirs, partner, member, 'Hello')).status).toBe(201)
    }
    const first = await memberApi(database.db, clock.now, member)
    const second = await memberApi(database.db, clock.now, member)
    const answers = await Promise.all(
      partners.map((partner, i) => send(i % 2 === 0 ? first : second, member, partner, SCRIPT)),
    )
    const statuses = answers.map((answer) => answer.status).sort()
    expect(statuses).toEqual([
      ...Array<number>(COPIES).fill(201),
      ...Array<number>(partners.length - COPIES).fill(429),
    ])
    expect(await appReports()).toEqual([expect.objectContaining({ source: 'spam-burst' })])
    const copies = await database.db.select().from(messages).where(eq(messages.content, SCRIPT))
    expect(copies).toHaveLength(COPIES)
  })

  it('does not count a replay of a copy already stored', async () => {
    const { member, partners } = await memberWithMatches(1)
    const api = await memberApi(database.db, clock.now, member)
    const body = {
      fromUserId: member.id,
      toUserId: partners[0]!.id,
      content: SCRIPT,
      clientId: randomUUID(),
    }
    expect((await api.post('/api/messages', body)).status).toBe(201)
    expect((await api.post('/api/messages', body)).status).toBe(200)
    expect(await database.db.select().from(rateLimitHits)).toHaveLength(1)
  })
})

describe('a sender the scam shield warned of in several conversations', () => {
  it('is flagged once and rises in the report queue above older reports', async () => {
    const { member: scammer, partners } = await memberWithMatches(SCAM_FLAG_CONVERSATIONS + 1, 30)
    const older = await fileReport(
      database.db,
      await insertMember(database.db),
      await insertMember(database.db),
      { createdAt: new Date('2026-11-01T00:00:00Z') },
    )
    const api = await memberApi(database.db, clock.now, scammer)
    for (const partner of partners.slice(0, SCAM_FLAG_CONVERSATIONS - 1)) {
      expect(
        (await send(api, scammer, partner, 'Could you buy me a Steam gift card?')).status,
      ).toBe(201)
    }
    expect(await appReports()).toEqual([expect.objectContaining({ id: older.id })])
    await send(api, scammer, partners[SCAM_FLAG_CONVERSATIONS - 1]!, 'Send it by Western Union')
    await send(api, scammer, partners[0]!, 'Did you buy the gift card?')

    const moderator = await insertMember(database.db, { role: 'moderator', showMe: false })
    const mod = await memberApi(database.db, clock.now, moderator)
    const queue = ReportQueueSchema.parse(await (await mod.get('/api/moderation/reports')).json())
    expect(queue.reports.map((report) => report.id)).toEqual([expect.any(Number), older.id])
    expect(queue.reports[0]).toMatchObject({
      source: 'scam-shield',
      reporter: null,
      reported: { id: scammer.id },
      signals: {
        scamConversations: SCAM_FLAG_CONVERSATIONS,
        scamMessages: SCAM_FLAG_CONVERSATIONS + 1,
        harassmentMessages: 0,
      },
    })
    expect(queue.reports[1]).toMatchObject({ source: 'member', signals: { scamMessages: 0 } })

    // Dismissed: the same messages do not raise it again; a new message alone neither.
    const flagId = queue.reports[0]!.id
    expect(
      (await mod.post(`/api/moderation/reports/${flagId}/resolve`, { action: 'dismiss' })).status,
    ).toBe(200)
    clock.advance(60_000)
    await send(api, scammer, partners[SCAM_FLAG_CONVERSATIONS]!, 'Buy me an iTunes gift card')
    expect((await appReports()).filter((report) => report.status === 'open')).toHaveLength(1)
  })
})
