/**
 * The discover feed at 100,000 members on PostgreSQL (issue 3 §10): seeds a throwaway
 * database, starts the real server in its own process as `npm run serve` does, loads GET /api/users
 * with autocannon at a fixed concurrency, and runs the feed's own SQL directly
 * through postgres.js at the same concurrency for comparison. Called by scripts/bench.ts; alone:
 * `npx tsx bench/discover.ts`. Needs PostgreSQL at BENCH_DATABASE_URL
 * (default postgres://postgres@127.0.0.1:5432/postgres).
 */
import type { ChildProcess } from 'node:child_process'
import { cpus, loadavg } from 'node:os'
import { randomBytes } from 'node:crypto'
import postgres from 'postgres'
import {
  DENOMINATIONS,
  COUNTRIES,
  CHURCH_ATTENDANCE,
  EDUCATION_LEVELS,
  ENGLISH_FLUENCY,
  RACES,
} from '#shared/domain/vocabularies.ts'
import { sessionLookupQuery, startSession } from '#api/auth/sessions.ts'
import { SESSION_COOKIE } from '#api/auth/session-token.ts'
import { loadConfig } from '#api/config.ts'
import {
  migrate,
  openDatabase,
  SERVER_CONNECTION_SETTINGS,
  type Database,
} from '#api/db/connect.ts'
import { decodeCursor } from '#api/discover/cursor.ts'
import { deckFiltersOf, setFilters } from '#api/discover/conditions.ts'
import {
  readDeckStatement,
  readDeckValues,
  recentDeckStatement,
  recentDeckValues,
  storeDeckStatement,
  storeDeckValues,
} from '#api/discover/deck-store.ts'
import { DECK_REUSE_MS, filtersKeyOf, liveStatement, liveValues } from '#api/discover/feed.ts'
import { tierStatement, tierValues } from '#api/discover/tier.ts'
import { users, type UserRow } from '#api/db/schema.ts'
import { DiscoverFiltersQuerySchema } from '#shared/schemas/filters.ts'
import { eq, fillPlaceholders } from 'drizzle-orm'
import {
  loadDirect,
  loadHttp,
  loadServer,
  pairRuns,
  settle,
  type LoadResult,
  type PairedRuns,
} from './load.ts'
import { timedStep, withIndexesDeferred } from './deferred-indexes.ts'
import { startServer, stopServer } from './server-process.ts'

export type { LoadResult } from './load.ts'

export const MEMBERS = 100_000
export const CONCURRENCY = 32
const SECONDS = 10
/**
 * Seconds each side runs at full concurrency before a deck case is measured: the server runs for
 * hours, so the bench measures it after its JIT and heap have settled (with a 2 s warm-up at 4
 * connections, the first case measured ran with a longer tail than the same case run second).
 */
const WARMUP_SECONDS = 5
/** Runs of each side per deck case (the median is reported). */
const RUNS = 3
/** Pool sizes the direct side also runs at (one run each), beside the server's own. */
const OTHER_POOL_SIZES = [2, 3, 4]
/** What Chromium sends: the deck answers are compressed as a browser receives them (decision 013). */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd'
/**
 * The deck cases (decision 036): a first page ranks a new deck (a tier, stored in deck_rankings);
 * a next page reads a slice of a ranked deck. Members open the app and then page: both are
 * measured, each on its own.
 */
export const CASES = [
  ['ranked deck, first page, deck ranked anew', 'fresh=true', 'new'],
  ['ranked deck, first page, deck of minutes ago', '', 'again'],
  ['ranked deck, next page', '', 'next'],
  [
    'ranked deck, denomination + age range, deck ranked anew',
    'denomination=Greek%20Orthodox&minAge=25&maxAge=40&fresh=true',
    'new',
  ],
] as const
export type DeckPage = (typeof CASES)[number][2]

