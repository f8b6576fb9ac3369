import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { users } from '../db/schema.ts'
import { directoryPhotoStore } from '../uploads/photo-store.ts'
import { insertMember } from '../testing/members.ts'
import { testJpeg } from '../testing/photos.ts'
import { useTestDatabase } from '../testing/test-db.ts'
import { moveLegacyPhotos } from './legacy-photos.ts'

/** The one profile photo of before the gallery moves into it at start (docs/photos.md). */

const database = useTestDatabase()
let dataDir: string
beforeEach(async () => {
  await database.reset()
  dataDir = mkdtempSync(join(tmpdir(), 'oh-legacy-'))
})
afterEach(() => rmSync(dataDir, { recursive: true, force: true }))

const folder = () => join(dataDir, 'profile-photos')
const files = () => readdirSync(folder()).sort()
const rowOf = async (id: number) =>
  (await database.db.select().from(users).where(eq(users.id, id)))[0]!

describe('moveLegacyPhotos', () => {
  it('moves each uploaded photo into the gallery, under review, and deletes the old file', async () => {
    const anna = await insertMember(database.db)
    const ghost = await insertMember(database.db)
    const demo = await insertMember(database.db, { profileImageUrl: 'data:image/svg+xml,<svg/>' })
    mkdirSync(folder(), { recursive: true })
    const legacy = `${anna.id}-11111111-2222-4333-8444-555555555555.jpg`
    writeFileSync(join(folder(), legacy), await testJpeg({ gps: true }))
    const missing = `${ghost.id}-11111111-2222-4333-8444-666666666666.png`
    for (const [member, file] of [
      [anna, legacy],
      [ghost, missing],
    ] as const) {
      await database.db
        .update(users)
        .set({ profileImageUrl: `/api/profile/photo/${file}` })
        .where(eq(users.id, member.id))
    }

    const store = directoryPhotoStore(dataDir)
    expect(await moveLegacyPhotos(database.db, store)).toBe(1)
    const moved = await rowOf(anna.id)
    expect(moved.profileImageUrl).toBeNull()
    expect(moved.photos).toMatchObject([{ position: 0, status: 'pending', revision: 1 }])
    const name = moved.photos[0]!.name
    expect(files()).toEqual(['card', 'full', 'thumb'].map((size) => `${name}-${size}.webp`))
    // A member whose file is gone keeps no broken link; a generated picture stays.
    expect((await rowOf(ghost.id)).profileImageUrl).toBeNull()
    expect((await rowOf(ghost.id)).photos).toEqual([])
    expect((await rowOf(demo.id)).profileImageUrl).toBe('data:image/svg+xml,<svg/>')
    // Once: a second start finds nothing to move.
    expect(await moveLegacyPhotos(database.db, store)).toBe(0)
    expect((await rowOf(anna.id)).photos).toHaveLength(1)
  })
})
