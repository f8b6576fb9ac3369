import { type Page } from '@playwright/test'
import { expect, expectAccessible, test } from './fixtures.ts'
import { answerSection, dismissToasts, signUpWithFaithConsent, storedDraft } from './new-member.ts'

async function serverAnswers(page: Page, memberId: number) {
  const response = await page.request.get(`/api/questionnaires/${memberId}`)
  return response.status() === 200 ? ((await response.json()) as Record<string, unknown>) : null
}

const group = (page: Page, name: string) => page.getByRole('group', { name })
const dots = (page: Page) =>
  page.getByRole('navigation', { name: 'Questionnaire sections' }).getByRole('button')

test('a member fills the six sections, jumps by the dots, saves progress and completes', async ({
  page,
  context,
}) => {
  const memberId = await signUpWithFaithConsent(page, {
    emailPrefix: 'wide',
    firstName: 'Sofia',
    lastName: 'Markovic',
    age: 31,
    gender: 'female',
  })
  await page.goto('/enhanced-questionnaire')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Orthodox Match Questionnaire' }),
  ).toBeVisible()
  await expect(page.getByText('Section 1 of 6')).toBeVisible()
  await expect(page.getByText('0% complete')).toBeVisible()
  await expect(dots(page)).toHaveCount(6)
  await expect(dots(page).first()).toHaveAttribute('aria-current', 'step')
  await expect(dots(page).first()).toHaveAccessibleName(
    'Section 1: Core Orthodox Beliefs (current)',
  )
  await expectAccessible(page)

  // Next is refused while a question of the section is unanswered.
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByText('Please complete this section')).toBeVisible()
  await expect(page.getByText('Section 1 of 6')).toBeVisible()
  await dismissToasts(page)

  // By keyboard: Space picks the focused radio; autosave reaches the server two seconds later.
  const church = group(
    page,
    'Do you believe the Orthodox Church is the one, holy, catholic and apostolic Church?',
  )
  await church.getByLabel('Yes').focus()
  await page.keyboard.press('Space')
  await expect(church.getByLabel('Yes')).toBeChecked()
  await expect
    .poll(() => serverAnswers(page, memberId), { timeout: 10_000 })
    .toMatchObject({ believesOrthodoxChurch: 'yes' })
  await expect(page.getByText('Your responses have been automatically saved.')).toBeVisible()
  await dismissToasts(page)

  await answerSection(page)
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByText('Section 2 of 6')).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Spiritual Practice' })).toBeFocused()
  await expect(dots(page).first()).toHaveAccessibleName(
    'Section 1: Core Orthodox Beliefs (completed)',
  )

  // A dot jumps straight to its section; the draft keeps the place across a reload.
  await dots(page).nth(4).click()
  await expect(page.getByText('Section 5 of 6')).toBeVisible()
  await group(page, 'What is your Orthodox background?').getByLabel('Convert to Orthodoxy').check()
  await group(page, 'Which languages do you speak?').getByLabel('Greek').check()
  await expect
    .poll(() => storedDraft(page, `enhanced-questionnaire:${memberId}`))
    .toMatchObject({ section: 4, answers: { isConvert: true, languages: ['Greek'] } })
  await page.reload()
  await expect(page.getByText('Section 5 of 6')).toBeVisible()
  await expect(
    group(page, 'What is your Orthodox background?').getByLabel('Convert to Orthodoxy'),
  ).toBeChecked()

  // Save Progress offline keeps the draft and says so; online it saves.
  await context.setOffline(true)
  await page.getByRole('button', { name: 'Save Progress' }).click()
  await expect(page.getByText('You are offline', { exact: true })).toBeVisible()
  await dismissToasts(page)
  await context.setOffline(false)
  await page.getByRole('button', { name: 'Save Progress' }).click()
  await expect(page.getByText('Progress saved')).toBeVisible()
  await expect(page.getByText('Your questionnaire progress has been saved.')).toBeVisible()
  expect(await serverAnswers(page, memberId)).toMatchObject({
    isConvert: true,
    bornOrthodox: false,
    languages: ['Greek'],
  })
  await dismissToasts(page)

  // Completing with sections left takes the member to the first one unanswered.
  await dots(page).nth(5).click()
  await expect(page.getByText('Section 6 of 6')).toBeVisible()
  await answerSection(page)
  await page.getByRole('button', { name: 'Complete Questionnaire' }).click()
  await expect(page.getByText('Please complete all sections')).toBeVisible()
  await expect(page.getByText('Section 2 of 6')).toBeVisible()
  await dismissToasts(page)
  for (const next of [3, 4, 5]) {
    await answerSection(page)
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page.getByText(`Section ${next} of 6`)).toBeVisible()
  }
  await answerSection(page)
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByText('Section 6 of 6')).toBeVisible()
  await expect(page.getByText('100% complete')).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Complete Questionnaire' }).click()

  await expect(page.getByText('Questionnaire completed!')).toBeVisible()
  await expect(page.getByText('Your responses have been saved successfully.')).toBeVisible()
  await expect(page).toHaveURL(/\/profile$/)
  expect(await storedDraft(page, `enhanced-questionnaire:${memberId}`)).toBeNull()
  expect(await serverAnswers(page, memberId)).toMatchObject({
    userId: memberId,
    believesOrthodoxChurch: 'yes',
    prayerFrequency: 'daily',
    isConvert: true,
    languages: ['Greek'],
    liturgicalTradition: 'greek',
    traditionalWedding: 'important',
  })
})
