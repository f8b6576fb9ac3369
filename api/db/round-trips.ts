import type { PGlite, Transaction as PgliteTransaction } from '@electric-sql/pglite'
import { fillPlaceholders, sql, SQL, type Placeholder } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import { PgliteDatabase } from 'drizzle-orm/pglite'
import type { Sql } from 'postgres'
import { writePoolOf, type Database } from './connect.ts'

/**
 * Statements sent in as few round trips to PostgreSQL as they need (docs/decisions/015). Every
 * round trip a request makes is a wake-up of a backend and of the API process, and while a
 * transaction waits for the next one it holds one of the pool's few connections.
 */

/** A result row as the driver gives it (column names as the statement aliases them). */
export type Row = Record<string, unknown>

const dialect = new PgDialect()

/** The rows of drizzle's `execute()`, whichever driver ran it (postgres.js: an array; PGlite: `rows`). */
export function rowsOf(result: unknown): Row[] {
  return Array.isArray(result) ? (result as Row[]) : (result as { rows: Row[] }).rows
}

/** A statement as the driver takes it: its text and parameters. */
export interface Query {
  sql: string
  params: unknown[]
}

/**
 * A statement whose text is built once (drizzle's sqlToQuery, with `sql.placeholder(name)` for
 * each of `names`, the values that vary) and filled with each request's values: building the text
 * walks the whole SQL tree, most of a write's own CPU in the API process (docs/decisions/015).
 * The text is built with the first database handle given: every handle of the app's schema
 * writes the same text.
 */
export function statementShape<Name extends string>(
  names: readonly Name[],
  build: (db: Database, placeholders: Record<Name, Placeholder>) => SQL,
): (db: Database, values: Record<Name, unknown>) => Query {
  let shape: Query | undefined
  return (db, values) => {
    shape ??= dialect.sqlToQuery(
      build(db, Object.fromEntries(names.map((name) => [name, sql.placeholder(name)])) as never),
    )
    return { sql: shape.sql, params: fillPlaceholders(shape.params, values) }
  }
}

/** Each value, or the placeholder of it in a statementShape. */
export type Bound<Values> = { [Name in keyof Values]: Values[Name] | Placeholder }

const queryOf = (statement: SQL | Query): Query =>
  statement instanceof SQL ? dialect.sqlToQuery(statement) : statement

/**
 * The driver's client these writes go through: PGlite's one connection, or the handle's write
 * pool (api/db/connect.ts; the handle's own pool for a handle opened without one).
 */
function clientOf(db: Database): { pglite: PGlite } | { postgres: Sql } {
  const client = (db as unknown as { $client: Sql | PGlite }).$client
  return (db as unknown) instanceof PgliteDatabase
    ? { pglite: client as PGlite }
    : { postgres: writePoolOf(db) ?? (client as Sql) }
}

/** One statement (its own transaction), prepared, on any free or pipelining connection. */
export async function runStatement(db: Database, statement: SQL | Query): Promise<Row[]> {
  const query = queryOf(statement)
  const client = clientOf(db)
  if ('pglite' in client) return (await client.pglite.query<Row>(query.sql, query.params)).rows
  const rows = client.postgres.unsafe(query.sql, query.params as never[], { prepare: true })
  return [...(await withinWait(rows.execute()))]
}

/**
 * The statements as ONE transaction in ONE round trip: BEGIN, each statement, COMMIT written
 * together on one connection of the pool, and their rows read back. They run in order, each on a
 * snapshot taken when it starts (READ COMMITTED), so a statement after `pg_advisory_xact_lock`
 * sees everything committed before the lock was granted. If one fails, PostgreSQL runs none after
 * it and COMMIT rolls the transaction back; its error is thrown. On PGlite (one connection) they
 * run in turn in a transaction.
 */
export async function runTransaction(db: Database, statements: (SQL | Query)[]): Promise<Row[][]> {
  const queries = statements.map(queryOf)
  const client = clientOf(db)
  if ('pglite' in client) {
    return client.pglite.transaction(async (tx: PgliteTransaction) => {
      const results: Row[][] = []
      for (const query of queries) results.push((await tx.query<Row>(query.sql, query.params)).rows)
      return results
    })
  }
  return withinWait(onOneConnection(client.postgres, queries))
}

/** How long a write may wait on the database before its request is answered 503. */
export const TRANSACTION_WAIT_MS = 3_000

/**
 * The work, or a DATABASE_WAIT_TIMEOUT error (databaseUnavailable: 503) once it has waited
 * TRANSACTION_WAIT_MS: while the database restarts or its backends are terminated, postgres.js's
 * pool was seen never to answer a few statements and reservations (the fault tests,
 * docs/scaling.md "Fault tests"). The work
 * goes on; its connection is released when it ends, and a replay of its clientId answers what it
 * did.
 */
async function withinWait<T>(work: Promise<T>): Promise<T> {
  work.catch(() => {})
  let timer: ReturnType<typeof setTimeout> | undefined
  const waited = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new Error(`The database did not answer within ${TRANSACTION_WAIT_MS} ms`)
      reject(Object.assign(error, { code: 'DATABASE_WAIT_TIMEOUT' }))
    }, TRANSACTION_WAIT_MS)
  })
  try {
    return await Promise.race([work, waited])
  } finally {
    clearTimeout(timer)
  }
}

async function onOneConnection(postgres: Sql, queries: Query[]): Promise<Row[][]> {
  const connection = await postgres.reserve()
  try {
    const sent = [
      connection.unsafe('begin'),
      ...queries.map((query) =>
        connection.unsafe(query.sql, query.params as never[], { prepare: true }),
      ),
      connection.unsafe('commit'),
    ]
    const settled = await Promise.allSettled(sent)
    const failed = settled.find((result) => result.status === 'rejected')
    if (failed) throw failed.reason
    return settled
      .slice(1, -1)
      .map((result) => [...(result as PromiseFulfilledResult<Row[]>).value])
  } finally {
    connection.release()
  }
}
