import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileTypeFromBuffer } from 'file-type'
import { and, eq, sql } from 'drizzle-orm'
import postgres from 'postgres'
import { openDatabase } from '../db/connect.ts'
import { users } from '../db/schema.ts'
import { deleteAccountRows } from '../privacy/account.ts'
import { bucketDeletionLedger } from '../privacy/deletion-ledger.ts'
import { bucketLetterStore } from '../uploads/s3-letter-store.ts'
import { bucketPhotoStore } from '../uploads/s3-photo-store.ts'
import { directoryBucket } from '../uploads/directory-bucket.ts'
import type { ObjectBucket } from '../uploads/object-bucket.ts'
import {
  BACKUP_FILES,
  bytesSha256,
  fileSha256,
  parseUploadSums,
  readManifest,
  type Manifest,
} from './manifest.ts'
import { restoreDatabase } from './pg-tools.ts'
import { differingTables, summarizeTables, type TableSummaries } from './table-summaries.ts'

/** Uploads put back at once. */
const PUT_BATCH = 16

/** Reads a backup whole and checks every checksum before anything is written anywhere. */
async function checkedBackup(folder: string) {
  const manifest = await readManifest(folder)
  if ((await fileSha256(join(folder, BACKUP_FILES.dump))) !== manifest.database.sha256) {
    throw new Error(`The backup is damaged: ${BACKUP_FILES.dump} does not match its checksum`)
  }
  const sums = parseUploadSums(await readFile(join(folder, BACKUP_FILES.uploadSums), 'utf8'))
  if (sums.length !== manifest.uploads.files) {
    throw new Error(
      `The backup is damaged: ${BACKUP_FILES.uploadSums} lists ${sums.length} files, the manifest ${manifest.uploads.files}`,
    )
  }
  const copies = directoryBucket(join(folder, BACKUP_FILES.uploads))
  for (const { key, sha256 } of sums) {
    const bytes = await copies.get(key)
    if (!bytes || bytesSha256(bytes) !== sha256) {
      throw new Error(
        `The backup is damaged: uploads/${key} is missing or does not match its checksum`,
      )
    }
  }
  return { manifest, keys: sums.map(({ key }) => key), copies }
}

/** The tables of the database at `databaseUrl`, summarized (none: it is empty). */
async function summariesOf(databaseUrl: string): Promise<TableSummaries> {
  const connection = postgres(databaseUrl, { max: 1, onnotice: () => {} })
  try {
    return await connection.begin('isolation level repeatable read read only', summarizeTables)
  } finally {
    await connection.end({ timeout: 5 })
  }
}

/**
 * Deletes again the accounts the deletion ledger notes (docs/privacy.md) that the restored database
 * still holds: those deleted after the backup was taken. An account is the id with its creation
 * time, so a later account given the same id is left alone. Answers the ids deleted.
 */
async function deleteAgain(databaseUrl: string, uploads: ObjectBucket): Promise<number[]> {
  const noted = await bucketDeletionLedger(uploads).list()
  if (noted.length === 0) return []
  const opened = await openDatabase({
    kind: 'postgres',
    url: databaseUrl,
    poolSize: 1,
    writePoolSize: 1,
  })
  const deleted: number[] = []
  try {
    for (const account of noted) {
      const [member] = await opened.db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(
          and(
            eq(users.id, account.userId),
            sql`date_trunc('milliseconds', ${users.createdAt}) = ${account.createdAt}::timestamptz`,
          ),
        )
      if (!member) continue
      await bucketLetterStore(uploads).deleteAllOf(member.id)
      await bucketPhotoStore(uploads).deleteAllOf(member.id)
      await deleteAccountRows(opened.db, member)
      deleted.push(member.id)
    }
  } finally {
    await opened.close()
  }
  return deleted
}

export interface RestoreResult {
  manifest: Manifest
  tables: number
  rows: number
  uploads: number
  /** Accounts deleted after the backup was taken, deleted again (their ids). */
  deletedAgain: number[]
}

/**
 * Restores a backup of takeBackup into an empty database and the upload store
 * (docs/backup-and-restore.md). Nothing is written before every checksum of the backup holds and
 * the database is found empty; the dump goes in as one transaction; then each table is summarized
 * again and must equal the manifest, or the restore fails naming the tables that differ. Last, the
 * accounts deleted since the backup was taken are deleted again (deleteAgain).
 */
export async function restoreBackup(options: {
  folder: string
  databaseUrl: string
  uploads: ObjectBucket
}): Promise<RestoreResult> {
  const { manifest, keys, copies } = await checkedBackup(options.folder)
  const before = Object.keys(await summariesOf(options.databaseUrl))
  if (before.length > 0) {
    throw new Error(
      `The database to restore into is not empty (${before.length} tables, ${before.slice(0, 3).join(', ')}…): restore into a new, empty database`,
    )
  }
  await restoreDatabase(options.databaseUrl, join(options.folder, BACKUP_FILES.dump))
  for (let start = 0; start < keys.length; start += PUT_BATCH) {
    await Promise.all(
      keys.slice(start, start + PUT_BATCH).map(async (key) => {
        const bytes = (await copies.get(key))!
        const type = await fileTypeFromBuffer(bytes)
        await options.uploads.put(key, bytes, type?.mime ?? 'application/octet-stream')
      }),
    )
  }
  const differing = differingTables(
    manifest.database.tables,
    await summariesOf(options.databaseUrl),
  )
  if (differing.length > 0) {
    throw new Error(`Restored, but the database differs from the backup:\n${differing.join('\n')}`)
  }
  const deletedAgain = await deleteAgain(options.databaseUrl, options.uploads)
  const tables = Object.values(manifest.database.tables)
  return {
    manifest,
    tables: tables.length,
    rows: tables.reduce((sum, { rows }) => sum + rows, 0),
    uploads: keys.length,
    deletedAgain,
  }
}
