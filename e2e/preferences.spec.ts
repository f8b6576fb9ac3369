import { type Page } from '@playwright/test'
import { expect, expectAccessible, test } from './fixtures.ts'
import { signUpThroughScreen, storedDraft } from './new-member.ts'

const SOFIA = {
  emailPrefix: 'preferences',
  firstName: 'Sofia',
  lastName: 'Markovic',
  age: 30,
  gender: 'female',
} as const

const slider = (page: Page, group: string, name: 'Minimum' | 'Maximum') =>
  page
    .getByRole('group', { name: new RegExp(`^${group}:`) })
    .getByRole('slider', { name: new RegExp(`^${name}`) })
const stepHeading = (page: Page) => page.getByRole('heading', { level: 2 })
const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click()

test('a member states their ideal match in six steps, saves, and sees it again after a reload', async ({
  page,
  context,
}) => {
  const memberId = await signUpThroughScreen(page, SOFIA)
  await page.goto('/ideal-match-preferences')

  await expect(page.getByText('Step 1 of 6')).toBeVisible()
  await expect(stepHeading(page)).toHaveText('Demographics & Physical')
  await expect(slider(page, 'Age range', 'Minimum')).toHaveValue('22')
  await expect(slider(page, 'Age range', 'Maximum')).toHaveValue('35')
  await expect(slider(page, 'Height range', 'Minimum')).toHaveValue('60')
  await expect(page.getByRole('link', { name: 'Back to Profile' })).toBeVisible()
  await expectAccessible(page)

  await slider(page, 'Age range', 'Minimum').fill('26')
  await slider(page, 'Age range', 'Maximum').fill('41')
  await expect(page.getByRole('group', { name: 'Age range: 26 – 41' })).toBeVisible()
  // Keyboard: the height's maximum moves one inch with the arrow key.
  await slider(page, 'Height range', 'Maximum').focus()
  await page.keyboard.press('ArrowRight')
  await expect(slider(page, 'Height range', 'Maximum')).toHaveValue('73')
  await page.getByLabel('Serbian', { exact: true }).check()
  await page.getByRole('group', { name: 'Willing to relocate' }).getByLabel('Yes').check()
  await next(page)

  await expect(page.getByText('Step 2 of 6')).toBeVisible()
  await expect(stepHeading(page)).toHaveText('Theological Compatibility')
  await expect(stepHeading(page)).toBeFocused()
  // Preferences about a partner's faith are religious data: asked only with consent.
  await expect(
    page.getByRole('heading', { level: 3, name: 'Your consent is needed' }),
  ).toBeVisible()
  await expect(page.getByLabel('Serbian Orthodox')).toHaveCount(0)
  await page.getByRole('button', { name: 'I consent, continue' }).click()
  await page.getByLabel('Serbian Orthodox').check()
  await page
    .getByRole('group', { name: 'Contraception' })
    .getByLabel('Important', { exact: true })
    .check()
  await expectAccessible(page)

  // Offline, the save cannot happen: the member is told, and the draft stays on the device.
  await context.setOffline(true)
  await page.getByRole('button', { name: 'Save Progress' }).click()
  await expect(page.getByText('You are offline', { exact: true })).toBeVisible()
  await expect
    .poll(() => storedDraft(page, `preferences:${memberId}`))
    .toMatchObject({ step: 1, values: { ageRange: [26, 41], ethnicBackgrounds: ['Serbian'] } })
  await context.setOffline(false)

  await page.getByRole('button', { name: 'Save & Continue' }).click()
  await expect(page.getByText('Progress Saved', { exact: true })).toBeVisible()
  await expect(page.getByText('Step 3 of 6')).toBeVisible()
  await expect(stepHeading(page)).toHaveText('Personality & Psychology')
  await expect(stepHeading(page)).toBeFocused()
  await page.getByLabel('ISFJ').check()
  await next(page)

  await expect(stepHeading(page)).toHaveText('Spiritual Life')
  await page.getByRole('group', { name: 'Church attendance' }).getByLabel('Weekly').check()
  await next(page)

  await expect(stepHeading(page)).toHaveText('Family & Lifestyle')
  await page.getByRole('group', { name: 'Wants children' }).getByLabel('Yes').check()
  await page.getByRole('slider', { name: /^Number of children/ }).fill('4')
  await next(page)

  await expect(page.getByText('Step 6 of 6')).toBeVisible()
  await expect(stepHeading(page)).toHaveText('Review')
  const answer = (term: string) => page.locator('dt', { hasText: term }).locator('+ dd')
  await expect(answer('Age range')).toHaveText('26 – 41')
  await expect(answer('Height range')).toHaveText('5\'0" – 6\'1"')
  await expect(answer('Ethnic backgrounds')).toHaveText('Serbian')
  await expect(answer('Contraception')).toHaveText('Important')
  await expect(answer('Church attendance')).toHaveText('Weekly')
  await expect(answer('Number of children')).toHaveText('4')
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Save Preferences' }).click()

  await expect(page.getByText('Preferences Saved', { exact: true })).toBeVisible()
  await expect(page).toHaveURL(/\/profile$/)
  expect(await storedDraft(page, `preferences:${memberId}`)).toBeNull()
  const me = await (await page.request.get('/api/auth/user')).json()
  expect(Date.parse(me.religiousDataConsentAt)).not.toBeNaN()
  expect(me.matchPreferences).toMatchObject({
    ageRange: [26, 41],
    heightRange: [60, 73],
    ethnicBackgrounds: ['Serbian'],
    willingToRelocate: 'yes',
    acceptableJurisdictions: ['Serbian Orthodox'],
    theologicalIssues: { contraception: 'important', genderRoles: 'not-important' },
    compatibleMbtiTypes: ['ISFJ'],
    churchAttendance: 'weekly',
    wantsChildren: 'yes',
    numberOfChildren: 4,
  })

  // A fresh load prefills the wizard from GET /api/auth/user.
  await page.goto('/ideal-match-preferences')
  await page.reload()
  await expect(page.getByText('Step 1 of 6')).toBeVisible()
  await expect(slider(page, 'Age range', 'Minimum')).toHaveValue('26')
  await expect(slider(page, 'Age range', 'Maximum')).toHaveValue('41')
  await expect(page.getByLabel('Serbian', { exact: true })).toBeChecked()
})
