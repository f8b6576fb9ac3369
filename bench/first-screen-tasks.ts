import { chromium, type BrowserContext } from 'playwright-core'
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/chromium-path.ts'
import { cliOption, onFreshServer } from './lighthouse.ts'

/**
 * The way to the first screen under a 4× slower CPU (Chromium's CPU throttling through the
 * DevTools protocol; no network throttling): the long tasks (over 50 ms) before the page's first
 * card (Discover) or Sign In button is shown, the largest contentful paint and its element, and
 * when each script arrived. A fresh context per load, service workers blocked, as a first visit.
 *
 * Cases: the sign-in page signed out; Discover for a returning member (the device's marker and
 * IndexedDB from a sign-in, then a reload in the same context); Discover for a device that holds
 * only the cookie (as Lighthouse loads it).
 *
 * `npx tsx bench/first-screen-tasks.ts [--runs 5] [--url http://…]`: the built app on a fresh
 * demo database, or a server already running at --url.
 */

const DEMO = { email: 'demo@example.com', password: 'demo-password' }

interface Load {
  case: string
  longestTaskMs: number
  tasks: { start: number; duration: number }[]
  readyMs: number
  lcpMs: number
  lcpElement: string
  scripts: string[]
}

const OBSERVE = () => {
  const seen = { tasks: [] as { start: number; duration: number }[], lcp: [] as unknown[] }
  ;(window as unknown as { __firstScreen: typeof seen }).__firstScreen = seen
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      seen.tasks.push({ start: Math.round(entry.startTime), duration: Math.round(entry.duration) })
  }).observe({ type: 'longtask', buffered: true })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element })[]) {
      const element = entry.element
      const name = element
        ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.className ? `.${String(element.className).split(' ').join('.')}` : ''} "${(element.textContent ?? '').trim().slice(0, 40)}"`
        : '(removed)'
      seen.lcp.push({ time: Math.round(entry.startTime), name })
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true })
}

async function measure(
  context: BrowserContext,
  url: string,
  ready: string,
  name: string,
): Promise<Load> {
  const page = await context.newPage()
  await page.addInitScript(OBSERVE)
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await page.goto(url)
  await page.locator(ready).first().waitFor({ timeout: 60_000 })
  const readyMs = await page.evaluate(() => Math.round(performance.now()))
  await page.waitForTimeout(300)
  const seen = (await page.evaluate(
    () => (window as unknown as { __firstScreen: unknown }).__firstScreen,
  )) as { tasks: { start: number; duration: number }[]; lcp: { time: number; name: string }[] }
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => e.name.endsWith('.js'))
      .map(
        (e) =>
          `${Math.round(e.startTime)}–${Math.round((e as PerformanceResourceTiming).responseEnd)} ${new URL(e.name).pathname}`,
      ),
  )
  await page.close()
  const before = seen.tasks.filter((task) => task.start < readyMs)
  const lcp = seen.lcp.at(-1)
  return {
    case: name,
    longestTaskMs: Math.max(0, ...before.map((task) => task.duration)),
    tasks: before,
    readyMs,
    lcpMs: lcp?.time ?? Number.NaN,
    lcpElement: lcp?.name ?? '',
    scripts,
  }
}

const FIRST_CARD = '[data-testid="swipe-card"] h2'
const SIGN_IN_BUTTON = 'button:has-text("Sign In")'

export async function firstScreenTasks(baseUrl: string, runs: number): Promise<Load[][]> {
  const browser = await chromium.launch({
    executablePath: chromiumPath() ?? undefined,
    args: CHROMIUM_ARGS,
  })
  const loads: Load[][] = [[], [], []]
  try {
    for (let i = 0; i < runs; i++) {
      const signedOut = await browser.newContext({ baseURL: baseUrl, serviceWorkers: 'block' })
      loads[0]!.push(await measure(signedOut, '/signin', SIGN_IN_BUTTON, 'sign-in, signed out'))
      await signedOut.close()

      const returning = await browser.newContext({ baseURL: baseUrl, serviceWorkers: 'block' })
      const setup = await returning.newPage()
      await setup.goto('/signin')
      await setup.getByLabel('Email').fill(DEMO.email)
      await setup.getByLabel('Password', { exact: true }).fill(DEMO.password)
      await setup.getByRole('button', { name: 'Sign In' }).click()
      await setup.locator(FIRST_CARD).waitFor()
      await setup.waitForTimeout(1000)
      await setup.close()
      loads[1]!.push(await measure(returning, '/', FIRST_CARD, 'Discover, returning member'))
      const cookies = await returning.cookies()
      await returning.close()

      const cookieOnly = await browser.newContext({ baseURL: baseUrl, serviceWorkers: 'block' })
      await cookieOnly.addCookies(cookies)
      loads[2]!.push(await measure(cookieOnly, '/', FIRST_CARD, 'Discover, cookie only'))
      await cookieOnly.close()
    }
  } finally {
    await browser.close()
  }
  return loads
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!

if (import.meta.url === `file://${process.argv[1]}`) {
  const option = cliOption
  const runs = Number(option('runs') ?? 5)
  const url = option('url')
  const verbose = process.argv.includes('--verbose')
  const all = url
    ? await firstScreenTasks(url, runs)
    : await onFreshServer(4393, (baseUrl) => firstScreenTasks(baseUrl, runs))
  for (const loads of all) {
    if (verbose) for (const load of loads) console.log(JSON.stringify(load, null, 1))
    console.log(
      `${loads[0]!.case}: longest task ${loads.map((l) => l.longestTaskMs).join(' / ')} ms (median ${median(loads.map((l) => l.longestTaskMs))}); ready ${median(loads.map((l) => l.readyMs))} ms; LCP ${median(loads.map((l) => l.lcpMs))} ms (${loads.at(-1)!.lcpElement})`,
    )
  }
}
