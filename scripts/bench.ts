/**
 * `npm run bench`: measures and writes docs/benchmarks.md. Benchmarks are not tests: nothing here
 * passes or fails on a number. Cases: server cold/warm start to the first 200 of /api/health on the
 * embedded database; Lighthouse (mobile) on Discover signed in and on the sign-in page, with the
 * JavaScript as transferred (bench/lighthouse.ts); the discover feed at 100,000 members on
 * PostgreSQL (bench/discover.ts; skipped when no PostgreSQL answers); likes and messages at
 * 100,000 members beside the same transactions sent directly and pgbench -N (bench/writes.ts); live
 * message delivery latency (SSE over LISTEN/NOTIFY, 200 and 5,000 open streams) on a throwaway
 * PostgreSQL database (bench/delivery.ts); the scale curve, deck, likes and messages at each of
 * BENCH_SCALE_SIZES members (default 10000,100000,1000000; bench/scale.ts), with its chart in
 * docs/scale-curve.svg; the browser's heap and IndexedDB rows while swiping 500 cards in Debian's
 * Chromium (bench/browser-heap.ts); backups and restores at 100,000 members beside pg_dump and
 * pg_restore alone (bench/backup.ts).
 */
import { spawnSync } from 'node:child_process'
import { cpus, loadavg, totalmem } from 'node:os'
import { writeFileSync } from 'node:fs'
import { backupReport } from '../bench/backup.ts'
import { browserHeapReport } from '../bench/browser-heap.ts'
import { lighthouseTable, measureLighthouse, onFreshServer } from '../bench/lighthouse.ts'
import { deliveryTable, measureDelivery } from '../bench/delivery.ts'
import { measureStartup } from '../bench/startup.ts'
import { discoverReport } from '../bench/discover.ts'
import type { ScaleResult } from '../bench/scale.ts'
import { SCALE_CHART_FILE, scaleChart, scaleReport } from '../bench/scale-report.ts'
import { writesReport } from '../bench/writes.ts'

const ms = (n: number) => `${Math.round(n)} ms`

/**
 * A bench file (bench/discover.ts, bench/writes.ts, bench/scale.ts,
 * bench/browser-heap.ts, bench/backup.ts) in a process of its own: autocannon and the
 * direct runner then share their event loop and heap with nothing this script loaded or ran
 * before (the build, the start-up servers), as when the bench runs alone.
 */
async function inOwnProcess<Result>(file: string): Promise<Result> {
  const run = spawnSync(process.execPath, ['--import', 'tsx', file, '--json'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  })
  if (run.status !== 0) throw new Error(`${file} exited with ${run.status}`)
  return JSON.parse(run.stdout.trim().split('\n').at(-1)!) as Result
}

/**
 * A report section from a bench file run in its own process; when it cannot run, a section that
 * says why (the error goes to stderr).
 */
function section<Result>(
  file: string,
  report: (result: Result) => string,
  title: string,
  needs: string,
): Promise<string> {
  return inOwnProcess<Result>(file).then(report, (error: unknown) => {
    console.error(`${file} did not run (${needs}):`, error)
    return `## ${title}\n\nNot measured: ${needs}.\n`
  })
}

/** Lighthouse against the built app served as `npm run serve` does, on a fresh demo database. */
async function lighthouseOnFreshServer(port = 4392): Promise<string> {
  return onFreshServer(port, async (baseUrl) => {
    const load = loadavg()[0]!.toFixed(1)
    const table = lighthouseTable(await measureLighthouse(baseUrl))
    return `${table}\n\nLoad on the machine at the start (1-minute load average): ${load} on ${cpus().length} cores.`
  })
}

if (spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' }).status !== 0)
  process.exit(1)
const lighthouse = await lighthouseOnFreshServer().catch((error: unknown) => {
  return `Not measured: ${error instanceof Error ? error.message : String(error)}.`
})
const startup = await measureStartup()
const discover = await section(
  'bench/discover.ts',
  discoverReport,
  'Discover feed',
  'no PostgreSQL server answered (BENCH_DATABASE_URL)',
)
const writes = await section(
  'bench/writes.ts',
  writesReport,
  'Likes and messages: the write path',
  'no PostgreSQL server (BENCH_DATABASE_URL) or no pgbench',
)
const delivery = await Promise.resolve()
  .then(async () => {
    const one = await measureDelivery({ concurrency: 1, messages: 500 })
    const four = await measureDelivery({ concurrency: 4, messages: 1000 })
    // Issue 13: 5,000 members holding a stream each on one API process.
    const many = await measureDelivery({ concurrency: 1, messages: 1000, members: 5000 })
    return [one, four, many].map(deliveryTable).join('\n\n')
  })
  .catch((error: unknown) => {
    return `Not measured: ${error instanceof Error ? error.message : String(error)} (needs a PostgreSQL server: BENCH_DATABASE_URL).`
  })

const scale = await section(
  'bench/scale.ts',
  (result: ScaleResult) => {
    writeFileSync(`docs/${SCALE_CHART_FILE}`, scaleChart(result))
    return scaleReport(result)
  },
  'Scale curve',
  'no PostgreSQL server answered (BENCH_DATABASE_URL)',
)
const browserHeap = await section(
  'bench/browser-heap.ts',
  browserHeapReport,
  'Browser memory while swiping',
  'no Chromium or no PostgreSQL server',
)
const backups = await section(
  'bench/backup.ts',
  backupReport,
  'Backups',
  'no PostgreSQL server (BENCH_DATABASE_URL) or no pg_dump',
)

const report = `# Benchmarks

Written by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}; machine: ${cpus().length} cores
(${cpus()[0]?.model ?? 'unknown'}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}.
Numbers are measurements, not test assertions.

## Start-up (embedded PGlite database)

| case | time to first 200 of /api/health |
|---|---|
| cold: empty data dir (create, migrate, seed demo data) | ${ms(startup.cold)} |
| warm: existing data dir | ${ms(startup.warm)} |

## First screens on a phone (Lighthouse, mobile)

Lighthouse 12 with its default mobile settings (simulated slow 4G and a 4× slower CPU), the medians of
5 runs per page in Debian's Chromium; JavaScript as transferred is the compressed bytes of every script
request. The budget itself is a test (e2e/first-screen-budget.spec.ts); what each chunk holds is in
[bundle-report.md](bundle-report.md).

${lighthouse}

${discover}

${writes}

${scale}

## Live message delivery (SSE over PostgreSQL LISTEN/NOTIFY)

${delivery}

${browserHeap}

${backups}
`
writeFileSync('docs/benchmarks.md', report)
console.log(report)
