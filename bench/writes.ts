/**
 * The write path at the database's pace (issue 13 §4–5): POST /api/likes and POST /api/messages
 * at a fixed concurrency against the real server, beside the same transaction sent directly
 * through postgres.js and pgbench's simple-update (`pgbench -N`) on the same PostgreSQL server, in
 * one run; then the counts the database holds are checked (rows, usage counters, one match per
 * mutual pair). The case functions take a running server and its database, so they can be called
 * at any size (the scale curve); benchWrites() seeds 100,000 members and runs them all. Called by
 * scripts/bench.ts; alone: `npx tsx bench/writes.ts` (`--profile DIR`: the server runs with
 * --cpu-prof, its profile written to DIR on exit). Needs PostgreSQL at BENCH_DATABASE_URL
 * (default postgres://postgres@127.0.0.1:5432/postgres) and pgbench.
 */
import type { ChildProcess } from 'node:child_process'
import { spawnSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import postgres from 'postgres'
import { startSession } from '#api/auth/sessions.ts'
import { SESSION_COOKIE } from '#api/auth/session-token.ts'
import { loadConfig } from '#api/config.ts'
import { migrate, openDatabase } from '#api/db/connect.ts'
import { createThrowawayDatabase } from '#api/db/throwaway-database.ts'
import { createPublisher } from '#api/realtime/publisher.ts'
import {
  directLikeWork,
  directMessageWork,
  type DirectSide,
  type DirectWork,
} from './direct-writes.ts'
import { MEMBERS, seed } from './discover.ts'
import {
  loadDirect,
  loadServer,
  pairRuns,
  settle,
  type LoadResult,
  type PairedRuns,
} from './load.ts'
import { startServer, stopServer } from './server-process.ts'

const CONCURRENCY = 32
const SECONDS = 10
const WARMUP_SECONDS = 5
/** At most this long to wait for an idle machine before a case (other engineers share it). */
const SETTLE_SECONDS = Number(process.env.BENCH_SETTLE_SECONDS ?? 20)
/** Runs of each side per case, alternating (the median is reported). */
const RUNS = Number(process.env.BENCH_RUNS ?? 3)
/** Members writing at once: likers, and senders. */
const WRITERS = 32
/** Every REPLAY_EVERY-th request of a connection repeats the one before it (same clientId). */
const REPLAY_EVERY = 10
/** Members each sender is matched with (their messages rotate over them). */
const PARTNERS = 8
/** Targets a liker's likes rotate over; pairs (liker, target) stay distinct for WRITERS × this. */
const TARGETS = 40_000
/** One like in MATCH_EVERY goes to a member who already liked the liker: it makes a match. */
const MATCH_EVERY = 4
/** Messages between other members stored before the runs (a history, not the bench's). */
const HISTORY_MESSAGES = 100_000
/** Likes the bench prepares liked-back targets for (HTTP and direct runs together). */
const LIKE_CAPACITY = 400_000
const MESSAGE_TEXT = 'Christ is risen! Would you like to meet after the Liturgy on Sunday? '.repeat(
  2,
)

/** A signed-in member: their id and the session cookie. */
export interface BenchMember {
  id: number
  cookie: string
}

/** Where the write cases run: the server (its pid for CPU and memory) and its database. */
export interface WriteBenchTarget {
  baseUrl: string
  serverPid?: number | undefined
  databaseUrl: string
}

export interface LoadOptions {
  concurrency: number
  seconds: number
}

/** The pairs likes go to: request n is likers[n % L] → targets[⌊n / L⌋ % T], n counting up. */
export interface LikeWorkload {
  kind: 'like'
  writers: BenchMember[]
  targets: number[]
  next: number
}

/** Messages: request n is senders[n % L] → partners[n % L][⌊n / L⌋ % P], all matched. */
export interface MessageWorkload {
  kind: 'message'
  writers: BenchMember[]
  partners: number[][]
  next: number
}

export type Workload = LikeWorkload | MessageWorkload

/** What the database holds after the runs, against what the bench was answered. */
export interface WriteCounts {
  /** Distinct clientIds answered 2xx (HTTP) or committed (direct). */
  answered: number
  /** Distinct clientIds sent (some may be cut off in flight when a run ends). */
  sent: number
  /** Rows the writers' clientIds stored. */
  rows: number
  /** The writers' usage counter (likes or messages), summed. */
  counted: number
  /** Likes: mutual pairs with a bench like, and the match rows of those pairs. */
  mutualPairs?: number
  matchRows?: number
  /** Likes: match rows of the writers without a mutual pair (must be 0). */
  strayMatches?: number
  /** rows within [answered, sent], counted = rows, one match per mutual pair. */
  ok: boolean
}

/** Sessions for the members, as a sign-in makes them. */
export async function signIn(databaseUrl: string, ids: number[]): Promise<BenchMember[]> {
  const opened = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 2 })
  try {
    return await Promise.all(
      ids.map(async (id) => {
        const { token } = await startSession(opened.db, id, new Date(), 30)
        return { id, cookie: `${SESSION_COOKIE}=${token}` }
      }),
    )
  } finally {
    await opened.close()
  }
}

