import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { photoFileUrl } from '#shared/domain/photos.ts'
import { CurrentUserSchema } from '#shared/schemas/user.ts'
import { users, type UserRow } from '../db/schema.ts'
import { insertMember, sessionCookie } from '../testing/members.ts'
import { testImage, testJpeg } from '../testing/photos.ts'
import { testApp, testConfig } from '../testing/test-app.ts'
import { useTestDatabase } from '../testing/test-db.ts'

/**
 * /api/profile/photo: the gallery's main photo for the screens that show one picture
 * (docs/photos.md). The gallery's own rules are tested in photos.test.ts.
 */

const database = useTestDatabase()
let dataDir: string
beforeEach(async () => {
  await database.reset()
  dataDir = mkdtempSync(join(tmpdir(), 'oh-photos-'))
})
afterEach(() => rmSync(dataDir, { recursive: true, force: true }))

const storedFiles = () => {
  try {
    return readdirSync(join(dataDir, 'uploads', 'profile-photos')).sort()
  } catch {
    return []
  }
}
const filesOf = (name: string) => ['card', 'full', 'thumb'].map((size) => `${name}-${size}.webp`)

async function setup() {
  const { app } = testApp(database.db, { config: testConfig({ DATA_DIR: dataDir }) })
  const as = async (member: UserRow | null, origin = 'http://localhost') => {
    const cookie = member ? await sessionCookie(database.db, member.id) : undefined
    const headers = { origin, ...(cookie ? { cookie } : {}) }
    return {
      async upload(bytes: Uint8Array) {
        const form = new FormData()
        form.append('photo', new File([new Uint8Array(bytes)], 'photo.jpg'))
        return app.request('/api/profile/photo', { method: 'PUT', headers, body: form })
      },
      remove: () => app.request('/api/profile/photo', { method: 'DELETE', headers }),
    }
  }
  const anna = await insertMember(database.db, { firstName: 'Anna', photos: [] })
  return { anna, asAnna: await as(anna), as }
}

async function me(response: Response) {
  expect(response.status).toBe(200)
  return CurrentUserSchema.parse(await response.json())
}

describe('PUT /api/profile/photo', () => {
  it('puts the first photo of an empty gallery, then replaces the main one', async () => {
    const { asAnna } = await setup()
    const first = await me(await asAnna.upload(await testJpeg()))
    const [photo] = first.photos
    expect(first.profileImageUrl).toBe(photoFileUrl(photo!.name, 'thumb'))
    expect(photo).toMatchObject({ position: 0, status: 'pending', revision: 1 })
    expect(storedFiles()).toEqual(filesOf(photo!.name))

    const second = await me(await asAnna.upload(await testImage('png')))
    expect(second.photos).toHaveLength(1)
    expect(second.photos[0]).toMatchObject({ id: photo!.id, revision: 2 })
    expect(storedFiles()).toEqual(filesOf(second.photos[0]!.name))
  })

  it('refuses what the gallery refuses, storing nothing', async () => {
    const { anna, asAnna } = await setup()
    const response = await asAnna.upload(new TextEncoder().encode('%PDF-1.7\n'))
    expect(response.status).toBe(415)
    expect(await response.json()).toMatchObject({
      message: 'Please upload a JPEG, PNG or WebP photo.',
    })
    expect(storedFiles()).toEqual([])
    const [row] = await database.db.select().from(users).where(eq(users.id, anna.id))
    expect(row!.photos).toEqual([])
  })

  it('401s signed out and 403s a form posted from another site, storing nothing', async () => {
    const { anna, as } = await setup()
    expect((await (await as(null)).upload(await testJpeg())).status).toBe(401)
    expect((await (await as(anna, 'https://evil.example')).upload(await testJpeg())).status).toBe(
      403,
    )
    expect(storedFiles()).toEqual([])
  })
})

describe('DELETE /api/profile/photo', () => {
  it('removes the main photo: the next one takes its place; with none, the generated picture', async () => {
    const { anna, asAnna } = await setup()
    const avatar = 'data:image/svg+xml,<svg/>'
    await database.db.update(users).set({ profileImageUrl: avatar }).where(eq(users.id, anna.id))
    await me(await asAnna.upload(await testJpeg()))
    const form = new FormData()
    form.append('photo', new File([new Uint8Array(await testImage('webp'))], 'b.webp'))
    const { app } = testApp(database.db, { config: testConfig({ DATA_DIR: dataDir }) })
    const added = await app.request('/api/profile/photos', {
      method: 'POST',
      headers: { origin: 'http://localhost', cookie: await sessionCookie(database.db, anna.id) },
      body: form,
    })
    expect(added.status).toBe(201)

    const afterOne = await me(await asAnna.remove())
    expect(afterOne.photos).toHaveLength(1)
    expect(afterOne.profileImageUrl).toBe(photoFileUrl(afterOne.photos[0]!.name, 'thumb'))
    expect(storedFiles()).toEqual(filesOf(afterOne.photos[0]!.name))

    const afterTwo = await me(await asAnna.remove())
    expect(afterTwo.photos).toEqual([])
    expect(afterTwo.profileImageUrl).toBe(avatar)
    expect(storedFiles()).toEqual([])
    // Again, with nothing to remove: still the member without a photo.
    expect((await me(await asAnna.remove())).photos).toEqual([])
  })
})
