import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { PrivacyExportSchema } from '#shared/schemas/privacy.ts'
import { CurrentUserSchema } from '#shared/schemas/user.ts'
import { hashPassword } from '../auth/password.ts'
import { blocks, users, type UserRow } from '../db/schema.ts'
import { insertMember, sessionCookie } from '../testing/members.ts'
import { jsonHeaders, testApp, testConfig } from '../testing/test-app.ts'
import { useTestDatabase } from '../testing/test-db.ts'

/** Members upload their own profile photo (docs/privacy.md "Profile photo"). */

const database = useTestDatabase()
let dataDir: string
beforeEach(async () => {
  await database.reset()
  dataDir = mkdtempSync(join(tmpdir(), 'oh-photos-'))
})
afterEach(() => rmSync(dataDir, { recursive: true, force: true }))

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0))
/** The start of a PNG as file-type reads it: signature and IHDR chunk (1×1). */
const PNG = new Uint8Array([
  ...[0x89, ...ascii('PNG'), 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13],
  ...ascii('IHDR'),
  ...[0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0],
])
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, ...ascii('JFIF'), 0])
const PDF = new TextEncoder().encode('%PDF-1.7\n% not a photo\n')
const GIF = new Uint8Array([...ascii('GIF89a'), 1, 0, 1, 0, 0, 0, 0])
const PASSWORD = 'anna-long-password'

const photoFolder = () => join(dataDir, 'uploads', 'profile-photos')
const storedFiles = () => {
  try {
    return readdirSync(photoFolder()).sort()
  } catch {
    return []
  }
}
const fileOf = (url: string) => url.split('/').at(-1)!

async function setup() {
  const { app } = testApp(database.db, { config: testConfig({ DATA_DIR: dataDir }) })
  const signIn = async (member: UserRow | null) => {
    const cookie = member ? await sessionCookie(database.db, member.id) : undefined
    const headers = { origin: 'http://localhost', ...(cookie ? { cookie } : {}) }
    return {
      upload(file: Blob, field = 'photo') {
        const form = new FormData()
        form.append(field, file)
        return app.request('/api/profile/photo', { method: 'PUT', headers, body: form })
      },
      remove: () => app.request('/api/profile/photo', { method: 'DELETE', headers }),
      get: (path: string) => app.request(path, { headers }),
      send: (method: string, path: string, body: unknown) =>
        app.request(path, { method, headers: jsonHeaders(cookie), body: JSON.stringify(body) }),
    }
  }
  const anna = await insertMember(database.db, {
    firstName: 'Anna',
    password: await hashPassword(PASSWORD),
  })
  const basil = await insertMember(database.db, { firstName: 'Basil', gender: 'male' })
  return { anna, basil, asAnna: await signIn(anna), asBasil: await signIn(basil), signIn }
}

const rowOf = async (id: number) =>
  (await database.db.select().from(users).where(eq(users.id, id)))[0]!

async function uploadedUrl(response: Response): Promise<string> {
  expect(response.status).toBe(200)
  const url = CurrentUserSchema.parse(await response.json()).profileImageUrl
  expect(url).toBeTruthy()
  return url!
}

