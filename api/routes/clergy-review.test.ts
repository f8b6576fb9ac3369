import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { CLERGY_REVIEW_MESSAGES } from '#shared/domain/clergy-review.ts'
import { MODERATION_MESSAGES } from '#shared/domain/moderation.ts'
import { ClergyReviewQueueSchema } from '#shared/schemas/clergy-review.ts'
import { DiscoverPageSchema } from '#shared/schemas/discover.ts'
import { clergyReferences, moderationActions, users, type UserRow } from '../db/schema.ts'
import { clergyReferenceAnswers } from '../testing/clergy-references.ts'
import { memberApi, type MemberApi } from '../testing/member-api.ts'
import { insertMember } from '../testing/members.ts'
import { testClock } from '../testing/test-app.ts'
import { useTestDatabase } from '../testing/test-db.ts'

/** The moderators' review of clergy references (docs/clergy-reference.md). */

const database = useTestDatabase()
let clock = testClock()

beforeEach(async () => {
  clock = testClock(new Date('2026-11-22T12:00:00Z'))
  await database.reset()
})

const reference = clergyReferenceAnswers

const as = (member: UserRow) => memberApi(database.db, clock.now, member)
const moderator = (firstName = 'Mod') =>
  insertMember(database.db, { firstName, role: 'moderator', showMe: false })

/** A member who submitted a reference through the API: their api and the reference's id. */
async function submitter(overrides: Partial<typeof users.$inferInsert> = {}) {
  const row = await insertMember(database.db, {
    firstName: 'Anna',
    lastName: 'Pappas',
    ...overrides,
  })
  const api = await as(row)
  const res = await api.post('/api/clergy-reference', reference)
  expect(res.status, await res.clone().text()).toBe(201)
  const { id } = (await res.json()) as { id: number }
  return { row, api, referenceId: id }
}

const review = (api: MemberApi, id: number, body: Record<string, unknown>) =>
  api.post(`/api/moderation/clergy-references/${id}/review`, body)

async function queue(api: MemberApi, query = '') {
  const res = await api.get(`/api/moderation/clergy-references${query}`)
  expect(res.status, await res.clone().text()).toBe(200)
  return ClergyReviewQueueSchema.parse(await res.json())
}

async function memberState(id: number) {
  const [row] = await database.db
    .select({
      clergyVerificationStatus: users.clergyVerificationStatus,
      isVerified: users.isVerified,
      clergyReviewReason: users.clergyReviewReason,
      profileVersion: users.profileVersion,
    })
    .from(users)
    .where(eq(users.id, id))
  return row!
}

const storedReference = async (id: number) =>
  (await database.db.select().from(clergyReferences).where(eq(clergyReferences.id, id)))[0]!
const storedActions = () =>
  database.db.select().from(moderationActions).orderBy(moderationActions.id)

describe('GET /api/moderation/clergy-references', () => {
  it('lists references awaiting review, oldest first, with every answer and the member’s identity', async () => {
    const mod = await as(await moderator())
    const anna = await submitter()
    clock.advance(60_000)
    const boris = await submitter({ firstName: 'Boris', lastName: 'Ivanov' })

    const page = await queue(mod)
    expect(page.nextCursor).toBeNull()
    expect(page.references).toEqual([
      {
        ...reference,
        id: anna.referenceId,
        statusOther: null,
        status: 'submitted',
        revision: 1,
        createdAt: '2026-11-22T12:00:00.000Z',
        member: { id: anna.row.id, firstName: 'Anna', lastName: 'Pappas' },
      },
      {
        ...reference,
        id: boris.referenceId,
        statusOther: null,
        status: 'submitted',
        revision: 1,
        createdAt: '2026-11-22T12:01:00.000Z',
        member: { id: boris.row.id, firstName: 'Boris', lastName: 'Ivanov' },
      },
    ])
    // The member's identity only: no email, no other profile field.
    expect(JSON.stringify(page)).not.toContain('@')

    // A reviewed reference leaves the list.
    expect((await review(mod, anna.referenceId, { decision: 'verify', revision: 1 })).status).toBe(
      200,
    )
    expect((await queue(mod)).references.map((r) => r.id)).toEqual([boris.referenceId])
  })

  it('pages with the cursor; 400 for a bad cursor, 403 for a member, 401 signed out', async () => {
    const mod = await as(await moderator())
    const ids: number[] = []
    for (let i = 0; i < 3; i++) ids.push((await submitter()).referenceId)
    const first = await queue(mod, '?limit=2')
    expect(first.references.map((r) => r.id)).toEqual(ids.slice(0, 2))
    const second = await queue(mod, `?limit=2&cursor=${first.nextCursor}`)
    expect(second.references.map((r) => r.id)).toEqual(ids.slice(2))
    expect(second.nextCursor).toBeNull()

    const bad = await mod.get('/api/moderation/clergy-references?cursor=bm90LWEtY3Vyc29y')
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ message: MODERATION_MESSAGES.cursorInvalid })
    const member = await as(await insertMember(database.db))
    const refused = await member.get('/api/moderation/clergy-references')
    expect(refused.status).toBe(403)
    expect(await refused.json()).toMatchObject({ message: MODERATION_MESSAGES.moderatorsOnly })
    const signedOut = await memberApi(database.db, clock.now, null)
    expect((await signedOut.get('/api/moderation/clergy-references')).status).toBe(401)
  })
})

