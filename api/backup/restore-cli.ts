import { loadConfig } from '../config.ts'
import { appDataOf } from './app-data.ts'
import { restoreBackup } from './restore-backup.ts'

// `npm run restore -- <backup folder>`: into the empty DATABASE_URL database and the configured
// upload store (docs/backup-and-restore.md).
const folder = process.argv[2]
if (!folder) {
  console.error('Usage: npm run restore -- <backup folder>   (one folder of `npm run backup`)')
  process.exit(2)
}
try {
  const restored = await restoreBackup({ ...appDataOf(loadConfig()), folder })
  console.log(
    `Restored the backup of ${restored.manifest.takenAt}: ${restored.tables} tables, ${restored.rows} rows, ` +
      `${restored.uploads} uploads; every table matches the backup.`,
  )
  const again = restored.deletedAgain.length
  if (again > 0) {
    console.log(`${again} accounts deleted after the backup was taken were deleted again.`)
  }
} catch (error) {
  console.error(`Restore failed: ${(error as Error).message}`)
  process.exitCode = 1
}
