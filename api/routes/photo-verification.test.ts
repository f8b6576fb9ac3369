import { describe, expect, it } from 'vitest'
import { PHOTO_VERIFICATION_MESSAGES as M } from '#shared/domain/photo-verification.ts'
import { PHOTO_MESSAGES, PHOTO_MAX_BYTES, photoFileUrl } from '#shared/domain/photos.ts'
import { VERIFICATION_POSES } from '#shared/domain/verification-poses.ts'
import { PhotoVerificationSchema } from '#shared/schemas/photo-verification.ts'
import { photoVerifications, rateLimitHits } from '../db/schema.ts'
import { insertMember } from '../testing/members.ts'
import { testImage, testJpeg } from '../testing/photos.ts'
import { usePhotoVerificationApp } from '../testing/photo-verification.ts'
import { testClock } from '../testing/test-app.ts'
import { useTestDatabase } from '../testing/test-db.ts'

/** The member's side of photo verification (docs/safety.md "Photo verification"). */

const database = useTestDatabase()
const clock = testClock(new Date('2026-11-22T12:00:00Z'))
const app = usePhotoVerificationApp(database, clock)

describe('POST /api/photo-verification/start', () => {
  it('asks a pose the server chose, and asking again answers the same pose', async () => {
    const { member } = await app.memberWithPhotos()
    const anna = await app.signIn(member)
    expect(await anna.status()).toEqual({
      status: 'none',
      pose: null,
      reason: null,
      decidedAt: null,
      askedBy: [],
    })
    const first = await anna.start()
    expect(first.status).toBe(201)
    const started = PhotoVerificationSchema.parse(await first.json())
    expect(started.status).toBe('started')
    expect(VERIFICATION_POSES).toContain(started.pose)
    // Again (another device, an impatient tap): the same attempt, never another pose.
    for (let i = 0; i < 5; i++) {
      const again = await anna.start()
      expect(again.status).toBe(200)
      expect(PhotoVerificationSchema.parse(await again.json()).pose).toBe(started.pose)
    }
    expect((await app.verificationOf(member.id))!.pose).toBe(started.pose)
  })

  it('starts one attempt of two racing starts (201 and 200, the same pose)', async () => {
    const { member } = await app.memberWithPhotos()
    const [one, two] = [await app.signIn(member), await app.signIn(member)]
    const answers = await Promise.all([one.start(), two.start()])
    expect(answers.map((r) => r.status).sort()).toEqual([200, 201])
    const poses = await Promise.all(answers.map(async (r) => (await r.json()).pose))
    expect(poses[0]).toBe(poses[1])
    expect((await app.verificationOf(member.id))!.revision).toBe(1)
  })

  it('chooses the pose itself, whatever the client names', async () => {
    const { member } = await app.memberWithPhotos()
    const anna = await app.signIn(member)
    const asked = new Set<string>()
    // Twelve first attempts that all name a pose: drawn at random, they are not all that one
    // (a chance of 6^-12 if the server chose at random; every time if it took the client's).
    for (let i = 0; i < 12; i++) {
      await database.db.delete(photoVerifications)
      await database.db.delete(rateLimitHits)
      const res = await anna.call('POST', '/api/photo-verification/start', { pose: 'thumbs-up' })
      expect(res.status).toBe(201)
      asked.add((await app.verificationOf(member.id))!.pose)
    }
    expect([...asked].some((pose) => pose !== 'thumbs-up')).toBe(true)
    for (const pose of asked) expect(VERIFICATION_POSES).toContain(pose)
  })

  it('needs a photo in the gallery first (409 photo_required), and counts nothing then', async () => {
    const anna = await app.signIn(await insertMember(database.db, { photos: [] }))
    const res = await anna.start()
    expect(res.status).toBe(409)
    expect(await res.json()).toEqual({ code: 'photo_required', message: M.photoRequired })
    expect(await app.verificationOf(anna.row.id)).toBeUndefined()
  })

  it('refuses a new attempt while a selfie awaits review (409 verification_pending)', async () => {
    const { member } = await app.memberWithPhotos()
    const anna = await app.signIn(member)
    const row = await app.submitted(anna)
    const res = await anna.start()
    expect(res.status).toBe(409)
    expect(await res.json()).toEqual({ code: 'verification_pending', message: M.pending })
    expect(await app.verificationOf(member.id)).toEqual(row)
  })

  it('limits new attempts to 3 a day (429), counting no repeated start', async () => {
    const { member } = await app.memberWithPhotos()
    const anna = await app.signIn(member)
    const mod = await app.moderator()
    const poses: string[] = []
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await anna.start()).status).toBe(201)
      expect((await anna.start()).status).toBe(200)
      const row = (await app.verificationOf(member.id))!
      poses.push(row.pose)
      expect((await anna.selfie()).status).toBe(201)
      const reviewed = await mod.review(row.id, {
        decision: 'reject',
        revision: row.revision,
        reason: 'The pose is not visible',
      })
      expect(reviewed.status).toBe(200)
    }
    // A new attempt never asks the pose of the one before.
    expect(poses[1]).not.toBe(poses[0])
    expect(poses[2]).not.toBe(poses[1])
    const fourth = await anna.start()
    expect(fourth.status).toBe(429)
    expect(fourth.headers.get('retry-after')).toBeTruthy()
    expect((await app.verificationOf(member.id))!.status).toBe('rejected')
    clock.advance(24 * 60 * 60 * 1000)
    expect((await anna.start()).status).toBe(201)
  })
})