/** The query string of a case's request: a next page carries the cursor of a first page. */
export async function deckQuery(
  base: string,
  cookie: string,
  query: string,
  page: DeckPage,
): Promise<string> {
  if (page !== 'next') return query
  const response = await fetch(`${base}/api/users?${query}`, { headers: { cookie } })
  const { nextCursor } = (await response.json()) as { nextCursor: string }
  return `${query}${query ? '&' : ''}cursor=${nextCursor}`
}

export interface DiscoverBenchResult {
  members: number
  concurrency: number
  seconds: number
  seedMs: number
  cases: (PairedRuns & {
    name: string
    query: string
    /** The same direct work through pools of other sizes (one run each): the SQL at its best here. */
    otherPools: { size: number; rps: number }[]
    /** The HTTP warm-up right after the case starts (a cold deck path): its answers and tail. */
    warmup: { requests: number; non2xx: number; p99: number }
  })[]
  /** The server's pool (DATABASE_POOL_SIZE as the server reads it), which the direct side uses. */
  pool: number
  explain: string
  loadAverage: number
  /** The machine's idle share just before each deck case (after settle()). */
  idleAtStart: number[]
  cores: number
}

/**
 * `members` members (100,000 by default) in a few INSERT ... SELECT generate_series statements,
 * set-based: ages 18–60, both genders, every denomination, country, race, education, fluency and
 * attendance of the vocabularies, 300 cities, a questionnaire for two thirds, a boost for one in
 * 2,500, and about one random like per member. The indexes and foreign keys are built after the
 * load (bench/deferred-indexes.ts), and each step's time is logged: a million members in about
 * 20 s on this machine.
 */
export async function seed(sql: postgres.Sql, members = MEMBERS) {
  await withIndexesDeferred(sql, ['users', 'likes', 'orthodox_questionnaire_responses'], () =>
    seedRows(sql, members),
  )
}

