import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { photoFileUrl } from '#shared/domain/photos.ts'
import { PrivacyExportSchema } from '#shared/schemas/privacy.ts'
import { GallerySchema, UploadedPhotoSchema } from '#shared/schemas/photos.ts'
import { CurrentUserSchema, PublicProfileSchema } from '#shared/schemas/user.ts'
import { hashPassword } from '../auth/password.ts'
import { blocks, photos, users, type UserRow } from '../db/schema.ts'
import { insertMember, sessionCookie } from '../testing/members.ts'
import { testImage, testJpeg } from '../testing/photos.ts'
import { jsonHeaders, testApp, testConfig } from '../testing/test-app.ts'
import { useTestDatabase } from '../testing/test-db.ts'

/** A member's gallery (docs/photos.md): /api/profile/photos and the files at /api/photos. */

const database = useTestDatabase()
let dataDir: string
beforeEach(async () => {
  await database.reset()
  dataDir = mkdtempSync(join(tmpdir(), 'oh-gallery-'))
})
afterEach(() => rmSync(dataDir, { recursive: true, force: true }))

const PASSWORD = 'anna-long-password'
const storedFiles = () => {
  try {
    return readdirSync(join(dataDir, 'uploads', 'profile-photos')).sort()
  } catch {
    return []
  }
}

async function setup(config: Record<string, string> = {}) {
  const { app } = testApp(database.db, { config: testConfig({ DATA_DIR: dataDir, ...config }) })
  const signIn = async (member: UserRow | null) => {
    const cookie = member ? await sessionCookie(database.db, member.id) : undefined
    const headers = { origin: 'http://localhost', ...(cookie ? { cookie } : {}) }
    const send = (method: string, path: string, form: FormData) =>
      app.request(path, { method, headers, body: form })
    const formOf = (bytes: Uint8Array, clientId?: string, name = 'photo.jpg') => {
      const form = new FormData()
      form.append('photo', new File([new Uint8Array(bytes)], name))
      if (clientId) form.append('clientId', clientId)
      return form
    }
    return {
      form: (form: FormData) => send('POST', '/api/profile/photos', form),
      add: (bytes: Uint8Array, clientId?: string) =>
        send('POST', '/api/profile/photos', formOf(bytes, clientId)),
      replace: (id: number, bytes: Uint8Array, clientId?: string) =>
        send('PUT', `/api/profile/photos/${id}`, formOf(bytes, clientId)),
      remove: (id: number) =>
        app.request(`/api/profile/photos/${id}`, { method: 'DELETE', headers }),
      reorder: (photoIds: unknown) =>
        app.request('/api/profile/photos/order', {
          method: 'PUT',
          headers: jsonHeaders(cookie),
          body: JSON.stringify({ photoIds }),
        }),
      get: (path: string) => app.request(path, { headers }),
      json: (method: string, path: string, body: unknown) =>
        app.request(path, { method, headers: jsonHeaders(cookie), body: JSON.stringify(body) }),
    }
  }
  // Galleries start empty: the tests add every photo.
  const anna = await insertMember(database.db, {
    photos: [],
    firstName: 'Anna',
    password: await hashPassword(PASSWORD),
  })
  const basil = await insertMember(database.db, { firstName: 'Basil', gender: 'male', photos: [] })
  return { anna, basil, asAnna: await signIn(anna), asBasil: await signIn(basil), signIn }
}

async function added(response: Response) {
  expect(response.status).toBe(201)
  return UploadedPhotoSchema.parse(await response.json())
}

/** A moderator approves the photo's current version (POST /api/moderation/photos/:id/review). */
async function approve(photoId: number) {
  const { app } = testApp(database.db, { config: testConfig({ DATA_DIR: dataDir }) })
  const moderator = await insertMember(database.db, { role: 'moderator' })
  const [{ revision } = { revision: 0 }] = await database.db
    .select({ revision: photos.revision })
    .from(photos)
    .where(eq(photos.id, photoId))
  const response = await app.request(`/api/moderation/photos/${photoId}/review`, {
    method: 'POST',
    headers: jsonHeaders(await sessionCookie(database.db, moderator.id)),
    body: JSON.stringify({ decision: 'approve', revision }),
  })
  expect(response.status).toBe(200)
}
const rowOf = async (id: number) =>
  (await database.db.select().from(users).where(eq(users.id, id)))[0]!
