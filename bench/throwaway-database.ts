import { randomBytes } from 'node:crypto'
import postgres from 'postgres'

/** Where the benches create their databases (BENCH_DATABASE_URL). */
export const BENCH_SERVER_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

/**
 * A new database named `prefix_<random>` on the bench's PostgreSQL server: its URL, and `drop`
 * to remove it (with any connections still open) once the bench is done.
 */
export async function throwawayDatabase(prefix: string, serverUrl = BENCH_SERVER_URL) {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} })
  await admin.unsafe(`create database ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    databaseUrl: url.toString(),
    async drop() {
      await admin.unsafe(`drop database ${name} with (force)`)
      await admin.end()
    },
  }
}