async function seedRows(sql: postgres.Sql, members: number) {
  // A text[] literal: {"a","b"} (the vocabularies hold no quotes or backslashes).
  const arr = (values: readonly string[]) => `{${values.map((v) => `"${v}"`).join(',')}}`
  // The members take the ids after the last one, as the serial column would give them, set here
  // so each member's profile_version can be written at once (below).
  const [{ base } = { base: 0 }] = await sql<{ base: number }[]>`
    select coalesce(max(id), 0)::int as base from users`
  await timedStep(
    'users',
    () => sql`
    insert into users (id, username, email, password, first_name, last_name, birth_date, gender, looking_for,
      denomination, location, country, race, weight, income, education_level, english_fluency,
      church_attendance_frequency, show_race, show_weight, membership_tier, is_verified,
      latitude, longitude, show_me, show_distance, match_preferences, bio, created_at,
      email_verified_at, last_active_at, profile_version, photos)
    select ${base} + i, 'bench' || i, 'bench' || i || '@example.org', '!', 'First' || i, 'Last' || i,
      (current_date - make_interval(years => 18 + (i * 7) % 43, days => 1 + (i * 13) % 360))::date, case when i % 2 = 0 then 'female' else 'male' end,
      case when i % 2 = 0 then 'male' else 'female' end,
      (${arr(DENOMINATIONS)}::text[])[1 + i % ${DENOMINATIONS.length}], 'City ' || (i % 300),
      (${arr(COUNTRIES)}::text[])[1 + (i / 7) % ${COUNTRIES.length}],
      (${arr(RACES)}::text[])[1 + (i / 3) % ${RACES.length}],
      90 + (i * 13) % 160, ((i * 37) % 200) * 1000,
      (${arr(EDUCATION_LEVELS)}::text[])[1 + (i / 5) % ${EDUCATION_LEVELS.length}],
      (${arr(ENGLISH_FLUENCY)}::text[])[1 + (i / 11) % ${ENGLISH_FLUENCY.length}],
      (${arr(CHURCH_ATTENDANCE)}::text[])[1 + (i / 13) % ${CHURCH_ATTENDANCE.length}],
      i % 7 <> 0, i % 5 <> 0, case when i % 10 = 0 then 'premium' when i % 20 = 1 then 'verified' else 'free' end,
      i % 20 = 1, round((25 + (i % 23))::numeric, 2), round((-120 + (i % 47))::numeric, 2),
      i % 50 <> 0, i % 9 <> 0,
      case when i % 3 = 0 then '{"ageRange":[25,40],"churchAttendance":"monthly"}'::jsonb end,
      'A bench member who loves the Divine Liturgy.', now() - (${members} - i) * interval '1 minute',
      -- Every member confirmed their address on joining, as the app asks (docs/accounts.md): an
      -- unconfirmed sender may send only a few messages a day.
      now() - (${members} - i) * interval '1 minute',
      now() - ((i * 7919) % 2000) * interval '1 hour',
      case when (${base} + i) % 3 <> 1 then 2 else 1 end,
      -- One approved photo each, but one member in 25 has none yet: a profile not yet shown
      -- (issue #35), which the deck index leaves out.
      case when i % 25 = 0 then '[]'::jsonb else jsonb_build_array(jsonb_build_object('id', i,
        'name', i || '-bench', 'width', 800, 'height', 1000, 'placeholder', 'LEHV6nWB2yk8pyo0adR*.7kCMdnj',
        'position', 0, 'status', 'approved', 'rejectionReason', null, 'revision', 1)) end
    from generate_series(1, ${members}) as i`,
  )
  await sql`select setval(pg_get_serial_sequence('users', 'id'), ${base + members})`
  // Answers move their member's profile_version by one (a trigger, migration 0004): an UPDATE of
  // the member's row per answer, which at a million members took most of the seed and left a
  // dead row version behind each. The members seeded above already carry the version their answers
  // give; the trigger is off while the answers go in, and the members who were there before get
  // theirs in one statement.
  await timedStep('questionnaire', () =>
    sql.begin(async (tx) => {
      await tx`alter table orthodox_questionnaire_responses disable trigger answers_profile_version`
      await tx`
        insert into orthodox_questionnaire_responses (user_id, believes_real_presence, prayer_frequency,
          fasting_frequency, contraception_position, divorce_position, traditional_gender_roles)
        select id, (array['strongly_agree','agree','neutral','disagree'])[1 + id % 4],
          (array['daily','weekly','monthly'])[1 + id % 3], (array['daily','weekly','monthly','rarely'])[1 + id % 4],
          (array['yes','unsure','no'])[1 + id % 3], (array['yes','unsure','no'])[1 + (id / 2) % 3],
          (array['strongly_agree','agree','neutral'])[1 + (id / 3) % 3]
        from users where id % 3 <> 1`
      await tx`alter table orthodox_questionnaire_responses enable trigger answers_profile_version`
      await tx`update users set profile_version = profile_version + 1 where id <= ${base} and id % 3 <> 1`
    }),
  )
  await timedStep(
    'boosts',
    () => sql`
    insert into boosts (user_id, start_time, end_time)
    select id, now() - interval '1 hour', now() + interval '1 day' from users where id % 2500 = 2`,
  )
  await timedStep(
    'likes',
    () => sql`
    insert into likes (from_user_id, to_user_id)
    select 1 + (i * 7919) % ${members}, 1 + (i * 104729) % ${members}
    from generate_series(1::bigint, ${members}::bigint) as i
    where (i * 7919) % ${members} <> (i * 104729) % ${members}
    on conflict do nothing`,
  )
}

