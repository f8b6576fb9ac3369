/**
 * Live delivery latency: from a POST /api/messages being sent to the `message` event arriving on
 * the recipient's open stream (GET /api/events), with `members` members (200 by default; issue 13
 * asks for 5,000) holding a stream each on one API process, against a throwaway PostgreSQL
 * database; with the API process's RSS (peak while the messages flow, sampled from /proc). The baseline is the spec's chat polling
 * every 3 seconds, where a message waits for the next poll: uniform over 0–3 s, mean 1.5 s.
 *
 * Runnable alone: `npx tsx bench/delivery.ts` (BENCH_DATABASE_URL or TEST_DATABASE_URL names the
 * PostgreSQL server; default postgres://postgres@127.0.0.1:5432/postgres).
 */
import { randomUUID } from 'node:crypto'
import { loadavg } from 'node:os'
import { fileURLToPath } from 'node:url'
import { startSession } from '../api/auth/sessions.ts'
import { SESSION_COOKIE } from '../api/auth/session-token.ts'
import { migrate, openDatabase } from '../api/db/connect.ts'
import { matches, users } from '../api/db/schema.ts'
import { createThrowawayDatabase } from '../api/db/throwaway-database.ts'
import { readEventStream, type EventStreamReader } from '../api/testing/event-stream.ts'
import { rssOf, sampleRss, mib } from './process-memory.ts'
import { spawnServer } from './server-process.ts'

export interface DeliveryOptions {
  serverUrl?: string
  port?: number
  members?: number
  messages?: number
  /** Messages in flight at once. */
  concurrency?: number
  /** The throwaway database's name prefix. */
  databasePrefix?: string
}

export interface DeliveryResult {
  streams: number
  messages: number
  concurrency: number
  /** POST sent → event on the recipient's stream, ms. */
  delivery: Percentiles
  /** POST sent → its 201 answer, ms. */
  post: Percentiles
  /** The event's arrival minus the 201 answer's, ms: what LISTEN/NOTIFY and SSE add (< 0: earlier). */
  afterAnswer: Percentiles
  /** The machine's 1-minute load average when the run ended (2 cores: above 2 is contention). */
  loadAverage: number
  /** The 3-second polling baseline (a message waits for the next poll), ms. */
  polling: Percentiles
  /** The API process's RSS in bytes: with every stream open before the first message, and its peak while they flow. */
  rss: { streamsOpen: number; peak: number }
  /** How long opening every stream took, ms. */
  openMs: number
}

export interface Percentiles {
  p50: number
  p95: number
  p99: number
  mean: number
}

const POLL_INTERVAL_MS = 3000

function percentiles(values: number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!
  const mean = sorted.reduce((sum, v) => sum + v, 0) / sorted.length
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), mean }
}

/** Waiting for the next poll is uniform over [0, interval): its quantiles and mean exactly. */
function pollingBaseline(): Percentiles {
  return {
    p50: 0.5 * POLL_INTERVAL_MS,
    p95: 0.95 * POLL_INTERVAL_MS,
    p99: 0.99 * POLL_INTERVAL_MS,
    mean: 0.5 * POLL_INTERVAL_MS,
  }
}