const photoRows = (userId: number) =>
  database.db.select().from(photos).where(eq(photos.userId, userId)).orderBy(photos.position)

describe('POST /api/profile/photos', () => {
  it('adds the photo as WebP in three sizes, pending review, visible to its owner only', async () => {
    const { anna, asAnna, asBasil } = await setup()
    const versionBefore = (await rowOf(anna.id)).profileVersion
    const answer = await added(await asAnna.add(await testJpeg({ width: 1200, height: 1600 })))
    const [photo] = answer.photos
    expect(answer.photoId).toBe(photo!.id)
    expect(photo).toMatchObject({
      position: 0,
      status: 'pending',
      rejectionReason: null,
      revision: 1,
    })
    expect(photo!.name).toMatch(new RegExp(`^${anna.id}-[0-9a-f-]{36}$`))
    expect([photo!.width, photo!.height]).toEqual([1080, 1440])
    expect(storedFiles()).toEqual(
      ['card', 'full', 'thumb'].map((size) => `${photo!.name}-${size}.webp`),
    )
    for (const file of storedFiles()) {
      expect(statSync(join(dataDir, 'uploads', 'profile-photos', file)).mode & 0o077).toBe(0)
    }
    // The row moved on (the deck's cache compares profile_version) and holds the gallery.
    const row = await rowOf(anna.id)
    expect(row.profileVersion).toBeGreaterThan(versionBefore)
    expect(row.photos).toEqual(answer.photos)

    const thumb = photoFileUrl(photo!.name, 'thumb')
    const me = CurrentUserSchema.parse(await (await asAnna.get('/api/auth/user')).json())
    expect(me.photos).toEqual(answer.photos)
    expect(me.profileImageUrl).toBe(thumb)
    const served = await asAnna.get(thumb)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/webp')
    expect(served.headers.get('cache-control')).toBe('private, max-age=31536000, immutable')
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(240)

    // Others: not before a moderator approves it.
    expect((await asBasil.get(thumb)).status).toBe(404)
    const profile = PublicProfileSchema.parse(
      await (await asBasil.get(`/api/users/${anna.id}`)).json(),
    )
    expect(profile.photos).toEqual([])
    expect(profile.profileImageUrl).toBeNull()
  })

  it('others see an approved photo, in the profile and as the file', async () => {
    const { anna, asAnna, asBasil } = await setup()
    const {
      photoId,
      photos: [photo],
    } = await added(await asAnna.add(await testJpeg()))
    await approve(photoId)
    const profile = PublicProfileSchema.parse(
      await (await asBasil.get(`/api/users/${anna.id}`)).json(),
    )
    expect(profile.photos).toEqual([
      { id: photoId, name: photo!.name, width: 800, height: 1000, placeholder: photo!.placeholder },
    ])
    expect(profile.profileImageUrl).toBe(photoFileUrl(photo!.name, 'thumb'))
    expect(profile).not.toHaveProperty('photos.0.status')
    for (const size of ['thumb', 'card', 'full'] as const) {
      expect((await asBasil.get(photoFileUrl(photo!.name, size))).status).toBe(200)
    }
  })

  it('with PHOTO_AUTO_APPROVE=true a new photo is approved at once', async () => {
    const { anna, asAnna, asBasil } = await setup({ PHOTO_AUTO_APPROVE: 'true' })
    const {
      photos: [photo],
    } = await added(await asAnna.add(await testImage('png')))
    expect(photo!.status).toBe('approved')
    const profile = PublicProfileSchema.parse(
      await (await asBasil.get(`/api/users/${anna.id}`)).json(),
    )
    expect(profile.photos.map((p) => p.id)).toEqual([photo!.id])
  })

  it('takes PNG and WebP by their bytes, whatever the name says', async () => {
    const { asAnna } = await setup()
    await added(await asAnna.add(await testImage('png')))
    const { photos: gallery } = await added(await asAnna.add(await testImage('webp')))
    expect(gallery.map((p) => p.position)).toEqual([0, 1])
  })

  it('lands once when the device sends the same upload again (clientId)', async () => {
    const { anna, asAnna } = await setup()
    const clientId = crypto.randomUUID()
    const bytes = await testJpeg()
    const first = await added(await asAnna.add(bytes, clientId))
    const again = await asAnna.add(bytes, clientId)
    expect(again.status).toBe(200)
    expect(UploadedPhotoSchema.parse(await again.json())).toEqual(first)
    expect(await photoRows(anna.id)).toHaveLength(1)
    expect(storedFiles()).toHaveLength(3)
  })

  it('refuses a 7th photo (409), keeping the six and storing nothing more', async () => {
    const { anna, asAnna } = await setup()
    const bytes = await testImage('webp', 320, 320)
    for (let i = 0; i < 6; i++) await added(await asAnna.add(bytes))
    const seventh = await asAnna.add(bytes)
    expect(seventh.status).toBe(409)
    expect(await seventh.json()).toMatchObject({
      message: 'You can have at most 6 photos. Remove one to add another.',
    })
    expect((await photoRows(anna.id)).map((p) => p.position)).toEqual([0, 1, 2, 3, 4, 5])
    expect(storedFiles()).toHaveLength(18)
  })

  it('of four racing uploads with room for two, exactly two land', async () => {
    const { anna, asAnna } = await setup()
    const bytes = await testImage('webp', 320, 320)
    for (let i = 0; i < 4; i++) await added(await asAnna.add(bytes))
    const answers = await Promise.all([1, 2, 3, 4].map(() => asAnna.add(bytes)))
    expect(answers.map((r) => r.status).sort()).toEqual([201, 201, 409, 409])
    expect((await photoRows(anna.id)).map((p) => p.position)).toEqual([0, 1, 2, 3, 4, 5])
    expect(storedFiles()).toHaveLength(18)
  })

  it.each([
    [
      'a PDF',
      new TextEncoder().encode('%PDF-1.7\n% not a photo\n'),
      415,
      'Please upload a JPEG, PNG or WebP photo.',
    ],
    [
      'text',
      new TextEncoder().encode('hello, not an image'),
      415,
      'Please upload a JPEG, PNG or WebP photo.',
    ],
    [
      'an SVG',
      new TextEncoder().encode('<svg onload="alert(1)"/>'),
      415,
      'Please upload a JPEG, PNG or WebP photo.',
    ],
    [
      'a HEIC the server cannot decode',
      new Uint8Array([
        0,
        0,
        0,
        24,
        ...new TextEncoder().encode('ftypheic'),
        0,
        0,
        0,
        0,
        ...new TextEncoder().encode('mif1heic'),
      ]),
      415,
      'This HEIC photo cannot be read here. Please choose a JPEG, PNG or WebP photo.',
    ],
  ])('refuses %s (%i) and stores nothing', async (_name, bytes, status, message) => {
    const { anna, asAnna } = await setup()
    const response = await asAnna.add(bytes)
    expect(response.status).toBe(status)
    expect(await response.json()).toMatchObject({ message })
    expect(storedFiles()).toEqual([])
    expect(await photoRows(anna.id)).toEqual([])
  })

  it('refuses a photo too small (422), a corrupt one (422), and over 5 MB (413)', async () => {
    const { anna, asAnna } = await setup()
    const small = await asAnna.add(await testJpeg({ width: 319, height: 800 }))
    expect(small.status).toBe(422)
    expect(await small.json()).toMatchObject({
      message: 'Please choose a photo at least 320 pixels on each side.',
    })
    const jpeg = await testJpeg()
    const corrupt = await asAnna.add(jpeg.subarray(0, jpeg.length / 2))
    expect(corrupt.status).toBe(422)
    expect(await corrupt.json()).toMatchObject({
      message: 'This photo could not be read. Please choose another.',
    })
    const big = new Uint8Array(5 * 1024 * 1024 + 1)
    big.set(jpeg)
    const tooLarge = await asAnna.add(big)
    expect(tooLarge.status).toBe(413)
    expect(await tooLarge.json()).toMatchObject({
      message: 'Please upload a photo smaller than 5MB.',
    })
    expect(storedFiles()).toEqual([])
    expect(await photoRows(anna.id)).toEqual([])
  })

  it('400s without the photo, with an empty one or a clientId that is not a UUID; 401s signed out', async () => {
    const { asAnna, signIn } = await setup()
    const form = new FormData()
    form.append('picture', new File([new Uint8Array(await testJpeg())], 'me.jpg'))
    const missing = await asAnna.form(form)
    expect(missing.status).toBe(400)
    expect(await missing.json()).toMatchObject({ message: 'photo: Choose a photo to upload' })
    const empty = await asAnna.add(new Uint8Array())
    expect(empty.status).toBe(400)
    expect(await empty.json()).toMatchObject({ message: 'The photo is empty' })
    const badId = await asAnna.add(await testJpeg(), 'not-a-uuid')
    expect(badId.status).toBe(400)
    expect(await badId.json()).toMatchObject({
      message: "clientId: Send the upload's id as a UUID",
    })
    expect((await (await signIn(null)).add(await testJpeg())).status).toBe(401)
    expect(storedFiles()).toEqual([])
  })
})

