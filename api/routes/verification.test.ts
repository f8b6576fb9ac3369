import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { MODERATION_MESSAGES } from '#shared/domain/moderation.ts'
import {
  DEACON_LETTER_REVIEW_MESSAGES,
  WITHDRAW_VERIFICATION_MESSAGES,
} from '#shared/domain/verification.ts'
import { ClergyReviewQueueSchema } from '#shared/schemas/clergy-review.ts'
import { CurrentUserSchema } from '#shared/schemas/user.ts'
import { DeaconLetterQueueSchema, VerifiedMembersSchema } from '#shared/schemas/verification.ts'
import {
  clergyReferences,
  deaconLetters,
  moderationActions,
  users,
  type UserRow,
} from '../db/schema.ts'
import { directoryLetterStore } from '../uploads/letter-store.ts'
import { clergyReferenceAnswers } from '../testing/clergy-references.ts'
import { memberApi, type MemberApi } from '../testing/member-api.ts'
import { insertMember } from '../testing/members.ts'
import { completeProfile, currentProfileEditVersion } from '../testing/profiles.ts'
import { testClock, testConfig } from '../testing/test-app.ts'
import { useTestDatabase } from '../testing/test-db.ts'

/**
 * The Verified badge, earned only by review (decision 050): the deacon letter's review queue and
 * file, the clergy reference's, the Verified Orthodox plan's place in the queues, and the
 * withdrawal. What each asserts is what the database holds and what members read.
 */

const database = useTestDatabase()
let clock = testClock()
let dataDir: string

beforeEach(async () => {
  clock = testClock(new Date('2026-11-28T12:00:00Z'))
  await database.reset()
  dataDir = mkdtempSync(join(tmpdir(), 'oh-verification-'))
})
afterEach(() => rmSync(dataDir, { recursive: true, force: true }))

const PDF = new TextEncoder().encode('%PDF-1.7\n% a letter from Deacon Stephen\n')

const as = (member: UserRow) =>
  memberApi(database.db, clock.now, member, { config: testConfig({ DATA_DIR: dataDir }) })
const moderator = () =>
  insertMember(database.db, { firstName: 'Olga', role: 'moderator', showMe: false })

/** A member who uploaded a deacon letter and saved their profile naming it. */
async function letterSender(overrides: Partial<typeof users.$inferInsert> = {}) {
  const row = await insertMember(database.db, {
    firstName: 'Anna',
    lastName: 'Pappas',
    ...overrides,
  })
  const api = await as(row)
  const sendLetter = async () => {
    const letters = directoryLetterStore(join(dataDir, 'uploads'))
    const url = await letters.save(row.id, PDF, 'application/pdf')
    const baseVersion = await currentProfileEditVersion(database.db, row.id)
    const res = await api.post('/api/profile', {
      ...completeProfile,
      deaconLetterUrl: url,
      baseVersion,
    })
    expect(res.status, await res.clone().text()).toBe(200)
    return CurrentUserSchema.parse(await res.json())
  }
  return { row, api, sendLetter }
}

async function letterQueue(api: MemberApi, query = '') {
  const res = await api.get(`/api/moderation/deacon-letters${query}`)
  expect(res.status, await res.clone().text()).toBe(200)
  return DeaconLetterQueueSchema.parse(await res.json())
}

const reviewLetter = (api: MemberApi, id: number, body: Record<string, unknown>) =>
  api.post(`/api/moderation/deacon-letters/${id}/review`, body)

async function stored(memberId: number) {
  const [member] = await database.db.select().from(users).where(eq(users.id, memberId))
  const [letter] = await database.db
    .select()
    .from(deaconLetters)
    .where(eq(deaconLetters.userId, memberId))
  return { member: member!, letter }
}

const actions = () =>
  database.db
    .select({
      action: moderationActions.action,
      memberId: moderationActions.memberId,
      note: moderationActions.note,
    })
    .from(moderationActions)
    .orderBy(moderationActions.id)

