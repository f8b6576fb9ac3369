/**
 * A paired comparison of two server builds on the deck (docs/benchmarks.md): both built checkouts
 * (`npm run build:server` in each) serve one seeded database, and 5 s autocannon runs at c=32
 * alternate between them, AB_ROUNDS rounds (default 6) after one discarded, each round's order
 * swapped. Prints each build's median req/s and server CPU per request, and B/A per round. On a VM
 * whose speed moves by tens of percent within minutes, this finds a change of a few percent that
 * two separate runs of bench/discover.ts cannot.
 *
 *   A_ROOT=/path/to/before B_ROOT=. AB_CASE=3 npx tsx bench/deck-ab.ts
 */
import type { ChildProcess } from 'node:child_process'
import postgres from 'postgres'
import { startSession } from '#api/auth/sessions.ts'
import { SESSION_COOKIE } from '#api/auth/session-token.ts'
import { openDatabase } from '#api/db/connect.ts'
import { migrate } from '#api/db/connect.ts'
import { seed, createViewer, deckQuery, CASES, BROWSER_ACCEPT_ENCODING } from './discover.ts'
import { loadServer, settle } from './load.ts'
import { startServer, stopServer } from './server-process.ts'
import { createThrowawayDatabase } from '#api/db/throwaway-database.ts'

const database = await createThrowawayDatabase(
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  'oh_ab',
)
const databaseUrl = database.url
const opened = await openDatabase({ kind: 'postgres', url: databaseUrl })
const sql = postgres(databaseUrl, { max: 2, onnotice: () => {} })
await migrate(opened.db)
await seed(sql)
const viewerId = await createViewer(sql)
await sql`vacuum analyze`
const { token } = await startSession(opened.db, viewerId, new Date(), 30)
const cookie = `${SESSION_COOKIE}=${token}`
const roots = { A: process.env.A_ROOT!, B: process.env.B_ROOT! }
const caseIndex = Number(process.env.AB_CASE ?? 3) - 1
const [, caseQuery, kind] = CASES[caseIndex]!
const servers: Record<string, ChildProcess & { port?: number }> = {}
const queries: Record<string, string> = {}
let port = 3450
for (const [label, root] of Object.entries(roots)) {
  process.env.BENCH_SERVER_ROOT = root
  servers[label] = await startServer(databaseUrl, ++port, [])
  queries[label] = await deckQuery(`http://127.0.0.1:${port}`, cookie, caseQuery, kind)
  servers[label]!.port = port
}
const results: Record<string, { rps: number; cpu: number }[]> = { A: [], B: [] }
const rounds = Number(process.env.AB_ROUNDS ?? 6)
for (let round = 0; round < rounds + 1; round++) {
  for (const label of round % 2 ? ['B', 'A'] : ['A', 'B']) {
    await settle(20)
    const s = servers[label]!
    const r = await loadServer(s.pid, {
      url: `http://127.0.0.1:${s.port}/api/users?${queries[label]}`,
      headers: { cookie, 'accept-encoding': BROWSER_ACCEPT_ENCODING },
      connections: 32,
      duration: 5,
    })
    if (round > 0) results[label]!.push({ rps: r.rps, cpu: r.serverCpuMs! })
    console.log(round, label, Math.round(r.rps), r.serverCpuMs?.toFixed(3), r.non2xx)
  }
}
const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
for (const label of ['A', 'B']) {
  const rs = results[label]!
  console.log(
    label,
    'median rps',
    Math.round(med(rs.map((r) => r.rps))),
    'median cpu ms/req',
    med(rs.map((r) => r.cpu)).toFixed(3),
  )
}
const ratios = results.A!.map((a, i) => results.B![i]!.rps / a.rps)
console.log(
  'B/A rps per round',
  ratios.map((r) => r.toFixed(3)).join(' '),
  'median',
  med(ratios).toFixed(3),
)
for (const s of Object.values(servers)) await stopServer(s)
await sql.end()
await database.drop()
process.exit(0)
