import { type Page } from '@playwright/test'
import { expect, expectAccessible, test } from './fixtures.ts'
import { answerSection, dismissToasts, signUpWithFaithConsent, storedDraft } from './new-member.ts'

const group = (page: Page, name: string) => page.getByRole('group', { name })
const sectionHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name })
const savedAnswers = async (page: Page, memberId: number) =>
  (await (await page.request.get(`/api/questionnaire/${memberId}`)).json()) as Record<
    string,
    unknown
  >

const PRAYER = 'How often do you pray?'
const LANGUAGES = 'Which languages do you speak? (optional)'
const TRADITION = 'Which liturgical tradition is yours?'
const TRADITION_TEXT = 'Please specify your tradition (optional)'
const LANGUAGES_TEXT = 'Please specify the other languages (optional)'
const OTHER_ANSWERS = { liturgicalTradition: 'Carpatho-Rusyn', languages: 'Church Slavonic' }

test('a member fills the intake, leaves, resumes the draft, completes, and the server holds the answers', async ({
  page,
}) => {
  // Six sections with axe checks and a server round trip each: more than the default 30 s
  // on a busy machine.
  test.setTimeout(60_000)
  const memberId = await signUpWithFaithConsent(page, {
    emailPrefix: 'intake',
    firstName: 'Andrei',
    lastName: 'Popescu',
    age: 34,
    gender: 'male',
  })
  const draftKey = `orthodox-intake:${memberId}`
  await page.goto('/comprehensive-orthodox-intake')
  await expect(page.getByRole('heading', { level: 1, name: 'Orthodox Match Intake' })).toBeVisible()
  await expect(page.getByText('Section 1 of 6')).toBeVisible()
  await expect(sectionHeading(page, 'Core Orthodox Beliefs')).toBeVisible()
  await expectAccessible(page)

  await page.getByRole('button', { name: 'Next Section' }).click()
  await expect(page.getByText('Answer Required')).toBeVisible()
  await expect(
    page.getByText('Please answer all required questions in this section before continuing.'),
  ).toBeVisible()
  await dismissToasts(page)

  // Save & Continue saves the section, then moves on.
  await answerSection(page)
  await page.getByRole('button', { name: 'Save & Continue' }).click()
  await expect(page.getByText('Your questionnaire progress has been saved.')).toBeVisible()
  await expect(sectionHeading(page, 'Lifestyle & Spiritual Practice')).toBeFocused()
  await expect(page.getByText('Section 2 of 6')).toBeVisible()
  expect(await savedAnswers(page, memberId)).toMatchObject({
    believesOrthodoxChurch: 'yes',
    acceptsEcumenicalCouncils: 'yes',
    prayerFrequency: null,
  })
  await dismissToasts(page)
  await group(page, PRAYER).getByLabel('Monthly').check()

  // Leaving and coming back resumes the section and answers from the device draft.
  await expect
    .poll(() => storedDraft(page, draftKey))
    .toMatchObject({ section: 1, answers: { prayerFrequency: 'monthly' } })
  await page.goto('/profile')
  await page.goto('/comprehensive-orthodox-intake')
  await expect(page.getByText('Section 2 of 6')).toBeVisible()
  await expect(group(page, PRAYER).getByLabel('Monthly')).toBeChecked()

  for (const title of [
    'Positions on Contemporary Issues',
    'Family & Gender Roles',
    'Spiritual & Cultural Identity',
  ]) {
    await answerSection(page)
    await page.getByRole('button', { name: 'Next Section' }).click()
    await expect(sectionHeading(page, title)).toBeFocused()
  }
  // The languages are optional: the intake's own list, stored lower-case. Choosing Other shows
  // an optional text field beside the choices.
  await page.getByLabel('Born Orthodox').check()
  await expect(page.getByLabel(TRADITION_TEXT)).toHaveCount(0)
  await group(page, TRADITION).getByLabel('Other').check()
  await page.getByLabel(TRADITION_TEXT).fill('  Carpatho-Rusyn ')
  await group(page, LANGUAGES).getByLabel('Ukrainian').check()
  await group(page, LANGUAGES).getByLabel('Other').check()
  await page.getByLabel(LANGUAGES_TEXT).fill('Church Slavonic')
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Next Section' }).click()

  await expect(sectionHeading(page, 'Dealbreakers & Must-Haves')).toBeFocused()
  await expect(page.getByRole('button', { name: 'Save & Continue' })).toHaveCount(0)
  await answerSection(page)
  await page.getByRole('button', { name: 'Complete Assessment' }).click()

  await expect(page.getByText('Orthodox Assessment Complete')).toBeVisible()
  await expect(page).toHaveURL(/\/profile$/)
  expect(await storedDraft(page, draftKey)).toBeNull()
  expect(await savedAnswers(page, memberId)).toMatchObject({
    userId: memberId,
    believesOrthodoxChurch: 'yes',
    prayerFrequency: 'monthly',
    attendsLiturgyFrequency: 'daily',
    contraceptionPosition: 'strongly_agree',
    traditionalGenderRoles: 'true',
    childrenInMarriagePosition: 'strongly_agree',
    bornOrthodox: true,
    isConvert: false,
    liturgicalTradition: 'other',
    languages: ['ukrainian', 'other'],
    otherAnswers: OTHER_ANSWERS,
    traditionalWedding: 'important',
  })

  // Editing again: the saved texts come back beside their Other choices, also after a reload.
  await page.goto('/comprehensive-orthodox-intake')
  await expect(page.getByText('Section 1 of 6')).toBeVisible()
  for (let i = 0; i < 4; i++) await page.getByRole('button', { name: 'Next Section' }).click()
  await expect(sectionHeading(page, 'Spiritual & Cultural Identity')).toBeFocused()
  await expect(page.getByLabel(TRADITION_TEXT)).toHaveValue('Carpatho-Rusyn')
  await expect(page.getByLabel(LANGUAGES_TEXT)).toHaveValue('Church Slavonic')
  await page.reload()
  await expect(page.getByText('Section 5 of 6')).toBeVisible()
  await expect(group(page, TRADITION).getByLabel('Other')).toBeChecked()
  await expect(page.getByLabel(TRADITION_TEXT)).toHaveValue('Carpatho-Rusyn')
  await expect(page.getByLabel(LANGUAGES_TEXT)).toHaveValue('Church Slavonic')
})