describe('POST /api/moderation/clergy-references/:id/review', () => {
  it('verifies: the reference, the member’s status and endorsement, the audit row, in one go', async () => {
    const modRow = await moderator('Olga')
    const mod = await as(modRow)
    const anna = await submitter()
    const before = await memberState(anna.row.id)
    expect(before).toMatchObject({
      clergyVerificationStatus: 'pending',
      isVerified: false,
    })

    clock.advance(60_000)
    const res = await review(mod, anna.referenceId, { decision: 'verify', revision: 1 })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      id: anna.referenceId,
      status: 'verified',
      reviewedAt: '2026-11-22T12:01:00.000Z',
      reviewedById: modRow.id,
      reason: null,
    })
    expect(await storedReference(anna.referenceId)).toMatchObject({
      status: 'verified',
      reviewedById: modRow.id,
      reviewedAt: new Date('2026-11-22T12:01:00Z'),
      reviewReason: null,
    })
    const after = await memberState(anna.row.id)
    expect(after).toMatchObject({
      clergyVerificationStatus: 'verified',
      isVerified: true,
      clergyReviewReason: null,
    })
    // The users trigger moved the profile version: the deck's cache sees the change.
    expect(after.profileVersion).toBeGreaterThan(before.profileVersion)
    expect(await storedActions()).toMatchObject([
      {
        moderatorId: modRow.id,
        memberId: anna.row.id,
        reportId: null,
        action: 'verify-clergy',
        note: null,
      },
    ])

    // The member reads their own reference's status, never who reviewed it.
    const own = await (await anna.api.get('/api/clergy-reference')).json()
    expect(own).toMatchObject({
      status: 'verified',
      reviewedAt: '2026-11-22T12:01:00.000Z',
      reviewReason: null,
    })
    expect(own).not.toHaveProperty('reviewedById')
    const me = await (await anna.api.get('/api/auth/user')).json()
    expect(me).toMatchObject({ clergyVerificationStatus: 'verified', isVerified: true })
  })

  it('rejects with a reason the member reads, and the audit trail shows it', async () => {
    const modRow = await moderator('Olga')
    const mod = await as(modRow)
    const anna = await submitter({ isVerified: true })
    // A resubmission after an endorsement withdraws it until reviewed.
    expect(await memberState(anna.row.id)).toMatchObject({ isVerified: false })

    const res = await review(mod, anna.referenceId, {
      decision: 'reject',
      revision: 1,
      reason: '  The signature does not match the parish records. ',
    })
    expect(res.status).toBe(200)
    const reason = 'The signature does not match the parish records.'
    expect(await res.json()).toMatchObject({ status: 'rejected', reason })
    expect(await storedReference(anna.referenceId)).toMatchObject({
      status: 'rejected',
      reviewedById: modRow.id,
      reviewReason: reason,
    })
    expect(await memberState(anna.row.id)).toMatchObject({
      clergyVerificationStatus: 'rejected',
      isVerified: false,
      clergyReviewReason: reason,
    })
    expect(await storedActions()).toMatchObject([
      { moderatorId: modRow.id, memberId: anna.row.id, action: 'reject-clergy', note: reason },
    ])
    const trail = await (await mod.get('/api/moderation/actions')).json()
    expect(trail.actions[0]).toMatchObject({
      action: 'reject-clergy',
      member: { id: anna.row.id, firstName: 'Anna', lastName: 'Pappas' },
      moderator: { firstName: 'Olga' },
      reportId: null,
      note: reason,
    })
    expect(await (await anna.api.get('/api/clergy-reference')).json()).toMatchObject({
      status: 'rejected',
      reviewReason: reason,
    })
    expect(await (await anna.api.get('/api/auth/user')).json()).toMatchObject({
      clergyVerificationStatus: 'rejected',
      clergyReviewReason: reason,
    })

    // Submitting again puts her back in review, without the old reason.
    const again = await anna.api.post('/api/clergy-reference', reference)
    expect(await again.json()).toMatchObject({ status: 'submitted', reviewReason: null })
    expect(await storedReference(anna.referenceId)).toMatchObject({
      status: 'submitted',
      revision: 2,
      reviewedById: null,
      reviewedAt: null,
      reviewReason: null,
    })
    expect(await memberState(anna.row.id)).toMatchObject({
      clergyVerificationStatus: 'pending',
      clergyReviewReason: null,
    })
  })

  it('erases the reason when the member withdraws consent to religious data', async () => {
    const mod = await as(await moderator())
    const anna = await submitter()
    const rejected = await review(mod, anna.referenceId, {
      decision: 'reject',
      revision: 1,
      reason: 'Unsigned',
    })
    expect(rejected.status).toBe(200)
    expect(await memberState(anna.row.id)).toMatchObject({ clergyReviewReason: 'Unsigned' })
    const withdrawn = await anna.api.put('/api/privacy/consent', { religiousData: false })
    expect(withdrawn.status).toBe(200)
    expect(await memberState(anna.row.id)).toMatchObject({ clergyReviewReason: null })
    expect(await (await anna.api.get('/api/auth/user')).json()).toMatchObject({
      clergyReviewReason: null,
    })
  })

  it('ends a verification and its public endorsement when the member withdraws consent', async () => {
    const mod = await as(await moderator())
    const anna = await submitter()
    expect((await review(mod, anna.referenceId, { decision: 'verify', revision: 1 })).status).toBe(
      200,
    )
    expect(await memberState(anna.row.id)).toMatchObject({
      clergyVerificationStatus: 'verified',
      isVerified: true,
    })
    const withdrawn = await anna.api.put('/api/privacy/consent', { religiousData: false })
    expect(withdrawn.status).toBe(200)
    expect(await memberState(anna.row.id)).toMatchObject({
      clergyVerificationStatus: 'none',
      isVerified: false,
    })
    expect(await (await anna.api.get('/api/auth/user')).json()).toMatchObject({
      clergyVerificationStatus: 'none',
      isVerified: false,
    })
  })

  it('withdraws the endorsement when a verified member submits again, until reviewed anew', async () => {
    const mod = await as(await moderator())
    const anna = await submitter()
    expect((await review(mod, anna.referenceId, { decision: 'verify', revision: 1 })).status).toBe(
      200,
    )
    expect((await anna.api.post('/api/clergy-reference', reference)).status).toBe(201)
    expect(await memberState(anna.row.id)).toMatchObject({
      clergyVerificationStatus: 'pending',
      isVerified: false,
    })
    expect((await queue(mod)).references).toMatchObject([{ id: anna.referenceId, revision: 2 }])
  })

  it.each([
    [{}, 'decision: Choose verify or reject'],
    [{ decision: 'approve', revision: 1 }, 'decision: Choose verify or reject'],
    [{ decision: 'verify' }, `revision: ${CLERGY_REVIEW_MESSAGES.revisionRequired}`],
    [{ decision: 'reject', revision: 1 }, `reason: ${CLERGY_REVIEW_MESSAGES.reasonRequired}`],
    [
      { decision: 'reject', revision: 1, reason: '   ' },
      `reason: ${CLERGY_REVIEW_MESSAGES.reasonRequired}`,
    ],
    [
      { decision: 'reject', revision: 1, reason: 'x'.repeat(501) },
      `reason: ${CLERGY_REVIEW_MESSAGES.reasonTooLong}`,
    ],
  ])('refuses %o with 400 naming the field, and changes nothing', async (body, message) => {
    const mod = await as(await moderator())
    const anna = await submitter()
    const res = await review(mod, anna.referenceId, body)
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ message })
    expect(await storedReference(anna.referenceId)).toMatchObject({ status: 'submitted' })
    expect(await memberState(anna.row.id)).toMatchObject({ clergyVerificationStatus: 'pending' })
    expect(await storedActions()).toEqual([])
  })

  it('accepts a reason of exactly 500 characters', async () => {
    const mod = await as(await moderator())
    const anna = await submitter()
    const reason = 'x'.repeat(500)
    const res = await review(mod, anna.referenceId, { decision: 'reject', revision: 1, reason })
    expect(res.status).toBe(200)
    expect((await storedReference(anna.referenceId)).reviewReason).toBe(reason)
  })

  it('answers 409 for a reference already reviewed or resubmitted since, changing nothing', async () => {
    const first = await moderator('First')
    const [a, b] = [await as(first), await as(await moderator('Second'))]
    const anna = await submitter()
    expect((await review(a, anna.referenceId, { decision: 'verify', revision: 1 })).status).toBe(
      200,
    )
    const again = await review(b, anna.referenceId, {
      decision: 'reject',
      revision: 1,
      reason: 'No',
    })
    expect(again.status).toBe(409)
    expect(await again.json()).toMatchObject({ message: CLERGY_REVIEW_MESSAGES.alreadyReviewed })
    expect(await storedReference(anna.referenceId)).toMatchObject({
      status: 'verified',
      reviewedById: first.id,
    })
    expect(await memberState(anna.row.id)).toMatchObject({ isVerified: true })

    // Resubmitted (revision 2) while a moderator still reads revision 1.
    expect((await anna.api.post('/api/clergy-reference', reference)).status).toBe(201)
    const stale = await review(b, anna.referenceId, { decision: 'verify', revision: 1 })
    expect(stale.status).toBe(409)
    expect(await stale.json()).toMatchObject({ message: CLERGY_REVIEW_MESSAGES.resubmitted })
    expect(await storedReference(anna.referenceId)).toMatchObject({
      status: 'submitted',
      revision: 2,
    })
    expect(await memberState(anna.row.id)).toMatchObject({
      clergyVerificationStatus: 'pending',
      isVerified: false,
    })
    expect(await storedActions()).toHaveLength(1)
  })

  it('lets only one of two racing reviews win', async () => {
    const [a, b] = [await as(await moderator()), await as(await moderator())]
    const anna = await submitter()
    const answers = await Promise.all([
      review(a, anna.referenceId, { decision: 'verify', revision: 1 }),
      review(b, anna.referenceId, { decision: 'reject', revision: 1, reason: 'No' }),
    ])
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409])
    expect(await storedActions()).toHaveLength(1)
  })

  it('answers 404 for an unknown id, 403 for one’s own reference or a member, changing nothing', async () => {
    const modRow = await moderator()
    const mod = await as(modRow)
    const anna = await submitter()

    const unknown = await review(mod, anna.referenceId + 1000, { decision: 'verify', revision: 1 })
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toMatchObject({ message: CLERGY_REVIEW_MESSAGES.notFound })

    const own = await mod.post('/api/clergy-reference', reference)
    expect(own.status).toBe(201)
    const ownId = ((await own.json()) as { id: number }).id
    const refused = await review(mod, ownId, { decision: 'verify', revision: 1 })
    expect(refused.status).toBe(403)
    expect(await refused.json()).toMatchObject({ message: CLERGY_REVIEW_MESSAGES.ownReference })
    expect(await storedReference(ownId)).toMatchObject({ status: 'submitted' })
    expect(await memberState(modRow.id)).toMatchObject({
      clergyVerificationStatus: 'pending',
      isVerified: false,
    })

    const byMember = await review(anna.api, ownId, { decision: 'verify', revision: 1 })
    expect(byMember.status).toBe(403)
    expect(await byMember.json()).toMatchObject({ message: MODERATION_MESSAGES.moderatorsOnly })
    const signedOut = await memberApi(database.db, clock.now, null)
    expect((await review(signedOut, ownId, { decision: 'verify', revision: 1 })).status).toBe(401)
    expect(await storedActions()).toEqual([])
  })
})

