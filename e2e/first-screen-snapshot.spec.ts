import { type Page } from '@playwright/test'
import { SNAPSHOT_KEY } from '../web/app/snapshot-store.ts'
import { card } from './deck.ts'
import { openDeckOnPhotographedMember } from './photos.ts'
import { expect, test } from './fixtures.ts'

/**
 * Discover's picture from the last visit (decision 029): when a member's device opens Discover
 * again, the page shows the card as it was left before any script has run; the app then takes
 * its place. Shown only to the same member, in the same language, from the same build.
 */

// As a phone's first visit of the day: no service worker answering from its cache.
test.use({ serviceWorkers: 'block' })

/** Opens `/` with the start-up script refused, as on a phone whose scripts have not arrived. */
async function openWithoutScripts(page: Page) {
  await page.route(/\/assets\/start-[^/]+\.js$/, (route) => route.abort())
  await page.goto('/')
}

test('the card of the last visit shows before any script has run, then the app takes over', async ({
  page,
}) => {
  await openDeckOnPhotographedMember(page)
  const livePhoto = card(page).locator('.card-photo-image img')
  await expect(livePhoto).toHaveAttribute('src', /^\/api\/photos\/.+-card\.webp$/)
  const src = (await livePhoto.getAttribute('src'))!
  const name = (await card(page).getByRole('heading', { level: 2 }).textContent())!
  // Leaving Discover (here a reload) keeps its picture.
  await page.reload()
  await expect(card(page)).toBeVisible()
  expect(await page.evaluate((key) => localStorage.getItem(key), SNAPSHOT_KEY)).not.toBeNull()

  await openWithoutScripts(page)
  const root = page.locator('#root')
  await expect(root).toHaveAttribute('data-snapshot', '/')
  // What the member sees: the card's name and its photo, loaded; nothing in it can be used yet.
  await expect(root.locator('.swipe-card:not(.swipe-card-under) h2')).toHaveText(name)
  const pictured = root.locator('.swipe-card:not(.swipe-card-under) .card-photo-image img')
  await expect(pictured).toHaveAttribute('src', src)
  await expect
    .poll(() => pictured.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0)
  await expect(root).toHaveJSProperty('inert', true)
  await expect(root).toHaveAttribute('aria-hidden', 'true')

  // With its scripts, the app takes the picture's place: one #root, live and usable.
  await page.unrouteAll()
  await page.goto('/')
  await expect(card(page).getByRole('heading', { level: 2 })).toHaveText(name)
  await expect(page.locator('#root')).toHaveCount(1)
  await expect(page.locator('#root')).not.toHaveAttribute('data-snapshot')
  await expect(page.locator('#root')).not.toHaveAttribute('aria-hidden')
  await expect(page.getByRole('button', { name: `Like ${name}` })).toBeEnabled()
})

test('a returning member’s scripts are fetched once the picture’s photo has arrived, or after a short wait without it', async ({
  page,
}) => {
  await openDeckOnPhotographedMember(page)
  const src = (await card(page).locator('.card-photo-image img').getAttribute('src'))!
  const name = (await card(page).getByRole('heading', { level: 2 }).textContent())!
  await page.reload()
  await expect(card(page)).toBeVisible()

  // On a slow line the card's photo does not share it with the scripts (decision 038).
  const order: string[] = []
  page.on('requestfinished', (request) => {
    if (new URL(request.url()).pathname === src) order.push('photo')
  })
  page.on('request', (request) => {
    if (/\/assets\/start-[^/]+\.js$/.test(request.url())) order.push('start-up script')
  })
  await page.goto('/')
  await expect(page.getByRole('button', { name: `Like ${name}` })).toBeEnabled()
  expect(order.slice(0, 2)).toEqual(['photo', 'start-up script'])

  // A photo that never arrives holds the app back only briefly.
  await page.route(src, () => {})
  await page.goto('/', { waitUntil: 'commit' })
  await expect(page.locator('#root')).toHaveAttribute('data-snapshot', '/')
  await expect(page.getByRole('button', { name: `Like ${name}` })).toBeEnabled({ timeout: 10_000 })
})

test('the app starts as soon as the picture’s photo is painted, well before the longest hold', async ({
  page,
}) => {
  await openDeckOnPhotographedMember(page)
  const name = (await card(page).getByRole('heading', { level: 2 }).textContent())!
  await page.reload()
  await expect(card(page)).toBeVisible()

  await page.goto('/')
  await expect(page.getByRole('button', { name: `Like ${name}` })).toBeEnabled()
  // The boot code (web/boot/) says why it started the scripts: the painted photo, not the
  // fallback after HOLD_MAX_MS.
  expect(await page.evaluate(() => window.ohBoot?.startedBy)).toBe('painted')
})

test('the picture of the last visit is in the member’s language, <html lang> included', async ({
  page,
}) => {
  await openDeckOnPhotographedMember(page)
  await page.goto('/settings')
  await page.getByRole('banner').getByRole('combobox').selectOption('ru')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
  await page.goto('/')
  await expect(card(page)).toBeVisible()
  await page.reload()
  await expect(card(page)).toBeVisible()

  await openWithoutScripts(page)
  await expect(page.locator('#root')).toHaveAttribute('data-snapshot', '/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
})

test('another member’s picture is never shown, and signing out forgets it', async ({ page }) => {
  await openDeckOnPhotographedMember(page)
  await expect(card(page)).toBeVisible()
  // Leaving Discover keeps its picture; then it is made someone else's (a shared device).
  await page.goto('/settings')
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
  await page.evaluate((key) => {
    const snapshot = JSON.parse(localStorage.getItem(key)!) as { memberId: number }
    localStorage.setItem(key, JSON.stringify({ ...snapshot, memberId: snapshot.memberId + 1 }))
  }, SNAPSHOT_KEY)
  await openWithoutScripts(page)
  await expect(page.locator('#root .app-header')).toBeVisible()
  await expect(page.locator('#root')).not.toHaveAttribute('data-snapshot')
  await expect(page.locator('#root .swipe-card')).toHaveCount(0)

  await page.unrouteAll()
  await page.goto('/settings')
  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page).toHaveURL(/\/signin/)
  expect(await page.evaluate((key) => localStorage.getItem(key), SNAPSHOT_KEY)).toBeNull()
})
