import { randomBytes } from 'node:crypto'
import postgres from 'postgres'

/**
 * A new, empty database `<prefix>_<random>` on the PostgreSQL server at `serverUrl` (tests,
 * benchmarks): its URL, and `drop()` to remove it with any open connections.
 */
export async function createThrowawayDatabase(serverUrl: string, prefix: string) {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} })
  await admin.unsafe(`create database ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      await admin.unsafe(`drop database if exists ${name} with (force)`)
      await admin.end({ timeout: 5 })
    },
  }
}
