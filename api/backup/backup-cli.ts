import { join } from 'node:path'
import { loadConfig } from '../config.ts'
import { appDataOf } from './app-data.ts'
import { takeBackup } from './take-backup.ts'

// `npm run backup -- <folder>`: a new backup in <folder>/<time taken> (docs/backup-and-restore.md).
const parent = process.argv[2]
if (!parent) {
  console.error('Usage: npm run backup -- <folder>   (the backup goes into <folder>/<time taken>)')
  process.exit(2)
}
let data: ReturnType<typeof appDataOf>
try {
  data = appDataOf(loadConfig())
} catch (error) {
  console.error(`Backup refused: ${(error as Error).message}`)
  process.exit(1)
}
const folder = join(parent, new Date().toISOString().replaceAll(':', '-'))
try {
  const { manifest } = await takeBackup({ ...data, folder })
  const tables = Object.values(manifest.database.tables)
  const rows = tables.reduce((sum, table) => sum + table.rows, 0)
  const mb = (bytes: number) => (bytes / 1e6).toFixed(1)
  console.log(
    `Backed up to ${folder}: ${tables.length} tables, ${rows} rows (dump ${mb(manifest.database.bytes)} MB), ` +
      `${manifest.uploads.files} uploads (${mb(manifest.uploads.bytes)} MB).`,
  )
  if (manifest.uploads.missing.length > 0) {
    console.warn(
      `${manifest.uploads.missing.length} files the database names were not in the store (deleted while the backup ran, or lost): listed in manifest.json under uploads.missing.`,
    )
  }
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`)
  console.error(`${folder} is not a finished backup (it has no manifest.json); delete it.`)
  process.exitCode = 1
}
