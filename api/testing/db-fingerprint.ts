import { sql } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { TABLE_NAMES } from '../db/empty-database.ts'

/**
 * The rate limits count attempts on purpose, refused ones too (api/rate-limits, decision 031): a
 * refused sign-in or sign-up is meant to leave a row, so it is the one table a refusal may change.
 */
const COUNTED_ON_REFUSAL = ['rate_limit_hits']

/** Each table's row count and a digest of all its rows, in one statement. */
const fingerprintQuery = sql.join(
  TABLE_NAMES.filter((name) => !COUNTED_ON_REFUSAL.includes(name)).map(
    (name) =>
      sql`select ${name} as name, count(*)::int as rows, md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as digest from ${sql.identifier(name)} t`,
  ),
  sql` union all `,
)

/** Every table's rows, summed up: equal fingerprints mean nothing was added, removed or changed. */
export async function dbFingerprint(db: Database): Promise<Record<string, string>> {
  const result = await db.execute(fingerprintQuery)
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    name: string
    rows: number
    digest: string
  }[]
  return Object.fromEntries(rows.map((row) => [row.name, `${row.rows} ${row.digest}`]))
}
