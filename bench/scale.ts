/**
 * The scale curve (issue 13 §6): the same cases at several member counts (BENCH_SCALE_SIZES,
 * default 10,000, 100,000 and 1,000,000). For each size: a throwaway `scale_` database seeded
 * set-based (bench/discover.ts seed()), the server started as `npm run serve` starts it, then each
 * case of SCALE_CASES (bench/scale-cases.ts) run as a function of the size's context, with the API
 * process's peak RSS sampled from /proc during the case, the database size and the machine's load.
 * Called by scripts/bench.ts in a process of its own; alone: `npx tsx bench/scale.ts`.
 */
import type { ChildProcess } from 'node:child_process'
import { cpus, loadavg } from 'node:os'
import postgres from 'postgres'
import { startSession } from '#api/auth/sessions.ts'
import { SESSION_COOKIE } from '#api/auth/session-token.ts'
import { migrate, openDatabase, type Database } from '#api/db/connect.ts'
import { createThrowawayDatabase } from '#api/db/throwaway-database.ts'
import { createViewer, seed } from './discover.ts'
import type { LoadResult } from './load.ts'
import { sampleRss } from './process-memory.ts'
import { SCALE_CASES } from './scale-cases.ts'
import { startServer, stopServer } from './server-process.ts'

export const DEFAULT_SCALE_SIZES = [10_000, 100_000, 1_000_000]

/** What a case gets for one size: the running server, the seeded database, a signed-in viewer. */
export interface ScaleContext {
  members: number
  /** http://127.0.0.1:<port> of the API process. */
  base: string
  serverPid: number | undefined
  databaseUrl: string
  db: Database
  sql: postgres.Sql
  viewer: { id: number; cookie: string }
}

/** One case of the curve: a name, and a run against one size's context (warm-up included). */
export interface ScaleCase {
  name: string
  run(context: ScaleContext): Promise<LoadResult>
}

export interface ScaleCaseResult extends LoadResult {
  name: string
  /** The API process's peak RSS during the case, bytes. */
  peakRss: number
  /** The 1-minute load average when the case ended. */
  loadAverage: number
}

export interface ScaleSizeResult {
  members: number
  seedMs: number
  /** pg_database_size after seeding and after the cases, bytes. */
  databaseBytes: { seeded: number; after: number }
  cases: ScaleCaseResult[]
}

export interface ScaleResult {
  sizes: ScaleSizeResult[]
  cores: number
  loadAverageAtStart: number
}

/** BENCH_SCALE_SIZES ("10000,100000") or the default sizes. */
export function scaleSizes(env = process.env.BENCH_SCALE_SIZES): number[] {
  if (!env) return DEFAULT_SCALE_SIZES
  const sizes = env.split(',').map((size) => Number(size.trim()))
  if (sizes.some((size) => !Number.isInteger(size) || size < 1000))
    throw new Error(`BENCH_SCALE_SIZES: whole member counts of 1000 or more, got '${env}'`)
  return sizes
}

async function measureSize(serverUrl: string, port: number, members: number) {
  const database = await createThrowawayDatabase(serverUrl, 'scale')
  const opened = await openDatabase({ kind: 'postgres', url: database.url })
  const sql = postgres(database.url, { max: 2, onnotice: () => {} })
  let server: ChildProcess | undefined
  try {
    await migrate(opened.db)
    const seedStarted = performance.now()
    await seed(sql, members)
    const viewerId = await createViewer(sql)
    await sql`vacuum analyze`
    const seedMs = performance.now() - seedStarted
    const databaseSize = async () =>
      Number((await sql`select pg_database_size(current_database()) as bytes`)[0]!.bytes)
    const seeded = await databaseSize()
    console.error(`scale: ${members} members seeded in ${(seedMs / 1000).toFixed(1)} s`)
    const { token } = await startSession(opened.db, viewerId, new Date(), 30)
    server = await startServer(database.url, port)
    const context: ScaleContext = {
      members,
      base: `http://127.0.0.1:${port}`,
      serverPid: server.pid,
      databaseUrl: database.url,
      db: opened.db,
      sql,
      viewer: { id: viewerId, cookie: `${SESSION_COOKIE}=${token}` },
    }
    const cases: ScaleCaseResult[] = []
    for (const scaleCase of SCALE_CASES) {
      const rss = sampleRss(server.pid)
      const result = await scaleCase.run(context)
      cases.push({
        ...result,
        name: scaleCase.name,
        peakRss: rss.stop().peak,
        loadAverage: loadavg()[0]!,
      })
      console.error(`scale: ${members} ${scaleCase.name}: p95 ${result.p95} ms`)
    }
    return { members, seedMs, databaseBytes: { seeded, after: await databaseSize() }, cases }
  } finally {
    await new Promise((r) => setTimeout(r, 1000)) // the last in-flight requests
    await stopServer(server)
    await sql.end({ timeout: 5 })
    await opened.close()
    await database.drop()
  }
}

export async function benchScale(
  sizes = scaleSizes(),
  serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  port = Number(process.env.BENCH_SCALE_PORT ?? 3420),
): Promise<ScaleResult> {
  const loadAverageAtStart = loadavg()[0]!
  const results: ScaleSizeResult[] = []
  for (const members of sizes) results.push(await measureSize(serverUrl, port, members))
  return { sizes: results, cores: cpus().length, loadAverageAtStart }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { scaleReport } = await import('./scale-report.ts')
  const result = await benchScale()
  // --json: the result on the last line, for scripts/bench.ts, which runs this in its own process.
  console.log(process.argv.includes('--json') ? JSON.stringify(result) : scaleReport(result))
}
