import type postgres from 'postgres'

/** Runs one step of a bulk load and logs how long it took (stderr, as the benches report). */
export async function timedStep<T>(name: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now()
  const result = await run()
  console.error(`seed step: ${name} ${((performance.now() - started) / 1000).toFixed(2)} s`)
  return result
}

/**
 * Runs a bulk load with the indexes of `tables` that no constraint owns (the plain ones and the
 * unique ones drizzle declares as unique indexes) and their foreign keys dropped, then builds the
 * indexes again from their definitions and adds the foreign keys back, which checks every row
 * loaded: one sorted build per index and one join per key instead of a million single-row
 * insertions into each index and two lookups of the referenced member per row (a million members
 * with the deck's indexes in place took ten minutes on this machine; with the foreign keys checked
 * row by row the likes alone took minutes). A duplicate or a dangling reference fails the build,
 * as it would have failed the insert. Primary keys stay (serial ids are appended in order).
 */
export async function withIndexesDeferred(
  sql: postgres.Sql,
  tables: readonly string[],
  load: () => Promise<void>,
): Promise<void> {
  const regclasses = tables.map((t) => `public.${t}`)
  const indexes = await sql<{ name: string; definition: string }[]>`
    select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
    from pg_index i
    where i.indrelid = any(${regclasses}::regclass[])
      and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`
  const foreignKeys = await sql<{ table: string; name: string; definition: string }[]>`
    select conrelid::regclass::text as table, conname as name, pg_get_constraintdef(oid) as definition
    from pg_constraint
    where contype = 'f' and conrelid = any(${regclasses}::regclass[])`
  for (const { table, name } of foreignKeys)
    await sql.unsafe(`alter table ${table} drop constraint "${name}"`)
  for (const { name } of indexes) await sql.unsafe(`drop index ${name}`)
  await load()
  await sql`set maintenance_work_mem = '256MB'`
  for (const { name, definition } of indexes)
    await timedStep(`index ${name}`, () => sql.unsafe(definition))
  for (const { table, name, definition } of foreignKeys)
    await timedStep(`foreign key ${name}`, () =>
      sql.unsafe(`alter table ${table} add constraint "${name}" ${definition}`),
    )
}
