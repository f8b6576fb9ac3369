import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterEach, beforeEach, expect } from 'vitest'
import { PHOTO_VERIFICATION_PATH } from '#shared/domain/photo-verification.ts'
import type { LiveEvent } from '#shared/schemas/live-events.ts'
import {
  PhotoVerificationQueueSchema,
  PhotoVerificationSchema,
} from '#shared/schemas/photo-verification.ts'
import { photoVerifications, type UserRow } from '../db/schema.ts'
import { addPhoto } from '../photos/gallery.ts'
import type { Publisher } from '../realtime/publisher.ts'
import { directoryPhotoStore, type PhotoStore } from '../uploads/photo-store.ts'
import { insertMember, sessionCookie, type MemberOverrides } from './members.ts'
import { testJpeg } from './photos.ts'
import { jsonHeaders, testApp, testConfig } from './test-app.ts'
import type { TestDatabase } from './test-db.ts'

/**
 * The app of a photo verification test file: photos in a fresh folder per test (the store the
 * tests look into), the live events published kept in `published`, and members who act through
 * the member's and the moderators' calls. `store` may be swapped for one that fails.
 */
export function usePhotoVerificationApp(database: TestDatabase, clock: { now: () => Date }) {
  let dataDir = ''
  const published: { to: number[]; event: LiveEvent }[] = []
  const publisher: Publisher = {
    publish: (to, event) => published.push({ to: [to].flat(), event }),
    flush: async () => {},
  }
  beforeEach(async () => {
    await database.reset()
    dataDir = mkdtempSync(join(tmpdir(), 'oh-verify-'))
    published.length = 0
  })
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }))

  const folder = () => join(dataDir, 'uploads', 'profile-photos')
  const store = () => directoryPhotoStore(join(dataDir, 'uploads'))

  /** The member, signed in, with the calls of this feature. */
  async function signIn(member: UserRow, photos: PhotoStore = store()) {
    const config = testConfig({ DATA_DIR: dataDir })
    const { app } = testApp(database.db, { config, clock: clock.now, publisher, photos })
    const cookie = await sessionCookie(database.db, member.id, clock.now())
    const call = (method: string, path: string, body?: unknown) =>
      app.request(path, {
        method,
        headers: jsonHeaders(cookie),
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      })
    const upload = (form: FormData) =>
      app.request(`${PHOTO_VERIFICATION_PATH}/selfie`, {
        method: 'POST',
        headers: { origin: 'http://localhost', cookie: cookie! },
        body: form,
      })
    return {
      row: member,
      call,
      start: () => call('POST', `${PHOTO_VERIFICATION_PATH}/start`, {}),
      status: async () => {
        const res = await call('GET', PHOTO_VERIFICATION_PATH)
        expect(res.status).toBe(200)
        return PhotoVerificationSchema.parse(await res.json())
      },
      upload,
      selfie: async (bytes?: Uint8Array, clientId?: string) => {
        const form = new FormData()
        form.append('photo', new File([new Uint8Array(bytes ?? (await testJpeg()))], 'me.jpg'))
        if (clientId) form.append('clientId', clientId)
        return upload(form)
      },
      queue: async (query = '') => {
        const res = await call('GET', `/api/moderation/photo-verifications${query}`)
        expect(res.status, await res.clone().text()).toBe(200)
        return PhotoVerificationQueueSchema.parse(await res.json())
      },
      review: (id: number, body: Record<string, unknown>) =>
        call('POST', `/api/moderation/photo-verifications/${id}/review`, body),
    }
  }
  type Client = Awaited<ReturnType<typeof signIn>>

  let photoCount = 0
  /** A member with `count` approved photos in their gallery (rows only; no files behind them). */
  async function memberWithPhotos(count = 1, overrides: MemberOverrides = {}) {
    const member = await insertMember(database.db, { photos: [], ...overrides })
    const photoIds: number[] = []
    for (let i = 0; i < count; i++) photoIds.push(await addGalleryPhoto(member.id))
    return { member, photoIds }
  }

  /** Adds a photo to the member's gallery, approved at once unless told; answers its id. */
  async function addGalleryPhoto(userId: number, autoApprove = true) {
    photoCount++
    const outcome = await addPhoto(
      database.db,
      {
        userId,
        clientId: crypto.randomUUID(),
        upload: {
          name: `${userId}-${crypto.randomUUID()}`,
          width: 800,
          height: 1000,
          placeholder: `LKO2?U%2Tw=w]~RBVZRi};RPxuwH${photoCount}`,
        },
        autoApprove,
      },
      clock.now(),
    )
    if (outcome.kind !== 'changed') throw new Error(outcome.kind)
    return outcome.photoId
  }

  /** The member started and sent a selfie: answers the verification's row. */
  async function submitted(client: Client) {
    expect((await client.start()).status).toBe(201)
    const res = await client.selfie()
    expect(res.status, await res.clone().text()).toBe(201)
    return (await verificationOf(client.row.id))!
  }

  const verificationOf = async (userId: number) =>
    (
      await database.db
        .select()
        .from(photoVerifications)
        .where(eq(photoVerifications.userId, userId))
    )[0]

  return {
    signIn,
    memberWithPhotos,
    addGalleryPhoto,
    submitted,
    verificationOf,
    published,
    store,
    moderator: async () =>
      signIn(await insertMember(database.db, { role: 'moderator', showMe: false })),
    /** The files in the photo store now. */
    storedFiles: () => {
      try {
        return readdirSync(folder()).sort()
      } catch {
        return []
      }
    },
  }
}
