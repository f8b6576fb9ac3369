/**
 * Load runners and what the benches read off them: autocannon against the server (with the server
 * process's CPU time and memory over the run), and the same number of loops running a piece of
 * work directly (SQL through postgres.js), each summarised as a LoadResult. Shared by
 * bench/discover.ts and bench/writes.ts.
 */
import { readFileSync } from 'node:fs'
import { cpus } from 'node:os'
import autocannon from 'autocannon'

export interface LoadResult {
  /** CPU time of the server process per answered request (HTTP cases only). */
  serverCpuMs?: number
  /** The server process's largest resident set during the run, MB (HTTP cases only). */
  serverRssMb?: number
  /** CPU time of this process (autocannon, or the direct loops and postgres.js) per request. */
  clientCpuMs?: number
  /**
   * CPU time of the whole machine per request, busy in any process: the rest after the server and
   * this process is mostly PostgreSQL's.
   */
  machineCpuMs?: number
  requests: number
  non2xx: number
  rps: number
  p50: number
  p95: number
  p99: number
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
}

/** The run with the median throughput. */
export function median(runs: LoadResult[]): LoadResult {
  return [...runs].sort((a, b) => a.rps - b.rps)[Math.floor(runs.length / 2)]!
}

/** The lowest and highest throughput of the runs, req/s. */
export function range(runs: LoadResult[]): [number, number] {
  const rates = runs.map((run) => run.rps)
  return [Math.min(...rates), Math.max(...rates)]
}

export function summarize(latencies: number[], seconds: number, non2xx: number): LoadResult {
  const sorted = [...latencies].sort((a, b) => a - b)
  return {
    requests: sorted.length,
    non2xx,
    rps: sorted.length / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
  }
}

/** CPU time of every core so far, idle and in all, ms. */
function machineTimes() {
  return cpus().reduce(
    (sum, cpu) => {
      const { user, nice, sys, idle, irq } = cpu.times
      return { idle: sum.idle + idle, all: sum.all + user + nice + sys + idle + irq }
    },
    { idle: 0, all: 0 },
  )
}

/** The share of CPU time idle on the whole machine over the next `ms`. */
async function idleShare(ms: number): Promise<number> {
  const before = machineTimes()
  await new Promise((r) => setTimeout(r, ms))
  const after = machineTimes()
  return (after.idle - before.idle) / Math.max(1, after.all - before.all)
}

/** Measures `run`'s CPU per request in this process and on the whole machine. */
async function withCpu(run: () => Promise<LoadResult>): Promise<LoadResult> {
  const machine = machineTimes()
  const own = process.cpuUsage()
  const result = await run()
  const used = process.cpuUsage(own)
  const after = machineTimes()
  const requests = Math.max(1, result.requests)
  return {
    ...result,
    clientCpuMs: (used.user + used.system) / 1000 / requests,
    machineCpuMs: (after.all - machine.all - (after.idle - machine.idle)) / requests,
  }
}

/**
 * Waits (up to `maxSeconds`) until the machine is at least 90% idle over two seconds: the build,
 * the seeding and the vacuum before a case would otherwise still be running down when it starts.
 */
export async function settle(maxSeconds = 60): Promise<number> {
  let idle = 0
  for (let tries = 0; tries < maxSeconds / 2 && idle < 0.9; tries++) idle = await idleShare(2000)
  return idle
}

/** User + system CPU time of a process so far, in ms (Linux /proc; 0 elsewhere). */
export function cpuMsOf(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100 // utime + stime, in ticks of 10 ms
  } catch {
    return 0
  }
}

/** Resident set of a process now, MB (Linux /proc; 0 elsewhere). */
function rssMbOf(pid: number | undefined): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m)
    return line ? Number(line[1]) / 1024 : 0
  } catch {
    return 0
  }
}

/** autocannon with `options`, summarised from every response's latency and status. */
export function loadHttp(options: autocannon.Options & { duration: number }): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = []
    let non2xx = 0
    const instance = autocannon(options, (error) => {
      if (error) reject(error)
      else resolve(summarize(latencies, options.duration, non2xx))
    })
    instance.on('response', (_client, status, _bytes, time) => {
      latencies.push(time)
      if (status < 200 || status >= 300) non2xx++
    })
  })
}

/** loadHttp, with the server's CPU time per request and its largest resident set meanwhile. */
export async function loadServer(
  pid: number | undefined,
  options: autocannon.Options & { duration: number },
): Promise<LoadResult> {
  const before = cpuMsOf(pid)
  let rss = rssMbOf(pid)
  const sampler = setInterval(() => (rss = Math.max(rss, rssMbOf(pid))), 500)
  try {
    const result = await withCpu(() => loadHttp(options))
    return {
      ...result,
      serverCpuMs: (cpuMsOf(pid) - before) / Math.max(1, result.requests),
      serverRssMb: rss,
    }
  } finally {
    clearInterval(sampler)
  }
}

/**
 * `concurrency` loops running `work` (given the loop's index) until the time is up, like
 * autocannon's connections.
 */
export function loadDirect(
  work: (loop: number) => Promise<unknown>,
  seconds: number,
  concurrency: number,
): Promise<LoadResult> {
  return withCpu(() => directLoops(work, seconds, concurrency))
}

async function directLoops(
  work: (loop: number) => Promise<unknown>,
  seconds: number,
  concurrency: number,
): Promise<LoadResult> {
  const latencies: number[] = []
  const end = performance.now() + seconds * 1000
  await Promise.all(
    Array.from({ length: concurrency }, async (_, loop) => {
      while (performance.now() < end) {
        const started = performance.now()
        await work(loop)
        latencies.push(performance.now() - started)
      }
    }),
  )
  return summarize(latencies, seconds, 0)
}

/** HTTP runs each followed by a direct run of the same work, summarised side by side. */
export interface PairedRuns {
  /** The median run of each side. */
  http: LoadResult
  direct: LoadResult
  /** HTTP ÷ direct throughput of each HTTP run and the direct run right after it, sorted. */
  pairRatios: number[]
  /** Their median: each pair ran within 20 s, so a slow spell of the VM counts against both. */
  ratio: number
  httpRange: [number, number]
  directRange: [number, number]
}

export function pairRuns(httpRuns: LoadResult[], directRuns: LoadResult[]): PairedRuns {
  const pairRatios = httpRuns.map((run, i) => run.rps / directRuns[i]!.rps).sort((a, b) => a - b)
  return {
    http: median(httpRuns),
    direct: median(directRuns),
    pairRatios,
    ratio: pairRatios[Math.floor(pairRatios.length / 2)]!,
    httpRange: range(httpRuns),
    directRange: range(directRuns),
  }
}
