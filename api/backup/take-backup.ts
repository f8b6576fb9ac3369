import { mkdir, stat, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import postgres from 'postgres'
import { PHOTO_SIZES, photoFileName } from '#shared/domain/photos.ts'
import { parseDemoPictureName } from '../db/demo/picture-names.ts'
import { LETTER_PREFIX } from '../uploads/letter-store.ts'
import { directoryBucket } from '../uploads/directory-bucket.ts'
import type { ObjectBucket } from '../uploads/object-bucket.ts'
import {
  BACKUP_FILES,
  bytesSha256,
  fileSha256,
  UPLOAD_FOLDERS,
  uploadSumLine,
  type Manifest,
} from './manifest.ts'
import { dumpDatabase } from './pg-tools.ts'
import { summarizeTables } from './table-summaries.ts'

/** Uploads copied at once (each a read from the store and a write to the backup). */
const COPY_BATCH = 16

/**
 * The upload keys the database names: each photo's files and each kept deacon letter. A demo
 * member's picture is not among them: it is drawn again when missing (api/db/demo/pictures.ts).
 */
async function referencedUploads(tx: postgres.TransactionSql): Promise<Set<string>> {
  const photos = (await tx<{ name: string }[]>`select name from photos`).filter(
    ({ name }) => parseDemoPictureName(name) === null,
  )
  const letters = await tx<{ reference: string }[]>`
    select deacon_letter_url as reference from users where deacon_letter_url like ${`${LETTER_PREFIX}%`}`
  return new Set([
    ...photos.flatMap(({ name }) =>
      PHOTO_SIZES.map((size) => `profile-photos/${photoFileName(name, size)}`),
    ),
    ...letters.map(({ reference }) => `deacon-letters/${reference.slice(LETTER_PREFIX.length)}`),
  ])
}

/** Copies every upload into the backup's uploads folder; answers each key with its hash. */
async function copyUploads(from: ObjectBucket, into: string) {
  const target = directoryBucket(join(into, BACKUP_FILES.uploads))
  const copied: { key: string; sha256: string; bytes: number }[] = []
  for (const folder of UPLOAD_FOLDERS) {
    const keys = (await from.list(folder)).map(({ key }) => key)
    for (let start = 0; start < keys.length; start += COPY_BATCH) {
      const batch = await Promise.all(
        keys.slice(start, start + COPY_BATCH).map(async (key) => {
          const bytes = await from.get(key)
          if (!bytes) return null // deleted since the listing
          await target.put(key, bytes, '')
          return { key, sha256: bytesSha256(bytes), bytes: bytes.byteLength }
        }),
      )
      copied.push(...batch.filter((file) => file !== null))
    }
  }
  return copied
}

export interface BackupResult {
  folder: string
  manifest: Manifest
}

/**
 * A backup of the app's data into a new folder: the database as pg_dump wrote it, every upload
 * (photos, deacon letters) from the store that keeps them, and manifest.json with checksums and
 * each table's summary (docs/backup-and-restore.md).
 *
 * The dump and the summaries read one exported snapshot: the same instant, while the app goes on
 * writing. Uploads are copied after that instant, so every file the dump names was in the store
 * when the snapshot was taken; one deleted in the minutes between (a member removing a photo) is
 * listed under `uploads.missing`, not silently absent.
 */
export async function takeBackup(options: {
  databaseUrl: string
  uploads: ObjectBucket
  folder: string
}): Promise<BackupResult> {
  const { databaseUrl, uploads, folder } = options
  await mkdir(dirname(folder), { recursive: true })
  await mkdir(folder, { mode: 0o700 }) // a folder that exists is refused: backups never merge
  const dumpFile = join(folder, BACKUP_FILES.dump)
  const connection = postgres(databaseUrl, { max: 1, onnotice: () => {} })
  const { tables, referenced, takenAt } = await connection
    .begin('isolation level repeatable read read only', async (tx) => {
      // now() is the transaction's start: the instant the snapshot shows.
      const [exported] = (await tx`select pg_export_snapshot() as snapshot, now() as at`) as [
        { snapshot: string; at: Date },
      ]
      const summaries = async () => ({
        tables: await summarizeTables(tx),
        referenced: await referencedUploads(tx),
      })
      const [read] = await Promise.all([
        summaries(),
        dumpDatabase(databaseUrl, exported.snapshot, dumpFile),
      ])
      return { ...read, takenAt: exported.at.toISOString() }
    })
    .finally(() => connection.end({ timeout: 5 }))
  const copied = await copyUploads(uploads, folder)
  await writeFile(
    join(folder, BACKUP_FILES.uploadSums),
    copied.map(({ sha256, key }) => `${uploadSumLine(sha256, key)}\n`).join(''),
  )
  const have = new Set(copied.map(({ key }) => key))
  const manifest: Manifest = {
    format: 1,
    takenAt,
    database: {
      sha256: await fileSha256(dumpFile),
      bytes: (await stat(dumpFile)).size,
      tables,
    },
    uploads: {
      files: copied.length,
      bytes: copied.reduce((sum, { bytes }) => sum + bytes, 0),
      missing: [...referenced].filter((key) => !have.has(key)).sort(),
    },
  }
  await writeFile(join(folder, BACKUP_FILES.manifest), `${JSON.stringify(manifest, null, 2)}\n`)
  return { folder, manifest }
}