/** Paying members (no daily limit on likes or messages) to write, by id from the start. */
async function writersOf(sql: postgres.Sql, count: number) {
  const rows = await sql<{ id: number }[]>`
    select id from users where membership_tier in ('verified', 'premium') and suspended_at is null
    order by id limit ${count}`
  return rows.map((row) => row.id)
}

/**
 * `count` likers (paying members: no daily limit), none of their likes kept, and TARGETS members
 * to like, every MATCH_EVERY-th of whom (in request order) already liked the liker.
 */
export async function prepareLikes(databaseUrl: string, count = WRITERS): Promise<LikeWorkload> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} })
  try {
    const likers = await writersOf(sql, count)
    const targets = (
      await sql<{ id: number }[]>`
        select id from users where id <> all(${likers}) and suspended_at is null
        order by id desc limit ${TARGETS}`
    ).map((row) => row.id)
    await sql`delete from likes where from_user_id = any(${likers})`
    await sql`
      insert into likes (from_user_id, to_user_id)
      select t[(n / ${likers.length}) % ${targets.length} + 1], l[n % ${likers.length} + 1]
      from generate_series(0, ${LIKE_CAPACITY - 1}, ${MATCH_EVERY}) as n,
        (select ${likers}::int[] as l, ${targets}::int[] as t) as ids
      on conflict do nothing`
    await sql`analyze likes`
    return { kind: 'like', writers: await signIn(databaseUrl, likers), targets, next: 0 }
  } finally {
    await sql.end({ timeout: 5 })
  }
}

/** `count` senders (paying members), each matched with PARTNERS members. */
export async function prepareMessages(
  databaseUrl: string,
  count = WRITERS,
): Promise<MessageWorkload> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} })
  try {
    // Other members than prepareLikes' likers; partners from the lowest ids, which are neither
    // likers nor senders (a liker matched here would count as a match without a mutual like).
    const writers = await writersOf(sql, 2 * count)
    const senders = writers.slice(count)
    const pool = (
      await sql<{ id: number }[]>`
        select id from users where id <> all(${writers}) and suspended_at is null
        order by id limit ${senders.length * PARTNERS}`
    ).map((row) => row.id)
    const partners = senders.map((_, i) => pool.slice(i * PARTNERS, (i + 1) * PARTNERS))
    await sql`
      insert into matches (user_id_1, user_id_2, is_match)
      select least(s, p), greatest(s, p), true
      from unnest(${senders.flatMap((s) => partners[0]!.map(() => s))}::int[],
        ${partners.flat()}::int[]) as pair(s, p)
      on conflict do nothing`
    // A history of messages between other members, as a database with 100,000 members has. On
    // an empty table the server's first send is planned (one generic plan per connection, kept
    // for its life) with a sequential scan for the clientId lookup, which then grows with every
    // message the bench sends (docs/decisions/020).
    await sql`
      insert into messages (from_user_id, to_user_id, content, client_id, created_at)
      select u.id, u.id - 1, 'Christ is risen!', gen_random_uuid(), now() - n * interval '1 minute'
      from (select id from users where id - 1 > all(${writers}) order by id desc
        limit ${HISTORY_MESSAGES / 2}) as u, generate_series(1, 2) as n`
    await sql`analyze messages`
    return { kind: 'message', writers: await signIn(databaseUrl, senders), partners, next: 0 }
  } finally {
    await sql.end({ timeout: 5 })
  }
}