describe('replace, remove and reorder', () => {
  it('a replacement is a new version under review again; the old files go', async () => {
    const { anna, asAnna, asBasil } = await setup()
    const first = await added(await asAnna.add(await testJpeg()))
    await approve(first.photoId)
    const oldName = first.photos[0]!.name
    const response = await asAnna.replace(first.photoId, await testImage('png', 500, 500))
    expect(response.status).toBe(200)
    const {
      photos: [photo],
    } = UploadedPhotoSchema.parse(await response.json())
    expect(photo).toMatchObject({ id: first.photoId, status: 'pending', revision: 2, width: 500 })
    expect(photo!.name).not.toBe(oldName)
    expect(storedFiles()).toEqual(['card', 'full', 'thumb'].map((s) => `${photo!.name}-${s}.webp`))
    expect((await asBasil.get(photoFileUrl(oldName, 'card'))).status).toBe(404)
    expect((await rowOf(anna.id)).photos[0]!.revision).toBe(2)
    const missing = await asAnna.replace(999_999, await testJpeg())
    expect(missing.status).toBe(404)
    expect(await missing.json()).toMatchObject({ message: 'Photo not found' })
  })

  it('removing a photo deletes its files; the next one becomes the main photo', async () => {
    const { anna, asAnna } = await setup()
    const a = await added(await asAnna.add(await testJpeg()))
    const b = await added(await asAnna.add(await testImage('png')))
    const response = await asAnna.remove(a.photoId)
    expect(response.status).toBe(200)
    const { photos: gallery } = GallerySchema.parse(await response.json())
    expect(gallery.map((p) => [p.id, p.position])).toEqual([[b.photoId, 0]])
    expect(storedFiles()).toHaveLength(3)
    expect((await asAnna.get(photoFileUrl(a.photos[0]!.name, 'full'))).status).toBe(404)
    const again = await asAnna.remove(a.photoId)
    expect(again.status).toBe(404)
    expect((await photoRows(anna.id)).map((p) => p.id)).toEqual([b.photoId])
  })

  it('reorders the gallery; a list that is not the gallery is refused and changes nothing', async () => {
    const { anna, basil, asAnna, signIn } = await setup()
    const ids: number[] = []
    for (let i = 0; i < 3; i++)
      ids.push((await added(await asAnna.add(await testImage('webp')))).photoId)
    const order = [ids[2]!, ids[0]!, ids[1]!]
    const response = await asAnna.reorder(order)
    expect(response.status).toBe(200)
    expect(GallerySchema.parse(await response.json()).photos.map((p) => p.id)).toEqual(order)
    // Sent again (an outbox replay): the same order.
    expect((await asAnna.reorder(order)).status).toBe(200)
    expect((await photoRows(anna.id)).map((p) => p.id)).toEqual(order)

    const basils = (await added(await (await signIn(basil)).add(await testJpeg()))).photoId
    for (const [photoIds, status, message] of [
      [
        [ids[0], ids[1]],
        409,
        'Your photos changed on another device. Reload them and try the order again.',
      ],
      [
        [...ids, basils],
        409,
        'Your photos changed on another device. Reload them and try the order again.',
      ],
      [[ids[0], ids[0], ids[1]], 400, 'photoIds: Name each photo once'],
      ['1,2,3', 400, 'photoIds: List the photos in their new order'],
    ] as const) {
      const refused = await asAnna.reorder(photoIds)
      expect(refused.status).toBe(status)
      expect(await refused.json()).toMatchObject({ message })
    }
    expect((await photoRows(anna.id)).map((p) => p.id)).toEqual(order)
  })

  it('a member cannot replace or remove another member’s photo', async () => {
    const { basil, asAnna, signIn } = await setup()
    const basils = (await added(await (await signIn(basil)).add(await testJpeg()))).photoId
    expect((await asAnna.remove(basils)).status).toBe(404)
    expect((await asAnna.replace(basils, await testJpeg())).status).toBe(404)
    expect(await photoRows(basil.id)).toHaveLength(1)
  })
})

