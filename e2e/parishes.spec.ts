import { expect, test } from '@playwright/test'
import { blockMapTiles, expectAccessible, signIn } from './fixtures.ts'

test.beforeEach(async ({ page }) => {
  await blockMapTiles(page)
  await signIn(page)
})

test('the parish list shows the seeded parishes and the legend, and the page is accessible', async ({
  page,
}) => {
  await page.goto('/parishes')
  await expect(page.getByRole('heading', { level: 1, name: 'Orthodox Parishes' })).toBeVisible()
  const list = page.getByRole('navigation', { name: 'All parishes' })
  await expect(
    list.getByRole('button', { name: /^Annunciation Greek Orthodox Cathedral 1017 N LaSalle/ }),
  ).toBeVisible()
  await expect(
    list.getByRole('button', { name: /^Holy Trinity Orthodox Cathedral 1121 N Leavitt/ }),
  ).toBeVisible()
  const legend = page.getByRole('list', { name: 'Jurisdictions' })
  for (const jurisdiction of ['OCA', 'GOARCH', 'ROCOR', 'Antiochian']) {
    await expect(legend.getByText(jurisdiction, { exact: true })).toBeVisible()
  }
  await expect(page.getByText('Select a parish to view details')).toBeVisible()
  // The map is there, with one marker per listed parish.
  const listed = await list.getByRole('button').count()
  await expect(page.locator('.leaflet-marker-icon')).toHaveCount(listed)
  await expectAccessible(page)
})

test('choosing a parish from the list shows its clergy, contacts and upcoming events', async ({
  page,
}) => {
  await page.goto('/parishes')
  await page
    .getByRole('navigation', { name: 'All parishes' })
    .getByRole('button', { name: /^Annunciation Greek Orthodox Cathedral 1017 N LaSalle/ })
    .click()
  const details = page.getByRole('region', { name: 'Annunciation Greek Orthodox Cathedral' })
  await expect(details.getByText('GOARCH')).toBeVisible()
  await expect(details.getByText('1017 N LaSalle Dr, Chicago, IL 60610')).toBeVisible()
  await expect(details.getByRole('link', { name: 'Fr. Nicholas Andreou' })).toHaveAttribute(
    'href',
    /^mailto:/,
  )
  await expect(details.getByRole('link', { name: 'Dn. Stephen Pappas' })).toHaveAttribute(
    'href',
    /^mailto:/,
  )
  await expect(details.getByRole('link', { name: '(312) 555-0101' })).toHaveAttribute(
    'href',
    'tel:3125550101',
  )
  await expect(details.getByText('Divine Liturgy', { exact: true })).toBeVisible()
  await expect(details.getByText('Liturgy', { exact: true })).toBeVisible()
  // 'MMM d, yyyy h:mm a' in English, e.g. 'Mar 5, 2025 3:00 PM'.
  await expect(details.locator('time').first()).toHaveText(
    /^[A-Z][a-z]{2} \d{1,2}, \d{4} \d{1,2}:\d{2}\s?[AP]M$/,
  )
  await expectAccessible(page)
})

test('choosing a parish in the list centres the map on it and highlights its marker', async ({
  page,
}) => {
  await page.goto('/parishes')
  const marker = page.locator(
    '.leaflet-marker-icon[title^="Holy Trinity Orthodox Cathedral, 1121 N Leavitt"]',
  )
  await expect(marker).toBeVisible()
  await expect(marker).not.toHaveClass(/parish-marker-selected/)
  await page
    .getByRole('navigation', { name: 'All parishes' })
    .getByRole('button', { name: /^Holy Trinity Orthodox Cathedral 1121 N Leavitt/ })
    .click()
  await expect(marker).toHaveClass(/parish-marker-selected/)
  // The marker's tip (its bottom centre) comes to rest at the centre of the map.
  const mapBox = (await page.locator('.parish-map').boundingBox())!
  await expect
    .poll(async () => {
      const box = (await marker.boundingBox())!
      return Math.hypot(
        box.x + box.width / 2 - (mapBox.x + mapBox.width / 2),
        box.y + box.height - (mapBox.y + mapBox.height / 2),
      )
    })
    .toBeLessThan(4)
})

test("a marker's popup shows the parish and its button selects it", async ({ page }) => {
  await page.goto('/parishes')
  await page
    .locator('.leaflet-marker-icon[title^="Holy Trinity Orthodox Cathedral, 1121 N Leavitt"]')
    .dispatchEvent('click')
  const popup = page.locator('.leaflet-popup')
  await expect(popup.getByText('Holy Trinity Orthodox Cathedral')).toBeVisible()
  await expect(popup.getByText('Priest: Fr. Timothy Lewko')).toBeVisible()
  await popup.getByRole('button', { name: 'View Parish Details' }).click()
  await expect(
    page.getByRole('region', { name: 'Holy Trinity Orthodox Cathedral' }).getByText('OCA'),
  ).toBeVisible()
})

test('offline, the parish list and details still show from the device', async ({
  page,
  context,
}) => {
  await page.goto('/parishes')
  const list = page.getByRole('navigation', { name: 'All parishes' })
  await expect(
    list.getByRole('button', { name: /^Holy Trinity Orthodox Cathedral 1121/ }),
  ).toBeVisible()
  // The service worker installs on the first visit and controls the page from the next load on.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  await page.reload()
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true)
  await context.setOffline(true)
  await page.reload()
  await list.getByRole('button', { name: /^Holy Trinity Orthodox Cathedral 1121/ }).click()
  await expect(
    page
      .getByRole('region', { name: 'Holy Trinity Orthodox Cathedral' })
      .getByText('Upcoming Events'),
  ).toBeVisible()
  await context.setOffline(false)
})
