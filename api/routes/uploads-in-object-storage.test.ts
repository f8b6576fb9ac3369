import { randomUUID } from 'node:crypto'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { PHOTO_MESSAGES, photoFileName, photoFileUrl } from '#shared/domain/photos.ts'
import { UPLOAD_STORAGE_MESSAGES } from '#shared/domain/upload-storage.ts'
import { UploadedPhotoSchema } from '#shared/schemas/photos.ts'
import { PRIVACY_MESSAGES } from '#shared/schemas/privacy.ts'
import { PROFILE_LETTER_STORE_UNAVAILABLE_MESSAGE } from '#shared/schemas/profile.ts'
import { hashPassword } from '../auth/password.ts'
import { openDatabase, type Database, type OpenedDatabase } from '../db/connect.ts'
import { photos, users } from '../db/schema.ts'
import { insertMember, sessionCookie } from '../testing/members.ts'
import { testJpeg } from '../testing/photos.ts'
import { profileNamingLetter } from '../testing/profiles.ts'
import { startS3Server, type TestS3Server } from '../testing/s3-server.ts'
import { jsonHeaders, testApp, testConfig } from '../testing/test-app.ts'
import { useTestDatabase } from '../testing/test-db.ts'
import { s3Bucket, type BucketSettings } from '../uploads/object-bucket.ts'

/**
 * Uploads with STORAGE_URL set (docs/scaling.md): API instances on different machines share one
 * S3-compatible bucket (s3rver on this machine) and one database, and keep nothing on their disk.
 */

const database = useTestDatabase()
const onPostgres = Boolean(process.env.TEST_DATABASE_URL)
let server: TestS3Server
let second: OpenedDatabase | undefined
const dataDirs: string[] = []
beforeAll(async () => {
  server = await startS3Server()
})
afterAll(async () => {
  await server.stop()
  await second?.close()
})
beforeEach(() => database.reset())
afterEach(async () => {
  vi.restoreAllMocks()
  await Promise.all(dataDirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })))
})

/** The other machine's database: its own connections on PostgreSQL, the same PGlite otherwise. */
async function otherMachineDb(): Promise<Database> {
  if (!onPostgres) return database.db
  second ??= await openDatabase({ kind: 'postgres', url: database.url! })
  return second.db
}

/** An API instance with its own empty DATA_DIR, storing uploads in `bucket`. */
async function apiInstance(db: Database, bucket: BucketSettings) {
  const dataDir = await mkdtemp(join(tmpdir(), 'oh-instance-'))
  dataDirs.push(dataDir)
  const { app } = testApp(db, {
    config: testConfig({ DATA_DIR: dataDir, ...server.storageEnv(bucket) }),
  })
  return { app, dataDir }
}

/** The member's requests to one instance: photo uploads, photo files, deacon letters, profile. */
function memberOn(app: ReturnType<typeof testApp>['app'], cookie: string, memberId: number) {
  const headers = { origin: 'http://localhost', cookie }
  const formWith = (field: string, file: File, clientId?: string) => {
    const form = new FormData()
    form.append(field, file)
    if (clientId) form.append('clientId', clientId)
    return form
  }
  return {
    addPhoto: async (clientId?: string) =>
      app.request('/api/profile/photos', {
        method: 'POST',
        headers,
        body: formWith('photo', new File([new Uint8Array(await testJpeg())], 'me.jpg'), clientId),
      }),
    removePhoto: (id: number) =>
      app.request(`/api/profile/photos/${id}`, { method: 'DELETE', headers }),
    file: (url: string) => app.request(url, { headers }),
    uploadLetter: () =>
      app.request('/api/upload/deacon-letter', {
        method: 'POST',
        headers,
        body: formWith('deaconLetter', new File(['%PDF-1.7\n% from Fr. Ioan\n'], 'letter.pdf')),
      }),
    saveProfile: async (deaconLetterUrl: string) =>
      app.request('/api/profile', {
        method: 'POST',
        headers: jsonHeaders(cookie),
        body: await profileNamingLetter(database.db, memberId, deaconLetterUrl),
      }),
    deleteAccount: (password: string) =>
      app.request('/api/privacy/account', {
        method: 'DELETE',
        headers: jsonHeaders(cookie),
        body: JSON.stringify({ password }),
      }),
  }
}

/** A bucket that takes no writes: its server is stopped, or it was never created. */
async function refusingBuckets(): Promise<[string, BucketSettings][]> {
  const stopped = await startS3Server()
  const away = await stopped.newBucket()
  await stopped.stop()
  const missing = { ...(await server.newBucket()), bucket: `oh-gone-${randomUUID()}` }
  return [
    ['the store is stopped', away],
    ['the bucket is gone', missing],
  ]
}

