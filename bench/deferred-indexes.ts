import type postgres from 'postgres'

/**
 * Runs a bulk load with the plain indexes of `tables` dropped, then builds them again from their
 * definitions: one sorted build per index instead of a million single-row insertions into each
 * (a million members with the deck's indexes in place took ten minutes on this machine).
 * Indexes behind a constraint (primary keys, unique) stay, so the load is still checked.
 */
export async function withIndexesDeferred(
  sql: postgres.Sql,
  tables: readonly string[],
  load: () => Promise<void>,
): Promise<void> {
  const indexes = await sql<{ name: string; definition: string }[]>`
    select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
    from pg_index i
    where i.indrelid = any(${tables.map((t) => `public.${t}`)}::regclass[])
      and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`
  for (const { name } of indexes) await sql.unsafe(`drop index ${name}`)
  await load()
  await sql`set maintenance_work_mem = '256MB'`
  for (const { definition } of indexes) await sql.unsafe(definition)
}
