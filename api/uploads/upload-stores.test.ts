import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startS3Server, type TestS3Server } from '../testing/s3-server.ts'
import { directoryLetterStore, type LetterStore } from './letter-store.ts'
import { directoryBucket } from './directory-bucket.ts'
import { s3Bucket, type ObjectBucket } from './object-bucket.ts'
import { directoryPhotoStore, type PhotoStore } from './photo-store.ts'
import { bucketLetterStore } from './s3-letter-store.ts'
import { bucketPhotoStore } from './s3-photo-store.ts'

/**
 * The contract of the upload stores (photos, deacon letters), held by both adapters: files under
 * DATA_DIR/uploads and objects in an S3-compatible bucket (s3rver on this machine).
 */

let server: TestS3Server
const folders: string[] = []
beforeAll(async () => {
  server = await startS3Server()
})
afterAll(async () => {
  await server.stop()
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })))
})

interface Stores {
  photos: PhotoStore
  letters: LetterStore
}

const adapters: { name: string; open: () => Promise<Stores> }[] = [
  {
    name: 'a local directory',
    async open() {
      const folder = await mkdtemp(join(tmpdir(), 'oh-upload-stores-'))
      folders.push(folder)
      return { photos: directoryPhotoStore(folder), letters: directoryLetterStore(folder) }
    },
  },
  {
    name: 'an S3 bucket',
    async open() {
      // Two keys a page: deleteAllOf and list must follow the listing's continuation tokens.
      const bucket = s3Bucket(await server.newBucket(), 2)
      return { photos: bucketPhotoStore(bucket), letters: bucketLetterStore(bucket) }
    },
  },
]

const bytesOf = (text: string) => new TextEncoder().encode(text)
const PDF = bytesOf('%PDF-1.7\n')

/** The three files of one photo of the member, each with its own bytes. */
function photoFiles(userId: number) {
  const name = `${userId}-${randomUUID()}`
  return new Map(
    (['thumb', 'card', 'full'] as const).map((size) => [
      `${name}-${size}.webp`,
      bytesOf(`${name} ${size}`),
    ]),
  )
}

describe.each(adapters)('the upload stores over $name', ({ open }) => {
  let stores: Stores
  beforeAll(async () => {
    stores = await open()
  })

  describe('photos', () => {
    it('reads back each file of a photo byte for byte, and null for a file never written', async () => {
      const files = photoFiles(7)
      await stores.photos.write(files)

      for (const [file, bytes] of files) expect(await stores.photos.read(file)).toEqual(bytes)
      expect(await stores.photos.read(`7-${randomUUID()}-card.webp`)).toBeNull()
    })

    it('refuses a set with a name that is not a photo file, writing none of it', async () => {
      const files = photoFiles(8)
      const [good] = files.keys()
      for (const bad of ['../8-escape.webp', 'notes.txt', '8-not-a-uuid-card.webp']) {
        await expect(stores.photos.write(new Map([...files, [bad, bytesOf('x')]]))).rejects.toThrow(
          `Not a photo file name: ${bad}`,
        )
        expect(await stores.photos.read(bad)).toBeNull()
      }
      expect(await stores.photos.read(good!)).toBeNull()
    })

    it('deletes the files named, skips names gone or not photos, and keeps the others', async () => {
      const kept = photoFiles(9)
      const deleted = photoFiles(9)
      await stores.photos.write(kept)
      await stores.photos.write(deleted)

      await stores.photos.delete([...deleted.keys(), `9-${randomUUID()}-full.webp`, '../x'])

      for (const file of deleted.keys()) expect(await stores.photos.read(file)).toBeNull()
      for (const [file, bytes] of kept) expect(await stores.photos.read(file)).toEqual(bytes)
    })

    it('deletes every file of one member (several pages of them) and no one else’s', async () => {
      const theirs = [photoFiles(1), photoFiles(1)]
      const others = [photoFiles(12), photoFiles(21)] // ids that start or end like 1
      for (const files of [...theirs, ...others]) await stores.photos.write(files)

      expect(await stores.photos.deleteAllOf(1)).toBe(6)
      expect(await stores.photos.deleteAllOf(1)).toBe(0)

      for (const file of theirs.flatMap((files) => [...files.keys()])) {
        expect(await stores.photos.read(file)).toBeNull()
      }
      for (const [file, bytes] of others.flatMap((files) => [...files])) {
        expect(await stores.photos.read(file)).toEqual(bytes)
      }
    })
  })

  describe('deacon letters', () => {
    it('saves a letter under a reference only its member has', async () => {
      const reference = await stores.letters.save(30, PDF, 'application/pdf')

      expect(reference).toMatch(/^uploads\/deacon-letters\/30-[0-9a-f-]{36}\.pdf$/)
      expect(await stores.letters.has(30, reference)).toBe(true)
      expect(await stores.letters.has(3, reference)).toBe(false)
      expect(await stores.letters.has(30, `uploads/deacon-letters/30-${randomUUID()}.pdf`)).toBe(
        false,
      )
      expect(await stores.letters.has(30, 'uploads/deacon-letters/30-/../../secret.pdf')).toBe(
        false,
      )
    })

    it('deletes a member’s letter once, and refuses another member’s', async () => {
      const reference = await stores.letters.save(31, PDF, 'application/pdf')

      expect(await stores.letters.delete(13, reference)).toBe(false)
      expect(await stores.letters.has(31, reference)).toBe(true)
      expect(await stores.letters.delete(31, reference)).toBe(true)
      expect(await stores.letters.delete(31, reference)).toBe(false)
      expect(await stores.letters.has(31, reference)).toBe(false)
    })

    it('lists every letter with its member and time, and deletes all of one member’s', async () => {
      const startedAt = Date.now()
      const theirs = [
        await stores.letters.save(40, PDF, 'application/pdf'),
        await stores.letters.save(40, bytesOf('GIF89a'), 'image/gif'),
        await stores.letters.save(40, PDF, 'application/pdf'),
      ]
      const other = await stores.letters.save(400, PDF, 'application/pdf')

      const listed = (await stores.letters.list()).filter((letter) =>
        [40, 400].includes(letter.userId),
      )
      expect(listed.map(({ reference }) => reference).sort()).toEqual([...theirs, other].sort())
      for (const { storedAt } of listed) {
        // S3 keeps the time to the second.
        expect(storedAt.getTime()).toBeGreaterThan(startedAt - 2000)
        expect(storedAt.getTime()).toBeLessThanOrEqual(Date.now())
      }

      expect(await stores.letters.deleteAllOf(40)).toBe(3)
      for (const reference of theirs) expect(await stores.letters.has(40, reference)).toBe(false)
      expect(await stores.letters.has(400, other)).toBe(true)
      expect((await stores.letters.list()).map(({ reference }) => reference)).toContain(other)
    })
  })
})