/** One member signed in (the session is in the database, so every instance knows it). */
async function signedInMember() {
  const member = await insertMember(database.db, { photos: [] })
  return { member, cookie: await sessionCookie(database.db, member.id) }
}

const photoRows = (userId: number) =>
  database.db.select().from(photos).where(eq(photos.userId, userId))

/** Two instances (two machines) storing in one fresh bucket, and a member signed in. */
async function twoInstancesAndAMember() {
  const bucket = await server.newBucket()
  const first = await apiInstance(database.db, bucket)
  const other = await apiInstance(await otherMachineDb(), bucket)
  const { member, cookie } = await signedInMember()
  const on = (instance: { app: ReturnType<typeof testApp>['app'] }) =>
    memberOn(instance.app, cookie, member.id)
  return { bucket, first, other, member, on }
}

describe('two API instances with one bucket', () => {
  it('serve a photo uploaded through one from the other, byte for byte, and keep nothing on disk', async () => {
    const { bucket, first, other, on } = await twoInstancesAndAMember()

    const uploaded = await on(first).addPhoto()
    expect(uploaded.status).toBe(201)
    const [photo] = UploadedPhotoSchema.parse(await uploaded.json()).photos

    for (const size of ['thumb', 'card', 'full'] as const) {
      const url = photoFileUrl(photo!.name, size)
      const fromFirst = await on(first).file(url)
      const fromOther = await on(other).file(url)
      expect([fromFirst.status, fromOther.status]).toEqual([200, 200])
      const served = new Uint8Array(await fromOther.arrayBuffer())
      expect(served.byteLength).toBeGreaterThan(0)
      expect(served).toEqual(new Uint8Array(await fromFirst.arrayBuffer()))
      const stored = await s3Bucket(bucket).get(
        `profile-photos/${photoFileName(photo!.name, size)}`,
      )
      expect(served).toEqual(stored)
    }
    expect(await readdir(first.dataDir)).toEqual([])
    expect(await readdir(other.dataDir)).toEqual([])
  })

  it('delete the files from the bucket when the photo is removed through the other', async () => {
    const { bucket, first, other, on } = await twoInstancesAndAMember()
    const uploaded = UploadedPhotoSchema.parse(await (await on(first).addPhoto()).json())

    const removed = await on(other).removePhoto(uploaded.photoId)

    expect(removed.status).toBe(200)
    expect(await s3Bucket(bucket).list('profile-photos/')).toEqual([])
    const url = photoFileUrl(uploaded.photos[0]!.name, 'card')
    expect((await on(first).file(url)).status).toBe(404)
  })

  it('accept on one a profile naming the deacon letter uploaded through the other', async () => {
    const { bucket, first, other, member, on } = await twoInstancesAndAMember()

    const uploaded = await on(first).uploadLetter()
    expect(uploaded.status).toBe(201)
    const { url } = (await uploaded.json()) as { url: string }
    const saved = await on(other).saveProfile(url)

    expect(saved.status).toBe(200)
    const [row] = await database.db.select().from(users).where(eq(users.id, member.id))
    expect(row!.deaconLetterUrl).toBe(url)
    expect((await s3Bucket(bucket).list('deacon-letters/')).map(({ key }) => key)).toEqual([
      url.replace('uploads/', ''),
    ])
  })
})

describe('an upload the object store refuses', () => {
  it('answers 503 with a message and stores no photo; the same upload lands once when sent again', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { member, cookie } = await signedInMember()
    const clientId = randomUUID()

    for (const [, refusing] of await refusingBuckets()) {
      const instance = await apiInstance(database.db, refusing)
      const response = await memberOn(instance.app, cookie, member.id).addPhoto(clientId)

      expect(response.status).toBe(503)
      expect(await response.json()).toMatchObject({ message: UPLOAD_STORAGE_MESSAGES.unavailable })
      expect(await photoRows(member.id)).toEqual([])
      const [row] = await database.db.select().from(users).where(eq(users.id, member.id))
      expect(row!.photos).toEqual([])
    }
    expect(errors).toHaveBeenCalledWith(
      `Could not store a photo of member ${member.id}:`,
      expect.any(Error),
    )

    // The device's outbox sends the upload again once the store is back.
    const working = await server.newBucket()
    const back = await apiInstance(database.db, working)
    const resent = await memberOn(back.app, cookie, member.id).addPhoto(clientId)
    expect(resent.status).toBe(201)
    expect((await photoRows(member.id)).map((row) => row.clientId)).toEqual([clientId])
    expect(await s3Bucket(working).list('profile-photos/')).toHaveLength(3)
  })

  it('answers 503 with a message to a deacon letter upload, and the profile names no letter', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { member, cookie } = await signedInMember()

    for (const [, refusing] of await refusingBuckets()) {
      const instance = await apiInstance(database.db, refusing)
      const response = await memberOn(instance.app, cookie, member.id).uploadLetter()

      expect(response.status).toBe(503)
      expect(await response.json()).toMatchObject({ message: UPLOAD_STORAGE_MESSAGES.unavailable })
    }
    const [row] = await database.db.select().from(users).where(eq(users.id, member.id))
    expect(row!.deaconLetterUrl).toBeNull()
  })

  it('a photo file answers 503 with a message while the store is away, not 404', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { member, cookie } = await signedInMember()
    const failing = await startS3Server()
    const instance = await apiInstance(database.db, await failing.newBucket())
    const uploaded = await memberOn(instance.app, cookie, member.id).addPhoto()
    const url = photoFileUrl(
      UploadedPhotoSchema.parse(await uploaded.json()).photos[0]!.name,
      'card',
    )
    expect((await memberOn(instance.app, cookie, member.id).file(url)).status).toBe(200)

    await failing.stop()
    const response = await memberOn(instance.app, cookie, member.id).file(url)

    expect(response.status).toBe(503)
    expect(await response.json()).toMatchObject({ message: PHOTO_MESSAGES.unavailable })
    expect(errors).toHaveBeenCalledWith(
      expect.stringMatching(/^Could not read the photo file \d+-.*-card\.webp:$/),
      expect.any(Error),
    )
  })
})