describe('the deacon letter’s review', () => {
  it('waits for a moderator once the profile names it, and verifying it makes the member Verified', async () => {
    const mod = await as(await moderator())
    const anna = await letterSender()
    const me = await anna.sendLetter()
    expect(me).toMatchObject({ deaconLetterStatus: 'pending', isVerified: false })

    const queue = await letterQueue(mod)
    expect(queue.letters).toMatchObject([
      { status: 'submitted', revision: 1, member: { id: anna.row.id } },
    ])
    const letterId = queue.letters[0]!.id

    // The file, to moderators only, kept by no cache.
    const file = await mod.get(`/api/moderation/deacon-letters/${letterId}/file`)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('application/pdf')
    expect(file.headers.get('cache-control')).toBe('private, no-store')
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF)
    const byMember = await anna.api.get(`/api/moderation/deacon-letters/${letterId}/file`)
    expect(byMember.status).toBe(403)
    expect(await byMember.json()).toMatchObject({ message: MODERATION_MESSAGES.moderatorsOnly })

    const res = await reviewLetter(mod, letterId, { decision: 'verify', revision: 1 })
    expect(res.status, await res.clone().text()).toBe(200)
    const after = await stored(anna.row.id)
    expect(after.member).toMatchObject({ isVerified: true, deaconLetterStatus: 'verified' })
    expect(after.letter).toMatchObject({ status: 'verified', reviewReason: null })
    expect(await actions()).toEqual([
      { action: 'verify-letter', memberId: anna.row.id, note: null },
    ])
    expect((await letterQueue(mod)).letters).toEqual([])

    // Everyone sees the one badge.
    const viewer = await as(await insertMember(database.db))
    const profile = await (await viewer.get(`/api/users/${anna.row.id}`)).json()
    expect(profile).toMatchObject({ isVerified: true })
    expect(profile).not.toHaveProperty('hasClergyEndorsement')
  })

  it('a new letter waits again: the badge it earned waits with it, and the old review is stale', async () => {
    const mod = await as(await moderator())
    const anna = await letterSender()
    await anna.sendLetter()
    const [first] = (await letterQueue(mod)).letters
    expect((await reviewLetter(mod, first!.id, { decision: 'verify', revision: 1 })).status).toBe(
      200,
    )
    expect((await stored(anna.row.id)).member.isVerified).toBe(true)

    const me = await anna.sendLetter()
    expect(me).toMatchObject({ isVerified: false, deaconLetterStatus: 'pending' })
    expect((await stored(anna.row.id)).letter).toMatchObject({ status: 'submitted', revision: 2 })

    const stale = await reviewLetter(mod, first!.id, { decision: 'verify', revision: 1 })
    expect(stale.status).toBe(409)
    expect(await stale.json()).toMatchObject({ message: DEACON_LETTER_REVIEW_MESSAGES.resubmitted })
    expect((await stored(anna.row.id)).member.isVerified).toBe(false)
  })

  it('rejects with the reason the member reads; bad decisions are 400 and change nothing', async () => {
    const mod = await as(await moderator())
    const anna = await letterSender()
    await anna.sendLetter()
    const [letter] = (await letterQueue(mod)).letters

    for (const body of [
      { decision: 'reject', revision: 1 },
      { decision: 'reject', revision: 1, reason: '   ' },
      { decision: 'maybe', revision: 1 },
      { decision: 'verify' },
    ]) {
      const res = await reviewLetter(mod, letter!.id, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(typeof ((await res.json()) as { message: unknown }).message).toBe('string')
    }
    expect((await stored(anna.row.id)).letter).toMatchObject({ status: 'submitted' })

    const res = await reviewLetter(mod, letter!.id, {
      decision: 'reject',
      revision: 1,
      reason: ' The letter is not signed. ',
    })
    expect(res.status).toBe(200)
    const me = CurrentUserSchema.parse(await (await anna.api.get('/api/auth/user')).json())
    expect(me).toMatchObject({
      isVerified: false,
      deaconLetterStatus: 'rejected',
      deaconLetterReviewReason: 'The letter is not signed.',
    })
    const again = await reviewLetter(mod, letter!.id, { decision: 'verify', revision: 1 })
    expect(again.status).toBe(409)
    expect(await actions()).toEqual([
      { action: 'reject-letter', memberId: anna.row.id, note: 'The letter is not signed.' },
    ])
  })

  it('no moderator reviews their own letter', async () => {
    const modRow = await moderator()
    const mod = await as(modRow)
    const letters = directoryLetterStore(join(dataDir, 'uploads'))
    const url = await letters.save(modRow.id, PDF, 'application/pdf')
    const baseVersion = await currentProfileEditVersion(database.db, modRow.id)
    expect(
      (await mod.post('/api/profile', { ...completeProfile, deaconLetterUrl: url, baseVersion }))
        .status,
    ).toBe(200)
    const [own] = (await letterQueue(mod)).letters
    const res = await reviewLetter(mod, own!.id, { decision: 'verify', revision: 1 })
    expect(res.status).toBe(403)
    expect(await res.json()).toMatchObject({ message: DEACON_LETTER_REVIEW_MESSAGES.ownLetter })
    expect((await stored(modRow.id)).member.isVerified).toBe(false)
  })
})

