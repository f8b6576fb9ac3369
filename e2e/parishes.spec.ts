import { type Page } from '@playwright/test'
import {
  blockMapTiles,
  expect,
  expectAccessible,
  reloadOffline,
  shootBothThemes,
  signIn,
  test,
} from './fixtures.ts'

test.use({ viewport: { width: 390, height: 844 } })

test.beforeEach(async ({ page }) => {
  await blockMapTiles(page)
  await signIn(page)
})

const listOf = (page: Page) => page.getByRole('navigation', { name: 'Parishes on the map' })
const HOLY_TRINITY_MARKER =
  '.leaflet-marker-icon[title^="Holy Trinity Orthodox Cathedral, 1121 N Leavitt"]'

async function chooseHolyTrinity(page: Page) {
  await listOf(page)
    .getByRole('button', { name: /^Holy Trinity Orthodox Cathedral 1121 N Leavitt/ })
    .click()
}

test('the map opens on clusters of the parishes in view, listed beside it, and is accessible', async ({
  page,
}, testInfo) => {
  await page.goto('/parishes')
  await expect(page.getByRole('heading', { level: 1, name: 'Orthodox Parishes' })).toBeVisible()
  const list = listOf(page)
  // The opening view (the middle of the US) holds Chicago's parishes, not New York's or Athens'.
  await expect(
    list.getByRole('button', { name: /^Annunciation Greek Orthodox Cathedral 1017 N LaSalle/ }),
  ).toBeVisible()
  await expect(list.getByRole('button', { name: /New York, NY/ })).toHaveCount(0)
  await expect(list.getByRole('button', { name: /Athens$/ })).toHaveCount(0)
  const legend = page.getByRole('list', { name: 'Jurisdictions' })
  for (const jurisdiction of ['OCA', 'GOARCH', 'ROCOR', 'Antiochian']) {
    await expect(legend.getByText(jurisdiction, { exact: true })).toBeVisible()
  }
  await expect(page.getByText('Select a parish to view details')).toBeVisible()
  // Zoomed out, the parishes gather in clusters that say how many they hold.
  const clusters = page.locator('.parish-cluster')
  await expect(clusters.first()).toBeVisible()
  await expect(clusters.first()).toHaveText(/^\d+\s*\d+ parish(es)? here, zoom in$/)
  await expect(page.locator('img.leaflet-tile-loaded')).toHaveCount(0)
  await shootBothThemes(page, testInfo, 'parish-map-clusters')
})

test('moving the map loads the parishes that come into view, and says when there are too many', async ({
  page,
}) => {
  test.slow() // axe over the capped view's 400 parishes takes a while on a busy machine
  // Without animations each zoom is done when its click returns (the map honours the setting).
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/parishes')
  const list = listOf(page)
  await expect(list.getByRole('button', { name: /1017 N LaSalle/ })).toBeVisible()
  const zoomOut = page.getByRole('button', { name: 'Zoom out' })
  for (let i = 0; i < 3; i++) await zoomOut.click()
  // Now the view reaches Europe: Greek parishes come from the server into the list.
  await expect(list.getByRole('button', { name: /^Church of St\. .*Athens/ }).first()).toBeVisible()
  await expect(
    page.getByRole('status').filter({ hasText: 'Zoom in to see them all' }),
  ).toBeVisible()
  await expectAccessible(page)
})

test('choosing a parish in the list centres the map on it and highlights its marker', async ({
  page,
}) => {
  await page.goto('/parishes')
  await chooseHolyTrinity(page)
  const marker = page.locator(HOLY_TRINITY_MARKER)
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
  const details = page.getByRole('region', { name: 'Holy Trinity Orthodox Cathedral' })
  await expect(details.getByText('OCA')).toBeVisible()
  await expect(details.getByText('Divine Liturgy', { exact: true })).toBeVisible()
  // 'MMM d, yyyy h:mm a' in English, e.g. 'Mar 5, 2025 3:00 PM'.
  await expect(details.locator('time').first()).toHaveText(
    /^[A-Z][a-z]{2} \d{1,2}, \d{4} \d{1,2}:\d{2}\s?[AP]M$/,
  )
})

test("a marker's popup shows the parish and its events, each linking to the event's page", async ({
  page,
}, testInfo) => {
  await page.goto('/parishes')
  await chooseHolyTrinity(page)
  await page.locator(HOLY_TRINITY_MARKER).dispatchEvent('click')
  const popup = page.locator('.leaflet-popup')
  await expect(popup.getByText('Holy Trinity Orthodox Cathedral')).toBeVisible()
  await expect(popup.getByText('Priest: Fr. Timothy Lewko')).toBeVisible()
  await expect(popup.getByText(/^Divine Liturgy \(Liturgy\) · /)).toBeVisible()
  const seeEvent = popup.getByRole('link', { name: 'See event: Divine Liturgy' })
  await expect(seeEvent).toHaveAttribute('href', /^\/events\/\d+$/)
  await page.locator('.parish-map').scrollIntoViewIfNeeded()
  await shootBothThemes(page, testInfo, 'parish-map-popup')
  await popup.getByRole('button', { name: 'View Parish Details' }).click()
  await expect(
    page.getByRole('region', { name: 'Holy Trinity Orthodox Cathedral' }).getByText('OCA'),
  ).toBeVisible()
  await page.locator(HOLY_TRINITY_MARKER).dispatchEvent('click')
  await page
    .locator('.leaflet-popup')
    .getByRole('link', { name: /^See event: / })
    .first()
    .click()
  await expect(page).toHaveURL(/\/events\/\d+$/)
})

test('offline, the parishes last seen still show on the map and in the list', async ({
  page,
  context,
}) => {
  await page.goto('/parishes')
  const list = listOf(page)
  await expect(
    list.getByRole('button', { name: /^Holy Trinity Orthodox Cathedral 1121/ }),
  ).toBeVisible()
  await reloadOffline(page, context)
  await expect(page.locator('.parish-cluster').first()).toBeVisible()
  await chooseHolyTrinity(page)
  await expect(page.locator(HOLY_TRINITY_MARKER)).toHaveClass(/parish-marker-selected/)
  await expect(
    page
      .getByRole('region', { name: 'Holy Trinity Orthodox Cathedral' })
      .getByText('Upcoming Events'),
  ).toBeVisible()
  await context.setOffline(false)
})
