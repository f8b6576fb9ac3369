import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { MODERATION_MESSAGES } from '#shared/domain/moderation.ts'
import { PHOTO_VERIFICATION_MESSAGES as M } from '#shared/domain/photo-verification.ts'
import {
  PhotoVerificationReviewSchema,
  PhotoVerificationSchema,
} from '#shared/schemas/photo-verification.ts'
import { PrivacyExportSchema } from '#shared/schemas/privacy.ts'
import { PublicProfileSchema } from '#shared/schemas/user.ts'
import { moderationActions, users } from '../db/schema.ts'
import { insertMember } from '../testing/members.ts'
import { usePhotoVerificationApp } from '../testing/photo-verification.ts'
import { testClock } from '../testing/test-app.ts'
import { useTestDatabase } from '../testing/test-db.ts'
import type { PhotoStore } from '../uploads/photo-store.ts'

/** The moderators' queue of photo verifications (docs/safety.md "Photo verification"). */

const database = useTestDatabase()
const clock = testClock(new Date('2026-11-22T12:00:00Z'))
const app = usePhotoVerificationApp(database, clock)

const auditTrail = () => database.db.select().from(moderationActions).orderBy(moderationActions.id)
const badgeOf = async (userId: number) =>
  (await database.db.select().from(users).where(eq(users.id, userId)))[0]!.photoVerified

