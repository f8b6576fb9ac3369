import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/chromium-path.ts'
import { spawnServer, stopServer, waitForHealth } from './server-process.ts'

/**
 * Lighthouse (mobile, its default simulated throttling) on the two first screens of issue #13:
 * Discover signed in as the demo member, and the sign-in page signed out. Builds and starts
 * nothing: give it the base URL of a running server (`npm run serve` on a fresh DATA_DIR, which
 * seeds the demo data). Each page runs `runs` times in one Chromium; the medians are returned.
 *
 * Alone: `npx tsx bench/lighthouse.ts [--runs 5] [--url http://…] [--port 4392] [--save dir]` measures the
 * built app (dist/, dist-server/) on a fresh demo database, or a server already running at --url;
 * --save writes each run's full report (JSON) to the folder, to read its LCP element, critical
 * request chains and long tasks.
 */

export interface LighthouseMedians {
  page: string
  runs: number
  /** 0–100. */
  performance: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  /** Compressed bytes of every script request, as transferred. */
  scriptBytes: number
}

const DEMO = { email: 'demo@example.com', password: 'demo-password' }

/** The demo member's session cookie, from the API's own sign-in. */
async function demoSessionCookie(baseUrl: string): Promise<string> {
  const response = await fetch(new URL('/api/auth/login', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: new URL(baseUrl).origin },
    body: JSON.stringify(DEMO),
  })
  if (!response.ok) throw new Error(`Demo sign-in failed: ${response.status}`)
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0])
  if (cookies.length === 0) throw new Error('The sign-in answer set no cookie')
  return cookies.join('; ')
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

type Run = Omit<LighthouseMedians, 'page' | 'runs'>

async function runOnce(
  url: string,
  port: number,
  headers: Record<string, string>,
  save?: string,
): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    extraHeaders: headers,
  })
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  const { lhr } = result
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`)
  if (save) writeFileSync(save, JSON.stringify(lhr))
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  const requests = (
    lhr.audits['network-requests']?.details as {
      items?: { resourceType?: string; transferSize?: number }[]
    }
  )?.items
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    scriptBytes: (requests ?? [])
      .filter((request) => request.resourceType === 'Script')
      .reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
  }
}

/**
 * Lighthouse sometimes loses a trace on a busy machine (NO_NAVSTART, "Please run Lighthouse
 * again"): such a run is repeated, up to twice.
 */
async function withRetries<T>(run: () => Promise<T>, retries = 2): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await run()
    } catch (error) {
      if (attempt >= retries) throw error
      console.warn(`Lighthouse run failed, running it again: ${String(error)}`)
    }
  }
}

/**
 * How a page's runs meet the device. Lighthouse 12 clears caches and service workers between
 * runs but keeps IndexedDB and localStorage (its default clearStorageTypes):
 * - `new-device`: every run in a Chromium of its own (a new profile): the cookie, nothing stored;
 * - `returning`: one Chromium, one run first that is not counted (it leaves what a visit leaves:
 *   the device's database, the session marker, the picture of Discover), then the counted runs.
 */
type Device = 'new-device' | 'returning'

/**
 * Runs Lighthouse `runs` times on Discover (signed in) on a new device and as a returning member,
 * and on the sign-in page (signed out).
 */
export async function measureLighthouse(
  baseUrl: string,
  runs = 5,
  saveDir?: string,
): Promise<LighthouseMedians[]> {
  const chromePath = chromiumPath()
  if (!chromePath) throw new Error('No Chromium (install it, or set CHROME_PATH)')
  const cookie = await demoSessionCookie(baseUrl)
  const pages: {
    page: string
    slug: string
    url: string
    headers: Record<string, string>
    device: Device
  }[] = [
    {
      page: 'Discover, signed in on a new device',
      slug: 'discover-new-device',
      url: new URL('/', baseUrl).href,
      headers: { cookie },
      device: 'new-device',
    },
    {
      page: 'Discover, a returning member',
      slug: 'discover-returning',
      url: new URL('/', baseUrl).href,
      headers: { cookie },
      device: 'returning',
    },
    {
      page: 'Sign-in page (signed out)',
      slug: 'signin',
      url: new URL('/signin', baseUrl).href,
      headers: {},
      device: 'new-device',
    },
  ]
  if (saveDir) mkdirSync(saveDir, { recursive: true })
  const launch = () => chromeLauncher.launch({ chromePath, chromeFlags: CHROMIUM_ARGS })
  const medians: LighthouseMedians[] = []
  for (const { page, slug, url, headers, device } of pages) {
    const results: Run[] = []
    const shared = device === 'returning' ? await launch() : null
    try {
      if (shared) await withRetries(() => runOnce(url, shared.port, headers))
      for (let i = 0; i < runs; i++) {
        const save = saveDir && join(saveDir, `${slug}-${i + 1}.json`)
        const chrome = shared ?? (await launch())
        try {
          results.push(await withRetries(() => runOnce(url, chrome.port, headers, save)))
        } finally {
          if (!shared) chrome.kill()
        }
      }
    } finally {
      shared?.kill()
    }
    const of = (key: keyof Run) => median(results.map((result) => result[key]))
    medians.push({
      page,
      runs,
      performance: of('performance'),
      fcpMs: of('fcpMs'),
      lcpMs: of('lcpMs'),
      tbtMs: of('tbtMs'),
      cls: of('cls'),
      scriptBytes: of('scriptBytes'),
    })
  }
  return medians
}

/** The medians as a markdown table. */
export function lighthouseTable(medians: LighthouseMedians[]): string {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`
  return [
    '| page | performance | FCP | LCP | TBT | CLS | JavaScript as transferred |',
    '|---|---|---|---|---|---|---|',
    ...medians.map(
      (m) =>
        `| ${m.page} | ${m.performance} | ${s(m.fcpMs)} | ${s(m.lcpMs)} | ${Math.round(m.tbtMs)} ms | ${m.cls.toFixed(3)} | ${kb(m.scriptBytes)} |`,
    ),
  ].join('\n')
}

/** The built app as `npm run serve` runs it, on a fresh demo database, while `measure` runs. */
export async function onFreshServer<Result>(
  port: number,
  measure: (baseUrl: string) => Promise<Result>,
): Promise<Result> {
  // Another checkout's server on the port would answer the health check and be measured instead.
  const taken = await fetch(`http://localhost:${port}/api/health`).then(
    () => true,
    () => false,
  )
  if (taken) throw new Error(`Port ${port} is already in use: pass another with --port`)
  const dataDir = mkdtempSync(join(tmpdir(), 'oh-bench-lighthouse-'))
  const server = spawnServer({
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: 'ignore',
  })
  try {
    await waitForHealth(server, port)
    return await measure(`http://localhost:${port}`)
  } finally {
    await stopServer(server)
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/** The value after `--name` on the command line. */
export function cliOption(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`)
  return at > 0 ? process.argv[at + 1] : undefined
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const option = cliOption
  const runs = Number(option('runs') ?? 5)
  const save = option('save')
  const load = loadavg()[0]!.toFixed(1)
  const url = option('url')
  const medians = url
    ? await measureLighthouse(url, runs, save)
    : await onFreshServer(Number(option('port') ?? 4392), (baseUrl) =>
        measureLighthouse(baseUrl, runs, save),
      )
  console.log(lighthouseTable(medians))
  console.log(
    `\nLoad on the machine at the start (1-minute load average): ${load} on ${cpus().length} cores; at the end: ${loadavg()[0]!.toFixed(1)}.`,
  )
}