describe('PUT /api/profile/photo', () => {
  it('keeps a PNG named .jpg as a PNG, sets the avatar URL, and GET /api/auth/user carries it', async () => {
    const { anna, asAnna } = await setup()
    const versionBefore = (await rowOf(anna.id)).profileVersion
    const url = await uploadedUrl(
      await asAnna.upload(new File([PNG], 'holiday.jpg', { type: 'image/jpeg' })),
    )
    expect(url).toMatch(new RegExp(`^/api/profile/photo/${anna.id}-[0-9a-f-]{36}\\.png$`))
    expect(storedFiles()).toEqual([fileOf(url)])
    expect(readFileSync(join(photoFolder(), fileOf(url)))).toEqual(Buffer.from(PNG))
    expect(statSync(join(photoFolder(), fileOf(url))).mode & 0o077).toBe(0)

    const row = await rowOf(anna.id)
    expect(row.profileImageUrl).toBe(url)
    // The deck caches compare profile_version: it moved on.
    expect(row.profileVersion).toBeGreaterThan(versionBefore)
    const me = CurrentUserSchema.parse(await (await asAnna.get('/api/auth/user')).json())
    expect(me.profileImageUrl).toBe(url)

    const served = await asAnna.get(url)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(served.headers.get('cache-control')).toBe('private, max-age=31536000, immutable')
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG)
  })

  it('keeps a JPEG as .jpg', async () => {
    const { asAnna } = await setup()
    const url = await uploadedUrl(await asAnna.upload(new File([JPEG], 'me.jpeg')))
    expect(url).toMatch(/\.jpg$/)
  })

  it.each([
    ['a PDF', PDF, 'photo.png'],
    ['text', new TextEncoder().encode('hello, not an image'), 'photo.jpg'],
    ['a GIF', GIF, 'photo.gif'],
    ['an SVG', new TextEncoder().encode('<svg onload="alert(1)"/>'), 'photo.png'],
  ])('refuses %s by its bytes (415) and stores nothing', async (_name, bytes, fileName) => {
    const { anna, asAnna } = await setup()
    const response = await asAnna.upload(new File([bytes], fileName, { type: 'image/png' }))
    expect(response.status).toBe(415)
    expect(await response.json()).toEqual({ message: 'Please upload a JPEG, PNG or WebP photo.' })
    expect(storedFiles()).toEqual([])
    expect((await rowOf(anna.id)).profileImageUrl).toBeNull()
  })

  it('refuses a photo over 5 MB (413) and stores nothing', async () => {
    const { anna, asAnna } = await setup()
    const big = new Uint8Array(5 * 1024 * 1024 + 1)
    big.set(PNG)
    const response = await asAnna.upload(new File([big], 'big.png'))
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ message: 'Please upload a photo smaller than 5MB.' })
    expect(storedFiles()).toEqual([])
    expect((await rowOf(anna.id)).profileImageUrl).toBeNull()
  })

  it('400s without the photo part or with an empty file; 401s signed out', async () => {
    const { asAnna, signIn } = await setup()
    const missing = await asAnna.upload(new File([PNG], 'me.png'), 'picture')
    expect(missing.status).toBe(400)
    expect(await missing.json()).toEqual({ message: 'photo: Choose a photo to upload' })
    const empty = await asAnna.upload(new File([], 'me.png'))
    expect(empty.status).toBe(400)
    expect(await empty.json()).toEqual({ message: 'The photo is empty' })
    const visitor = await signIn(null)
    expect((await visitor.upload(new File([PNG], 'me.png'))).status).toBe(401)
    expect((await visitor.remove()).status).toBe(401)
    expect(storedFiles()).toEqual([])
  })

  it('refuses an upload posted from another site (403), storing nothing', async () => {
    const { anna } = await setup()
    const { app } = testApp(database.db, { config: testConfig({ DATA_DIR: dataDir }) })
    const form = new FormData()
    form.append('photo', new File([PNG], 'me.png'))
    const response = await app.request('/api/profile/photo', {
      method: 'PUT',
      headers: {
        origin: 'https://evil.example',
        cookie: await sessionCookie(database.db, anna.id),
      },
      body: form,
    })
    expect(response.status).toBe(403)
    expect(storedFiles()).toEqual([])
    expect((await rowOf(anna.id)).profileImageUrl).toBeNull()
  })

  it('replacing the photo deletes the previous file; its old URL is gone', async () => {
    const { asAnna, asBasil } = await setup()
    const first = await uploadedUrl(await asAnna.upload(new File([PNG], 'a.png')))
    const second = await uploadedUrl(await asAnna.upload(new File([JPEG], 'b.jpg')))
    expect(second).not.toBe(first)
    expect(storedFiles()).toEqual([fileOf(second)])
    expect((await asBasil.get(first)).status).toBe(404)
    expect((await asBasil.get(second)).status).toBe(200)
  })

  it('replacing a generated (demo) avatar stores the upload and touches no other file', async () => {
    const { anna, basil, asAnna, signIn } = await setup()
    const basils = await uploadedUrl(await (await signIn(basil)).upload(new File([PNG], 'b.png')))
    await database.db
      .update(users)
      .set({ profileImageUrl: 'data:image/svg+xml,<svg/>' })
      .where(eq(users.id, anna.id))
    const annas = await uploadedUrl(await asAnna.upload(new File([PNG], 'a.png')))
    expect(storedFiles()).toEqual([fileOf(annas), fileOf(basils)].sort())
  })
})

