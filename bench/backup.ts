/**
 * Backups at 100,000 members on PostgreSQL (docs/backup-and-restore.md): seeds a throwaway
 * database as bench/discover.ts does (members, questionnaires, likes) and a folder of upload files,
 * then times `npm run backup`'s work (takeBackup: the dump, the tables' summaries in the same
 * snapshot, the uploads with their checksums) and `npm run restore`'s (restoreBackup: every
 * checksum, pg_restore, the uploads, the summaries again), each beside its limit in the same run:
 * pg_dump -Fc alone, pg_restore --single-transaction alone, and copying the same files with cp.
 * Called by scripts/bench.ts; alone: `npx tsx bench/backup.ts`. Needs PostgreSQL at
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) and its client tools.
 */
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import postgres from 'postgres'
import { restoreBackup } from '#api/backup/restore-backup.ts'
import { takeBackup } from '#api/backup/take-backup.ts'
import { migrate, openDatabase } from '#api/db/connect.ts'
import { createThrowawayDatabase } from '#api/db/throwaway-database.ts'
import { directoryBucket } from '#api/uploads/directory-bucket.ts'
import { MEMBERS, seed } from './discover.ts'

/** Upload files and their size: photo-sized (a card WebP is 40–120 KB). */
const FILES = 3_000
const FILE_BYTES = 60_000

export interface BackupBenchResult {
  members: number
  rows: number
  databaseBytes: number
  dumpBytes: number
  uploads: number
  uploadBytes: number
  /** Seconds. */
  backup: number
  pgDump: number
  copyFiles: number
  restore: number
  pgRestore: number
}

const seconds = (start: number) => (performance.now() - start) / 1000

export async function benchBackup(
  serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
): Promise<BackupBenchResult> {
  const work = await mkdtemp(join(tmpdir(), 'oh-backup-bench-'))
  const source = await createThrowawayDatabase(serverUrl, 'backup_bench')
  const targets = [
    await createThrowawayDatabase(serverUrl, 'restore_bench'),
    await createThrowawayDatabase(serverUrl, 'restore_floor'),
  ]
  try {
    const opened = await openDatabase({ kind: 'postgres', url: source.url })
    await migrate(opened.db)
    await opened.close()
    const sql = postgres(source.url, { max: 1, onnotice: () => {} })
    await seed(sql)
    const [{ bytes }] =
      (await sql`select pg_database_size(current_database())::bigint as bytes`) as [
        { bytes: string },
      ]
    await sql.end()
    const uploads = join(work, 'uploads', 'profile-photos')
    await mkdir(uploads, { recursive: true })
    for (let i = 0; i < FILES; i++) {
      await writeFile(
        join(uploads, `${i}-${randomBytes(16).toString('hex')}.webp`),
        randomBytes(FILE_BYTES),
      )
    }

    let start = performance.now()
    const { manifest } = await takeBackup({
      databaseUrl: source.url,
      uploads: directoryBucket(join(work, 'uploads')),
      folder: join(work, 'backup'),
    })
    const backup = seconds(start)

    start = performance.now()
    execFileSync('pg_dump', [
      '--format=custom',
      `--file=${join(work, 'floor.dump')}`,
      `--dbname=${source.url}`,
    ])
    const pgDump = seconds(start)
    start = performance.now()
    execFileSync('cp', ['-r', join(work, 'uploads'), join(work, 'floor-uploads')])
    const copyFiles = seconds(start)

    start = performance.now()
    await restoreBackup({
      folder: join(work, 'backup'),
      databaseUrl: targets[0]!.url,
      uploads: directoryBucket(join(work, 'restored-uploads')),
    })
    const restore = seconds(start)

    start = performance.now()
    execFileSync('pg_restore', [
      '--no-owner',
      '--single-transaction',
      `--dbname=${targets[1]!.url}`,
      join(work, 'floor.dump'),
    ])
    const pgRestore = seconds(start)

    const tables = Object.values(manifest.database.tables)
    return {
      members: MEMBERS,
      rows: tables.reduce((sum, table) => sum + table.rows, 0),
      databaseBytes: Number(bytes),
      dumpBytes: manifest.database.bytes,
      uploads: manifest.uploads.files,
      uploadBytes: manifest.uploads.bytes,
      backup,
      pgDump,
      copyFiles,
      restore,
      pgRestore,
    }
  } finally {
    for (const database of [source, ...targets]) await database.drop()
    await rm(work, { recursive: true, force: true })
  }
}

export function backupReport(r: BackupBenchResult): string {
  const mb = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`
  const s = (value: number) => `${value.toFixed(1)} s`
  return `## Backups (PostgreSQL, ${r.members.toLocaleString('en')} members)

A throwaway database seeded as the Discover bench seeds it (${r.rows.toLocaleString('en')} rows in all tables,
${mb(r.databaseBytes)} on disk) and ${r.uploads.toLocaleString('en')} upload files of ${(FILE_BYTES / 1000).toFixed(0)} KB (${mb(r.uploadBytes)}); the
app's commands beside their limits, in the same run (docs/backup-and-restore.md).

| step | time | its limit, same run | time |
|---|---|---|---|
| \`npm run backup\` (dump ${mb(r.dumpBytes)} in one snapshot with every table's summary; uploads copied with checksums) | ${s(r.backup)} | pg_dump -Fc alone, then cp -r of the uploads | ${s(r.pgDump)} + ${s(r.copyFiles)} |
| \`npm run restore\` (every checksum, pg_restore in one transaction, uploads put back, every table summarized and compared) | ${s(r.restore)} | pg_restore --single-transaction alone, then the same cp -r | ${s(r.pgRestore)} + ${s(r.copyFiles)} |
`
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchBackup()
  console.log(process.argv.includes('--json') ? JSON.stringify(result) : backupReport(result))
}
