import { spawn } from 'node:child_process'

/**
 * The URL without its password, and the environment that carries the password instead: the
 * password never shows in the process list (`ps`) while pg_dump or pg_restore runs.
 */
export function connectionOf(databaseUrl: string) {
  const url = new URL(databaseUrl)
  const password = decodeURIComponent(url.password)
  url.password = ''
  return {
    url: url.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  }
}

/** Runs a PostgreSQL client tool; rejects with what it printed when it fails or is missing. */
function run(tool: string, args: string[], databaseUrl: string): Promise<void> {
  const { url, env } = connectionOf(databaseUrl)
  return new Promise((resolve, reject) => {
    const child = spawn(tool, [...args, `--dbname=${url}`], {
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let printed = ''
    child.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString()))
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(
              `${tool} is not installed: install PostgreSQL's client tools (the server's major version or newer)`,
            )
          : error,
      ),
    )
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${tool} failed (${code}): ${printed.trim()}`)),
    )
  })
}

/**
 * pg_dump in its custom format (compressed; pg_restore reads it table by table), as of an exported
 * snapshot, so the dump shows the database at the same instant as the summaries taken in that
 * snapshot's transaction. Owners and grants are left out: the restore belongs to whoever runs it.
 */
export const dumpDatabase = (databaseUrl: string, snapshot: string, file: string) =>
  run(
    'pg_dump',
    [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--snapshot=${snapshot}`,
      `--file=${file}`,
    ],
    databaseUrl,
  )

/** pg_restore of such a dump, all or nothing: one transaction, stopped by the first error. */
export const restoreDatabase = (databaseUrl: string, file: string) =>
  run(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', file],
    databaseUrl,
  )
