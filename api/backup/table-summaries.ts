import type postgres from 'postgres'

/** Each table's row count and a digest of its rows: equal summaries, equal contents. */
export type TableSummaries = Record<string, { rows: number; digest: string }>

/**
 * Summarizes every table of the database (the app's and drizzle's migration journal) in the
 * transaction it is given, whose view it reads. The digest is the sum of a 60-bit hash of each
 * row's text: independent of the order rows are read in, and in constant memory, however large
 * the table. Rows are written as text under fixed settings, so both sides of a restore compare
 * the same text whatever their server's defaults.
 */
export async function summarizeTables(tx: postgres.TransactionSql): Promise<TableSummaries> {
  await tx`set local timezone to 'UTC'`
  await tx`set local datestyle to 'ISO, YMD'`
  await tx`set local intervalstyle to 'postgres'`
  await tx`set local extra_float_digits to 1`
  const tables = await tx<{ name: string }[]>`
    select quote_ident(schemaname) || '.' || quote_ident(tablename) as name from pg_tables
    where schemaname not in ('pg_catalog', 'information_schema') order by 1`
  const summaries: TableSummaries = {}
  for (const { name } of tables) {
    const [summary] = await tx.unsafe<{ rows: string; digest: string }[]>(
      `select count(*) as rows,
        coalesce(sum(('x' || left(md5(t::text), 15))::bit(60)::bigint), 0)::text as digest
      from ${name} t`,
    )
    summaries[name] = { rows: Number(summary!.rows), digest: summary!.digest }
  }
  return summaries
}

/** The tables whose summaries differ, each with both sides (a table on one side only too). */
export function differingTables(expected: TableSummaries, found: TableSummaries): string[] {
  const names = [...new Set([...Object.keys(expected), ...Object.keys(found)])].sort()
  const describe = (summary: TableSummaries[string] | undefined) =>
    summary ? `${summary.rows} rows, digest ${summary.digest}` : 'missing'
  return names
    .filter(
      (name) =>
        expected[name]?.rows !== found[name]?.rows ||
        expected[name]?.digest !== found[name]?.digest,
    )
    .map(
      (name) =>
        `${name}: ${describe(expected[name])} in the backup, ${describe(found[name])} restored`,
    )
}
