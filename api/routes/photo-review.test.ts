import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { MODERATION_MESSAGES } from '#shared/domain/moderation.ts'
import { PhotoReviewQueueSchema, PhotoReviewSchema } from '#shared/schemas/photo-review.ts'
import { CurrentUserSchema, PublicProfileSchema } from '#shared/schemas/user.ts'
import { moderationActions, photos, type UserRow } from '../db/schema.ts'
import { addPhoto, replacePhoto } from '../photos/gallery.ts'
import { memberApi, type MemberApi } from '../testing/member-api.ts'
import { insertMember } from '../testing/members.ts'
import { testClock } from '../testing/test-app.ts'
import { useTestDatabase } from '../testing/test-db.ts'

/** The moderators' review of photos (docs/photos.md "Moderation"). */

const database = useTestDatabase()
let clock = testClock()

beforeEach(async () => {
  clock = testClock(new Date('2026-11-22T12:00:00Z'))
  await database.reset()
})

const as = (member: UserRow) => memberApi(database.db, clock.now, member)
const moderator = (firstName = 'Mod') =>
  insertMember(database.db, { firstName, role: 'moderator', showMe: false })

let uploads = 0
/** A photo the member uploaded at the clock's time (files are not needed to review it). */
async function uploaded(member: UserRow) {
  uploads++
  const outcome = await addPhoto(
    database.db,
    {
      userId: member.id,
      clientId: crypto.randomUUID(),
      upload: storedUpload(member),
      autoApprove: false,
    },
    clock.now(),
  )
  if (outcome.kind !== 'changed') throw new Error(outcome.kind)
  return outcome.photoId
}
const storedUpload = (member: UserRow) => ({
  name: `${member.id}-${crypto.randomUUID()}`,
  width: 800,
  height: 1000,
  placeholder: `LKO2?U%2Tw=w]~RBVZRi};RPxuwH${uploads}`,
})

const review = (api: MemberApi, id: number, body: Record<string, unknown>) =>
  api.post(`/api/moderation/photos/${id}/review`, body)

async function queue(api: MemberApi, query = '') {
  const res = await api.get(`/api/moderation/photos${query}`)
  expect(res.status, await res.clone().text()).toBe(200)
  return PhotoReviewQueueSchema.parse(await res.json())
}

const auditTrail = () => database.db.select().from(moderationActions).orderBy(moderationActions.id)

describe('GET /api/moderation/photos', () => {
  it('lists pending photos, the oldest first, page by page, with the member and the version', async () => {
    const anna = await insertMember(database.db, { firstName: 'Anna', lastName: 'Pappas' })
    const basil = await insertMember(database.db, { firstName: 'Basil', gender: 'male' })
    const first = await uploaded(anna)
    clock.advance(60_000)
    const second = await uploaded(basil)
    clock.advance(60_000)
    const third = await uploaded(anna)
    const mod = await as(await moderator())
    await review(mod, third, { decision: 'approve', revision: 1 })

    const page = await queue(mod, '?limit=1')
    expect(page.photos.map((p) => p.id)).toEqual([first])
    expect(page.photos[0]).toMatchObject({
      revision: 1,
      submittedAt: '2026-11-22T12:00:00.000Z',
      member: { id: anna.id, firstName: 'Anna', lastName: 'Pappas' },
    })
    const next = await queue(mod, `?limit=1&cursor=${encodeURIComponent(page.nextCursor!)}`)
    expect(next.photos.map((p) => p.id)).toEqual([second])
    expect(next.nextCursor).toBeNull()
  })

  it('is for moderators only (403)', async () => {
    const member = await as(await insertMember(database.db))
    const res = await member.get('/api/moderation/photos')
    expect(res.status).toBe(403)
    expect(await res.json()).toMatchObject({ message: MODERATION_MESSAGES.moderatorsOnly })
  })
})

