import { type Page } from '@playwright/test'
import { openDiscoverAs } from './deck.ts'
import { expect, expectAccessible, shootBothThemes, test } from './fixtures.ts'
import { signUpMember, upgradeTo, type TestMember } from './members.ts'

// Location and travel (issue 15 item 3, decision 037): a member picks their city from the list,
// a paid member travels and returns home, a free member meets the upgrade prompt.

const PHONE = { width: 390, height: 844 }
test.use({ viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 1 })
test.describe.configure({ timeout: 90_000 })

const ownRecord = async (member: TestMember) =>
  (await (await member.api.get('/api/auth/user')).json()) as Record<string, unknown>

const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true })

async function openPreferences(page: Page) {
  await page.goto('/discovery-preferences')
  await expect(page.getByRole('heading', { level: 1, name: 'Discovery Preferences' })).toBeVisible()
}

test('a member picks their city; as Premium they travel, see it in Settings and return home', async ({
  page,
  context,
}, testInfo) => {
  const member = await signUpMember('Photini', 'female', 'male', 31, null)
  await upgradeTo(member, 'premium')
  await openDiscoverAs(page, member)
  await openPreferences(page)

  // A new member has no city yet: she searches the list and picks with the keyboard.
  const location = card(page, 'Location')
  await expect(location.getByText('No city yet')).toBeVisible()
  await location.getByRole('button', { name: 'Choose your city' }).click()
  const search = page.getByRole('combobox', { name: 'Search cities' })
  await expect(search).toBeFocused()
  const cities = page.getByRole('listbox', { name: 'Search cities' })
  await search.fill('sa')
  await shootBothThemes(page, testInfo, 'city-picker')
  await search.fill('thessa')
  await expect(cities.getByRole('option')).toHaveCount(1)
  await search.press('Enter')
  await expect(page.getByText('Home city saved')).toBeVisible()
  await expect(location.getByText('Thessaloniki')).toBeVisible()
  await expect(location.getByText('Greece')).toBeVisible()
  await expect
    .poll(async () => {
      const me = await ownRecord(member)
      return [me.location, me.country]
    })
    .toEqual(['Thessaloniki', 'Greece'])

  // Travel to Chicago, picked with a tap.
  const travel = card(page, 'Travel')
  await travel.getByRole('button', { name: 'Choose a travel city' }).click()
  await page.getByRole('combobox', { name: 'Search cities' }).fill('chic')
  await page
    .getByRole('listbox', { name: 'Search cities' })
    .getByRole('option', { name: /Chicago/ })
    .click()
  await expect(page.getByText('Travel city set')).toBeVisible()
  await expect(travel.getByText('Chicago, United States')).toBeVisible()
  await expect
    .poll(async () => (await ownRecord(member)).travelPlace)
    .toBe('Chicago, United States')
  await page.getByText('Travel city set').waitFor({ state: 'hidden' })
  await shootBothThemes(page, testInfo, 'travel-location')

  // Settings says where the home screen measures from, and leads back.
  await page.goto('/settings')
  await expect(page.getByText('Traveling to Chicago, United States')).toBeVisible()
  await page.getByRole('link', { name: 'Edit location' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Discovery Preferences' })).toBeVisible()

  // Return home while offline: shown at once, sent once back online.
  await context.setOffline(true)
  await card(page, 'Travel').getByRole('button', { name: 'Return home' }).click()
  await expect(page.getByText('Back home')).toBeVisible()
  await expect(
    card(page, 'Travel').getByRole('button', { name: 'Choose a travel city' }),
  ).toBeVisible()
  expect((await ownRecord(member)).travelPlace).toBe('Chicago, United States')
  await context.setOffline(false)
  await expect.poll(async () => (await ownRecord(member)).travelPlace).toBeNull()
  expect((await ownRecord(member)).location).toBe('Thessaloniki')
})

test('a free member reads what travel is and meets the upgrade prompt', async ({
  page,
}, testInfo) => {
  const member = await signUpMember('Kosmas', 'male', 'female', 36)
  await openDiscoverAs(page, member)
  await openPreferences(page)
  const travel = card(page, 'Travel')
  await expect(travel.getByText(/Planning a trip\?/)).toBeVisible()
  await expect(travel.getByRole('button', { name: 'Choose a travel city' })).toHaveCount(0)
  await travel.scrollIntoViewIfNeeded()
  await shootBothThemes(page, testInfo, 'travel-free')
  await travel.getByRole('button', { name: 'Unlock Travel' }).click()
  const prompt = page.getByRole('dialog', { name: 'Premium Feature' })
  await expect(prompt.getByText(/travel city comes with Premium/)).toBeVisible()
  await expectAccessible(page)
  expect((await ownRecord(member)).travelPlace).toBeNull()
})
