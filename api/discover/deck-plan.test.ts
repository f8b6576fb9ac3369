import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { useTestDatabase } from '../testing/test-db.ts'
import { candidateStatement, setFilters } from './feed.ts'

const database = useTestDatabase()

/** 2,000 members, half of them women, as plain rows; then statistics, as autovacuum would. */
beforeAll(async () => {
  await database.db.execute(sql`
    insert into users (username, email, password, first_name, last_name, age, gender, looking_for,
      denomination, country, show_me)
    select 'm' || i, 'm' || i || '@example.org', '!', 'M', 'T', 20 + i % 40,
      case when i % 2 = 0 then 'female' else 'male' end,
      case when i % 2 = 0 then 'male' else 'female' end,
      case when i % 20 = 0 then 'Greek Orthodox' else 'Russian Orthodox' end, 'United States',
      i % 50 <> 0
    from generate_series(1, 2000) as i`)
  await database.db.execute(sql`vacuum analyze users`)
})

/** The plan of the everyone-else phase of a page (no boosts involved), as EXPLAIN's text. */
async function planOf(filters: Parameters<typeof setFilters>[0], values: Record<string, unknown>) {
  const query = candidateStatement(database.db, setFilters(filters), { phase: 'n', afterId: null })
  const { sql: text, params } = query.toSQL()
  const named = params as unknown as { name: string }[]
  const literal = (value: unknown) => (typeof value === 'string' ? `'${value}'` : String(value))
  // The placeholders inlined as literals: EXPLAIN takes no bind parameters.
  const inlined = text.replace(/\$(\d+)/g, (_, n: string) => literal(values[named[+n - 1]!.name]))
  // Sorting and bitmap scans switched off: on this little data a sort would be cheaper, and the
  // question is only whether an index can give the deck's order at all.
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_sort = off`)
    await tx.execute(sql`set local enable_bitmapscan = off`)
    // postgres.js answers an array of rows, PGlite an object holding them.
    const result: unknown = await tx.execute(sql.raw(`explain ${inlined}`))
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
      'QUERY PLAN': string
    }[]
    return rows.map((row) => row['QUERY PLAN']).join('\n')
  })
}

const common = { viewerId: 1, gender: 'female', now: '2026-11-22T12:00:00Z', limit: 51 }

describe('the deck statement reads its index in deck order (migration 0008)', () => {
  it('walks users_deck_idx newest first with no sort and no table reads', async () => {
    const plan = await planOf({}, common)
    expect(plan).toMatch(/Index Only Scan using users_deck_idx/)
    expect(plan).not.toMatch(/Sort/)
  })

  it('walks the denomination index in deck order when a denomination is chosen', async () => {
    const plan = await planOf(
      { denomination: 'Greek Orthodox' },
      { ...common, denomination: 'Greek Orthodox' },
    )
    expect(plan).toMatch(/using users_deck_denomination_idx/)
    expect(plan).not.toMatch(/Sort/)
  })
})