/** The viewer: a verified man with a questionnaire who already liked or passed 300 women. */
export async function createViewer(sql: postgres.Sql): Promise<number> {
  const [viewer] = await sql<{ id: number }[]>`
    insert into users (username, email, password, first_name, last_name, birth_date, gender, looking_for,
      denomination, country, church_attendance_frequency, membership_tier, latitude, longitude,
      match_preferences)
    values ('benchviewer', 'viewer@example.org', '!', 'Bench', 'Viewer', (current_date - interval '32 years 2 months')::date, 'male', 'female',
      'Greek Orthodox', 'United States', 'Weekly', 'verified', 41.88, -87.63,
      '{"ageRange":[24,38],"churchAttendance":"weekly"}'::jsonb)
    returning id`
  const id = viewer!.id
  await sql`insert into orthodox_questionnaire_responses (user_id, believes_real_presence, prayer_frequency)
    values (${id}, 'strongly_agree', 'daily')`
  await sql`insert into likes (from_user_id, to_user_id)
    select ${id}, u.id from users u where u.gender = 'female' order by u.id desc limit 150`
  await sql`insert into passes (from_user_id, to_user_id)
    select ${id}, u.id from users u where u.gender = 'female' order by u.id desc offset 150 limit 150`
  return id
}

/** The tier statement of a first page (its EXPLAIN goes in the report). */
export function firstTierStatement(db: Database, viewer: UserRow, query: string) {
  const asked = DiscoverFiltersQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)))
  const { filters } = deckFiltersOf(viewer, asked)
  const set = setFilters(filters)
  const now = new Date()
  const values = tierValues({ viewer, filters, set, phase: 'n', rankedAt: now, ranked: false, now })
  return sent(tierStatement(db, set, 'n', false), values)
}

/** A statement as postgres.js sends it: text and parameter values. */
interface Sent {
  sql: string
  params: unknown[]
}
const sent = (query: { toSQL(): { sql: string; params: unknown[] } }, values = {}): Sent =>
  withValues(query)(values)

/** A statement's text built once, its values filled per call, as a prepared statement is sent. */
const withValues = (query: { toSQL(): { sql: string; params: unknown[] } }) => {
  const { sql, params } = query.toSQL()
  return (values: Record<string, unknown>): Sent => ({
    sql,
    params: fillPlaceholders(params, values),
  })
}

/**
 * The statements GET /api/users sends for a page once the profile cache is warm, built by the
 * endpoint's own code: for a first page the tier statement, the deck's prune and insert in one
 * transaction and the live check of the page's members; for a next page the read of the deck's
 * slice and the live check. `send` runs them through a postgres.js client (the session lookup is
 * sent before them by the caller). What the endpoint does between them (ranking, JSON) is not.
 */
export function deckStatements(db: Database, viewer: UserRow, query: string, page: DeckPage) {
  const params = new URLSearchParams(query)
  const cursor = decodeCursor(params.get('cursor') ?? undefined)
  params.delete('cursor')
  const asked = DiscoverFiltersQuerySchema.parse(Object.fromEntries(params))
  const { filters, beyond } = deckFiltersOf(viewer, asked)
  const set = setFilters(filters)
  const now = new Date()
  const tier = firstTierStatement(db, viewer, params.toString())
  const live = withValues(liveStatement(db, set))
  // The deck the endpoint continues on a first page: the latest ranked for these conditions.
  const key = filtersKeyOf(viewer, filters, set, beyond)
  const since = new Date(Date.now() - DECK_REUSE_MS)
  const recent = sent(recentDeckStatement(db), recentDeckValues(viewer.id, key, since, 50))
  const slice =
    page === 'next' && cursor
      ? sent(readDeckStatement(db), readDeckValues(viewer.id, cursor.rankedAt, cursor.offset, 50))
      : undefined
  let rankedAt = now.getTime()
  return async (client: postgres.Sql) => {
    const run = (s: Sent, c: Pick<postgres.Sql, 'unsafe'> = client) =>
      c.unsafe(s.sql, s.params as never[], { prepare: true })
    if (page === 'again') {
      const [deck] = await run(recent)
      await run(live(liveValues({ viewer, filters, set, now }, (deck?.ids as number[]) ?? [])))
      return
    }
    if (slice) {
      const [read] = await run(slice)
      await run(live(liveValues({ viewer, filters, set, now }, (read?.ids as number[]) ?? [])))
      return
    }
    const rows = await run(tier)
    const ids = rows.map((row) => row.id as number)
    const deck = {
      viewerId: viewer.id,
      rankedAt: new Date(++rankedAt),
      filtersKey: 'bench',
      // A deck per request, as the endpoint stores one per new deck.
      memberIds: ids,
      beyondFrom: null,
      next: 'n' as const,
      withinCount: null,
    }
    await run(storeDeckStatement(db, storeDeckValues(deck)))
    await run(live(liveValues({ viewer, filters, set, now }, ids.slice(0, 50))))
  }
}

