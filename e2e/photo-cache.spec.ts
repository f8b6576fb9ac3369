import { type Page } from '@playwright/test'
import { PHOTO_CACHE, PHOTO_LEDGER_DATABASE } from '../web/pwa/cache-names.ts'
import { expect, signIn, test } from './fixtures.ts'

/**
 * Members' photos are kept by the service worker (docs/photos.md, web/sw.ts): a photo seen once
 * shows with no network, its size is counted against the cache's byte budget, and signing out
 * deletes them from the device.
 */

const cachedPhotos = (page: Page) =>
  page.evaluate(async (name) => {
    if (!(await caches.has(name))) return null
    const keys = await (await caches.open(name)).keys()
    return keys.map((request) => new URL(request.url).pathname)
  }, PHOTO_CACHE)

/** The bytes the photo cache's ledger counts for `src`, or null when it does not know it. */
const ledgerBytes = (page: Page, src: string) =>
  page.evaluate(
    ({ name, url }) =>
      new Promise<number | null>((resolve, reject) => {
        const open = indexedDB.open(name)
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('photos')) return resolve((db.close(), null))
          const get = db.transaction('photos').objectStore('photos').get(url)
          get.onsuccess = () => {
            db.close()
            resolve((get.result as { bytes: number } | undefined)?.bytes ?? null)
          }
        }
      }),
    { name: PHOTO_LEDGER_DATABASE, url: new URL(src, page.url()).href },
  )
const ledgerExists = (page: Page) =>
  page.evaluate(
    async (name) => (await indexedDB.databases()).some((db) => db.name === name),
    PHOTO_LEDGER_DATABASE,
  )

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
  // Counted in bytes as the file arrived (a card-size WebP is tens of kilobytes).
  const bytes = (await (await page.request.get(src)).body()).length
  expect(bytes).toBeGreaterThan(1000)
  await expect.poll(() => ledgerBytes(page, src)).toBe(bytes)

  await context.setOffline(true)
  await page.reload()
  await expect(photo).toHaveAttribute('src', src)
  await expect(photo).toHaveJSProperty('naturalWidth', 720)
  await context.setOffline(false)

  await page.goto('/settings')
  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page).toHaveURL(/\/signin/)
  await expect.poll(() => cachedPhotos(page)).toBeNull()
  await expect.poll(() => ledgerExists(page)).toBe(false)
})
