import { type Page } from '@playwright/test'
import { inDeckOf, openDiscoverAs } from './deck.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { signUpMember, type TestMember } from './members.ts'

// Discovery Preferences (issue 15 item 1): a member edits who they see, and Discover follows.

const PHONE = { width: 390, height: 844 }
test.use({ viewport: PHONE, isMobile: true, hasTouch: true })

/** Whether `member`'s card is in Discover's list view. */
async function listed(page: Page, member: TestMember) {
  await page.goto('/')
  await page.getByRole('button', { name: 'List', exact: true }).click()
  // The first page is there once its cards show their Pass buttons.
  await expect(page.getByRole('button', { name: /^Pass on / }).first()).toBeVisible()
  return page.getByRole('button', { name: `View profile of ${member.fullName}` }).isVisible()
}

test('a member narrows the age range and the distance; Discover shows the ages chosen', async ({
  page,
}) => {
  // She is 34: she starts with 26 to 42.
  const woman = await signUpMember('Anastasia', 'female', 'male', 34)
  const younger = await signUpMember('Kyrillos', 'male', 'female', 30)
  const older = await signUpMember('Dimitrios', 'male', 'female', 50)
  await openDiscoverAs(page, woman)
  expect(await listed(page, younger)).toBe(true)
  expect(await listed(page, older)).toBe(false)

  // From Settings to the preferences.
  await page.goto('/settings')
  await page.getByRole('link', { name: 'Edit discovery preferences' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Discovery Preferences' })).toBeFocused()
  await expect(page.getByRole('radio', { name: 'Men', exact: true })).toBeChecked()
  await expect(page.getByRole('slider', { name: /^Minimum/ })).toHaveValue('26')
  await expect(page.getByRole('slider', { name: /^Maximum/ })).toHaveValue('42')
  await expectAccessible(page)

  await page.getByRole('slider', { name: /^Maximum/ }).fill('55')
  await page.getByRole('slider', { name: /^Minimum/ }).fill('45')
  // A new member sees everyone, anywhere; she limits it to 150 miles.
  const anywhere = page.getByRole('switch', { name: 'Anywhere' })
  await expect(anywhere).toBeChecked()
  await anywhere.click()
  await page.getByRole('slider', { name: /^Distance/ }).fill('150')
  await expect(page.getByText('Within 150 miles')).toBeVisible()
  await page.getByRole('radio', { name: 'Only show people in this range' }).check()
  await page.getByRole('button', { name: 'Save preferences' }).click()
  await expect(page.getByText('Preferences saved')).toBeVisible()
  await expect.poll(() => inDeckOf(woman.api, older)).toBe(true)
  const me = (await (await woman.api.get('/api/auth/user')).json()) as Record<string, unknown>
  expect(me).toMatchObject({ minAge: 45, maxAge: 55, maxDistance: 150, distanceStrict: true })

  expect(await listed(page, older)).toBe(true)
  expect(await listed(page, younger)).toBe(false)

  // The profile's Looking For says so, and leads back to the screen.
  await page.goto('/profile')
  await expect(page.getByText('45 to 55 years')).toBeVisible()
  await page.getByRole('link', { name: 'Edit discovery preferences' }).click()
  await expect(page.getByRole('slider', { name: /^Minimum/ })).toHaveValue('45')
})