describe('POST /api/photo-verification/selfie', () => {
  it('stores the selfie through the photo pipeline, one size, EXIF stripped, served to no member', async () => {
    const { member } = await app.memberWithPhotos()
    const anna = await app.signIn(member)
    expect((await anna.start()).status).toBe(201)
    const res = await anna.selfie(await testJpeg({ gps: true }))
    expect(res.status).toBe(201)
    const answer = PhotoVerificationSchema.parse(await res.json())
    expect(answer).toMatchObject({ status: 'submitted', reason: null, decidedAt: null })
    const row = (await app.verificationOf(member.id))!
    expect(answer.pose).toBe(row.pose)
    expect(row).toMatchObject({
      status: 'submitted',
      submittedAt: clock.now(),
      mainPhotoName: member.id && expect.stringMatching(new RegExp(`^${member.id}-`)),
    })
    expect(row.selfieName).toMatch(new RegExp(`^${member.id}-[0-9a-f-]{36}$`))
    const files = app.storedFiles()
    expect(files).toEqual([`${row.selfieName}-full.webp`])
    const bytes = await app.store().read(files[0]!)
    expect(Buffer.from(bytes!).includes('Secret Model 9')).toBe(false)
    expect(Buffer.from(bytes!).subarray(0, 4).toString()).toBe('RIFF')
    // Not through the photo files route: not to others, and not to its owner either.
    const basil = await app.signIn(await insertMember(database.db, { gender: 'male' }))
    for (const viewer of [anna, basil]) {
      for (const size of ['full', 'thumb'] as const) {
        const served = await viewer.call('GET', photoFileUrl(row.selfieName!, size))
        expect(served.status).toBe(404)
      }
    }
  })

  it('lands once per clientId: sent again, it answers 200 and stores nothing more', async () => {
    const { member } = await app.memberWithPhotos()
    const anna = await app.signIn(member)
    expect((await anna.start()).status).toBe(201)
    const clientId = crypto.randomUUID()
    expect((await anna.selfie(undefined, clientId)).status).toBe(201)
    const row = await app.verificationOf(member.id)
    const again = await anna.selfie(undefined, clientId)
    expect(again.status).toBe(200)
    expect(PhotoVerificationSchema.parse(await again.json()).status).toBe('submitted')
    expect(await app.verificationOf(member.id)).toEqual(row)
    expect(app.storedFiles()).toEqual([`${row!.selfieName}-full.webp`])
    // Rejected, and a new pose asked: the old upload sent again is still only its replay.
    const mod = await app.moderator()
    await mod.review(row!.id, { decision: 'reject', revision: row!.revision, reason: 'Too dark' })
    expect((await anna.start()).status).toBe(201)
    const late = await anna.selfie(undefined, clientId)
    expect(late.status).toBe(200)
    expect(PhotoVerificationSchema.parse(await late.json()).status).toBe('started')
    expect(app.storedFiles()).toEqual([])
  })

  it('refuses a selfie without an attempt started (409), and keeps no file', async () => {
    const { member } = await app.memberWithPhotos()
    const anna = await app.signIn(member)
    const res = await anna.selfie()
    expect(res.status).toBe(409)
    expect(await res.json()).toEqual({ code: 'verification_not_started', message: M.notStarted })
    // Sent twice: the second finds a selfie awaiting review.
    await app.submitted(anna)
    const second = await anna.selfie()
    expect(second.status).toBe(409)
    expect((await second.json()).code).toBe('verification_pending')
    expect(app.storedFiles()).toHaveLength(1)
  })

  it('refuses what the gallery refuses: wrong type, HEIC, too large, missing, too small', async () => {
    const { member } = await app.memberWithPhotos()
    const anna = await app.signIn(member)
    expect((await anna.start()).status).toBe(201)
    const pdf = new TextEncoder().encode('%PDF-1.4\n%selfie\n')
    const cases: [Uint8Array | FormData, number, string][] = [
      [pdf, 415, PHOTO_MESSAGES.invalidType],
      [await testImage('png', 100, 100), 422, PHOTO_MESSAGES.tooSmall],
      [new Uint8Array(PHOTO_MAX_BYTES + 1), 413, PHOTO_MESSAGES.tooLarge],
      [new FormData(), 400, PHOTO_MESSAGES.missing],
    ]
    for (const [body, status, message] of cases) {
      const res = body instanceof FormData ? await anna.upload(body) : await anna.selfie(body)
      expect(res.status, message).toBe(status)
      expect((await res.json()).message).toBe(message)
    }
    expect((await app.verificationOf(member.id))!.status).toBe('started')
    expect(app.storedFiles()).toEqual([])
  })
})
