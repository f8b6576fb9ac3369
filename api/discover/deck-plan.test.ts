import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { birthDateRange } from '#shared/domain/age.ts'
import { useTestDatabase } from '../testing/test-db.ts'
import { setFilters } from './conditions.ts'
import { tierStatement, type TierPhase } from './tier.ts'

const database = useTestDatabase()

/**
 * 2,000 members, half of them women, in 20 denominations (a generic plan estimates a chosen one at
 * one in 20, as with the real vocabulary), as plain rows; then statistics, as autovacuum would.
 */
beforeAll(async () => {
  await database.db.execute(sql`
    insert into users (username, email, password, first_name, last_name, birth_date, gender, looking_for,
      denomination, country, show_me, location, photos)
    select 'm' || i, 'm' || i || '@example.org', '!', 'M', 'T',
      (current_date - make_interval(years => 20 + i % 40, days => 1 + i % 300))::date,
      case when i % 2 = 0 then 'female' else 'male' end,
      case when i % 2 = 0 then 'male' else 'female' end,
      case when i % 20 = 0 then 'Greek Orthodox' else 'Tradition ' || i % 20 end, 'United States',
      i % 50 <> 0, 'Chicago', '[{"status":"approved"}]'::jsonb
    from generate_series(1, 2000) as i`)
  await database.db.execute(sql`vacuum analyze users`)
})

/** The filters as placeholder values: ages as the birth dates the deck compares (conditions.ts). */
function asValues(filters: Parameters<typeof setFilters>[0]) {
  const { latest, earliestExcluded } = birthDateRange(new Date(), filters)
  return {
    ...filters,
    ...(filters.minAge !== undefined && { minAge: latest }),
    ...(filters.maxAge !== undefined && { maxAge: earliestExcluded }),
  }
}

/**
 * The plan of a tier's statement, as EXPLAIN's text: the generic plan the server runs (its
 * statements are prepared under plan_cache_mode = force_generic_plan, api/db/connect.ts).
 */
async function planOf(
  filters: Parameters<typeof setFilters>[0],
  values: Record<string, unknown>,
  phase: TierPhase = 'n',
  ranked = false,
) {
  const query = tierStatement(database.db, setFilters(filters), phase, ranked)
  const { sql: text, params } = query.toSQL()
  const named = params as unknown as { name: string }[]
  const literal = (value: unknown) => (typeof value === 'string' ? `'${value}'` : String(value))
  // Sorting and bitmap scans switched off: on this little data a sort would be cheaper, and the
  // question is only whether an index can give the deck's order at all.
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_sort = off`)
    await tx.execute(sql`set local enable_bitmapscan = off`)
    await tx.execute(sql`set local plan_cache_mode = force_generic_plan`)
    await tx.execute(sql.raw(`prepare deck_plan as ${text}`))
    const args = named.map((param) => literal(values[param.name])).join(', ')
    // postgres.js answers an array of rows, PGlite an object holding them.
    const result: unknown = await tx.execute(sql.raw(`explain execute deck_plan(${args})`))
    await tx.execute(sql`deallocate deck_plan`)
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
      'QUERY PLAN': string
    }[]
    return rows.map((row) => row['QUERY PLAN']).join('\n')
  })
}

const common = {
  viewerId: 1,
  gender: 'female',
  now: '2026-11-22T12:00:00Z',
  rankedAt: '2026-11-22T12:00:00Z',
  tier: 250,
  withinMiles: null,
}

/** The plan's lines that read users through an index, and how. */
const userScans = (plan: string) =>
  plan.split('\n').filter((line) => / on users\b/.test(line) && line.includes('Index'))

describe('a tier of the deck reads its indexes in walk order (decision 036)', () => {
  it('walks users_deck_idx most recently active first with no sort and no table reads', async () => {
    const plan = await planOf({}, common)
    expect(plan).toMatch(/Index Only Scan using users_deck_idx/)
    expect(plan).not.toMatch(/Sort/)
  })

  it('walks the denomination index in walk order when a denomination is chosen', async () => {
    const plan = await planOf(
      { denomination: 'Greek Orthodox' },
      { ...common, denomination: 'Greek Orthodox' },
    )
    expect(plan).toMatch(/using users_deck_denomination_idx/)
    expect(plan).not.toMatch(/Sort/)
  })

  it("keeps that walk index-only with the viewer's age range and distance (decision 035)", async () => {
    const preferences = { minAge: 25, maxAge: 40, withinMiles: 100 }
    const values = { ...common, ...asValues(preferences), originLat: 41.88, originLon: -87.63 }
    const plan = await planOf(preferences, values)
    expect(plan).toMatch(/Index Only Scan using users_deck_idx/)
    expect(plan).not.toMatch(/Sort/)
  })

  it('reads the boosted members from users_deck_boosted_idx whatever the filters, not a filter index', async () => {
    const cases: Parameters<typeof setFilters>[0][] = [
      {},
      { denomination: 'Greek Orthodox', minAge: 25, maxAge: 40 },
      { country: 'United States' },
      { minAge: 25 },
    ]
    for (const filters of cases) {
      const plan = await planOf(filters, { ...common, ...asValues(filters) })
      expect(userScans(plan)[0]).toMatch(/users_deck_boosted_idx/)
      expect(plan).not.toMatch(/boosts/)
    }
  })

  it('leaves out the members ranked already as one hashed set, still walking the index', async () => {
    const plan = await planOf({}, common, 'n', true)
    expect(plan).toMatch(/deck_rankings/)
    expect(plan).toMatch(/Index Only Scan using users_deck_idx/)
    expect(plan).not.toMatch(/Sort/)
  })

  it('walks the members beyond the distance in the same order', async () => {
    const values = { ...common, withinMiles: 100, originLat: 41.88, originLon: -87.63 }
    const plan = await planOf({ withinMiles: 100 }, values, 'r', true)
    expect(plan).toMatch(/Index Only Scan using users_deck_idx/)
    expect(plan).not.toMatch(/Sort/)
  })
})