export async function benchDiscover(
  serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  port = 3410,
): Promise<DiscoverBenchResult> {
  const loadAverage = loadavg()[0]!
  const name = `oh_bench_${randomBytes(5).toString('hex')}`
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} })
  await admin.unsafe(`create database ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const databaseUrl = url.toString()
  let server: ChildProcess | undefined
  const opened = await openDatabase({ kind: 'postgres', url: databaseUrl })
  // As the server's pool (api/db/connect.ts): 4 connections, prepared statements on one plan.
  const pool = loadConfig({ ...process.env, DATABASE_URL: databaseUrl }).DATABASE_POOL_SIZE
  const directPool = (max: number) =>
    postgres(databaseUrl, {
      max,
      onnotice: () => {},
      connection: SERVER_CONNECTION_SETTINGS,
    })
  // As the server's pool (api/db/connect.ts): its size, prepared statements on one plan.
  const direct = directPool(pool)
  try {
    await migrate(opened.db)
    const seedStarted = performance.now()
    await seed(direct)
    const viewerId = await createViewer(direct)
    // After a bulk load, as autovacuum would: statistics and the visibility map.
    await direct`vacuum analyze`
    const seedMs = performance.now() - seedStarted
    const { token } = await startSession(opened.db, viewerId, new Date(), 30)
    const cookie = `${SESSION_COOKIE}=${token}`
    const [viewer] = await opened.db.select().from(users).where(eq(users.id, viewerId))

    // BENCH_SERVER_FLAGS: Node flags for the server (e.g. --cpu-prof); BENCH_CASES: the cases to
    // run by number (e.g. "2,3"), all by default.
    const flags = process.env.BENCH_SERVER_FLAGS?.split(/\s+/).filter(Boolean) ?? []
    server = await startServer(databaseUrl, port, flags)
    const chosen = process.env.BENCH_CASES?.split(',').map(Number)
    const base = `http://127.0.0.1:${port}`
    const cases = []
    const idleAtStart: number[] = []
    for (const [caseName, caseQuery, kind] of CASES.filter(
      (_, index) => !chosen || chosen.includes(index + 1),
    )) {
      idleAtStart.push(await settle())
      const query = await deckQuery(base, cookie, caseQuery, kind)
      // Warm both paths at full concurrency, then measure. The warm-up's answers are kept for the
      // report: a cold process's first requests are a member's too.
      const warmup = await loadHttp({
        url: `${base}/api/users?${query}`,
        headers: { cookie, 'accept-encoding': BROWSER_ACCEPT_ENCODING },
        connections: CONCURRENCY,
        duration: WARMUP_SECONDS,
      })
      const page = deckStatements(opened.db, viewer!, query, kind)
      const session = sessionLookupQuery(opened.db, token)
      // As the endpoint with its profile cache warm: the session lookup, then the page's
      // statements, all through the one pool, as the server sends them.
      const workThrough = (client: postgres.Sql) => async () => {
        await client.unsafe(session.sql, session.params as never[], { prepare: true })
        await page(client)
      }
      const work = workThrough(direct)
      await loadDirect(work, WARMUP_SECONDS, CONCURRENCY)
      // HTTP and direct runs alternate, RUNS of each: on a shared VM one 10 s run can be 20% off,
      // and alternating keeps a slow spell from landing on one side only. The median run of each
      // side is reported, with the range.
      const httpRuns: LoadResult[] = []
      const directRuns: LoadResult[] = []
      for (let run = 0; run < RUNS; run++) {
        httpRuns.push(
          await loadServer(server.pid, {
            url: `${base}/api/users?${query}`,
            headers: { cookie, 'accept-encoding': BROWSER_ACCEPT_ENCODING },
            connections: CONCURRENCY,
            duration: SECONDS,
          }),
        )
        directRuns.push(await loadDirect(work, SECONDS, CONCURRENCY))
      }
      const otherPools = []
      for (const size of OTHER_POOL_SIZES.filter((size) => size !== pool)) {
        const client = directPool(size)
        await loadDirect(workThrough(client), 2, CONCURRENCY) // connect and prepare
        otherPools.push({
          size,
          rps: (await loadDirect(workThrough(client), SECONDS, CONCURRENCY)).rps,
        })
        await client.end({ timeout: 5 })
      }
      cases.push({
        name: caseName,
        query,
        ...pairRuns(httpRuns, directRuns),
        otherPools,
        warmup: { requests: warmup.requests, non2xx: warmup.non2xx, p99: warmup.p99 },
      })
      // The direct side's decks (thousands, ranked "now" plus a millisecond each) are not a
      // member's: left in place, the viewer's next deck lookups would walk past them.
      await direct`delete from deck_rankings where filters_key = 'bench'`
    }

    const explained = firstTierStatement(opened.db, viewer!, CASES[3][1])
    // The generic plan, as the server runs it (a prepared statement under force_generic_plan):
    // EXPLAIN of a statement with bound parameters would plan it for their values instead.
    const connection = await direct.reserve()
    const literal = (value: unknown) =>
      typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`
    await connection.unsafe(`prepare first_page as ${explained.sql}`)
    const explainRows = await connection.unsafe(
      `explain (analyze, buffers off, timing off, summary on) execute first_page(${explained.params.map(literal).join(', ')})`,
    )
    await connection.unsafe('deallocate first_page')
    connection.release()
    const explain = explainRows.map((row) => row['QUERY PLAN'] as string).join('\n')

    return {
      members: MEMBERS,
      pool,
      concurrency: CONCURRENCY,
      seconds: SECONDS,
      seedMs,
      cases,
      explain,
      loadAverage,
      idleAtStart,
      cores: cpus().length,
    }
  } finally {
    await new Promise((r) => setTimeout(r, 1000)) // let the last in-flight requests finish
    await stopServer(server)
    await direct.end({ timeout: 5 })
    await opened.close()
    await admin.unsafe(`drop database if exists ${name} with (force)`)
    await admin.end({ timeout: 5 })
  }
}

/** A deck case's ratio line: against the server's pool, then against the direct side's best pool. */
function caseSummary(c: DiscoverBenchResult['cases'][number]): string {
  const best = c.otherPools.reduce((a, b) => (b.rps > a.rps ? b : a), { size: 0, rps: 0 })
  const others = c.otherPools.map((p) => `pool of ${p.size}: ${Math.round(p.rps)}`).join(', ')
  const vsBest =
    best.rps > c.direct.rps
      ? ` The SQL alone did best through a pool of ${best.size}; HTTP is ${((c.http.rps / best.rps) * 100).toFixed(0)}% of that.`
      : ''
  const pairs = c.pairRatios.map((r) => `${(r * 100).toFixed(0)}%`).join(', ')
  const warm = `The ${WARMUP_SECONDS} s warm-up before it: ${c.warmup.requests} answers, ${c.warmup.non2xx} not 2xx, p99 ${c.warmup.p99.toFixed(1)} ms.`
  return `- ${c.name}: HTTP throughput is ${(c.ratio * 100).toFixed(0)}% of direct SQL, the median of each HTTP run over the direct run after it (${pairs}; runs: HTTP ${c.httpRange.map(Math.round).join('–')} req/s, direct ${c.directRange.map(Math.round).join('–')} req/s; direct through other pools, req/s: ${others}).${vsBest} ${warm}`
}

/** A CPU time per request, ms. */
const cpu = (value: number | undefined) => (value === undefined ? '–' : `${value.toFixed(2)} ms`)

/** The machine's CPU per request that neither the server nor the bench process used. */
function databaseCpuOf(l: LoadResult): number | undefined {
  if (l.machineCpuMs === undefined) return undefined
  return Math.max(0, l.machineCpuMs - (l.serverCpuMs ?? 0) - (l.clientCpuMs ?? 0))
}

/** The markdown section for docs/benchmarks.md. */
export function discoverReport(r: DiscoverBenchResult): string {
  const ms = (n: number) => `${n.toFixed(1)} ms`
  const row = (label: string, l: LoadResult) =>
    `| ${label} | ${Math.round(l.rps)} | ${ms(l.p50)} | ${ms(l.p95)} | ${ms(l.p99)} | ${l.requests} | ${l.non2xx} | ${cpu(l.serverCpuMs)} | ${cpu(l.clientCpuMs)} | ${cpu(databaseCpuOf(l))} | ${cpu(l.machineCpuMs)} |`
  return `## Discover feed at ${r.members.toLocaleString('en')} members (PostgreSQL)

Seeded in ${(r.seedMs / 1000).toFixed(1)} s; concurrency ${r.concurrency}, ${r.seconds} s per run. Each deck case is
${RUNS} HTTP runs alternating with ${RUNS} direct runs, after ${WARMUP_SECONDS} s of each side at the same concurrency (a
server runs for hours: this measures it with its JIT and heap settled); the table shows the median run of each side
(the range of all runs is below it). The
server runs in its own process as \`npm run serve\` starts it (\`node --max-semi-space-size=16\`, docs/decisions/017), autocannon and the direct runner in the bench
process. "direct SQL" runs the statements the endpoint sends for a first page once its profile cache is warm
(the session lookup, then the page statement of narrow rows) through postgres.js alone (one pool of ${r.pool}, the
server's DATABASE_POOL_SIZE, on one generic plan, as the server's), without HTTP, drizzle, scoring or JSON. It also runs once
through pools of other sizes, to show the SQL alone at its best on this machine. Load on the machine at the start (1-minute load average):
${r.loadAverage.toFixed(1)} on ${r.cores} cores; each deck case waits until the machine is 90% idle (up to a minute) and
started at ${r.idleAtStart.map((idle) => `${Math.round(idle * 100)}%`).join(' and ')} idle — other work running beside the bench skews every number.
CPU / request is the server process's, the bench process's (autocannon on HTTP rows, the loops and
postgres.js on direct rows), the rest of the machine's (PostgreSQL's backends, mostly) and the whole
machine's. With every core busy, throughput is the cores' time over the machine's CPU per request, so
HTTP's share of direct is direct's machine CPU per request over HTTP's.

| case | req/s | p50 | p95 | p99 | requests | non-2xx | CPU / request: server | bench process | rest (PostgreSQL) | machine |
|---|---|---|---|---|---|---|---|---|---|---|
${r.cases.map((c) => `${row(`GET /api/users: ${c.name}`, c.http)}\n${row(`direct SQL: ${c.name}`, c.direct)}`).join('\n')}

${r.cases.map(caseSummary).join('\n')}

Generic plan of a first page's tier statement (denomination + age range), as the server runs it, EXPLAIN ANALYZE:

\`\`\`
${r.explain}
\`\`\`
`
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchDiscover()
  // --json: the result on the last line, for scripts/bench.ts, which runs this in its own process.
  console.log(process.argv.includes('--json') ? JSON.stringify(result) : discoverReport(result))
}
