import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { PHOTO_VERIFICATION_MESSAGES as M } from '#shared/domain/photo-verification.ts'
import { PublicProfileSchema } from '#shared/schemas/user.ts'
import { photos, users, type UserRow } from '../db/schema.ts'
import { removePhoto, replacePhoto } from '../photos/gallery.ts'
import { insertMember } from '../testing/members.ts'
import { usePhotoVerificationApp } from '../testing/photo-verification.ts'
import { testClock } from '../testing/test-app.ts'
import { useTestDatabase } from '../testing/test-db.ts'

/**
 * The badge follows the main photo others see (docs/safety.md "Photo verification"): a new main
 * photo hides it until a moderator confirms the new photo is the same person.
 */

const database = useTestDatabase()
const clock = testClock(new Date('2026-11-22T12:00:00Z'))
const app = usePhotoVerificationApp(database, clock)

const rowOf = async (userId: number) =>
  (await database.db.select().from(users).where(eq(users.id, userId)))[0]!
const nameOf = async (photoId: number) =>
  (await database.db.select().from(photos).where(eq(photos.id, photoId)))[0]!.name

/** A member with three approved photos whose verification a moderator approved. */
async function verifiedMember() {
  const { member, photoIds } = await app.memberWithPhotos(3)
  const anna = await app.signIn(member)
  const row = await app.submitted(anna)
  const mod = await app.moderator()
  expect((await mod.review(row.id, { decision: 'approve', revision: row.revision })).status).toBe(
    200,
  )
  expect((await rowOf(member.id)).photoVerified).toBe(true)
  app.published.length = 0
  return { member, photoIds, anna, mod, approvedAt: clock.now() }
}

async function publicBadge(member: UserRow) {
  const viewer = await app.signIn(await insertMember(database.db, { gender: 'male' }))
  const res = await viewer.call('GET', `/api/users/${member.id}`)
  return PublicProfileSchema.parse(await res.json()).photoVerified
}

