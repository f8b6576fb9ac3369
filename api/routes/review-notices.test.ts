import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { photoVerifications, users } from '../db/schema.ts'
import { addPhoto } from '../photos/gallery.ts'
import { clergyReferenceAnswers } from '../testing/clergy-references.ts'
import { insertEvent, insertParish } from '../testing/parishes.ts'
import { useNotifiedApp, type NotifiedMember } from '../testing/notified-app.ts'
import { testClock } from '../testing/test-app.ts'
import { useTestDatabase } from '../testing/test-db.ts'
import { eventually } from '#shared/testing/eventually.ts'

/**
 * A moderator's decision reaches the member who sent what was decided on
 * (shared/domain/review-notice.ts): the live event `review` on their open screens and one web push
 * on their devices, once the decision has committed; never the reason, never twice.
 */

const database = useTestDatabase()
const clock = testClock(new Date('2026-11-22T12:00:00Z'))
const { member, device, liveEventsOf, pushesSent } = useNotifiedApp(database, clock)
type Member = NotifiedMember
const moderator = () => member({ firstName: 'Olga', role: 'moderator', showMe: false })

async function submittedReference(who: Member) {
  const res = await who.call('POST', '/api/clergy-reference', clergyReferenceAnswers)
  expect(res.status, await res.clone().text()).toBe(201)
  return ((await res.json()) as { id: number }).id
}

/** A photo of the member awaiting review (its file is not needed to review it). */
async function pendingPhoto(who: Member) {
  const added = await addPhoto(
    database.db,
    {
      userId: who.id,
      clientId: randomUUID(),
      upload: {
        name: `${who.id}-${randomUUID()}`,
        width: 800,
        height: 1000,
        placeholder: 'LKO2?U%2Tw=w]~RBVZRi};RPxuwH',
      },
      autoApprove: false,
    },
    clock.now(),
  )
  if (added.kind !== 'changed') throw new Error(added.kind)
  return added.photoId
}

describe('a review reaches the member who sent it', () => {
  it('tells the member once that their clergy reference was approved, and no one else', async () => {
    const mod = await moderator()
    const anna = await member({ firstName: 'Anna' })
    const basil = await member({ firstName: 'Basil' })
    const annaPhone = await device(anna)
    const basilPhone = await device(basil)
    const modPhone = await device(mod)
    const heard = await liveEventsOf(anna)
    const referenceId = await submittedReference(anna)

    const path = `/api/moderation/clergy-references/${referenceId}/review`
    expect((await mod.call('POST', path, { decision: 'verify', revision: 1 })).status).toBe(200)
    // Decided already: 409, and the member hears nothing more.
    const again = await mod.call('POST', path, { decision: 'reject', revision: 1, reason: 'No' })
    expect(again.status).toBe(409)
    await pushesSent()

    expect(annaPhone()).toEqual([
      {
        type: 'review',
        subject: 'clergy-reference',
        approved: true,
        url: '/profile',
        title: 'You are Verified',
        body: 'Your clergy reference was approved. Your profile shows the badge.',
        tag: 'review-clergy-reference',
      },
    ])
    expect(basilPhone()).toEqual([])
    expect(modPhone()).toEqual([])
    await eventually(() =>
      expect(heard).toEqual([{ type: 'review', subject: 'clergy-reference', approved: true }]),
    )
  })

  it('says a rejection without its reason: the app shows the reason', async () => {
    const mod = await moderator()
    const anna = await member()
    const phone = await device(anna)
    const referenceId = await submittedReference(anna)
    const reason = 'The parish named does not match the priest’s signature'
    const res = await mod.call('POST', `/api/moderation/clergy-references/${referenceId}/review`, {
      decision: 'reject',
      revision: 1,
      reason,
    })
    expect(res.status).toBe(200)
    await pushesSent()
    const [pushed] = phone()
    expect(pushed).toMatchObject({
      type: 'review',
      subject: 'clergy-reference',
      approved: false,
      title: 'Clergy reference not approved',
      body: 'Open the app to see why.',
    })
    expect(JSON.stringify(pushed)).not.toContain('parish named')
  })

  it('tells the member their photo is live once a moderator approves it', async () => {
    const mod = await moderator()
    const anna = await member()
    const phone = await device(anna)
    const heard = await liveEventsOf(anna)
    const photoId = await pendingPhoto(anna)
    const res = await mod.call('POST', `/api/moderation/photos/${photoId}/review`, {
      decision: 'approve',
      revision: 1,
    })
    expect(res.status, await res.clone().text()).toBe(200)
    await pushesSent()
    expect(phone()).toMatchObject([
      { type: 'review', subject: 'photo', approved: true, title: 'Your photo is live' },
    ])
    await eventually(() =>
      expect(heard).toEqual([{ type: 'review', subject: 'photo', approved: true }]),
    )
  })

  it('tells the member their photo verification was not approved, without the reason', async () => {
    const mod = await moderator()
    const anna = await member()
    const phone = await device(anna)
    const heard = await liveEventsOf(anna)
    // A selfie awaiting review; its file is not needed to reject it (none is kept by then).
    const [verification] = await database.db
      .insert(photoVerifications)
      .values({
        userId: anna.id,
        status: 'submitted',
        pose: 'thumbs-up',
        startedAt: clock.now(),
        submittedAt: clock.now(),
      })
      .returning({ id: photoVerifications.id })
    const reason = 'Your face is hidden by the phone'
    const path = `/api/moderation/photo-verifications/${verification!.id}/review`
    const res = await mod.call('POST', path, { decision: 'reject', revision: 1, reason })
    expect(res.status, await res.clone().text()).toBe(200)
    await pushesSent()
    expect(phone()).toEqual([
      {
        type: 'review',
        subject: 'photo-verification',
        approved: false,
        url: '/verify-photo',
        title: 'Photo verification not approved',
        body: 'Open the app to see why.',
        tag: 'review-photo-verification',
      },
    ])
    expect(JSON.stringify(phone())).not.toContain('hidden')
    await eventually(() =>
      expect(heard).toEqual([{ type: 'review', subject: 'photo-verification', approved: false }]),
    )
  })

  it('tells the proposer their event was approved, and sends nothing for a refused decision', async () => {
    const mod = await moderator()
    const anna = await member()
    const phone = await device(anna)
    const parish = await insertParish(database.db)
    const proposal = await insertEvent(database.db, parish.id, {
      eventDate: new Date('2026-12-24T18:00:00Z'),
      status: 'pending',
      proposedBy: anna.id,
    })
    const path = `/api/moderation/event-proposals/${proposal.id}/review`
    // A member may not review (403): nothing decided, nothing said.
    expect((await anna.call('POST', path, { decision: 'approve' })).status).toBe(403)
    expect((await mod.call('POST', path, { decision: 'approve' })).status).toBe(200)
    await pushesSent()
    expect(phone()).toMatchObject([
      {
        type: 'review',
        subject: 'event-proposal',
        approved: true,
        url: '/parishes/propose-event',
        title: 'Your event was approved',
      },
    ])
  })

  it('pushes nothing to a member suspended since they sent it', async () => {
    const mod = await moderator()
    const anna = await member()
    const phone = await device(anna)
    const photoId = await pendingPhoto(anna)
    await database.db.update(users).set({ suspendedAt: clock.now() }).where(eq(users.id, anna.id))
    const res = await mod.call('POST', `/api/moderation/photos/${photoId}/review`, {
      decision: 'reject',
      revision: 1,
      reason: 'Not a photo of you',
    })
    expect(res.status, await res.clone().text()).toBe(200)
    await pushesSent()
    expect(phone()).toEqual([])
  })
})
