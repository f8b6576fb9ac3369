import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { EVENT_PROPOSAL_MESSAGES } from '#shared/domain/event-proposals.ts'
import { MODERATION_MESSAGES } from '#shared/domain/moderation.ts'
import {
  EventProposalQueueSchema,
  EventProposalReviewSchema,
  EventProposalSchema,
} from '#shared/schemas/event-proposals.ts'
import { MyParishContributionsSchema } from '#shared/schemas/parish-corrections.ts'
import { ParishesInViewSchema } from '#shared/schemas/parish.ts'
import { moderationActions, parishEvents, rateLimitHits, type UserRow } from '../db/schema.ts'
import { memberApi, type MemberApi } from '../testing/member-api.ts'
import { insertMember } from '../testing/members.ts'
import { insertParish } from '../testing/parishes.ts'
import { testClock } from '../testing/test-app.ts'
import { useTestDatabase } from '../testing/test-db.ts'

/** Members propose events at a parish; moderators approve, edit or reject them (docs/parishes.md). */

const database = useTestDatabase()
let clock = testClock()
const DAY = 24 * 60 * 60 * 1000

beforeEach(async () => {
  clock = testClock(new Date('2026-11-22T12:00:00Z'))
  await database.reset()
})

const as = (member: UserRow) => memberApi(database.db, clock.now, member)
const moderator = (firstName = 'Mod') =>
  insertMember(database.db, { firstName, role: 'moderator', showMe: false })
const inDays = (days: number) => new Date(clock.now().getTime() + days * DAY).toISOString()

const proposal = (overrides: Record<string, unknown> = {}) => ({
  clientId: crypto.randomUUID(),
  title: 'Nativity Vigil',
  description: 'Vigil, then a shared meal for young adults.',
  eventType: 'feast',
  eventDate: inDays(7),
  ...overrides,
})

const propose = (api: MemberApi, parishId: number, body: Record<string, unknown>) =>
  api.post(`/api/parishes/${parishId}/event-proposals`, body)

const storedEvents = () => database.db.select().from(parishEvents).orderBy(parishEvents.id)
const auditTrail = () => database.db.select().from(moderationActions).orderBy(moderationActions.id)

async function proposed(api: MemberApi, parishId: number, overrides = {}) {
  const res = await propose(api, parishId, proposal(overrides))
  expect(res.status, await res.clone().text()).toBe(201)
  return EventProposalSchema.parse(await res.json())
}

async function parishEventTitles(api: MemberApi) {
  const res = await api.get('/api/parishes?bbox=-180,-90,180,90')
  expect(res.status).toBe(200)
  return ParishesInViewSchema.parse(await res.json()).parishes.flatMap((p) =>
    p.events.map((e) => e.title),
  )
}

const review = (api: MemberApi, id: number, body: Record<string, unknown>) =>
  api.post(`/api/moderation/event-proposals/${id}/review`, body)

