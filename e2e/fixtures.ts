import AxeBuilder from '@axe-core/playwright'
import {
  expect,
  type BrowserContext,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test'
import { yearsBefore } from '../shared/domain/age.ts'

/** The date of birth of someone `age` years old today, as the phone's date picker gives it. */
export const birthDateAged = (age: number) => yearsBefore(new Date(), age)

export const DEMO = { email: 'demo@example.com', password: 'demo-password', id: 6 }
/** The moderator of the demo data. */
export const MODERATOR = { email: 'moderator@example.com', password: 'moderator-password' }

export async function signIn(page: Page, email = DEMO.email, password = DEMO.password) {
  await page.goto('/signin')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).not.toHaveURL(/\/signin/)
}

/** Axe over the whole page: no violations of WCAG 2.1 A/AA. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([])
}

/** Presses Tab until `target` has the focus (at most `max` times); fails if it never does. */
export async function tabTo(page: Page, target: Locator, max = 200) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab')
    if (await target.evaluate((el) => el === document.activeElement)) return
  }
  throw new Error(`Tab never reached ${target.toString()}`)
}

export function uniqueEmail(prefix: string) {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.org`
}

/** Map tiles are the one external thing the app loads: refused in tests, so none depends on them. */
export async function blockMapTiles(page: Page) {
  await page.context().route(/tile\.openstreetmap\.org/, (route) => route.abort())
}

/** The screen in light and in dark, saved under test-results/ to be looked at. */
export async function shootBothThemes(page: Page, testInfo: TestInfo, name: string) {
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme })
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
    await page.screenshot({ path: testInfo.outputPath(`${name}-${theme}.png`) })
    await expectAccessible(page)
  }
  await page.emulateMedia({ colorScheme: 'light' })
}

/**
 * Reloads the page with the network off, served by the service worker: it installs on the first
 * visit and controls the page from the next load on, so the page is reloaded once online first.
 */
export async function reloadOffline(page: Page, context: BrowserContext) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  await page.reload()
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true)
  await context.setOffline(true)
  await page.reload()
}

export { expect, test } from './page-errors.ts'
