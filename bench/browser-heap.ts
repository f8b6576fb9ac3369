/**
 * The browser's memory while swiping (issue 13 §7): the built app against a real server on a
 * throwaway PostgreSQL database (the demo data plus `members` bench members, so the deck does not
 * run out), Debian's Chromium through playwright-core, signed in as the demo member, who passes
 * (ArrowLeft on the deck) `swipes` cards. Every `every` swipes, after a forced garbage collection
 * (CDP HeapProfiler.collectGarbage): the JS heap in use (CDP Runtime.getHeapUsage), the DOM nodes
 * and listeners (CDP Performance.getMetrics), and the row count of each IndexedDB table of the
 * app's Dexie database (web/data/db.ts). Needs `npm run build` first (scripts/bench.ts builds).
 * Alone: `npx tsx bench/browser-heap.ts`.
 */
import type { ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { loadavg } from 'node:os'
import postgres from 'postgres'
import { chromium, type Page } from 'playwright-core'
import { migrate, openDatabase } from '#api/db/connect.ts'
import { DEMO_EMAIL, DEMO_MEMBER_ID, DEMO_PASSWORD } from '#api/db/demo-data.ts'
import { seedDemo } from '#api/db/seed.ts'
import { createThrowawayDatabase } from '#api/db/throwaway-database.ts'
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/chromium-path.ts'
import { seed } from './discover.ts'
import { startServer, stopServer } from './server-process.ts'

export interface HeapSample {
  swipes: number
  /** JS heap in use after a forced GC, bytes. */
  heapUsed: number
  domNodes: number
  listeners: number
  /** Rows per IndexedDB table of the app's database. */
  rows: Record<string, number>
  loadAverage: number
}

export interface BrowserHeapResult {
  members: number
  samples: HeapSample[]
}

/** Row counts of every object store of the app's IndexedDB database, read in the page. */
function countRows(page: Page): Promise<Record<string, number>> {
  return page.evaluate(
    () =>
      new Promise<Record<string, number>>((resolve, reject) => {
        const open = indexedDB.open('orthodox-hearts')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const idb = open.result
          const names = [...idb.objectStoreNames]
          const tx = idb.transaction(names, 'readonly')
          const counts: Record<string, number> = {}
          for (const name of names) {
            const request = tx.objectStore(name).count()
            request.onsuccess = () => (counts[name] = request.result)
          }
          tx.oncomplete = () => {
            idb.close()
            resolve(counts)
          }
          tx.onerror = () => reject(tx.error)
        }
      }),
  )
}

export async function measureBrowserHeap(
  options: { swipes?: number; every?: number; members?: number; port?: number } = {},
): Promise<BrowserHeapResult> {
  const swipes = options.swipes ?? 500
  const every = options.every ?? 100
  const members = options.members ?? 3000
  const port = options.port ?? Number(process.env.BENCH_BROWSER_PORT ?? 3430)
  const executablePath = chromiumPath()
  if (!executablePath) throw new Error('No Chromium: install Debian’s chromium or set CHROME_PATH')
  if (!existsSync(new URL('../dist/index.html', import.meta.url)))
    throw new Error('No built app: run npm run build first')
  const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
  const database = await createThrowawayDatabase(serverUrl, 'scale_browser')
  const opened = await openDatabase({ kind: 'postgres', url: database.url })
  const sql = postgres(database.url, { max: 1, onnotice: () => {} })
  let server: ChildProcess | undefined
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS })
  try {
    await migrate(opened.db)
    await seedDemo(opened.db)
    // The bench members after the demo's ids, so the deck holds far more than `swipes` cards.
    await sql`select setval(pg_get_serial_sequence('users', 'id'), (select max(id) from users))`
    await seed(sql, members)
    await sql`vacuum analyze`
    server = await startServer(database.url, port)
    const base = `http://127.0.0.1:${port}`

    const page = await browser.newPage({ baseURL: base })
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Performance.enable')
    await page.goto('/signin')
    await page.getByLabel('Email').fill(DEMO_EMAIL)
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
    await page.getByRole('button', { name: 'Sign In' }).click()
    const card = page.getByTestId('swipe-card')
    const name = card.getByRole('heading', { level: 2 })
    await name.waitFor()

    const samples: HeapSample[] = []
    const sample = async (done: number) => {
      await cdp.send('HeapProfiler.collectGarbage')
      const { usedSize } = await cdp.send('Runtime.getHeapUsage')
      const { metrics } = await cdp.send('Performance.getMetrics')
      const metric = (key: string) => metrics.find((m) => m.name === key)?.value ?? 0
      samples.push({
        swipes: done,
        heapUsed: usedSize,
        domNodes: metric('Nodes'),
        listeners: metric('JSEventListeners'),
        rows: await countRows(page),
        loadAverage: loadavg()[0]!,
      })
      console.error(`browser heap: ${done} swipes, ${(usedSize / 2 ** 20).toFixed(1)} MB`)
    }
    await sample(0)
    for (let done = 1; done <= swipes; done++) {
      const before = await name.textContent()
      await card.focus()
      await page.keyboard.press('ArrowLeft')
      await page.waitForFunction(
        (previous) =>
          document.querySelector('[data-testid="swipe-card"] h2')?.textContent !== previous,
        before,
        { timeout: 30_000 },
      )
      if (done % every === 0) await sample(done)
    }
    const [held] = await sql<{ passes: number }[]>`
      select count(*)::int as passes from passes where from_user_id = ${DEMO_MEMBER_ID}`
    console.error(`browser heap: the server holds ${held!.passes} passes of the demo member`)
    return { members, samples }
  } finally {
    await browser.close()
    await stopServer(server)
    await sql.end({ timeout: 5 })
    await opened.close()
    await database.drop()
  }
}

/** The markdown section for docs/benchmarks.md. */
export function browserHeapReport(result: BrowserHeapResult): string {
  const tables = [...new Set(result.samples.flatMap((s) => Object.keys(s.rows)))].sort()
  const header = ['swipes', 'JS heap after GC', 'DOM nodes', 'listeners', ...tables, 'load']
  const rows = result.samples.map((s) =>
    [
      s.swipes,
      `${(s.heapUsed / 2 ** 20).toFixed(1)} MB`,
      s.domNodes,
      s.listeners,
      ...tables.map((t) => s.rows[t] ?? 0),
      s.loadAverage.toFixed(1),
    ].join(' | '),
  )
  return `## Browser memory while swiping (Chromium, the built app)

The demo member passes ${result.samples.at(-1)?.swipes ?? 0} cards on the deck (ArrowLeft) against the
real server on PostgreSQL (the demo data and ${result.members.toLocaleString('en')} bench members). After a
forced garbage collection (CDP \`HeapProfiler.collectGarbage\`): the JS heap in use
(\`Runtime.getHeapUsage\`), DOM nodes and event listeners (\`Performance.getMetrics\`) and the rows
of each IndexedDB table of the app's Dexie database. "load" is the machine's 1-minute load average.

| ${header.join(' | ')} |
|${header.map(() => '---').join('|')}|
${rows.map((row) => `| ${row} |`).join('\n')}
`
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const number = (value: string | undefined) => (value ? Number(value) : undefined)
  const result = await measureBrowserHeap({
    swipes: number(process.env.BENCH_SWIPES),
    members: number(process.env.BENCH_MEMBERS),
  })
  console.log(process.argv.includes('--json') ? JSON.stringify(result) : browserHeapReport(result))
}
