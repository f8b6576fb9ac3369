import { randomUUID } from 'node:crypto'
import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { eq } from 'drizzle-orm'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PHOTO_SIZES, photoFileName } from '#shared/domain/photos.ts'
import { migrate, openDatabase, type OpenedDatabase } from '../db/connect.ts'
import { photos, users } from '../db/schema.ts'
import { seedDemo } from '../db/seed.ts'
import { createThrowawayDatabase } from '../db/throwaway-database.ts'
import { dbFingerprint } from '../testing/db-fingerprint.ts'
import { insertMember } from '../testing/members.ts'
import { testImage } from '../testing/photos.ts'
import { startS3Server } from '../testing/s3-server.ts'
import { directoryBucket } from '../uploads/directory-bucket.ts'
import { s3Bucket } from '../uploads/object-bucket.ts'
import { bucketDeletionLedger } from '../privacy/deletion-ledger.ts'
import { directoryLetterStore } from '../uploads/letter-store.ts'
import { directoryPhotoStore } from '../uploads/photo-store.ts'
import { BACKUP_FILES } from './manifest.ts'
import { restoreBackup } from './restore-backup.ts'
import { differingTables, summarizeTables } from './table-summaries.ts'
import { takeBackup } from './take-backup.ts'

const serverUrl = process.env.TEST_DATABASE_URL

/** Every table's summary in one read-only transaction of its own. */
async function summaries(url: string) {
  const connection = postgres(url, { max: 1, onnotice: () => {} })
  try {
    return await connection.begin('read only', summarizeTables)
  } finally {
    await connection.end()
  }
}