describe('the badge after a change of the main photo', () => {
  it('stays while the main photo stays: a photo added or moved behind it', async () => {
    const { member, photoIds, anna } = await verifiedMember()
    await app.addGalleryPhoto(member.id)
    const [main, second, third] = photoIds
    const order = await anna.call('PUT', '/api/profile/photos/order', {
      photoIds: [main, third, second, (await rowOf(member.id)).photos[3]!.id],
    })
    expect(order.status).toBe(200)
    expect(await publicBadge(member)).toBe(true)
    expect((await app.verificationOf(member.id))!.status).toBe('approved')
  })

  it('waits for a recheck when another photo becomes the main one; a confirmation brings it back', async () => {
    const { member, photoIds, anna, mod, approvedAt } = await verifiedMember()
    const [main, second, third] = photoIds as [number, number, number]
    const before = (await app.verificationOf(member.id))!
    clock.advance(60 * 60 * 1000)
    const order = await anna.call('PUT', '/api/profile/photos/order', {
      photoIds: [second, main, third],
    })
    expect(order.status).toBe(200)
    expect(await publicBadge(member)).toBe(false)
    const held = (await app.verificationOf(member.id))!
    expect(held).toMatchObject({
      status: 'recheck',
      revision: before.revision + 1,
      mainPhotoName: await nameOf(second),
      approvedPhotoName: await nameOf(main),
    })
    expect(await anna.status()).toMatchObject({ status: 'recheck', pose: null })

    const queue = await mod.queue()
    expect(queue.verifications).toEqual([
      expect.objectContaining({
        id: held.id,
        kind: 'recheck',
        revision: held.revision,
        selfieUrl: null,
        mainPhotoName: await nameOf(second),
        approvedPhotoName: await nameOf(main),
        approvedAt: approvedAt.toISOString(),
        member: expect.objectContaining({ id: member.id, photoVerified: false }),
      }),
    ])
    const confirmed = await mod.review(held.id, { decision: 'approve', revision: held.revision })
    expect(confirmed.status).toBe(200)
    expect(await publicBadge(member)).toBe(true)
    expect(await app.verificationOf(member.id)).toMatchObject({
      status: 'approved',
      approvedPhotoName: await nameOf(second),
      approvedAt: clock.now(),
    })
    expect(app.published).toEqual([
      { to: [member.id], event: { type: 'review', subject: 'photo-verification', approved: true } },
    ])
    expect((await mod.queue()).verifications).toEqual([])
  })

  it('a recheck rejected takes the badge away; the member may verify again', async () => {
    const { member, photoIds, anna, mod } = await verifiedMember()
    const removed = await removePhoto(database.db, { userId: member.id, photoId: photoIds[0]! })
    expect(removed.kind).toBe('changed')
    expect(await publicBadge(member)).toBe(false)
    const held = (await app.verificationOf(member.id))!
    expect(held.mainPhotoName).toBe(await nameOf(photoIds[1]!))
    const reason = 'Your new main photo does not look like your verified selfie'
    const res = await mod.review(held.id, { decision: 'reject', revision: held.revision, reason })
    expect(res.status).toBe(200)
    expect(await publicBadge(member)).toBe(false)
    expect(await anna.status()).toMatchObject({ status: 'rejected', reason })
    expect((await app.verificationOf(member.id))!.approvedPhotoName).toBeNull()
    expect((await anna.start()).status).toBe(201)
  })

  it('a new main photo awaiting its own review shows no badge, and the recheck waits for it', async () => {
    const { member, photoIds } = await app.memberWithPhotos(1)
    const anna = await app.signIn(member)
    const row = await app.submitted(anna)
    const mod = await app.moderator()
    await mod.review(row.id, { decision: 'approve', revision: row.revision })
    // The main photo replaced by a new one, pending: no photo of hers is shown to others now.
    const replaced = await replacePhoto(
      database.db,
      {
        userId: member.id,
        photoId: photoIds[0]!,
        clientId: crypto.randomUUID(),
        upload: {
          name: `${member.id}-${crypto.randomUUID()}`,
          width: 800,
          height: 1000,
          placeholder: 'LKO2?U%2Tw=w]~RBVZRi};RPxuwH',
        },
        autoApprove: false,
      },
      clock.now(),
    )
    expect(replaced.kind).toBe('changed')
    expect(await publicBadge(member)).toBe(false)
    expect(await app.verificationOf(member.id)).toMatchObject({
      status: 'recheck',
      mainPhotoName: null,
    })
    // Nothing to compare yet: not in the queue.
    expect((await mod.queue()).verifications).toEqual([])
    // The photo's own review approves it: the recheck appears, about that photo.
    const [photo] = await database.db.select().from(photos).where(eq(photos.userId, member.id))
    const approved = await mod.call('POST', `/api/moderation/photos/${photo!.id}/review`, {
      decision: 'approve',
      revision: photo!.revision,
    })
    expect(approved.status).toBe(200)
    const queue = await mod.queue()
    expect(queue.verifications.map((v) => [v.kind, v.mainPhotoName])).toEqual([
      ['recheck', photo!.name],
    ])
    expect(await publicBadge(member)).toBe(false)
  })

  it('refuses a decision on a main photo that changed since the moderator read it (409)', async () => {
    const { member, photoIds } = await app.memberWithPhotos(2)
    const anna = await app.signIn(member)
    const row = await app.submitted(anna)
    const mod = await app.moderator()
    // The selfie awaits review; the main photo changes meanwhile.
    const [listed] = (await mod.queue()).verifications
    const order = await anna.call('PUT', '/api/profile/photos/order', {
      photoIds: [photoIds[1], photoIds[0]],
    })
    expect(order.status).toBe(200)
    const res = await mod.review(row.id, { decision: 'approve', revision: listed!.revision })
    expect(res.status).toBe(409)
    expect(await res.json()).toEqual({ code: 'already_reviewed', message: M.changed })
    expect(await publicBadge(member)).toBe(false)
    // Read again: the item names the new main photo and its version.
    const [again] = (await mod.queue()).verifications
    expect(again).toMatchObject({ kind: 'selfie', mainPhotoName: await nameOf(photoIds[1]!) })
    expect(again!.revision).toBe(listed!.revision + 1)
    const approved = await mod.review(row.id, { decision: 'approve', revision: again!.revision })
    expect(approved.status).toBe(200)
    expect(await publicBadge(member)).toBe(true)
  })
})