describe('GET /api/moderation/photo-verifications', () => {
  it('lists each selfie awaiting review, the oldest first, with the profile, gallery and pose', async () => {
    const anna = await app.memberWithPhotos(2, { firstName: 'Anna' })
    const basil = await app.memberWithPhotos(1, { firstName: 'Basil', gender: 'male' })
    const first = await app.submitted(await app.signIn(anna.member))
    clock.advance(60_000)
    const second = await app.submitted(await app.signIn(basil.member))
    // Only asked, no selfie yet: not for moderators.
    const { member: chloe } = await app.memberWithPhotos()
    expect((await (await app.signIn(chloe)).start()).status).toBe(201)

    const mod = await app.moderator()
    const page = await mod.queue('?limit=1')
    expect(page.verifications.map((v) => v.id)).toEqual([first.id])
    const [item] = page.verifications
    const gallery = (await database.db.select().from(users).where(eq(users.id, anna.member.id)))[0]!
      .photos
    expect(item).toEqual({
      id: first.id,
      kind: 'selfie',
      revision: first.revision,
      pose: first.pose,
      submittedAt: first.submittedAt!.toISOString(),
      selfieUrl: `/api/moderation/photo-verifications/${first.id}/selfie`,
      member: expect.objectContaining({
        id: anna.member.id,
        firstName: 'Anna',
        photoVerified: false,
      }),
      gallery,
      mainPhotoName: gallery[0]!.name,
      approvedPhotoName: null,
      approvedAt: null,
    })
    expect(item!.member).not.toHaveProperty('email')
    expect(item!.member.photos.map((p) => p.id)).toEqual(anna.photoIds)
    const next = await mod.queue(`?limit=1&cursor=${encodeURIComponent(page.nextCursor!)}`)
    expect(next.verifications.map((v) => v.id)).toEqual([second.id])
    expect(next.nextCursor).toBeNull()
  })

  it('is for moderators only (403), and so is the selfie', async () => {
    const { member } = await app.memberWithPhotos()
    const anna = await app.signIn(member)
    const row = await app.submitted(anna)
    for (const path of [
      '/api/moderation/photo-verifications',
      `/api/moderation/photo-verifications/${row.id}/selfie`,
    ]) {
      // Not even the member whose selfie it is.
      const res = await anna.call('GET', path)
      expect(res.status).toBe(403)
      expect(await res.json()).toMatchObject({ message: MODERATION_MESSAGES.moderatorsOnly })
    }
    const refused = await anna.review(row.id, { decision: 'approve', revision: row.revision })
    expect(refused.status).toBe(403)
    expect((await app.verificationOf(member.id))!.status).toBe('submitted')
  })

  it('serves the selfie to moderators, never cached, until the decision', async () => {
    const { member } = await app.memberWithPhotos()
    const row = await app.submitted(await app.signIn(member))
    const mod = await app.moderator()
    const res = await mod.call('GET', `/api/moderation/photo-verifications/${row.id}/selfie`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/webp')
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(100)
    await mod.review(row.id, { decision: 'approve', revision: row.revision })
    const after = await mod.call('GET', `/api/moderation/photo-verifications/${row.id}/selfie`)
    expect(after.status).toBe(404)
  })
})

describe('POST /api/moderation/photo-verifications/:id/review', () => {
  it('approving shows the badge in the public profile, deletes the selfie and audits it', async () => {
    const { member } = await app.memberWithPhotos()
    const anna = await app.signIn(member)
    const row = await app.submitted(anna)
    expect(app.storedFiles()).toEqual([`${row.selfieName}-full.webp`])
    const mod = await app.moderator()
    const res = await mod.review(row.id, { decision: 'approve', revision: row.revision })
    expect(res.status).toBe(200)
    expect(PhotoVerificationReviewSchema.parse(await res.json())).toEqual({
      id: row.id,
      status: 'approved',
      reviewedAt: clock.now().toISOString(),
      reviewedById: mod.row.id,
      reason: null,
    })
    // The selfie is gone: from the store, and its key from the row.
    expect(app.storedFiles()).toEqual([])
    const stored = (await app.verificationOf(member.id))!
    expect(stored).toMatchObject({
      status: 'approved',
      selfieName: null,
      reviewedAt: clock.now(),
      approvedAt: clock.now(),
      approvedPhotoName: row.mainPhotoName,
    })
    // The badge, wherever the public shape is read.
    const basil = await app.signIn(await insertMember(database.db, { gender: 'male' }))
    const profile = PublicProfileSchema.parse(
      await (await basil.call('GET', `/api/users/${member.id}`)).json(),
    )
    expect(profile.photoVerified).toBe(true)
    expect(await badgeOf(member.id)).toBe(true)
    expect(await anna.status()).toMatchObject({
      status: 'approved',
      pose: null,
      decidedAt: clock.now().toISOString(),
    })
    expect(await auditTrail()).toMatchObject([
      { moderatorId: mod.row.id, memberId: member.id, action: 'verify-photo', note: null },
    ])
    expect(app.published).toEqual([
      { to: [member.id], event: { type: 'review', subject: 'photo-verification', approved: true } },
    ])
    // The member's export keeps the decision and its date, nothing of the selfie.
    const exported = await anna.call('GET', '/api/privacy/export')
    const body = PrivacyExportSchema.parse(await exported.json())
    expect(body.photoVerification).toEqual({
      status: 'approved',
      pose: null,
      reason: null,
      decidedAt: clock.now().toISOString(),
    })
    expect(JSON.stringify(body)).not.toContain(row.selfieName!)
    // Verified now: no new attempt.
    const again = await anna.start()
    expect(again.status).toBe(409)
    expect((await again.json()).code).toBe('already_photo_verified')
  })

  it('rejecting tells the member the reason, deletes the selfie and lets them start again', async () => {
    const { member } = await app.memberWithPhotos()
    const anna = await app.signIn(member)
    const row = await app.submitted(anna)
    const mod = await app.moderator()
    const reason = 'Your hand is not on your chin; please try again in good light.'
    const res = await mod.review(row.id, { decision: 'reject', revision: row.revision, reason })
    expect(res.status).toBe(200)
    expect((await res.json()).reason).toBe(reason)
    expect(app.storedFiles()).toEqual([])
    expect((await app.verificationOf(member.id))!.selfieName).toBeNull()
    expect(await anna.status()).toEqual({
      status: 'rejected',
      pose: null,
      reason,
      decidedAt: clock.now().toISOString(),
      askedBy: [],
    })
    expect(await badgeOf(member.id)).toBe(false)
    expect(await auditTrail()).toMatchObject([
      { memberId: member.id, action: 'reject-photo-verification', note: reason },
    ])
    const restarted = await anna.start()
    expect(restarted.status).toBe(201)
    const next = PhotoVerificationSchema.parse(await restarted.json())
    expect(next).toMatchObject({ status: 'started', reason: null })
    expect(next.pose).not.toBe(row.pose)
  })

  it('decides once: of two racing decisions one is 200, the other 409, and nothing twice', async () => {
    const { member } = await app.memberWithPhotos()
    const row = await app.submitted(await app.signIn(member))
    const [one, two] = [await app.moderator(), await app.moderator()]
    const answers = await Promise.all([
      one.review(row.id, { decision: 'approve', revision: row.revision }),
      two.review(row.id, { decision: 'reject', revision: row.revision, reason: 'Not the same' }),
    ])
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409])
    const lost = answers.find((r) => r.status === 409)!
    expect(await lost.json()).toEqual({ code: 'already_reviewed', message: M.alreadyReviewed })
    expect(await auditTrail()).toHaveLength(1)
    expect(app.published).toHaveLength(1)
    const again = await one.review(row.id, { decision: 'approve', revision: row.revision })
    expect(again.status).toBe(409)
  })

  it('refuses what cannot be decided, and changes nothing', async () => {
    const { member } = await app.memberWithPhotos()
    const anna = await app.signIn(member)
    const row = await app.submitted(anna)
    const mod = await app.moderator()
    const cases: [number, Record<string, unknown>, number, string][] = [
      [row.id + 1000, { decision: 'approve', revision: 1 }, 404, M.notFound],
      [row.id, { decision: 'approve', revision: row.revision + 1 }, 409, M.changed],
      [row.id, { decision: 'reject', revision: row.revision }, 400, `reason: ${M.reasonRequired}`],
      [
        row.id,
        { decision: 'reject', revision: row.revision, reason: 'x'.repeat(501) },
        400,
        `reason: ${M.reasonTooLong}`,
      ],
      [row.id, { decision: 'maybe', revision: row.revision }, 400, M.chooseDecision],
    ]
    for (const [id, body, status, message] of cases) {
      const res = await mod.review(id, body)
      expect(res.status, JSON.stringify(body)).toBe(status)
      expect((await res.json()).message).toContain(message.replace(/^reason: /, ''))
    }
    // Nor on one's own.
    await database.db.update(users).set({ role: 'moderator' }).where(eq(users.id, member.id))
    const own = await anna.review(row.id, { decision: 'approve', revision: row.revision })
    expect(own.status).toBe(403)
    expect((await own.json()).message).toBe(M.own)
    expect(await app.verificationOf(member.id)).toEqual(row)
    expect(app.storedFiles()).toEqual([`${row.selfieName}-full.webp`])
    expect(await auditTrail()).toEqual([])
  })

  it('refuses an approval while no photo of the member is approved (400), a rejection stands', async () => {
    const { member, photoIds } = await app.memberWithPhotos(0)
    expect(photoIds).toEqual([])
    await app.addGalleryPhoto(member.id, false)
    const row = await app.submitted(await app.signIn(member))
    expect(row.mainPhotoName).toBeNull()
    const mod = await app.moderator()
    const res = await mod.review(row.id, { decision: 'approve', revision: row.revision })
    expect(res.status).toBe(400)
    expect((await res.json()).message).toBe(M.noMainPhoto)
    const rejected = await mod.review(row.id, {
      decision: 'reject',
      revision: row.revision,
      reason: 'Add a clear photo of your face first',
    })
    expect(rejected.status).toBe(200)
  })

  it('keeps the selfie and decides nothing when the store cannot delete it (503)', async () => {
    const { member } = await app.memberWithPhotos()
    const row = await app.submitted(await app.signIn(member))
    const failing: PhotoStore = {
      ...app.store(),
      delete: () => Promise.reject(new Error('storage is away')),
    }
    const mod = await app.signIn(
      await insertMember(database.db, { role: 'moderator', showMe: false }),
      failing,
    )
    const res = await mod.review(row.id, { decision: 'approve', revision: row.revision })
    expect(res.status).toBe(503)
    expect(await res.json()).toEqual({ code: 'service_unavailable', message: M.selfieNotDeleted })
    expect(await app.verificationOf(member.id)).toEqual(row)
    expect(await badgeOf(member.id)).toBe(false)
    expect(await auditTrail()).toEqual([])
    expect(app.published).toEqual([])
  })
})
