import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { MODERATION_MESSAGES } from '#shared/domain/moderation.ts'
import { PARISH_CORRECTION_MESSAGES } from '#shared/domain/parish-corrections.ts'
import {
  MyParishContributionsSchema,
  ParishCorrectionQueueSchema,
  ParishCorrectionSchema,
} from '#shared/schemas/parish-corrections.ts'
import { moderationActions, parishCorrections, parishes, type UserRow } from '../db/schema.ts'
import { memberApi, type MemberApi } from '../testing/member-api.ts'
import { insertMember } from '../testing/members.ts'
import { insertParish } from '../testing/parishes.ts'
import { testClock } from '../testing/test-app.ts'
import { useTestDatabase } from '../testing/test-db.ts'

/** Members correct a parish's details; moderators apply or reject (docs/parishes.md). */

const database = useTestDatabase()
let clock = testClock()

beforeEach(async () => {
  clock = testClock(new Date('2026-11-22T12:00:00Z'))
  await database.reset()
})

const as = (member: UserRow) => memberApi(database.db, clock.now, member)
const moderator = () => insertMember(database.db, { role: 'moderator', showMe: false })

const correct = (api: MemberApi, parishId: number, changes: unknown, clientId?: string) =>
  api.post(`/api/parishes/${parishId}/corrections`, {
    clientId: clientId ?? crypto.randomUUID(),
    changes,
  })
const review = (api: MemberApi, id: number, body: Record<string, unknown>) =>
  api.post(`/api/moderation/parish-corrections/${id}/review`, body)

const storedCorrections = () =>
  database.db.select().from(parishCorrections).orderBy(parishCorrections.id)
const auditTrail = () => database.db.select().from(moderationActions).orderBy(moderationActions.id)
const parishNow = async (id: number) =>
  (await database.db.select().from(parishes).where(eq(parishes.id, id)))[0]!

async function suggested(api: MemberApi, parishId: number, changes: unknown) {
  const res = await correct(api, parishId, changes)
  expect(res.status, await res.clone().text()).toBe(201)
  return ParishCorrectionSchema.parse(await res.json())
}

describe('POST /api/parishes/:id/corrections', () => {
  it('stores only the fields that change, pending, and leaves the parish as it is', async () => {
    const parish = await insertParish(database.db)
    const anna = await as(await insertMember(database.db))
    const answer = await suggested(anna, parish.id, {
      website: 'https://stnicholas.example.org',
      serviceTimes: ' Sunday Divine Liturgy 9:30\nSaturday Vespers 17:00 ',
      phone: '+1 217 555 0199',
    })
    expect(answer).toMatchObject({
      parishId: parish.id,
      status: 'pending',
      changes: {
        serviceTimes: 'Sunday Divine Liturgy 9:30\nSaturday Vespers 17:00',
        phone: '+1 217 555 0199',
      },
    })
    expect(answer.changes).not.toHaveProperty('website')
    expect(await parishNow(parish.id)).toMatchObject({
      serviceTimes: null,
      phone: '(217) 555-0100',
    })
  })

  it('answers a replay with the first answer and stores nothing more', async () => {
    const parish = await insertParish(database.db)
    const anna = await as(await insertMember(database.db))
    const clientId = crypto.randomUUID()
    const first = await correct(anna, parish.id, { address: '2 Church St' }, clientId)
    const again = await correct(anna, parish.id, { address: '3 Church St' }, clientId)
    expect([first.status, again.status]).toEqual([201, 200])
    expect(await again.json()).toEqual(await first.json())
    expect(await storedCorrections()).toHaveLength(1)
  })

  it.each([
    [{}, 'changes: Change at least one detail'],
    [{ website: 'stnicholas' }, 'changes.website: ' + PARISH_CORRECTION_MESSAGES.websiteInvalid],
    [
      { website: 'javascript:alert(1)' },
      'changes.website: ' + PARISH_CORRECTION_MESSAGES.websiteInvalid,
    ],
    [{ phone: 'call me' }, 'changes.phone: ' + PARISH_CORRECTION_MESSAGES.phoneInvalid],
    [{ address: '  ' }, 'changes.address: Give the address'],
    [
      { jurisdiction: 'x'.repeat(101) },
      'changes.jurisdiction: ' + PARISH_CORRECTION_MESSAGES.jurisdictionTooLong,
    ],
    [
      { serviceTimes: 'x'.repeat(1001) },
      'changes.serviceTimes: ' + PARISH_CORRECTION_MESSAGES.serviceTimesTooLong,
    ],
    [
      { website: 'https://stnicholas.example.org' },
      'changes: ' + PARISH_CORRECTION_MESSAGES.sameAsNow,
    ],
  ])('refuses %o with 400 naming the field, storing nothing', async (changes, message) => {
    const parish = await insertParish(database.db)
    const res = await correct(await as(await insertMember(database.db)), parish.id, changes)
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ message })
    expect(await storedCorrections()).toEqual([])
  })

  it('answers 404 for a parish that does not exist', async () => {
    const res = await correct(await as(await insertMember(database.db)), 424_242, {
      phone: '12345',
    })
    expect(res.status).toBe(404)
    expect(await storedCorrections()).toEqual([])
  })
})

