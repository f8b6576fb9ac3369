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