/** The next request's body of the workload (a fresh clientId), counting it. */
function nextBody(workload: Workload) {
  const n = workload.next++
  const writer = workload.writers[n % workload.writers.length]!
  const round = Math.floor(n / workload.writers.length)
  const clientId = randomUUID()
  if (workload.kind === 'like') {
    const toUserId = workload.targets[round % workload.targets.length]!
    return { writer, body: { fromUserId: writer.id, toUserId, clientId } }
  }
  const mine = workload.partners[n % workload.writers.length]!
  const toUserId = mine[round % mine.length]!
  return { writer, body: { fromUserId: writer.id, toUserId, content: MESSAGE_TEXT, clientId } }
}
type Body = ReturnType<typeof nextBody>

/**
 * What a run sends and what it was answered, per clientId, for the count check. Every
 * REPLAY_EVERY-th request of a connection repeats its previous body (an outbox retry).
 */
export class WriteLedger {
  readonly sent = new Set<string>()
  readonly answered = new Set<string>()
  /** The body one connection (or direct loop) sends next: sometimes the previous one again. */
  bodyFor(workload: Workload, state: { count: number; last?: Body }): Body {
    state.count++
    const body = state.last && state.count % REPLAY_EVERY === 0 ? state.last : nextBody(workload)
    state.last = body
    this.sent.add(body.body.clientId)
    return body
  }
}

const PATHS = { like: '/api/likes', message: '/api/messages' } as const

/** POST /api/likes or /api/messages at `concurrency` for `seconds`, with the server's CPU. */
export function httpWrites(
  target: WriteBenchTarget,
  workload: Workload,
  ledger: WriteLedger,
  { concurrency, seconds }: LoadOptions,
): Promise<LoadResult> {
  const origin = new URL(target.baseUrl).origin
  return loadServer(target.serverPid, {
    url: target.baseUrl,
    connections: concurrency,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: PATHS[workload.kind],
        setupRequest: (request, context) => {
          const state = context as { count: number; last?: Body }
          state.count ??= 0
          const { writer, body } = ledger.bodyFor(workload, state)
          return {
            ...request,
            headers: { cookie: writer.cookie, 'content-type': 'application/json', origin },
            body: JSON.stringify(body),
          }
        },
        onResponse: (status, _body, context) => {
          const state = context as { last?: Body }
          if (status >= 200 && status < 300 && state.last) {
            ledger.answered.add(state.last.body.clientId)
          }
        },
      },
    ],
  })
}

/**
 * The same transaction as the endpoint's, and its live events, through postgres.js alone,
 * `concurrency` at once.
 */
export async function directWrites(
  direct: DirectSide,
  workload: Workload,
  ledger: WriteLedger,
  { concurrency, seconds }: LoadOptions,
): Promise<LoadResult> {
  const work: DirectWork = workload.kind === 'like' ? directLikeWork : directMessageWork
  const states = Array.from({ length: concurrency }, () => ({ count: 0 }) as { count: number })
  return loadDirect(
    async (loop) => {
      const state = states[loop]!
      const { writer, body } = ledger.bodyFor(workload, state)
      await work(direct, writer, body as never, new Date())
      ledger.answered.add(body.clientId)
    },
    seconds,
    concurrency,
  )
}

