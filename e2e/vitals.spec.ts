import type { Page } from '@playwright/test'
import { expect, expectAccessible, shootBothThemes, test } from './fixtures.ts'
import { cardName, openDetailsOnPhone } from './deck.ts'
import { completeProfile, signUpMember, upgradeTo } from './members.ts'

/**
 * The vitals (issue #33 part 3): a member sets them in the profile builder, another member reads
 * them in the detail view, and finds her with the Advanced Filters' marital status.
 */

const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click()

test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } })

test('a member sets her vitals in the builder; another sees them in the detail view and filters by them', async ({
  page,
  browser,
}, testInfo) => {
  const woman = await signUpMember('Anastasia', 'female', 'male')
  await completeProfile(woman, {
    bio: 'Reader at St. Nicholas; I bake prosphora on Saturdays.',
    occupation: 'Pharmacist',
    income: 90_000,
  })

  // She sets her vitals on the builder's first step.
  await page
    .context()
    .addCookies((await woman.api.storageState()).cookies.map((cookie) => ({ ...cookie })))
  await page.goto('/profile-builder')
  await expect(page.getByText('Step 1 of 5')).toBeVisible()
  const marital = page.getByLabel('Marital status')
  await expect(marital).toHaveValue('')
  await expect(marital.locator('option').first()).toHaveText('Prefer not to say')
  await marital.selectOption({ label: 'Widowed' })
  await page.getByLabel('Has children').selectOption({ label: 'Yes' })
  await page.getByLabel('Wants children').selectOption({ label: 'Open to it' })
  await page.getByLabel('Smoking').selectOption({ label: 'Never' })
  // Drinking left unsaid.
  await marital.scrollIntoViewIfNeeded()
  await shootBothThemes(page, testInfo, 'builder-vitals')
  for (const step of [2, 3, 4, 5]) {
    await next(page)
    await expect(page.getByText(`Step ${step} of 5`)).toBeVisible()
  }
  await page.getByRole('button', { name: 'Complete Profile' }).click()
  await expect(page.getByText('Profile Created')).toBeVisible()
  const me = await (await woman.api.get('/api/auth/user')).json()
  expect(me).toMatchObject({
    maritalStatus: 'widowed',
    hasChildren: 'yes',
    wantsChildren: 'maybe',
    smoking: 'never',
    drinking: null,
  })

  // Another member, on his own phone, reads them in her detail view.
  const viewer = await signUpMember('Dimitrios', 'male', 'female')
  await completeProfile(viewer)
  await upgradeTo(viewer, 'premium')
  const { page: his, details } = await openDetailsOnPhone(browser, viewer, woman.fullName)
  const vitals = details.getByRole('region', { name: 'Vitals' })
  await vitals.scrollIntoViewIfNeeded()
  await expect(vitals.locator('dl > div')).toHaveText([
    /Marital status\s*Widowed/,
    /Has children\s*Yes/,
    /Wants children\s*Open to it/,
    /Smoking\s*Never/,
  ])
  await shootBothThemes(his, testInfo, 'detail-vitals')
  await his.keyboard.press('Escape')
  await expect(details).toBeHidden()

  // Advanced Filters: 'All' to start with; Widowed and Never smokes find her.
  await his.getByRole('button', { name: 'Advanced Filters' }).click()
  const sheet = his.getByRole('dialog', { name: 'Advanced Filters' })
  const sheetMarital = sheet.getByLabel('Marital status')
  await expect(sheetMarital).toHaveValue('all')
  await sheetMarital.selectOption({ label: 'Widowed' })
  await sheet.getByLabel('Smoking').selectOption({ label: 'Never' })
  await sheetMarital.scrollIntoViewIfNeeded()
  await shootBothThemes(his, testInfo, 'filters-vitals')
  await sheet.getByRole('button', { name: 'Apply Filters' }).click()
  await expect(his.getByTestId('filter-badge')).toHaveText('Active filters: 2')
  await expect(cardName(his)).toHaveText(woman.fullName)
  await expectAccessible(his)
  await his.context().close()
})
