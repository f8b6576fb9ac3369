import { getTableName, is, sql } from 'drizzle-orm'
import { PgTable } from 'drizzle-orm/pg-core'
import type { Database } from './connect.ts'
import * as schema from './schema.ts'

/** Every table of the schema, by name. */
export const TABLE_NAMES = (Object.values(schema) as unknown[]).flatMap((value) =>
  is(value, PgTable) ? [getTableName(value)] : [],
)

/** Deletes every row of every table and restarts the id sequences (seed --force, tests). */
export async function emptyDatabase(db: Database): Promise<void> {
  const tables = sql.join(
    TABLE_NAMES.map((name) => sql.identifier(name)),
    sql`, `,
  )
  await db.execute(sql`truncate ${tables} restart identity cascade`)
}
