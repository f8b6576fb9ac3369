import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import * as z from 'zod'
import { DELETIONS_FOLDER } from '../privacy/deletion-ledger.ts'

/** The files of a backup folder. */
export const BACKUP_FILES = {
  manifest: 'manifest.json',
  dump: 'database.dump',
  /** `sha256sum` lines of every upload, so `sha256sum -c` checks them without the app. */
  uploadSums: 'uploads.sha256',
  uploads: 'uploads',
} as const

/**
 * The folders of the upload store a backup copies (the layout of DATA_DIR/uploads and of the
 * bucket): the photos, the deacon letters, and the notes of deleted accounts.
 */
export const UPLOAD_FOLDERS = ['profile-photos/', 'deacon-letters/', DELETIONS_FOLDER] as const

/** What manifest.json holds; written last, so a folder without it is not a finished backup. */
export const ManifestSchema = z.object({
  format: z.literal(1),
  takenAt: z.iso.datetime(),
  database: z.object({
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
    bytes: z.number().int().nonnegative(),
    tables: z.record(
      z.string(),
      z.object({ rows: z.number().int().nonnegative(), digest: z.string() }),
    ),
  }),
  uploads: z.object({
    files: z.number().int().nonnegative(),
    bytes: z.number().int().nonnegative(),
    /** Files the database names that the store no longer had when they were copied. */
    missing: z.array(z.string()),
  }),
})
export type Manifest = z.infer<typeof ManifestSchema>

/** The SHA-256 of a file, read as a stream (a dump may be larger than memory). */
export async function fileSha256(path: string): Promise<string> {
  const hash = createHash('sha256')
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer)
  return hash.digest('hex')
}

export const bytesSha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

/** The backup's manifest, or an error that says why the folder is not a backup to restore. */
export async function readManifest(folder: string): Promise<Manifest> {
  const text = await readFile(join(folder, BACKUP_FILES.manifest), 'utf8').catch(() => null)
  if (text === null) {
    throw new Error(`${folder} is not a finished backup: it has no ${BACKUP_FILES.manifest}`)
  }
  const parsed = ManifestSchema.safeParse(JSON.parse(text))
  if (!parsed.success) {
    throw new Error(
      `${join(folder, BACKUP_FILES.manifest)} is not a backup manifest: ${z.prettifyError(parsed.error)}`,
    )
  }
  return parsed.data
}

/** `<sha256>  uploads/<key>` lines, as sha256sum writes and reads them. */
export const uploadSumLine = (sha256: string, key: string) =>
  `${sha256}  ${BACKUP_FILES.uploads}/${key}`

/** The keys and hashes of uploads.sha256. */
export function parseUploadSums(text: string): { key: string; sha256: string }[] {
  return text
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line) => {
      const match = /^([0-9a-f]{64}) {2}uploads\/(.+)$/.exec(line)
      if (!match) throw new Error(`${BACKUP_FILES.uploadSums} has a line it cannot read: ${line}`)
      return { sha256: match[1]!, key: match[2]! }
    })
}