/**
 * The ObjectBucket contract, held by a folder (directoryBucket: DATA_DIR/uploads and the backups'
 * uploads) as by an S3-compatible bucket: the backups copy between them.
 */
const buckets: { name: string; open: () => Promise<ObjectBucket> }[] = [
  {
    name: 'a folder',
    async open() {
      const folder = await mkdtemp(join(tmpdir(), 'oh-directory-bucket-'))
      folders.push(folder)
      return directoryBucket(folder)
    },
  },
  { name: 'an S3 bucket', open: async () => s3Bucket(await server.newBucket(), 2) },
]

describe.each(buckets)('the object bucket over $name', ({ open }) => {
  let bucket: ObjectBucket
  beforeAll(async () => {
    bucket = await open()
    await bucket.put('profile-photos/7-b-card.webp', bytesOf('b'), 'image/webp')
    await bucket.put('profile-photos/7-a-card.webp', bytesOf('a'), 'image/webp')
    await bucket.put('profile-photos/70-c-card.webp', bytesOf('c'), 'image/webp')
    await bucket.put('deacon-letters/7-d.pdf', bytesOf('d'), 'application/pdf')
  })

  it('lists the keys under a prefix, in key order, and none under a prefix with none', async () => {
    const keys = async (prefix: string) => (await bucket.list(prefix)).map(({ key }) => key)
    expect(await keys('profile-photos/')).toEqual([
      'profile-photos/7-a-card.webp',
      'profile-photos/7-b-card.webp',
      'profile-photos/70-c-card.webp',
    ])
    expect(await keys('profile-photos/7-')).toEqual([
      'profile-photos/7-a-card.webp',
      'profile-photos/7-b-card.webp',
    ])
    expect(await keys('deacon-letters/')).toEqual(['deacon-letters/7-d.pdf'])
    expect(await keys('nothing-here/')).toEqual([])
    const [listed] = await bucket.list('deacon-letters/')
    expect(listed?.lastModified).toBeInstanceOf(Date)
  })

  it('reads what was put, answers null and false for a key that is not there, and deletes', async () => {
    expect(await bucket.get('deacon-letters/7-d.pdf')).toEqual(bytesOf('d'))
    expect(await bucket.get('deacon-letters/8-x.pdf')).toBeNull()
    expect(await bucket.has('profile-photos/70-c-card.webp')).toBe(true)
    expect(await bucket.has('profile-photos/71-c-card.webp')).toBe(false)
    await bucket.put('profile-photos/70-c-card.webp', bytesOf('c again'), 'image/webp')
    expect(await bucket.get('profile-photos/70-c-card.webp')).toEqual(bytesOf('c again'))
    await bucket.delete(['profile-photos/70-c-card.webp', 'profile-photos/71-gone.webp'])
    expect(await bucket.has('profile-photos/70-c-card.webp')).toBe(false)
  })
})

describe('a folder as a bucket', () => {
  it('refuses a key that reaches outside the folder, and writes nothing', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'oh-directory-bucket-'))
    folders.push(folder)
    const bucket = directoryBucket(join(folder, 'inside'))
    await expect(bucket.put('../outside.txt', bytesOf('x'), 'text/plain')).rejects.toThrow(
      'Not a key inside the folder: ../outside.txt',
    )
    await expect(bucket.get('../../etc/passwd')).rejects.toThrow('Not a key inside the folder')
    expect(await directoryBucket(folder).list('')).toEqual([])
  })
})
