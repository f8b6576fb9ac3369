import { type Page } from '@playwright/test'
import { FIRST_CARD_PHOTO_KEY } from '../web/data/discover/first-card-photo.ts'
import { card, cardName } from './deck.ts'
import { openDeckOnPhotographedMember } from './photos.ts'
import { expect, test } from './fixtures.ts'

/**
 * The first screen's largest paint is the top card's photo (issue #13): when a member's device
 * opens Discover again, index.html's head script starts that photo's download before any script
 * has run, from the address Discover left in localStorage; signing out forgets it.
 */

// As a phone's first visit of the day: no service worker answering from its cache.
test.use({ serviceWorkers: 'block' })

const remembered = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key), FIRST_CARD_PHOTO_KEY)

/** What started the download of `path` on this page load ('link' for a preload, 'img' …). */
const initiatorOf = (page: Page, path: string) =>
  page.evaluate(
    (wanted) =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry as PerformanceResourceTiming)
        .find((entry) => new URL(entry.name).pathname === wanted)?.initiatorType ?? null,
    path,
  )

test('the top card’s photo downloads from the head of the page on the next visit, and not after sign-out', async ({
  page,
  browser,
}) => {
  const { woman } = await openDeckOnPhotographedMember(page)
  // A first visit: nothing remembered yet (reaching her reloaded the page once).
  await page.evaluate((key) => localStorage.removeItem(key), FIRST_CARD_PHOTO_KEY)
  await page.reload()
  await expect(cardName(page)).toHaveText(woman.fullName)
  const photo = (on: Page) => card(on).locator('.card-photo-image img')
  await expect(photo(page)).toHaveAttribute('src', /^\/api\/photos\/.+-card\.webp$/)
  const src = (await photo(page).getAttribute('src'))!
  // The first visit had nothing remembered: no photo was preloaded from the head.
  await expect(page.locator('head link[rel="preload"][as="image"]')).toHaveCount(0)
  await expect.poll(() => remembered(page)).toBe(src)

  // The next visit, on the same device (its cookies and localStorage) with an empty HTTP cache.
  const next = await browser.newContext({
    storageState: await page.context().storageState(),
    serviceWorkers: 'block',
  })
  const again = await next.newPage()
  await again.goto('/')
  await expect(photo(again)).toHaveAttribute('src', src)
  await expect
    .poll(() => photo(again).evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0)
  expect(await initiatorOf(again, src)).toBe('link')
  const preload = again.locator(`head link[rel="preload"][as="image"][href="${src}"]`)
  await expect(preload).toHaveAttribute('fetchpriority', 'high')
  await next.close()

  await page.goto('/settings')
  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page).toHaveURL(/\/signin/)
  expect(await remembered(page)).toBeNull()
})

test('a signed-in first visit on a new device asks for the member and the deck from the head of the page, once each', async ({
  page,
  browser,
}) => {
  const { woman } = await openDeckOnPhotographedMember(page)
  // A new phone: the session cookie only, nothing stored, an empty HTTP cache.
  const { cookies } = await page.context().storageState()
  const phone = await browser.newContext({
    storageState: { cookies, origins: [] },
    serviceWorkers: 'block',
  })
  const fresh = await phone.newPage()
  const asked: string[] = []
  fresh.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (path === '/api/auth/user' || path === '/api/users') asked.push(path)
  })
  await fresh.goto('/')
  await expect(cardName(fresh)).toHaveText(woman.fullName)
  const photo = card(fresh).locator('.card-photo-image img')
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0)
  // Asked before the start-up script was, and not asked again by the app.
  const started = await fresh.evaluate(() => {
    const entries = performance.getEntriesByType('resource')
    const first = (test: (path: string) => boolean) =>
      entries.find((entry) => test(new URL(entry.name).pathname))?.startTime ?? Infinity
    return {
      member: first((path) => path === '/api/auth/user'),
      deck: first((path) => path === '/api/users'),
      script: first((path) => /^\/assets\/start-[^/]+\.js$/.test(path)),
      left: Object.keys(window.ohBoot?.early ?? { unread: true }),
    }
  })
  expect(started.member).toBeLessThan(started.script)
  expect(started.deck).toBeLessThan(started.script)
  expect(started.left).toEqual([])
  expect(asked.sort()).toEqual(['/api/auth/user', '/api/users'])
  // Its top card's photo was asked for from the head too, at high priority.
  const src = (await photo.getAttribute('src'))!
  await expect(
    fresh.locator(`head link[rel="preload"][as="image"][href="${src}"]`),
  ).toHaveAttribute('fetchpriority', 'high')
  await phone.close()
})
