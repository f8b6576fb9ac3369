/**
 * What the deck's HTTP side could reach at best (docs/benchmarks.md, issue 15): on one seeded
 * database of 100,000 members, three sides run the same deck page at c=32, in rounds, order
 * rotated: the real server (`npm run serve`), the floor (bench/floor-server.ts: node:http, the same
 * statements, the real page's JSON compressed per request, nothing else) and the statements sent
 * directly (bench/discover.ts). The floor's share of direct is the most any Node HTTP server doing
 * this page's work can show on this machine.
 *
 *   npx tsx bench/deck-floor.ts     (FLOOR_CASES=2,3 by default, FLOOR_ROUNDS=3, FLOOR_PROFILE_DIR)
 *
 * Needs `npm run build:server` first and PostgreSQL at BENCH_DATABASE_URL.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import postgres from 'postgres'
import { sessionLookupQuery, startSession } from '#api/auth/sessions.ts'
import { SESSION_COOKIE } from '#api/auth/session-token.ts'
import { loadConfig } from '#api/config.ts'
import { migrate, openDatabase, SERVER_CONNECTION_SETTINGS } from '#api/db/connect.ts'
import { users } from '#api/db/schema.ts'
import { eq } from 'drizzle-orm'
import {
  BROWSER_ACCEPT_ENCODING,
  CASES,
  CONCURRENCY,
  createViewer,
  deckQuery,
  deckStatements,
  seed,
} from './discover.ts'
import { loadDirect, loadServer, settle, type LoadResult } from './load.ts'
import { startServer, stopServer, whenRunning } from './server-process.ts'
import { createThrowawayDatabase } from '#api/db/throwaway-database.ts'

const SECONDS = 10
const WARMUP_SECONDS = 5
const rounds = Number(process.env.FLOOR_ROUNDS ?? 3)
const chosen = (process.env.FLOOR_CASES ?? '2,3').split(',').map(Number)
/** FLOOR_PROFILE_DIR: both servers run under the CPU profiler, their profiles written there. */
const profileFlags = process.env.FLOOR_PROFILE_DIR
  ? ['--cpu-prof', `--cpu-prof-dir=${process.env.FLOOR_PROFILE_DIR}`]
  : []
const database = await createThrowawayDatabase(
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  'oh_floor',
)
const databaseUrl = database.url
const opened = await openDatabase({ kind: 'postgres', url: databaseUrl })
const direct = postgres(databaseUrl, {
  max: loadConfig({ ...process.env, DATABASE_URL: databaseUrl }).DATABASE_POOL_SIZE,
  onnotice: () => {},
  connection: SERVER_CONNECTION_SETTINGS,
})

function startFloor(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [...profileFlags, '--import', 'tsx', 'bench/floor-server.ts'],
    {
      cwd: new URL('..', import.meta.url),
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  return whenRunning(child)
}

const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
const line = (label: string, runs: LoadResult[]) => {
  const m = [...runs].sort((a, b) => a.rps - b.rps)[Math.floor(runs.length / 2)]!
  const cpu = (v?: number) => (v === undefined ? '–' : `${v.toFixed(2)} ms`)
  return `| ${label} | ${Math.round(m.rps)} | ${m.p50.toFixed(1)} ms | ${m.p95.toFixed(1)} ms | ${cpu(m.serverCpuMs)} | ${cpu(m.machineCpuMs)} |`
}

let server: ChildProcess | undefined
let floor: ChildProcess | undefined
try {
  await migrate(opened.db)
  await seed(direct)
  const viewerId = await createViewer(direct)
  await direct`vacuum analyze`
  const { token } = await startSession(opened.db, viewerId, new Date(), 30)
  const cookie = `${SESSION_COOKIE}=${token}`
  const [viewer] = await opened.db.select().from(users).where(eq(users.id, viewerId))
  server = await startServer(databaseUrl, 3460, profileFlags)
  const base = 'http://127.0.0.1:3460'
  const report: string[] = []
  for (const index of chosen) {
    const [caseName, caseQuery, kind] = CASES[index - 1]!
    const query = await deckQuery(base, cookie, caseQuery, kind)
    const answer = await fetch(`${base}/api/users?${query}`, {
      headers: { cookie, 'accept-encoding': 'identity' },
    })
    const bodyFile = join(tmpdir(), `${new URL(databaseUrl).pathname.slice(1)}-${index}.json`)
    writeFileSync(bodyFile, Buffer.from(await answer.arrayBuffer()))
    floor = await startFloor({
      FLOOR_DATABASE_URL: databaseUrl,
      FLOOR_PORT: '3461',
      FLOOR_TOKEN: token,
      FLOOR_VIEWER: String(viewerId),
      FLOOR_QUERY: query,
      FLOOR_KIND: kind,
      FLOOR_BODY: bodyFile,
    })
    const page = deckStatements(opened.db, viewer!, query, kind)
    const session = sessionLookupQuery(opened.db, token)
    const work = async () => {
      await direct.unsafe(session.sql, session.params as never[], { prepare: true })
      await page(direct)
    }
    const http = (child: ChildProcess, port: number, seconds: number) =>
      loadServer(child.pid, {
        url: `http://127.0.0.1:${port}/api/users?${query}`,
        headers: { cookie, 'accept-encoding': BROWSER_ACCEPT_ENCODING },
        connections: CONCURRENCY,
        duration: seconds,
      })
    const sides = {
      server: (s: number) => http(server!, 3460, s),
      floor: (s: number) => http(floor!, 3461, s),
      direct: (s: number) => loadDirect(work, s, CONCURRENCY),
    }
    for (const run of Object.values(sides)) await run(WARMUP_SECONDS)
    const runs: Record<keyof typeof sides, LoadResult[]> = { server: [], floor: [], direct: [] }
    const order = Object.keys(sides) as (keyof typeof sides)[]
    for (let round = 0; round < rounds; round++) {
      for (const side of [...order.slice(round % 3), ...order.slice(0, round % 3)]) {
        await settle(20)
        const result = await sides[side](SECONDS)
        runs[side].push(result)
        console.log(caseName, round, side, Math.round(result.rps), result.non2xx)
      }
    }
    const share = (side: 'server' | 'floor') =>
      med(runs[side].map((r, i) => r.rps / runs.direct[i]!.rps))
    report.push(
      `### ${caseName}`,
      '',
      '| side | req/s | p50 | p95 | CPU / request: server | machine |',
      '|---|---|---|---|---|---|',
      line('GET /api/users (the server)', runs.server),
      line('the floor (node:http, same SQL, same bytes)', runs.floor),
      line('direct SQL', runs.direct),
      '',
      `Share of direct, median of the rounds: the server ${(share('server') * 100).toFixed(0)}%, the floor ${(share('floor') * 100).toFixed(0)}%; the server's share of the floor ${((share('server') / share('floor')) * 100).toFixed(0)}%.`,
      '',
    )
    await stopServer(floor)
    floor = undefined
  }
  console.log(`\n${report.join('\n')}`)
} finally {
  await stopServer(floor)
  await stopServer(server)
  await direct.end({ timeout: 5 })
  await opened.close()
  await database.drop()
}
process.exit(0)
