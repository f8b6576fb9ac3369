/**
 * What the repository must not hold: data. A database (an embedded PGlite or PostgreSQL data
 * directory, an SQLite file, a pg_dump) or any file over MAX_TRACKED_BYTES, unless it is listed
 * in LARGE_FILES_ALLOWED with its reason. Checked by `npm test` (check-tracked-files.ts).
 */

export const MAX_TRACKED_BYTES = 1024 * 1024

/** Tracked files allowed over MAX_TRACKED_BYTES: path → why it belongs in the repository. */
export const LARGE_FILES_ALLOWED: Readonly<Record<string, string>> = {}

export interface TrackedFile {
  path: string
  bytes: number
  /** The file's first bytes (16 are enough). */
  head: Uint8Array
}

/** Files a PostgreSQL (or PGlite) data directory has and source never does. */
const DATA_DIRECTORY_FILE =
  /(?:^|\/)(?:PG_VERSION|pg_control|postgresql\.auto\.conf)$|(?:^|\/)(?:pg_wal|pg_xact|global|base\/\d+)\//
/** File names of databases and dumps. */
const DATABASE_NAME = /\.(?:sqlite3?|db|dump|pgdump)$/i
/** The first bytes of an SQLite database and of a pg_dump custom-format archive. */
const MAGIC = [new TextEncoder().encode('SQLite format 3\0'), new TextEncoder().encode('PGDMP')]

const startsWith = (head: Uint8Array, magic: Uint8Array) =>
  head.length >= magic.length && magic.every((byte, index) => head[index] === byte)

/** Each tracked file that should not be, with why. */
export function trackedFileProblems(files: readonly TrackedFile[]): string[] {
  const problems: string[] = []
  for (const file of files) {
    if (DATA_DIRECTORY_FILE.test(file.path))
      problems.push(`${file.path}: part of a database's data directory`)
    else if (DATABASE_NAME.test(file.path) || MAGIC.some((magic) => startsWith(file.head, magic)))
      problems.push(`${file.path}: a database file`)
    else if (file.bytes > MAX_TRACKED_BYTES && !(file.path in LARGE_FILES_ALLOWED))
      problems.push(
        `${file.path}: ${(file.bytes / 1024 / 1024).toFixed(1)} MB, over the 1 MB allowed (list it in LARGE_FILES_ALLOWED with a reason if it must be tracked)`,
      )
  }
  return problems
}