describe('GET /api/photos/:file', () => {
  it('hides an approved photo between members where either blocked the other, and a suspended owner’s', async () => {
    const { anna, basil, asAnna, asBasil, signIn } = await setup()
    const {
      photoId,
      photos: [photo],
    } = await added(await asAnna.add(await testJpeg()))
    await approve(photoId)
    const url = photoFileUrl(photo!.name, 'card')
    expect((await asBasil.get(url)).status).toBe(200)
    expect((await (await signIn(null)).get(url)).status).toBe(401)
    await database.db.insert(blocks).values({ blockerId: basil.id, blockedId: anna.id })
    const blocked = await asBasil.get(url)
    expect(blocked.status).toBe(404)
    expect(await blocked.json()).toMatchObject({ message: 'Photo not found' })
    await database.db.delete(blocks)
    await database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, anna.id))
    expect((await asBasil.get(url)).status).toBe(404)
  })

  it('shows a pending photo to moderators', async () => {
    const { asAnna, signIn } = await setup()
    const {
      photos: [photo],
    } = await added(await asAnna.add(await testJpeg()))
    const moderator = await insertMember(database.db, { role: 'moderator' })
    const url = photoFileUrl(photo!.name, 'full')
    expect((await (await signIn(moderator)).get(url)).status).toBe(200)
  })

  it('is 404 for names that are not a photo, and for paths outside the folder', async () => {
    const { anna, asBasil } = await setup()
    for (const path of [
      `/api/photos/${anna.id}-00000000-0000-4000-8000-000000000000-card.webp`,
      `/api/photos/..%2F..%2Fdeacon-letters%2F${anna.id}-x.pdf`,
      '/api/photos/passwd',
    ]) {
      expect((await asBasil.get(path)).status).toBe(404)
    }
  })
})

describe('the photos and the member’s privacy rights', () => {
  it('the data export lists every photo with its URL and review state', async () => {
    const { asAnna } = await setup()
    const {
      photos: [photo],
    } = await added(await asAnna.add(await testJpeg()))
    const exported = PrivacyExportSchema.parse(
      await (await asAnna.get('/api/privacy/export')).json(),
    )
    expect(exported.photos).toEqual([
      {
        url: photoFileUrl(photo!.name, 'full'),
        position: 0,
        status: 'pending',
        rejectionReason: null,
        submittedAt: expect.any(String),
      },
    ])
  })

  it('deleting the account deletes every photo file of the member, and only theirs', async () => {
    const { basil, asAnna, signIn } = await setup()
    await added(await asAnna.add(await testJpeg()))
    await added(await asAnna.add(await testImage('png')))
    const basils = await added(await (await signIn(basil)).add(await testJpeg()))
    const response = await asAnna.json('DELETE', '/api/privacy/account', { password: PASSWORD })
    expect(response.status).toBe(204)
    expect(storedFiles()).toEqual(
      ['card', 'full', 'thumb'].map((s) => `${basils.photos[0]!.name}-${s}.webp`),
    )
  })
})
