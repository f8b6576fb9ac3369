import { expect, test, type Page } from '@playwright/test'
import { signIn } from './fixtures.ts'

/**
 * Members' photos are kept by the service worker (docs/photos.md, web/sw.ts): a photo seen once
 * shows with no network, and signing out deletes them from the device.
 */

const PHOTO_CACHE = 'oh-photos-v1'
const cachedPhotos = (page: Page) =>
  page.evaluate(async (name) => {
    if (!(await caches.has(name))) return null
    const keys = await (await caches.open(name)).keys()
    return keys.map((request) => new URL(request.url).pathname)
  }, PHOTO_CACHE)

test('a photo seen once shows offline; signing out deletes the kept photos', async ({
  page,
  context,
}) => {
  await signIn(page)
  // The service worker controls the page once it has activated: from then on photos pass it.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await page.reload()
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true)

  // The demo member's matches are demo members, each with pictures (members other tests sign up
  // have none, hence the selector).
  await page.goto('/matches')
  // Matches shows photo tiles: the card size of each match's main photo.
  const photo = page.locator('main .member-face img[src^="/api/photos/"]').first()
  await expect(photo).toHaveAttribute('src', /^\/api\/photos\/\d+-[0-9a-f-]{36}-card\.webp$/)
  await expect(photo).toHaveJSProperty('naturalWidth', 720)
  const src = (await photo.getAttribute('src'))!
  await expect.poll(() => cachedPhotos(page)).toContain(src)

  await context.setOffline(true)
  await page.reload()
  await expect(photo).toHaveAttribute('src', src)
  await expect(photo).toHaveJSProperty('naturalWidth', 720)
  await context.setOffline(false)

  await page.goto('/settings')
  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page).toHaveURL(/\/signin/)
  await expect.poll(() => cachedPhotos(page)).toBeNull()
})