describe('a verified member in the deck', () => {
  it('appears with verifiedOnly=true to a Verified viewer filtering for it', async () => {
    const viewer = await as(
      await insertMember(database.db, {
        gender: 'male',
        lookingFor: 'female',
        membershipTier: 'verified',
      }),
    )
    const mod = await as(await moderator())
    const anna = await submitter({ gender: 'female', lookingFor: 'male' })
    const deck = async (query: string) => {
      const res = await viewer.get(`/api/users${query}`)
      expect(res.status, await res.clone().text()).toBe(200)
      return DiscoverPageSchema.parse(await res.json()).items
    }
    // Read once before the review, so a profile cache holds her unendorsed profile.
    expect((await deck('')).find((p) => p.id === anna.row.id)).toMatchObject({
      isVerified: false,
    })
    expect((await deck('?verifiedOnly=true')).map((p) => p.id)).not.toContain(anna.row.id)

    expect((await review(mod, anna.referenceId, { decision: 'verify', revision: 1 })).status).toBe(
      200,
    )
    const endorsed = await deck('?verifiedOnly=true')
    expect(endorsed.find((p) => p.id === anna.row.id)).toMatchObject({
      isVerified: true,
    })
    expect((await deck('')).find((p) => p.id === anna.row.id)).toMatchObject({
      isVerified: true,
    })
  })
})