describe.skipIf(!serverUrl)('backups (PostgreSQL: pg_dump and pg_restore)', () => {
  const dropped: (() => Promise<void>)[] = []
  let work: string
  let source: OpenedDatabase
  let sourceUrl: string
  let sourceUploads: string
  let photoKeys: string[]
  let letterKey: string

  /** A new empty database, dropped after the file's tests. */
  async function emptyDatabase() {
    const created = await createThrowawayDatabase(serverUrl!, 'oh_restore')
    dropped.push(created.drop)
    return created.url
  }

  async function fingerprintOf(url: string) {
    const opened = await openDatabase({ kind: 'postgres', url: url })
    try {
      return await dbFingerprint(opened.db)
    } finally {
      await opened.close()
    }
  }

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'oh-backup-'))
    const created = await createThrowawayDatabase(serverUrl!, 'oh_backup')
    dropped.push(created.drop)
    sourceUrl = created.url
    source = await openDatabase({ kind: 'postgres', url: sourceUrl })
    await migrate(source.db)
    // The demo's members, parishes, likes, matches and messages, and a member with a photo of
    // her own (three stored sizes) and a deacon letter.
    await seedDemo(source.db)
    sourceUploads = join(work, 'source-uploads')
    const member = await insertMember(source.db)
    const name = `${member.id}-${randomUUID()}`
    const bytes = await testImage('webp', 120, 150)
    await directoryPhotoStore(sourceUploads).write(
      new Map(PHOTO_SIZES.map((size) => [photoFileName(name, size), bytes])),
    )
    await source.db.insert(photos).values({
      userId: member.id,
      name,
      position: 0,
      width: 120,
      height: 150,
      placeholder: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj',
    })
    photoKeys = PHOTO_SIZES.map((size) => `profile-photos/${photoFileName(name, size)}`)
    const letter = await directoryLetterStore(sourceUploads).save(
      member.id,
      new TextEncoder().encode('%PDF-1.4 a deacon letter'),
      'application/pdf',
    )
    await source.db.update(users).set({ deaconLetterUrl: letter }).where(eq(users.id, member.id))
    letterKey = `deacon-letters/${letter.split('/').pop()}`
  }, 60_000)

  afterAll(async () => {
    await source?.close()
    for (const drop of dropped) await drop()
    await rm(work, { recursive: true, force: true })
  })

  it('restores into an empty database the same rows, and into the store the same files', async () => {
    const folder = join(work, 'whole')
    const { manifest } = await takeBackup({
      databaseUrl: sourceUrl,
      uploads: directoryBucket(sourceUploads),
      folder,
    })
    expect(manifest.uploads).toMatchObject({ files: 4, missing: [] })
    expect(manifest.database.tables['public.users']?.rows).toBe(await source.db.$count(users))

    const targetUrl = await emptyDatabase()
    const targetUploads = join(work, 'restored-uploads')
    const restored = await restoreBackup({
      folder,
      databaseUrl: targetUrl,
      uploads: directoryBucket(targetUploads),
    })
    expect(restored.uploads).toBe(4)
    // Every row of every table, by an independent reading (the tests' own fingerprint).
    expect(await fingerprintOf(targetUrl)).toEqual(await dbFingerprint(source.db))
    for (const key of [...photoKeys, letterKey]) {
      expect(await readFile(join(targetUploads, key))).toEqual(
        await readFile(join(sourceUploads, key)),
      )
    }
    // The app starts on it: its migrations are all there, and serials go on past the last row.
    const opened = await openDatabase({ kind: 'postgres', url: targetUrl })
    try {
      await migrate(opened.db)
      const fresh = await insertMember(opened.db)
      expect(fresh.id).toBeGreaterThan(320)
    } finally {
      await opened.close()
    }
  })

  it('copies the uploads out of a bucket and back into another (object storage)', async () => {
    const server = await startS3Server()
    try {
      const live = s3Bucket(await server.newBucket())
      const kept = directoryBucket(sourceUploads)
      for (const key of [...photoKeys, letterKey]) {
        await live.put(key, (await kept.get(key))!, 'application/octet-stream')
      }
      const folder = join(work, 'from-a-bucket')
      const { manifest } = await takeBackup({ databaseUrl: sourceUrl, uploads: live, folder })
      expect(manifest.uploads).toMatchObject({ files: 4, missing: [] })

      const replacement = s3Bucket(await server.newBucket())
      await restoreBackup({ folder, databaseUrl: await emptyDatabase(), uploads: replacement })
      const keys = (await replacement.list('')).map(({ key }) => key)
      expect(keys.sort()).toEqual([...photoKeys, letterKey].sort())
      for (const key of keys) expect(await replacement.get(key)).toEqual(await kept.get(key))
    } finally {
      await server.stop()
    }
  }, 60_000)

  it('deletes again the accounts deleted after the backup was taken, and only those accounts', async () => {
    const uploads = join(work, 'deletions-uploads')
    const live = directoryBucket(uploads)
    const kept = directoryBucket(sourceUploads)
    for (const key of [...photoKeys, letterKey]) await live.put(key, (await kept.get(key))!, '')
    const owner = Number(/(\d+)-/.exec(photoKeys[0]!.split('/')[1]!)![1])
    const [leaving] = await source.db.select().from(users).where(eq(users.id, owner))
    const [staying] = await source.db.select().from(users).where(eq(users.id, 6))
    const folder = join(work, 'before-the-deletion')
    await takeBackup({ databaseUrl: sourceUrl, uploads: live, folder })

    // After the backup: the member with the photo and the letter deletes their account (the note
    // is what deleteAccount writes, api/routes/account-deletion.test.ts); and a note that names
    // member 6's id with another creation time (an earlier account that had the id).
    const ledger = bucketDeletionLedger(live)
    await ledger.record({
      userId: leaving!.id,
      createdAt: leaving!.createdAt.toISOString(),
      deletedAt: new Date().toISOString(),
    })
    await ledger.record({
      userId: staying!.id,
      createdAt: new Date(staying!.createdAt.getTime() - 1000).toISOString(),
      deletedAt: new Date().toISOString(),
    })
    const restoredUploads = join(work, 'deletions-restored')
    await rm(restoredUploads, { recursive: true, force: true })
    for (const { key } of await live.list('account-deletions/')) {
      await directoryBucket(restoredUploads).put(key, (await live.get(key))!, '')
    }
    const targetUrl = await emptyDatabase()
    const restored = await restoreBackup({
      folder,
      databaseUrl: targetUrl,
      uploads: directoryBucket(restoredUploads),
    })

    expect(restored.deletedAgain).toEqual([leaving!.id])
    const opened = await openDatabase({ kind: 'postgres', url: targetUrl })
    try {
      const ids = (await opened.db.select({ id: users.id }).from(users)).map(({ id }) => id)
      expect(ids).not.toContain(leaving!.id)
      expect(ids).toContain(staying!.id)
      expect(ids).toHaveLength((await source.db.$count(users)) - 1)
      expect(await opened.db.$count(photos, eq(photos.userId, leaving!.id))).toBe(0)
    } finally {
      await opened.close()
    }
    const files = (await directoryBucket(restoredUploads).list('')).map(({ key }) => key)
    expect(files.filter((key) => !key.startsWith('account-deletions/'))).toEqual([])
  }, 60_000)

  it('the summaries tell a restored table that differs from the backup', async () => {
    const before = await summaries(sourceUrl)
    await source.db.update(users).set({ bio: 'changed after the backup' }).where(eq(users.id, 6))
    try {
      expect(differingTables(before, await summaries(sourceUrl))).toEqual([
        expect.stringMatching(
          /^public\.users: (\d+) rows, digest \d+ in the backup, \1 rows, digest \d+ restored$/,
        ),
      ])
    } finally {
      await source.db.update(users).set({ bio: null }).where(eq(users.id, 6))
    }
  })

  it('lists the files the database names that the store has lost', async () => {
    const uploads = join(work, 'lossy-uploads')
    const folder = join(work, 'lossy')
    const store = directoryBucket(uploads)
    const kept = directoryBucket(sourceUploads)
    for (const key of [...photoKeys, letterKey]) await store.put(key, (await kept.get(key))!, '')
    await store.delete([photoKeys[0]!])
    const { manifest } = await takeBackup({ databaseUrl: sourceUrl, uploads: store, folder })
    expect(manifest.uploads).toMatchObject({ files: 3, missing: [photoKeys[0]] })
  })

  it('restores nothing from a damaged backup, into a database that is not empty, or from a folder that is no backup', async () => {
    const folder = join(work, 'damaged')
    await takeBackup({ databaseUrl: sourceUrl, uploads: directoryBucket(sourceUploads), folder })
    const targetUrl = await emptyDatabase()
    const targetUploads = join(work, 'untouched-uploads')
    const restore = (from: string, databaseUrl = targetUrl) =>
      restoreBackup({ folder: from, databaseUrl, uploads: directoryBucket(targetUploads) })

    const dump = join(folder, BACKUP_FILES.dump)
    const original = await readFile(dump)
    const flipped = Buffer.from(original)
    const middle = flipped.length >> 1
    flipped[middle] = flipped[middle]! ^ 0xff
    await writeFile(dump, flipped)
    await expect(restore(folder)).rejects.toThrow(
      'The backup is damaged: database.dump does not match its checksum',
    )
    await writeFile(dump, original)

    const photo = join(folder, BACKUP_FILES.uploads, photoKeys[1]!)
    await writeFile(photo, 'not the photo')
    await expect(restore(folder)).rejects.toThrow(
      `The backup is damaged: uploads/${photoKeys[1]} is missing or does not match its checksum`,
    )
    await writeFile(photo, await readFile(join(sourceUploads, photoKeys[1]!)))

    await expect(restore(work)).rejects.toThrow(
      `${work} is not a finished backup: it has no manifest.json`,
    )

    const fingerprint = await dbFingerprint(source.db)
    await expect(restore(folder, sourceUrl)).rejects.toThrow(
      /^The database to restore into is not empty \(\d+ tables, /,
    )
    expect(await dbFingerprint(source.db)).toEqual(fingerprint)
    expect(await summaries(targetUrl)).toEqual({})
    expect(await directoryBucket(targetUploads).list('')).toEqual([])
    // Mended, the same backup restores.
    await expect(restore(folder)).resolves.toMatchObject({ uploads: 4 })
  })

  it('npm run backup and npm run restore do it from the configuration', async () => {
    const run = promisify(execFile)
    const dataDir = join(work, 'cli-data')
    const parent = join(work, 'cli-backups')
    const store = directoryBucket(join(dataDir, 'uploads'))
    const kept = directoryBucket(sourceUploads)
    for (const key of [...photoKeys, letterKey]) await store.put(key, (await kept.get(key))!, '')
    const env = (databaseUrl: string) => ({
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
    })
    const backup = await run('npx', ['tsx', 'api/backup/backup-cli.ts', parent], {
      env: env(sourceUrl),
    })
    expect(backup.stdout).toMatch(
      /^Backed up to .+: \d+ tables, \d+ rows \(dump [\d.]+ MB\), 4 uploads/,
    )
    const folder = /^Backed up to (.+?): /.exec(backup.stdout)![1]!

    const targetUrl = await emptyDatabase()
    await rm(join(dataDir, 'uploads'), { recursive: true })
    const restore = await run('npx', ['tsx', 'api/backup/restore-cli.ts', folder], {
      env: env(targetUrl),
    })
    expect(restore.stdout).toMatch(/every table matches the backup/)
    expect(await fingerprintOf(targetUrl)).toEqual(await dbFingerprint(source.db))
    expect((await store.list('')).map(({ key }) => key).sort()).toEqual(
      [...photoKeys, letterKey].sort(),
    )

    await expect(
      run('npx', ['tsx', 'api/backup/restore-cli.ts', folder], { env: env(targetUrl) }),
    ).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/^Restore failed: The database to restore into is not empty/),
    })
  }, 60_000)
})