describe('the Verified Orthodox plan', () => {
  it('grants no badge by itself, and its members’ reviews come first in both queues', async () => {
    const mod = await as(await moderator())
    const early = await letterSender({ membershipTier: 'free' })
    await early.sendLetter()
    clock.advance(60_000)
    const paying = await letterSender({ membershipTier: 'verified' })
    await paying.sendLetter()
    clock.advance(60_000)
    const later = await letterSender({ membershipTier: 'premium' })
    await later.sendLetter()
    expect((await stored(paying.row.id)).member.isVerified).toBe(false)

    const order = [paying.row.id, early.row.id, later.row.id]
    expect((await letterQueue(mod)).letters.map((l) => l.member.id)).toEqual(order)
    // Paged one at a time, the cursor keeps the same order.
    const ids: number[] = []
    let cursor: string | null = ''
    while (cursor !== null) {
      const page = await letterQueue(mod, `?limit=1${cursor ? `&cursor=${cursor}` : ''}`)
      ids.push(...page.letters.map((l) => l.member.id))
      cursor = page.nextCursor
    }
    expect(ids).toEqual(order)

    // The clergy references' queue, the same way.
    for (const sender of [early, paying, later]) {
      clock.advance(60_000)
      expect((await sender.api.post('/api/clergy-reference', clergyReferenceAnswers)).status).toBe(
        201,
      )
    }
    const res = await mod.get('/api/moderation/clergy-references')
    const references = ClergyReviewQueueSchema.parse(await res.json()).references
    expect(references.map((r) => r.member.id)).toEqual(order)
    expect((await stored(paying.row.id)).member.isVerified).toBe(false)
  })
})

describe('withdrawing the Verified badge', () => {
  async function verifiedByReference() {
    const mod = await as(await moderator())
    const anna = await letterSender()
    const res = await anna.api.post('/api/clergy-reference', clergyReferenceAnswers)
    const { id } = (await res.json()) as { id: number }
    const verify = await mod.post(`/api/moderation/clergy-references/${id}/review`, {
      decision: 'verify',
      revision: 1,
    })
    expect(verify.status).toBe(200)
    return { mod, anna, referenceId: id }
  }

  it('lists the Verified with what earned it, and withdraws once with the reason the member reads', async () => {
    const { mod, anna, referenceId } = await verifiedByReference()
    const listed = VerifiedMembersSchema.parse(
      await (await mod.get('/api/moderation/verified-members')).json(),
    )
    expect(listed.members).toMatchObject([
      { member: { id: anna.row.id }, earnedBy: ['clergy-reference'] },
    ])

    const path = `/api/moderation/verified-members/${anna.row.id}/withdraw`
    for (const body of [{}, { reason: '  ' }, { reason: 'x'.repeat(501) }]) {
      const res = await mod.post(path, body)
      expect(res.status).toBe(400)
      expect(typeof ((await res.json()) as { message: unknown }).message).toBe('string')
    }
    expect((await stored(anna.row.id)).member.isVerified).toBe(true)

    const res = await mod.post(path, { reason: 'The parish has no record of this priest.' })
    expect(res.status, await res.clone().text()).toBe(200)
    const after = await stored(anna.row.id)
    expect(after.member).toMatchObject({
      isVerified: false,
      clergyVerificationStatus: 'rejected',
      clergyReviewReason: 'The parish has no record of this priest.',
    })
    const [reference] = await database.db
      .select()
      .from(clergyReferences)
      .where(eq(clergyReferences.id, referenceId))
    expect(reference).toMatchObject({ status: 'rejected' })
    expect((await actions()).map((a) => a.action)).toEqual(['verify-clergy', 'withdraw-verified'])

    const twice = await mod.post(path, { reason: 'Again' })
    expect(twice.status).toBe(409)
    expect(await twice.json()).toMatchObject({
      message: WITHDRAW_VERIFICATION_MESSAGES.notVerified,
    })
    expect(
      await (
        await mod.post('/api/moderation/verified-members/999999/withdraw', { reason: 'x' })
      ).json(),
    ).toMatchObject({
      message: MODERATION_MESSAGES.memberNotFound,
    })
    const byMember = await anna.api.post(path, { reason: 'x' })
    expect(byMember.status).toBe(403)
    expect((await actions()).length).toBe(2)
  })

  it('a resubmitted clergy reference waits for review without the badge it had earned', async () => {
    const { anna } = await verifiedByReference()
    expect((await stored(anna.row.id)).member.isVerified).toBe(true)
    expect((await anna.api.post('/api/clergy-reference', clergyReferenceAnswers)).status).toBe(201)
    expect((await stored(anna.row.id)).member).toMatchObject({
      isVerified: false,
      clergyVerificationStatus: 'pending',
    })
  })
})