describe('the moderation of parish corrections', () => {
  it('lists pending corrections oldest first beside the parish as it is now', async () => {
    const parish = await insertParish(database.db)
    const anna = await as(await insertMember(database.db, { firstName: 'Anna' }))
    await suggested(anna, parish.id, { address: '2 Church St' })
    clock.advance(1000)
    await suggested(anna, parish.id, { jurisdiction: 'GOARCH' })
    const res = await (await as(await moderator())).get('/api/moderation/parish-corrections')
    const queue = ParishCorrectionQueueSchema.parse(await res.json())
    expect(queue.corrections.map((c) => c.changes)).toEqual([
      { address: '2 Church St' },
      { jurisdiction: 'GOARCH' },
    ])
    expect(queue.corrections[0]).toMatchObject({
      parish: { id: parish.id, address: parish.address, jurisdiction: 'OCA' },
      proposer: { firstName: 'Anna' },
    })
  })

  it('applies a correction to the parish, audited with the parish, exactly once', async () => {
    const parish = await insertParish(database.db)
    const annaRow = await insertMember(database.db)
    const anna = await as(annaRow)
    const { id } = await suggested(anna, parish.id, {
      address: '2 Church St, Springfield, IL 62701',
      serviceTimes: 'Sunday 9:30',
    })
    const modRow = await moderator()
    const mod = await as(modRow)
    const res = await review(mod, id, { decision: 'apply' })
    expect(res.status, await res.clone().text()).toBe(200)
    expect(await res.json()).toMatchObject({ id, status: 'applied', reviewedById: modRow.id })
    expect(await parishNow(parish.id)).toMatchObject({
      address: '2 Church St, Springfield, IL 62701',
      serviceTimes: 'Sunday 9:30',
      website: 'https://stnicholas.example.org',
    })
    expect(await auditTrail()).toMatchObject([
      {
        action: 'apply-parish-correction',
        moderatorId: modRow.id,
        memberId: annaRow.id,
        parishId: parish.id,
        eventId: null,
      },
    ])
    const again = await review(mod, id, { decision: 'reject', reason: 'Oops' })
    expect(again.status).toBe(409)
    expect(await again.json()).toMatchObject({
      message: PARISH_CORRECTION_MESSAGES.alreadyReviewed,
    })
    expect(await auditTrail()).toHaveLength(1)
  })

  it('rejects with the reason the member reads, the parish unchanged', async () => {
    const parish = await insertParish(database.db)
    const anna = await as(await insertMember(database.db))
    const { id } = await suggested(anna, parish.id, { phone: '555 0000' })
    const res = await review(await as(await moderator()), id, {
      decision: 'reject',
      reason: 'The parish office confirmed the old number.',
    })
    expect(res.status).toBe(200)
    expect((await parishNow(parish.id)).phone).toBe('(217) 555-0100')
    expect(await auditTrail()).toMatchObject([
      { action: 'reject-parish-correction', note: 'The parish office confirmed the old number.' },
    ])
    const mine = MyParishContributionsSchema.parse(
      await (await anna.get('/api/parish-contributions')).json(),
    )
    expect(mine.corrections).toMatchObject([
      { id, status: 'rejected', reviewNote: 'The parish office confirmed the old number.' },
    ])
  })

  it('lets two racing decisions make one (200 and 409)', async () => {
    const parish = await insertParish(database.db)
    const { id } = await suggested(await as(await insertMember(database.db)), parish.id, {
      jurisdiction: 'ROCOR',
    })
    const [a, b] = [await as(await moderator()), await as(await moderator())]
    const answers = await Promise.all([
      review(a, id, { decision: 'apply' }),
      review(b, id, { decision: 'reject', reason: 'No' }),
    ])
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409])
    expect(await auditTrail()).toHaveLength(1)
  })

  it('is for moderators only (403), and not for one’s own correction', async () => {
    const parish = await insertParish(database.db)
    const anna = await as(await insertMember(database.db))
    const { id } = await suggested(anna, parish.id, { jurisdiction: 'ROCOR' })
    for (const res of [
      await anna.get('/api/moderation/parish-corrections'),
      await review(anna, id, { decision: 'apply' }),
    ]) {
      expect(res.status).toBe(403)
      expect(await res.json()).toMatchObject({ message: MODERATION_MESSAGES.moderatorsOnly })
    }
    const mod = await as(await moderator())
    const own = await suggested(mod, parish.id, { jurisdiction: 'GOARCH' })
    const res = await review(mod, own.id, { decision: 'apply' })
    expect(res.status).toBe(403)
    expect(await res.json()).toMatchObject({ message: PARISH_CORRECTION_MESSAGES.ownCorrection })
    expect((await parishNow(parish.id)).jurisdiction).toBe('OCA')
    expect(await auditTrail()).toEqual([])
  })
})