/** The counts check: what the database holds for the writers, against the ledger. */
export async function checkCounts(
  databaseUrl: string,
  workload: Workload,
  ledger: WriteLedger,
): Promise<WriteCounts> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} })
  try {
    const ids = workload.writers.map((w) => w.id)
    const table = workload.kind === 'like' ? 'likes' : 'messages'
    const column = workload.kind === 'like' ? 'likes_used' : 'messages_used'
    const [stored] = await sql<{ rows: number; counted: number }[]>`
      select (select count(*)::int from ${sql(table)}
                where from_user_id = any(${ids}) and client_id is not null) as rows,
             (select coalesce(sum(${sql(column)}), 0)::int from user_usage
                where user_id = any(${ids})) as counted`
    const counts: WriteCounts = {
      answered: ledger.answered.size,
      sent: ledger.sent.size,
      rows: stored!.rows,
      counted: stored!.counted,
      ok: false,
    }
    let matchesOk = true
    if (workload.kind === 'like') {
      const [pairs] = await sql<{ mutual: number; matched: number; stray: number }[]>`
        with mutual as (
          select distinct least(a.from_user_id, a.to_user_id) as low,
            greatest(a.from_user_id, a.to_user_id) as high
          from likes a
          join likes b on b.from_user_id = a.to_user_id and b.to_user_id = a.from_user_id
          where a.from_user_id = any(${ids}) and a.client_id is not null)
        select (select count(*)::int from mutual) as mutual,
          (select count(*)::int from matches m join mutual
             on m.user_id_1 = mutual.low and m.user_id_2 = mutual.high) as matched,
          (select count(*)::int from matches m
             where (m.user_id_1 = any(${ids}) or m.user_id_2 = any(${ids}))
               and not exists (select 1 from mutual
                 where mutual.low = m.user_id_1 and mutual.high = m.user_id_2)) as stray`
      counts.mutualPairs = pairs!.mutual
      counts.matchRows = pairs!.matched
      counts.strayMatches = pairs!.stray
      matchesOk = pairs!.mutual === pairs!.matched && pairs!.stray === 0
    }
    counts.ok =
      counts.rows >= counts.answered &&
      counts.rows <= counts.sent &&
      counts.counted === counts.rows &&
      matchesOk
    return counts
  } finally {
    await sql.end({ timeout: 5 })
  }
}

export interface PgbenchResult {
  tps: number
  p50: number
  p95: number
  p99: number
  transactions: number
}

/**
 * pgbench's simple-update (-N) on a throwaway `writes_pgbench_*` database of the same server
 * (scale 10), at `concurrency` clients on 2 threads: what this PostgreSQL does with small write
 * transactions when nothing else is in the way. Latencies from its per-transaction log.
 */
