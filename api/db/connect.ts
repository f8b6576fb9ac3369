import { mkdirSync } from 'node:fs'
import { isAbsolute, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { PgliteDatabase, drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePostgres, type PostgresJsDatabase } from 'drizzle-orm/postgres-js'
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator'
import postgres from 'postgres'
import { defaultPoolSize, defaultWritePoolSize } from './pool.ts'
import { lockEmbeddedDirectory } from './embedded-lock.ts'
import * as schema from './schema.ts'

/** The drizzle database the app uses, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

export interface OpenedDatabase {
  db: Database
  kind: 'pglite' | 'postgres'
  close(): Promise<void>
}

/**
 * The pool of each PostgreSQL database handle for the one-round-trip writes
 * (api/db/round-trips.ts): connections opened on first use, beside the handle's own pool, which
 * serves everything else (docs/decisions/017).
 */
const writePools = new WeakMap<object, postgres.Sql>()

/** The write pool of a PostgreSQL handle (undefined for PGlite). */
export function writePoolOf(db: Database): postgres.Sql | undefined {
  return writePools.get(db)
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url))

/**
 * The settings of every connection the API opens to a PostgreSQL server (the bench's direct side
 * uses them too, to compare like with like).
 *
 * The statements the app prepares (the deck's shapes, the session lookup) are written to
 * run well under one plan whatever their values. Left to itself PostgreSQL plans them anew
 * for their first executions and keeps doing so while its custom plans look cheaper, which
 * costs more than running them (bench: 0.97 → 0.59 ms of database CPU per deck page).
 * Statements that are not prepared are planned for their values as before.
 *
 * No parallel workers: the deck's statement at 1,000,000 members was planned as a Gather Merge of
 * two workers, 13 ms for one page instead of 3.7 ms without, and under 32 concurrent requests each
 * page started two more processes on a 2-core machine (bench scale curve: 175 req/s, p95 306 ms,
 * against 2,235 req/s at 100,000). The API's statements each read a page or a row through an index;
 * a parallel plan only pays for scans that one request runs alone.
 */
export const SERVER_CONNECTION_SETTINGS = {
  plan_cache_mode: 'force_generic_plan',
  max_parallel_workers_per_gather: '0',
} as const

/**
 * Where the app's database is, said explicitly: a PostgreSQL server (through postgres.js), an
 * embedded PGlite persisted in a directory (an absolute path: a relative or empty one would put
 * a database wherever the process happens to start, the repository included), or PGlite in
 * memory (tests).
 */
export type DatabaseLocation =
  | {
      kind: 'postgres'
      url: string
      /** Connections kept to the PostgreSQL server (config DATABASE_POOL_SIZE). */
      poolSize?: number
      /** Connections kept for the one-round-trip writes (config DATABASE_WRITE_POOL_SIZE). */
      writePoolSize?: number
    }
  | { kind: 'pglite'; directory: string }
  | { kind: 'memory' }

/**
 * The database the configuration names: DATABASE_URL's server, or else the embedded PGlite in
 * `DATA_DIR/pglite` (DATA_DIR resolved against the working directory once, here).
 */
export function configuredDatabase(config: {
  DATABASE_URL?: string | undefined
  DATA_DIR: string
  DATABASE_POOL_SIZE?: number
  DATABASE_WRITE_POOL_SIZE?: number
}): DatabaseLocation {
  if (config.DATABASE_URL)
    return {
      kind: 'postgres',
      url: config.DATABASE_URL,
      poolSize: config.DATABASE_POOL_SIZE,
      writePoolSize: config.DATABASE_WRITE_POOL_SIZE,
    }
  return { kind: 'pglite', directory: resolve(config.DATA_DIR, 'pglite') }
}

export async function openDatabase(location: DatabaseLocation): Promise<OpenedDatabase> {
  if (location.kind === 'postgres') {
    const pool = (url: string, max: number) =>
      postgres(url, {
        max,
        onnotice: () => {},
        connection: SERVER_CONNECTION_SETTINGS,
      })
    const client = pool(location.url, location.poolSize ?? defaultPoolSize())
    const writes = pool(location.url, location.writePoolSize ?? defaultWritePoolSize())
    const db = drizzlePostgres({ client, schema })
    // Wrapping a client sets drizzle's type handling on it (dates and JSON go as text, both
    // ways), which the statements built with drizzle rely on: the write pool gets it too.
    drizzlePostgres({ client: writes, schema })
    writePools.set(db, writes)
    return {
      db,
      kind: 'postgres',
      close: async () => {
        await Promise.all([client.end({ timeout: 5 }), writes.end({ timeout: 5 })])
      },
    }
  }
  let directory: string | undefined
  let unlock = async () => {}
  if (location.kind === 'pglite') {
    directory = location.directory
    if (!isAbsolute(directory))
      throw new Error(
        `The embedded database needs an absolute directory, not ${JSON.stringify(directory)}`,
      )
    mkdirSync(directory, { recursive: true })
    unlock = await lockEmbeddedDirectory(directory)
  }
  const client = await PGlite.create(directory).catch(async (error: unknown) => {
    await unlock()
    throw error
  })
  const db = drizzlePglite({ client, schema })
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await client.close()
      await unlock()
    },
  }
}

/** Whether this is the embedded PGlite (one process, one connection) rather than a server. */
export function isEmbedded(db: Database): boolean {
  return db instanceof PgliteDatabase
}

/** Applies the committed drizzle-kit migrations with the migrator of the database's driver. */
export async function migrate(db: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER }
  if (isEmbedded(db)) {
    await migratePglite(db as PgliteDatabase<typeof schema>, config)
  } else {
    await migratePostgres(db as PostgresJsDatabase<typeof schema>, config)
  }
}
