import { readFile } from 'node:fs/promises'
import { type Page } from '@playwright/test'
import { expect, expectAccessible, test, uniqueEmail, birthDateAged } from './fixtures.ts'

const PASSWORD = 'a-long-password'

async function signUpNewMember(page: Page, email: string) {
  await page.goto('/signup')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByLabel('First name').fill('Xenia')
  await page.getByLabel('Last name').fill('Petrova')
  await page.getByLabel('Date of birth').fill(birthDateAged(31))
  await page.getByLabel('Gender').selectOption('female')
  await page.getByLabel('Looking for').selectOption('male')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page).not.toHaveURL(/\/signup/)
}

const me = async (page: Page) =>
  (await (await page.request.get('/api/auth/user')).json()) as {
    id: number
    religiousDataConsentAt: string | null
  }

test('a member gives consent, downloads their data, withdraws consent and deletes the account', async ({
  page,
}) => {
  const email = uniqueEmail('privacy')
  await signUpNewMember(page, email)
  expect((await me(page)).religiousDataConsentAt).toBeNull()

  // The questionnaire asks for consent before it starts.
  await page.goto('/questionnaire')
  await expect(
    page.getByRole('heading', { level: 2, name: 'Your consent is needed' }),
  ).toBeVisible()
  await expect(page.getByText(/We store your faith answers only with your consent/)).toBeVisible()
  await expect(page.getByText('Section 1 of 5')).toBeHidden()
  await expectAccessible(page)
  await page.getByRole('button', { name: 'I consent, start the questionnaire' }).click()
  await expect(page.getByText('Section 1 of 5')).toBeVisible()
  const { id, religiousDataConsentAt } = await me(page)
  expect(religiousDataConsentAt).not.toBeNull()

  // Settings › Your Data: the consent is on; the export downloads as a JSON file.
  await page.goto('/settings')
  const consent = page.getByRole('switch', { name: 'Store my faith data' })
  await expect(consent).toHaveAttribute('aria-checked', 'true')
  await expectAccessible(page)
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download my data' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(new RegExp(`^orthodox-hearts-data-${id}-.*\\.json$`))
  const exported = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
    profile: { id: number; email: string }
    consent: { religiousDataConsentAt: string | null }
  }
  expect(exported.profile).toMatchObject({ id, email })
  expect(exported.consent.religiousDataConsentAt).toBe(religiousDataConsentAt)

  // Withdrawing asks first.
  await consent.click()
  const withdraw = page.getByRole('dialog', { name: 'Withdraw consent?' })
  await expect(withdraw).toBeVisible()
  await withdraw.getByRole('button', { name: 'Withdraw and delete' }).click()
  await expect(consent).toHaveAttribute('aria-checked', 'false')
  expect((await me(page)).religiousDataConsentAt).toBeNull()

  // Deleting the account needs the password; a wrong one is refused.
  await page.getByRole('button', { name: 'Delete my account' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' })
  await expect(dialog.getByText(/permanently deletes your profile/)).toBeVisible()
  await expectAccessible(page)
  await dialog.getByLabel('Your password').fill('not-my-password')
  await dialog.getByRole('button', { name: 'Delete my account permanently' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Password is incorrect')
  await dialog.getByLabel('Your password').fill(PASSWORD)
  await dialog.getByRole('button', { name: 'Delete my account permanently' }).click()
  await expect(page).toHaveURL(/\/signin/)
  await expect(page.getByText('Account deleted')).toBeVisible()
  expect((await page.request.get('/api/auth/user')).status()).toBe(401)

  // The account is gone: signing in again fails.
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password')
  await expect(page).toHaveURL(/\/signin/)
})