async function startServer(databaseUrl: string, port: number) {
  const child = spawnServer({
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      NODE_ENV: 'production',
      // Profiling the server alone, e.g. BENCH_SERVER_NODE_OPTIONS=--cpu-prof (the bench process keeps its own).
      NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS ?? '',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let errors = ''
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()))
  const started = Date.now()
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The API exited with ${child.exitCode}: ${errors}`)
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 60_000) throw new Error('The API did not start in 60 s')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return {
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM')
      if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve))
    },
  }
}

/** Runs `work` over `items`, `width` at a time (opening thousands of streams or sessions at once would only queue). */
async function inBatches<T>(items: readonly T[], width: number, work: (item: T) => Promise<void>) {
  for (let start = 0; start < items.length; start += width)
    await Promise.all(items.slice(start, start + width).map(work))
}

export async function measureDelivery(options: DeliveryOptions = {}): Promise<DeliveryResult> {
  const serverUrl =
    options.serverUrl ??
    process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres'
  const port = options.port ?? 3650
  const memberCount = options.members ?? 200
  const messageCount = options.messages ?? 1000
  const concurrency = options.concurrency ?? 4
  const base = `http://127.0.0.1:${port}`

  const database = await createThrowawayDatabase(serverUrl, options.databasePrefix ?? 'oh_bench')
  const opened = await openDatabase({ kind: 'postgres', url: database.url })
  const streams: EventStreamReader[] = []
  let server: Awaited<ReturnType<typeof startServer>> | undefined
  try {
    await migrate(opened.db)
    // Premium members (no daily limit), matched in pairs: 2k with 2k+1.
    const members: { id: number }[] = []
    for (let start = 0; start < memberCount; start += 1000) {
      const values = Array.from({ length: Math.min(1000, memberCount - start) }, (_, k) => {
        const i = start + k
        return {
          username: `bench${i}`,
          email: `bench${i}@example.org`,
          password: '!',
          firstName: `Bench${i}`,
          lastName: 'Member',
          birthDate: '1996-06-15',
          gender: i % 2 ? 'male' : 'female',
          lookingFor: i % 2 ? 'female' : 'male',
          membershipTier: 'premium',
        } as const
      })
      members.push(...(await opened.db.insert(users).values(values).returning({ id: users.id })))
    }
    const ids = members.map((m) => m.id)
    const pairs = Array.from({ length: memberCount / 2 }, (_, k) => [ids[2 * k]!, ids[2 * k + 1]!])
    await opened.db.insert(matches).values(
      pairs.map(([a, b]) => ({
        userId1: Math.min(a!, b!),
        userId2: Math.max(a!, b!),
        isMatch: true,
      })),
    )
    const cookies = new Map<number, string>()
    await inBatches(ids, 50, async (id) => {
      const { token } = await startSession(opened.db, id, new Date(), 1)
      cookies.set(id, `${SESSION_COOKIE}=${token}`)
    })

    server = await startServer(database.url, port)

    // One open stream per member; arrival times by clientId.
    const arrivals = new Map<string, number>()
    const waiting = new Map<string, () => void>()
    let stopping = false
    const openStarted = performance.now()
    await inBatches(ids, 250, async (id) => {
      const res = await fetch(`${base}/api/events`, { headers: { cookie: cookies.get(id)! } })
      if (res.status !== 200) throw new Error(`GET /api/events answered ${res.status}`)
      const stream = readEventStream(res)
      streams.push(stream)
      await stream.next('ready')
      void (async () => {
        while (!stopping) {
          const event = await stream.next('message', 600_000).catch(() => null)
          if (!event) return
          const now = performance.now()
          const { message } = JSON.parse(event.data) as {
            message: { toUserId: number; clientId: string }
          }
          if (message.toUserId !== id) continue // the sender's own copy
          arrivals.set(message.clientId, now)
          waiting.get(message.clientId)?.()
        }
      })()
    })
    const openMs = performance.now() - openStarted
    const streamsOpen = rssOf(server.pid)
    const rss = sampleRss(server.pid)

    const delivery: number[] = []
    const post: number[] = []
    const afterAnswer: number[] = []
    let next = 0
    async function worker() {
      while (next < messageCount) {
        const index = next++
        const [a, b] = pairs[index % pairs.length]!
        const [from, to] = index % 2 ? [a!, b!] : [b!, a!]
        const clientId = randomUUID()
        const arrived = new Promise<void>((resolve) => waiting.set(clientId, resolve))
        const sent = performance.now()
        const res = await fetch(`${base}/api/messages`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: cookies.get(from)! },
          body: JSON.stringify({
            fromUserId: from,
            toUserId: to,
            content: `Bench ${index}`,
            clientId,
          }),
        })
        const answered = performance.now()
        post.push(answered - sent)
        if (res.status !== 201) throw new Error(`POST /api/messages answered ${res.status}`)
        await res.arrayBuffer()
        await arrived
        waiting.delete(clientId)
        delivery.push(arrivals.get(clientId)! - sent)
        afterAnswer.push(arrivals.get(clientId)! - answered)
      }
    }
    await Promise.all(Array.from({ length: concurrency }, worker))
    const { peak } = rss.stop()
    stopping = true
    return {
      streams: streams.length,
      messages: delivery.length,
      concurrency,
      delivery: percentiles(delivery),
      post: percentiles(post),
      afterAnswer: percentiles(afterAnswer),
      loadAverage: loadavg()[0]!,
      polling: pollingBaseline(),
      rss: { streamsOpen, peak },
      openMs,
    }
  } finally {
    await Promise.all(streams.map((stream) => stream.close()))
    await server?.stop()
    await opened.close()
    await database.drop()
  }
}

/** The report's table (also printed when run alone). */
export function deliveryTable(result: DeliveryResult): string {
  const ms = (n: number) => (Math.abs(n) < 10 ? `${n.toFixed(1)} ms` : `${Math.round(n)} ms`)
  const row = (name: string, p: Percentiles) =>
    `| ${name} | ${ms(p.p50)} | ${ms(p.p95)} | ${ms(p.p99)} | ${ms(p.mean)} |`
  return [
    `${result.messages} messages, ${result.concurrency} in flight, ${result.streams.toLocaleString('en')} open streams (one per member, opened in ${(result.openMs / 1000).toFixed(1)} s), one API process and PostgreSQL on this machine (load average ${result.loadAverage.toFixed(1)} at the end). API RSS: ${mib(result.rss.streamsOpen)} with every stream open, ${mib(result.rss.peak)} at its peak while the messages flowed.`,
    '',
    '| case | p50 | p95 | p99 | mean |',
    '|---|---|---|---|---|',
    row('SSE: POST sent → event on the recipient’s stream', result.delivery),
    row('POST sent → 201 answer', result.post),
    row('event arrival − 201 answer (what LISTEN/NOTIFY + SSE add)', result.afterAnswer),
    row('baseline: 3-second polling (wait for the next poll)', result.polling),
  ].join('\n')
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const number = (value: string | undefined) => (value ? Number(value) : undefined)
  const result = await measureDelivery({
    messages: number(process.env.BENCH_MESSAGES),
    concurrency: number(process.env.BENCH_CONCURRENCY),
    port: number(process.env.BENCH_PORT),
    members: number(process.env.BENCH_STREAMS),
    databasePrefix: process.env.BENCH_DATABASE_PREFIX,
  })
  console.log(deliveryTable(result))
}
