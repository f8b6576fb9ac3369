import { type Page } from '@playwright/test'
import { expect, expectAccessible, test } from './fixtures.ts'
import { signUpThroughScreen, storedDraft } from './new-member.ts'

const ELENA = {
  emailPrefix: 'builder',
  firstName: 'Elena',
  lastName: 'Popescu',
  age: 31,
  gender: 'female',
} as const

const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click()

test('a new member builds their profile in five steps, keeping the draft over a reload', async ({
  page,
}) => {
  await signUpThroughScreen(page, ELENA)
  await page.goto('/profile-builder')
  await expect(page.getByText('Step 1 of 5')).toBeVisible()
  await expect(page.getByText('20% complete')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled()
  // Prefilled from the account.
  await expect(page.getByLabel('First name')).toHaveValue('Elena')
  // No age to type: it comes from the date of birth given at sign-up.
  await expect(page.getByLabel('Age', { exact: true })).toHaveCount(0)
  await expectAccessible(page)

  // Next checks the step: the spec's message, tied to the field, which takes the focus.
  await next(page)
  const location = page.getByLabel('Location (city, state/province)')
  await expect(page.getByText('Location is required')).toBeVisible()
  await expect(location).toBeFocused()
  await expect(location).toHaveAttribute('aria-describedby', 'profile-location-error')
  await expectAccessible(page)
  await location.fill('Bucharest')
  await page.getByLabel('Country').selectOption('Romania')
  await next(page)

  await expect(page.getByText('Step 2 of 5')).toBeVisible()
  await page.getByLabel('Race/ethnicity', { exact: true }).selectOption('Romanian')
  await page.getByLabel('Weight (lbs)').fill('50')
  await page.getByLabel('Height (e.g. 5\'6" or 168cm)').fill('5\'6"')
  await page.getByLabel('Eye color').selectOption('Green')
  await page.getByLabel('Bust/chest (inches)').fill('34')
  await page.getByLabel('Waist (inches)').fill('27')
  await page.getByLabel('Hips/inseam (inches)').fill('36')
  await next(page)
  await expect(page.getByText('Weight must be realistic')).toBeVisible()
  await expect(page.getByLabel('Weight (lbs)')).toBeFocused()
  await page.getByLabel('Weight (lbs)').fill('130')

  // A reload mid-wizard keeps the step and what was typed.
  await expect
    .poll(() => storedDraft(page, 'profile-builder'))
    .toMatchObject({ step: 1, values: { weight: '130', location: 'Bucharest' } })
  await page.reload()
  await expect(page.getByText('Step 2 of 5')).toBeVisible()
  await expect(page.getByLabel('Weight (lbs)')).toHaveValue('130')
  await expect(page.getByLabel('Eye color')).toHaveValue('Green')
  await next(page)

  await expect(page.getByText('Step 3 of 5')).toBeVisible()
  await page.getByLabel('Occupation').fill('Teacher')
  await page.getByLabel('Annual income (USD)').fill('42000')
  await page.getByLabel('Education level').selectOption("Master's Degree")
  await page.getByLabel('English fluency').selectOption('Fluent')
  await next(page)

  await expect(page.getByText('Step 4 of 5')).toBeVisible()
  // Denomination and the rest of this step are religious data: stored only with consent.
  await expect(page.getByRole('heading', { name: 'Your consent is needed' })).toBeFocused()
  await expect(page.getByLabel('Denomination')).toHaveCount(0)
  await expectAccessible(page)
  await page.getByRole('button', { name: 'I consent, continue' }).click()
  await page.getByLabel('Denomination').selectOption('Romanian Orthodox')
  await page.getByLabel('Church attendance').selectOption('Weekly')
  await page.getByLabel('Jurisdiction').selectOption('Romanian')
  await page.getByLabel('MBTI type').selectOption('INFJ')
  await page.getByLabel('Love language').selectOption('Quality Time')
  await next(page)

  await expect(page.getByText('Step 5 of 5')).toBeVisible()
  await expect(page.getByText('100% complete')).toBeVisible()
  await page.getByRole('button', { name: 'Previous' }).click()
  await expect(page.getByLabel('Denomination')).toHaveValue('Romanian Orthodox')
  await next(page)
  await expectAccessible(page)
  const letter = page.getByLabel('Deacon recommendation letter (PDF or image, up to 5MB)')
  await letter.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a letter'),
  })
  await expect(page.getByText('Invalid File Type', { exact: true })).toBeVisible()
  await letter.setInputFiles({
    name: 'letter.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7\n% from Fr. Ioan\n'),
  })
  await expect(page.getByText('Letter Uploaded', { exact: true })).toBeVisible()
  await expect(page.getByText('Your letter is uploaded.')).toBeVisible()
  await page.getByRole('button', { name: 'Complete Profile' }).click()

  await expect(page.getByText('Profile Created')).toBeVisible()
  await expect(page).toHaveURL(/\/profile$/)
  await expect(page.getByText('Romanian Orthodox')).toBeVisible()
  await expect(page.getByText(/Bucharest/)).toBeVisible()
  expect(await storedDraft(page, 'profile-builder')).toBeNull()
  const me = await (await page.request.get('/api/auth/user')).json()
  expect(me).toMatchObject({ profileCompletionStep: 5, weight: 130, jurisdiction: 'Romanian' })
  expect(me.deaconLetterUrl).toMatch(/^uploads\/deacon-letters\/\d+-[0-9a-f-]+\.pdf$/)
  expect(Date.parse(me.religiousDataConsentAt)).not.toBeNaN()
})