export async function pgbenchSimpleUpdate(
  serverUrl: string,
  { concurrency, seconds }: LoadOptions,
  initialized?: string,
): Promise<PgbenchResult & { databaseUrl: string; drop?: () => Promise<void> }> {
  const pgbench = findPgbench()
  let databaseUrl = initialized
  let drop: (() => Promise<void>) | undefined
  if (!databaseUrl) {
    const database = await createThrowawayDatabase(serverUrl, 'writes_pgbench')
    databaseUrl = database.url
    drop = database.drop
    const init = spawnSync(pgbench, ['-i', '-q', '-s', '10', databaseUrl], { encoding: 'utf8' })
    if (init.status !== 0) throw new Error(`pgbench -i failed: ${init.stderr}`)
  }
  const dir = mkdtempSync(join(tmpdir(), 'writes-pgbench-'))
  try {
    const run = spawnSync(
      pgbench,
      ['-N', '-c', String(concurrency), '-j', '2', '-T', String(seconds), '-l', databaseUrl],
      { encoding: 'utf8', cwd: dir },
    )
    if (run.status !== 0) throw new Error(`pgbench -N failed: ${run.stderr}`)
    const tps = Number(/tps = ([\d.]+)/.exec(run.stdout)?.[1] ?? 0)
    const latencies = readdirSync(dir)
      .flatMap((file) => readFileSync(join(dir, file), 'utf8').trim().split('\n'))
      .map((line) => Number(line.split(' ')[2]) / 1000) // µs → ms
      .sort((a, b) => a - b)
    const at = (p: number) =>
      latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0
    return {
      tps,
      p50: at(0.5),
      p95: at(0.95),
      p99: at(0.99),
      transactions: latencies.length,
      databaseUrl,
      ...(drop ? { drop } : {}),
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

function findPgbench(): string {
  for (const candidate of [
    'pgbench',
    '/usr/lib/postgresql/16/bin/pgbench',
    '/usr/lib/postgresql/15/bin/pgbench',
  ]) {
    if (spawnSync(candidate, ['--version']).status === 0) return candidate
  }
  throw new Error('pgbench not found')
}

export interface WriteCaseResult extends PairedRuns {
  name: string
  counts: WriteCounts
  /** 1-minute load average at the start of the case. */
  loadAverage: number
  idleAtStart: number
}

/**
 * One write case: a warm-up of each side, then RUNS HTTP runs alternating with RUNS direct runs
 * (a slow spell of the shared VM then lands on both), then the counts check.
 */
export async function writeCase(
  target: WriteBenchTarget,
  workload: Workload,
  options: LoadOptions & { runs?: number; warmupSeconds?: number },
): Promise<WriteCaseResult> {
  const runs = options.runs ?? RUNS
  const warmup = { ...options, seconds: options.warmupSeconds ?? WARMUP_SECONDS }
  const ledger = new WriteLedger()
  const config = loadConfig({ ...process.env, DATABASE_URL: target.databaseUrl })
  // As the server's pools (api/db/connect.ts): their sizes, prepared statements on one generic
  // plan; the transaction goes through the write pool, the session lookup through the other.
  const direct = await openDatabase({
    kind: 'postgres',
    url: target.databaseUrl,
    poolSize: config.DATABASE_POOL_SIZE,
    writePoolSize: config.DATABASE_WRITE_POOL_SIZE,
  })
  const directSide = { db: direct.db, publisher: createPublisher(direct.db) }
  try {
    const idleAtStart = await settle(SETTLE_SECONDS)
    const loadAverage = loadavg()[0]!
    await httpWrites(target, workload, ledger, warmup)
    await directWrites(directSide, workload, ledger, warmup)
    const httpRuns: LoadResult[] = []
    const directRuns: LoadResult[] = []
    for (let run = 0; run < runs; run++) {
      httpRuns.push(await httpWrites(target, workload, ledger, options))
      directRuns.push(await directWrites(directSide, workload, ledger, options))
    }
    await new Promise((r) => setTimeout(r, 1000)) // requests cut off in flight finish
    return {
      name: `POST ${PATHS[workload.kind]}`,
      ...pairRuns(httpRuns, directRuns),
      counts: await checkCounts(target.databaseUrl, workload, ledger),
      loadAverage,
      idleAtStart,
    }
  } finally {
    await directSide.publisher.flush()
    await direct.close()
  }
}

export interface WritesBenchResult {
  members: number
  concurrency: number
  seconds: number
  runs: number
  pool: number
  /** The server's write pool (DATABASE_WRITE_POOL_SIZE as the server reads it). */
  writePool: number
  cases: WriteCaseResult[]
  pgbench: PgbenchResult & { loadAverage: number }
  cores: number
}

/** The write benches at MEMBERS members (bench/discover.ts's seed) on a throwaway database. */
export async function benchWrites(
  serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  port = 4410,
  options: { profileDir?: string } = {},
): Promise<WritesBenchResult> {
  const database = await createThrowawayDatabase(
    serverUrl,
    process.env.BENCH_DATABASE_PREFIX ?? 'writes_bench',
  )
  let server: ChildProcess | undefined
  let dropPgbench: (() => Promise<void>) | undefined
  try {
    const opened = await openDatabase({ kind: 'postgres', url: database.url, poolSize: 2 })
    await migrate(opened.db)
    await opened.close()
    const sql = postgres(database.url, { max: 2, onnotice: () => {} })
    await seed(sql)
    await sql`vacuum analyze`
    await sql.end({ timeout: 5 })
    const likes = await prepareLikes(database.url)
    const messages = await prepareMessages(database.url)
    const flags = options.profileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.profileDir}`] : []
    server = await startServer(database.url, port, flags)
    const target = {
      baseUrl: `http://127.0.0.1:${port}`,
      serverPid: server.pid,
      databaseUrl: database.url,
    }
    const load = { concurrency: CONCURRENCY, seconds: SECONDS }
    const cases = [await writeCase(target, likes, load), await writeCase(target, messages, load)]
    const pgbenchLoad = loadavg()[0]!
    const pgbench = await pgbenchSimpleUpdate(serverUrl, load)
    dropPgbench = pgbench.drop
    return {
      members: MEMBERS,
      concurrency: CONCURRENCY,
      seconds: SECONDS,
      runs: RUNS,
      pool: loadConfig({ ...process.env, DATABASE_URL: database.url }).DATABASE_POOL_SIZE,
      writePool: loadConfig({ ...process.env, DATABASE_URL: database.url })
        .DATABASE_WRITE_POOL_SIZE,
      cases,
      pgbench: {
        tps: pgbench.tps,
        p50: pgbench.p50,
        p95: pgbench.p95,
        p99: pgbench.p99,
        transactions: pgbench.transactions,
        loadAverage: pgbenchLoad,
      },
      cores: cpus().length,
    }
  } finally {
    await stopServer(server)
    await dropPgbench?.()
    await database.drop()
  }
}

/** The markdown section for docs/benchmarks.md. */
export function writesReport(r: WritesBenchResult): string {
  const ms = (n: number) => `${n.toFixed(1)} ms`
  const row = (label: string, l: LoadResult) =>
    `| ${label} | ${Math.round(l.rps)} | ${ms(l.p50)} | ${ms(l.p95)} | ${ms(l.p99)} | ${l.requests} | ${l.non2xx} | ${l.serverCpuMs === undefined ? '–' : ms(l.serverCpuMs)} | ${l.serverRssMb === undefined ? '–' : `${Math.round(l.serverRssMb)} MB`} |`
  const countLine = (c: WriteCaseResult) => {
    const k = c.counts
    const matches =
      k.mutualPairs === undefined
        ? ''
        : `; ${k.mutualPairs} mutual pairs, ${k.matchRows} match rows for them, ${k.strayMatches} other`
    return `- ${c.name}: HTTP is ${(c.ratio * 100).toFixed(0)}% of the direct transaction (each HTTP run over the direct run after it: ${c.pairRatios.map((x) => `${(x * 100).toFixed(0)}%`).join(', ')}; runs: HTTP ${c.httpRange.map(Math.round).join('–')} req/s, direct ${c.directRange.map(Math.round).join('–')} req/s; load average ${c.loadAverage.toFixed(1)}, ${Math.round(c.idleAtStart * 100)}% idle at the start). Counts ${k.ok ? 'hold' : '**DO NOT HOLD**'}: ${k.rows} rows for ${k.answered} clientIds answered 2xx (${k.sent} sent, every ${REPLAY_EVERY}th request a replay), usage counters ${k.counted}${matches}.`
  }
  return `## Likes and messages: the write path (PostgreSQL, ${r.members.toLocaleString('en')} members)

Concurrency ${r.concurrency}, ${r.seconds} s per run, ${r.runs} HTTP runs alternating with ${r.runs} direct runs after a
warm-up of each; the table shows the median run of each side. ${WRITERS} members write in turn (paying
tiers: no daily limit, but every write is still counted in its transaction); one like in ${MATCH_EVERY} goes to a
member who liked the liker first and makes a match; senders write to ${PARTNERS} matches each, into a table already holding ${HISTORY_MESSAGES.toLocaleString('en')} messages of other members.
"direct" sends the endpoint's transaction (and the session lookup before it) through postgres.js
alone, on pools of ${r.pool} (the session lookup) and ${r.writePool} (the writes: DATABASE_WRITE_POOL_SIZE) as the server's. pgbench -N: ${r.concurrency} clients, 2 threads, scale 10, on a
throwaway database of the same server (load average ${r.pgbench.loadAverage.toFixed(1)} at its start). The machine has ${r.cores} cores shared
with other work: compare server CPU per request, and each HTTP run with the direct run after it.

| case | req/s | p50 | p95 | p99 | requests | non-2xx | server CPU / request | server RSS |
|---|---|---|---|---|---|---|---|---|
${r.cases.map((c) => `${row(c.name, c.http)}\n${row(`direct SQL: ${c.name.slice(5)} transaction`, c.direct)}`).join('\n')}
| pgbench -N (simple update) | ${Math.round(r.pgbench.tps)} | ${ms(r.pgbench.p50)} | ${ms(r.pgbench.p95)} | ${ms(r.pgbench.p99)} | ${r.pgbench.transactions} | 0 | – | – |

${r.cases.map(countLine).join('\n')}
`
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const profileAt = process.argv.indexOf('--profile')
  const profileDir = profileAt > 0 ? process.argv[profileAt + 1] : undefined
  const result = await benchWrites(undefined, undefined, profileDir ? { profileDir } : {})
  // --json: the result on the last line, for scripts/bench.ts, which runs this in its own process.
  console.log(process.argv.includes('--json') ? JSON.stringify(result) : writesReport(result))
}