describe('POST /api/parishes/:id/event-proposals', () => {
  it('stores the proposal as pending, never listed on the parish until approved', async () => {
    const parish = await insertParish(database.db)
    const anna = await as(await insertMember(database.db, { firstName: 'Anna' }))
    const answer = await proposed(anna, parish.id)
    expect(answer).toMatchObject({
      parishId: parish.id,
      parishName: 'St. Nicholas',
      title: 'Nativity Vigil',
      eventType: 'feast',
      status: 'pending',
      reviewNote: null,
    })
    const [row] = await storedEvents()
    expect(row).toMatchObject({ status: 'pending', verifiedOnly: false })
    expect(await parishEventTitles(anna)).toEqual([])
    expect(await parishEventTitles(await as(await insertMember(database.db)))).toEqual([])
  })

  it('answers a replay with the first answer and stores nothing more', async () => {
    const parish = await insertParish(database.db)
    const anna = await as(await insertMember(database.db))
    const body = proposal()
    const first = await propose(anna, parish.id, body)
    expect(first.status).toBe(201)
    const again = await propose(anna, parish.id, { ...body, title: 'Changed in between' })
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual(await first.json())
    expect(await storedEvents()).toHaveLength(1)
    const [row] = await storedEvents()
    expect(row!.title).toBe('Nativity Vigil')
  })

  it('refuses a clientId another member used (409), storing nothing', async () => {
    const parish = await insertParish(database.db)
    const body = proposal()
    expect((await propose(await as(await insertMember(database.db)), parish.id, body)).status).toBe(
      201,
    )
    const res = await propose(await as(await insertMember(database.db)), parish.id, body)
    expect(res.status).toBe(409)
    expect(await res.json()).toMatchObject({ message: EVENT_PROPOSAL_MESSAGES.clientIdTaken })
    expect(await storedEvents()).toHaveLength(1)
  })

  it.each([
    [{ title: '   ' }, 'title: Give the event a title'],
    [{ title: 'x'.repeat(121) }, 'title: The title must be at most 120 characters'],
    [{ title: undefined }, 'title: Give the event a title'],
    [
      { description: 'x'.repeat(2001) },
      'description: The description must be at most 2000 characters',
    ],
    [{ eventType: 'barbecue' }, 'eventType: Choose the type of event'],
    [{ eventType: undefined }, 'eventType: Choose the type of event'],
    [{ eventDate: 'next Sunday' }, 'eventDate: Choose when the event starts'],
    [{ eventDate: '2026-11-20T10:00:00Z' }, 'eventDate: The event must start in the future'],
    [{ eventDate: '2028-01-01T10:00:00Z' }, 'eventDate: The event must start within a year'],
    [{ clientId: 'not-a-uuid' }, 'clientId: Must be a UUID'],
    [{ title: 'Vigil\u0007' }, 'title: Contains a character that cannot be stored'],
  ])('refuses %o with 400 naming the field, storing nothing', async (overrides, message) => {
    const parish = await insertParish(database.db)
    const anna = await as(await insertMember(database.db))
    const res = await propose(anna, parish.id, proposal(overrides))
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ message })
    expect(await storedEvents()).toEqual([])
  })

  it('answers 404 for a parish that does not exist', async () => {
    const anna = await as(await insertMember(database.db))
    const res = await propose(anna, 999_999, proposal())
    expect(res.status).toBe(404)
    expect(await res.json()).toMatchObject({ message: 'Parish not found' })
    expect(await storedEvents()).toEqual([])
  })

  it('limits a member to 10 proposals a day (429 with the wait), replays not counted', async () => {
    const parish = await insertParish(database.db)
    const anna = await as(await insertMember(database.db))
    const first = proposal()
    expect((await propose(anna, parish.id, first)).status).toBe(201)
    for (let n = 1; n < 10; n++) await proposed(anna, parish.id)
    expect((await propose(anna, parish.id, first)).status).toBe(200)
    const refused = await propose(anna, parish.id, proposal())
    expect(refused.status).toBe(429)
    expect(await refused.json()).toMatchObject({
      message: 'Too many event proposals. Please try again in 24 hours.',
    })
    expect(refused.headers.get('retry-after')).toBe(String(24 * 60 * 60))
    expect(await storedEvents()).toHaveLength(10)
    // Another member still may.
    await proposed(await as(await insertMember(database.db)), parish.id)
    clock.advance(DAY)
    await proposed(anna, parish.id, { eventDate: inDays(3) })
  })

  it('counts parallel proposals exactly against the limit', async () => {
    const parish = await insertParish(database.db)
    const anna = await as(await insertMember(database.db))
    const answers = await Promise.all(
      Array.from({ length: 14 }, () => propose(anna, parish.id, proposal())),
    )
    const statuses = answers.map((res) => res.status).sort()
    expect(statuses.filter((s) => s === 201)).toHaveLength(10)
    expect(statuses.filter((s) => s === 429)).toHaveLength(4)
    expect(await storedEvents()).toHaveLength(10)
    expect(await database.db.select().from(rateLimitHits)).toHaveLength(10)
  })
})