describe('DELETE /api/profile/photo', () => {
  it('removes the photo: the file is deleted and the avatar falls back to the initials', async () => {
    const { anna, asAnna } = await setup()
    const url = await uploadedUrl(await asAnna.upload(new File([PNG], 'a.png')))
    const response = await asAnna.remove()
    expect(response.status).toBe(200)
    expect(CurrentUserSchema.parse(await response.json()).profileImageUrl).toBeNull()
    expect(storedFiles()).toEqual([])
    expect((await rowOf(anna.id)).profileImageUrl).toBeNull()
    expect((await asAnna.get(url)).status).toBe(404)
    // Again, with nothing to remove: still the member without a photo.
    expect((await asAnna.remove()).status).toBe(200)
  })
})

describe('GET /api/profile/photo/:name', () => {
  it('serves the photo to signed-in members only', async () => {
    const { asAnna, asBasil, signIn } = await setup()
    const url = await uploadedUrl(await asAnna.upload(new File([PNG], 'a.png')))
    expect((await asBasil.get(url)).status).toBe(200)
    expect((await (await signIn(null)).get(url)).status).toBe(401)
  })

  it('is 404 between members where either blocked the other', async () => {
    const { anna, basil, asAnna, asBasil } = await setup()
    const url = await uploadedUrl(await asAnna.upload(new File([PNG], 'a.png')))
    await database.db.insert(blocks).values({ blockerId: anna.id, blockedId: basil.id })
    const blockedByOwner = await asBasil.get(url)
    expect(blockedByOwner.status).toBe(404)
    expect(await blockedByOwner.json()).toEqual({ message: 'Photo not found' })

    await database.db.delete(blocks)
    const basils = await uploadedUrl(await asBasil.upload(new File([PNG], 'b.png')))
    await database.db.insert(blocks).values({ blockerId: anna.id, blockedId: basil.id })
    // Basil's photo is hidden from Anna, who blocked him, too.
    expect((await asAnna.get(basils)).status).toBe(404)
    expect((await asAnna.get(url)).status).toBe(200) // her own, always
  })

  it('is 404 for a suspended owner’s photo', async () => {
    const { anna, asAnna, asBasil } = await setup()
    const url = await uploadedUrl(await asAnna.upload(new File([PNG], 'a.png')))
    await database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, anna.id))
    expect((await asBasil.get(url)).status).toBe(404)
  })

  it('is 404 for a name that is not a member’s current photo, and for paths outside the folder', async () => {
    const { anna, asBasil } = await setup()
    for (const path of [
      `/api/profile/photo/${anna.id}-00000000-0000-4000-8000-000000000000.png`,
      `/api/profile/photo/..%2F..%2Fdeacon-letters%2F${anna.id}-x.pdf`,
      '/api/profile/photo/passwd',
    ]) {
      expect((await asBasil.get(path)).status).toBe(404)
    }
  })
})

describe('the photo and the member’s privacy rights', () => {
  it('the data export lists the photo with its URL', async () => {
    const { asAnna } = await setup()
    const before = PrivacyExportSchema.parse(await (await asAnna.get('/api/privacy/export')).json())
    expect(before.profilePhoto).toBeNull()
    const url = await uploadedUrl(await asAnna.upload(new File([PNG], 'a.png')))
    const after = PrivacyExportSchema.parse(await (await asAnna.get('/api/privacy/export')).json())
    expect(after.profilePhoto).toEqual({ url })
  })

  it('deleting the account deletes the member’s photo file, and only theirs', async () => {
    const { asAnna, asBasil } = await setup()
    await uploadedUrl(await asAnna.upload(new File([PNG], 'a.png')))
    const basils = await uploadedUrl(await asBasil.upload(new File([PNG], 'b.png')))
    const response = await asAnna.send('DELETE', '/api/privacy/account', { password: PASSWORD })
    expect(response.status).toBe(204)
    expect(storedFiles()).toEqual([fileOf(basils)])
  })
})