describe('POST /api/moderation/photos/:id/review', () => {
  it('approving shows the photo to others, records who and when, and writes the audit trail', async () => {
    const anna = await insertMember(database.db, { firstName: 'Anna' })
    const viewer = await as(await insertMember(database.db, { gender: 'male' }))
    const photoId = await uploaded(anna)
    const modRow = await moderator()
    const res = await review(await as(modRow), photoId, { decision: 'approve', revision: 1 })
    expect(res.status).toBe(200)
    expect(PhotoReviewSchema.parse(await res.json())).toEqual({
      id: photoId,
      status: 'approved',
      reviewedAt: clock.now().toISOString(),
      reviewedById: modRow.id,
      reason: null,
    })
    const profile = PublicProfileSchema.parse(
      await (await viewer.get(`/api/users/${anna.id}`)).json(),
    )
    expect(profile.photos.map((p) => p.id)).toEqual([photoId])
    expect(await auditTrail()).toMatchObject([
      { moderatorId: modRow.id, memberId: anna.id, action: 'approve-photo', note: null },
    ])
  })

  it('rejecting keeps it from others; its owner sees the reason', async () => {
    const anna = await insertMember(database.db, { firstName: 'Anna' })
    const viewer = await as(await insertMember(database.db, { gender: 'male' }))
    const photoId = await uploaded(anna)
    const mod = await as(await moderator())
    const res = await review(mod, photoId, {
      decision: 'reject',
      revision: 1,
      reason: '  A group photo: show yourself alone  ',
    })
    expect(res.status).toBe(200)
    const own = CurrentUserSchema.parse(await (await (await as(anna)).get('/api/auth/user')).json())
    expect(own.photos[0]).toMatchObject({
      id: photoId,
      status: 'rejected',
      rejectionReason: 'A group photo: show yourself alone',
    })
    const profile = PublicProfileSchema.parse(
      await (await viewer.get(`/api/users/${anna.id}`)).json(),
    )
    expect(profile.photos).toEqual([])
    expect((await auditTrail()).map((row) => [row.action, row.note])).toEqual([
      ['reject-photo', 'A group photo: show yourself alone'],
    ])
  })

  it('refuses a review of a version replaced since (409), a second review (409), one’s own photo (403), a missing photo (404)', async () => {
    const anna = await insertMember(database.db, { firstName: 'Anna' })
    const photoId = await uploaded(anna)
    await replacePhoto(
      database.db,
      {
        userId: anna.id,
        photoId,
        clientId: crypto.randomUUID(),
        upload: storedUpload(anna),
        autoApprove: false,
      },
      clock.now(),
    )
    const mod = await as(await moderator())
    const stale = await review(mod, photoId, { decision: 'approve', revision: 1 })
    expect(stale.status).toBe(409)
    expect(await stale.json()).toMatchObject({
      message: 'This photo was replaced since you opened it; review the new one',
    })
    expect((await review(mod, photoId, { decision: 'approve', revision: 2 })).status).toBe(200)
    const twice = await review(mod, photoId, { decision: 'reject', revision: 2, reason: 'x' })
    expect(twice.status).toBe(409)
    expect(await twice.json()).toMatchObject({ message: 'This photo has already been reviewed' })

    const modRow = await moderator('Self')
    const own = await review(await as(modRow), await uploaded(modRow), {
      decision: 'approve',
      revision: 1,
    })
    expect(own.status).toBe(403)
    expect(await own.json()).toMatchObject({ message: 'You cannot review your own photo' })
    const missing = await review(mod, 999_999, { decision: 'approve', revision: 1 })
    expect(missing.status).toBe(404)
    expect(await auditTrail()).toHaveLength(1)
  })

  it('400s a rejection without a reason or a body without a decision, changing nothing', async () => {
    const anna = await insertMember(database.db)
    const photoId = await uploaded(anna)
    const mod = await as(await moderator())
    for (const [body, message] of [
      [
        { decision: 'reject', revision: 1, reason: '   ' },
        'reason: Give the reason for the rejection',
      ],
      [{ decision: 'maybe', revision: 1 }, 'decision: Choose approve or reject'],
      [{ decision: 'approve' }, 'revision: Name the version of the photo you reviewed'],
    ] as const) {
      const res = await review(mod, photoId, body)
      expect(res.status).toBe(400)
      expect(await res.json()).toMatchObject({ message })
    }
    const [row] = await database.db.select().from(photos).where(eq(photos.id, photoId))
    expect(row!.status).toBe('pending')
    expect(await auditTrail()).toEqual([])
  })

  it('of two moderators reviewing at once, exactly one decision lands', async () => {
    const anna = await insertMember(database.db)
    const photoId = await uploaded(anna)
    const [a, b] = [await as(await moderator('A')), await as(await moderator('B'))]
    const answers = await Promise.all([
      review(a, photoId, { decision: 'approve', revision: 1 }),
      review(b, photoId, { decision: 'reject', revision: 1, reason: 'No' }),
    ])
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409])
    expect(await auditTrail()).toHaveLength(1)
  })
})