describe('the moderation of event proposals', () => {
  it('lists pending proposals oldest first, page by page, with the parish and proposer', async () => {
    const parish = await insertParish(database.db)
    const anna = await as(await insertMember(database.db, { firstName: 'Anna', lastName: 'K' }))
    const ids: number[] = []
    for (const title of ['First', 'Second', 'Third']) {
      ids.push((await proposed(anna, parish.id, { title })).id)
      clock.advance(60_000)
    }
    const mod = await as(await moderator())
    const page1 = EventProposalQueueSchema.parse(
      await (await mod.get('/api/moderation/event-proposals?limit=2')).json(),
    )
    expect(page1.proposals.map((p) => p.title)).toEqual(['First', 'Second'])
    expect(page1.proposals[0]).toMatchObject({
      parish: { id: parish.id, name: 'St. Nicholas', address: parish.address },
      proposer: { firstName: 'Anna', lastName: 'K' },
    })
    const page2 = EventProposalQueueSchema.parse(
      await (
        await mod.get(`/api/moderation/event-proposals?limit=2&cursor=${page1.nextCursor}`)
      ).json(),
    )
    expect(page2.proposals.map((p) => p.id)).toEqual([ids[2]])
    expect(page2.nextCursor).toBeNull()
  })

  it('names no proposer once their account is gone', async () => {
    const parish = await insertParish(database.db)
    const anna = await as(await insertMember(database.db, { firstName: 'Anna' }))
    const { id } = await proposed(anna, parish.id)
    await database.db.update(parishEvents).set({ proposedBy: null }).where(eq(parishEvents.id, id))
    const mod = await as(await moderator())
    const queue = EventProposalQueueSchema.parse(
      await (await mod.get('/api/moderation/event-proposals')).json(),
    )
    expect(queue.proposals.map((p) => [p.id, p.proposer])).toEqual([[id, null]])
  })

  it('approves a proposal as it is: it shows on the parish, audited with event and parish', async () => {
    const parish = await insertParish(database.db)
    const annaRow = await insertMember(database.db, { firstName: 'Anna' })
    const anna = await as(annaRow)
    const { id } = await proposed(anna, parish.id)
    const modRow = await moderator()
    const res = await review(await as(modRow), id, { decision: 'approve' })
    expect(res.status, await res.clone().text()).toBe(200)
    expect(EventProposalReviewSchema.parse(await res.json())).toMatchObject({
      id,
      status: 'approved',
      title: 'Nativity Vigil',
      verifiedOnly: false,
      reviewedById: modRow.id,
      reason: null,
    })
    expect(await parishEventTitles(anna)).toEqual(['Nativity Vigil'])
    expect(await auditTrail()).toMatchObject([
      {
        moderatorId: modRow.id,
        memberId: annaRow.id,
        eventId: id,
        parishId: parish.id,
        action: 'approve-event',
        note: null,
      },
    ])
    const mine = MyParishContributionsSchema.parse(
      await (await anna.get('/api/parish-contributions')).json(),
    )
    expect(mine.events).toMatchObject([{ id, status: 'approved' }])
  })

  it('approves with the moderator’s edits and Verified-only', async () => {
    const parish = await insertParish(database.db)
    const { id } = await proposed(await as(await insertMember(database.db)), parish.id)
    const res = await review(await as(await moderator()), id, {
      decision: 'approve',
      title: '  Nativity Vigil and Agape  ',
      description: '',
      eventType: 'young-adults',
      eventDate: inDays(8),
      verifiedOnly: true,
    })
    expect(res.status, await res.clone().text()).toBe(200)
    const [row] = await storedEvents()
    expect(row).toMatchObject({
      status: 'approved',
      title: 'Nativity Vigil and Agape',
      description: null,
      eventType: 'young-adults',
      eventDate: new Date(inDays(8)),
      verifiedOnly: true,
    })
  })

  it('rejects with the reason the proposer reads; it never shows', async () => {
    const parish = await insertParish(database.db)
    const anna = await as(await insertMember(database.db))
    const { id } = await proposed(anna, parish.id)
    const res = await review(await as(await moderator()), id, {
      decision: 'reject',
      reason: ' Please ask the parish office first. ',
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({
      status: 'rejected',
      reason: 'Please ask the parish office first.',
    })
    expect(await parishEventTitles(anna)).toEqual([])
    expect(await auditTrail()).toMatchObject([
      { action: 'reject-event', eventId: id, note: 'Please ask the parish office first.' },
    ])
    const mine = MyParishContributionsSchema.parse(
      await (await anna.get('/api/parish-contributions')).json(),
    )
    expect(mine.events).toMatchObject([
      { id, status: 'rejected', reviewNote: 'Please ask the parish office first.' },
    ])
  })

  it('decides once: a second decision answers 409 and changes nothing', async () => {
    const parish = await insertParish(database.db)
    const { id } = await proposed(await as(await insertMember(database.db)), parish.id)
    const [first, second] = [await as(await moderator('A')), await as(await moderator('B'))]
    const answers = await Promise.all([
      review(first, id, { decision: 'approve' }),
      review(second, id, { decision: 'reject', reason: 'Duplicate' }),
    ])
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409])
    const refused = answers.find((res) => res.status === 409)!
    expect(await refused.json()).toMatchObject({ message: EVENT_PROPOSAL_MESSAGES.alreadyReviewed })
    expect(await auditTrail()).toHaveLength(1)
    const again = await review(first, id, { decision: 'reject', reason: 'Too late' })
    expect(again.status).toBe(409)
    expect(await auditTrail()).toHaveLength(1)
  })

  it('is for moderators only: a member gets 403 and cannot set Verified-only anywhere', async () => {
    const parish = await insertParish(database.db)
    const anna = await as(await insertMember(database.db))
    const { id } = await proposed(anna, parish.id, { verifiedOnly: true })
    expect((await storedEvents())[0]!.verifiedOnly).toBe(false)
    const other = await as(await insertMember(database.db))
    for (const res of [
      await other.get('/api/moderation/event-proposals'),
      await review(other, id, { decision: 'approve', verifiedOnly: true }),
      await review(anna, id, { decision: 'approve', verifiedOnly: true }),
    ]) {
      expect(res.status).toBe(403)
      expect(await res.json()).toMatchObject({ message: MODERATION_MESSAGES.moderatorsOnly })
    }
    expect(await storedEvents()).toMatchObject([{ status: 'pending', verifiedOnly: false }])
    expect(await auditTrail()).toEqual([])
  })

  it('refuses a moderator’s own proposal, an unknown one, and bad decisions', async () => {
    const parish = await insertParish(database.db)
    const modRow = await moderator()
    const mod = await as(modRow)
    const own = await proposed(mod, parish.id)
    const other = await proposed(await as(await insertMember(database.db)), parish.id)
    const cases: [number, Record<string, unknown>, number, string][] = [
      [own.id, { decision: 'approve' }, 403, EVENT_PROPOSAL_MESSAGES.ownProposal],
      [999_999, { decision: 'approve' }, 404, EVENT_PROPOSAL_MESSAGES.proposalNotFound],
      [other.id, { decision: 'maybe' }, 400, 'decision: Choose approve or reject'],
      [
        other.id,
        { decision: 'reject', reason: ' ' },
        400,
        'reason: Give the reason for the rejection',
      ],
      [
        other.id,
        { decision: 'approve', eventDate: '2026-11-01T10:00:00Z' },
        400,
        'eventDate: The event must start in the future',
      ],
      [
        other.id,
        { decision: 'approve', verifiedOnly: 'yes' },
        400,
        'verifiedOnly: verifiedOnly must be true or false',
      ],
    ]
    for (const [id, body, status, message] of cases) {
      const res = await review(mod, id, body)
      expect(res.status, JSON.stringify(body)).toBe(status)
      expect(await res.json()).toMatchObject({ message })
    }
    expect(await storedEvents()).toMatchObject([{ status: 'pending' }, { status: 'pending' }])
    expect(await auditTrail()).toEqual([])
  })

  it('answers 409 for an event that was never a proposal (seeded, approved)', async () => {
    const parish = await insertParish(database.db)
    await database.db
      .insert(parishEvents)
      .values({ parishId: parish.id, title: 'Liturgy', eventDate: new Date(inDays(2)) })
    const [row] = await storedEvents()
    const res = await review(await as(await moderator()), row!.id, {
      decision: 'reject',
      reason: 'x',
    })
    expect(res.status).toBe(409)
    expect(
      (await database.db.select().from(parishEvents).where(eq(parishEvents.id, row!.id)))[0],
    ).toMatchObject({ status: 'approved', reviewNote: null })
  })
})