describe('the object store away when a member saves their profile or deletes their account', () => {
  const PASSWORD = 'a-long-enough-password'
  const userRow = async (id: number) =>
    (await database.db.select().from(users).where(eq(users.id, id)))[0]

  it('a profile naming a new deacon letter answers 503 with a message and saves nothing; sent again, it is saved', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const bucket = await server.newBucket()
    const working = await apiInstance(database.db, bucket)
    const { member, cookie } = await signedInMember()
    const uploaded = await memberOn(working.app, cookie, member.id).uploadLetter()
    const { url } = (await uploaded.json()) as { url: string }

    // The stopped store only: a bucket that is gone answers a letter's HEAD 404 as a letter that
    // is not there would (no body to tell them apart), and the submit is refused 400.
    const [, stopped] = (await refusingBuckets())[0]!
    const away = await apiInstance(database.db, stopped)
    const response = await memberOn(away.app, cookie, member.id).saveProfile(url)

    expect(response.status).toBe(503)
    expect(await response.json()).toMatchObject({
      message: PROFILE_LETTER_STORE_UNAVAILABLE_MESSAGE,
    })
    expect(await userRow(member.id)).toMatchObject({
      deaconLetterUrl: null,
      profileEditVersion: member.profileEditVersion,
    })
    expect(errors).toHaveBeenCalledWith(
      `Could not look up the deacon letter of member ${member.id}:`,
      expect.any(Error),
    )

    // The device's outbox sends the submit again once the store is back.
    const saved = await memberOn(working.app, cookie, member.id).saveProfile(url)
    expect(saved.status).toBe(200)
    expect((await userRow(member.id))!.deaconLetterUrl).toBe(url)
  })

  it('account deletion answers 503 with a message and deletes nothing; sent again, it deletes the account and its files', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const bucket = await server.newBucket()
    const working = await apiInstance(database.db, bucket)
    const member = await insertMember(database.db, {
      password: await hashPassword(PASSWORD),
      photos: [],
    })
    const cookie = await sessionCookie(database.db, member.id)
    expect((await memberOn(working.app, cookie, member.id).addPhoto()).status).toBe(201)
    expect((await memberOn(working.app, cookie, member.id).uploadLetter()).status).toBe(201)
    const stored = async () => [
      ...(await s3Bucket(bucket).list('profile-photos/')),
      ...(await s3Bucket(bucket).list('deacon-letters/')),
    ]
    expect(await stored()).toHaveLength(4)

    for (const [, refusing] of await refusingBuckets()) {
      const away = await apiInstance(database.db, refusing)
      const response = await memberOn(away.app, cookie, member.id).deleteAccount(PASSWORD)

      expect(response.status).toBe(503)
      expect(await response.json()).toMatchObject({ message: PRIVACY_MESSAGES.filesNotDeleted })
    }
    expect(await userRow(member.id)).toBeDefined()
    expect(await photoRows(member.id)).toHaveLength(1)
    expect(await stored()).toHaveLength(4)
    // Still signed in: the member can try again.
    expect((await working.app.request('/api/map-config', { headers: { cookie } })).status).toBe(200)
    expect(errors).toHaveBeenCalledWith(
      `Could not delete the files of member ${member.id}; the account is kept:`,
      expect.any(Error),
    )

    const again = await memberOn(working.app, cookie, member.id).deleteAccount(PASSWORD)
    expect(again.status).toBe(204)
    expect(await userRow(member.id)).toBeUndefined()
    expect(await stored()).toEqual([])
  })
})
