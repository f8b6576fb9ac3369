import { type Page } from '@playwright/test'
import { expect, expectAccessible, test } from './fixtures.ts'
import { answerSection, dismissToasts, signUpWithFaithConsent, storedDraft } from './new-member.ts'

const group = (page: Page, name: string) => page.getByRole('group', { name })
const pageHeading = (page: Page, n: number) =>
  page.getByRole('heading', { level: 2, name: `Page ${n} of 4` })
const savedAnswers = async (page: Page, memberId: number) =>
  (await (await page.request.get(`/api/questionnaire/${memberId}`)).json()) as Record<
    string,
    unknown
  >

const CHURCH = 'The Orthodox Church is the one, holy, catholic and apostolic Church.'
const PRAYER = 'How often do you pray?'

test('a member answers the paged assessment, leaves, resumes the draft, completes, and the server holds the answers', async ({
  page,
}) => {
  // Four pages with axe checks and a server round trip each: more than the default 30 s
  // on a busy machine.
  test.setTimeout(60_000)
  const memberId = await signUpWithFaithConsent(page, {
    emailPrefix: 'paged',
    firstName: 'Irina',
    lastName: 'Volkova',
    age: 29,
    gender: 'female',
  })
  const draftKey = `comprehensive-questionnaire:${memberId}`
  await page.goto('/comprehensive-questionnaire')
  await expect(page.getByRole('heading', { level: 1, name: 'Orthodox Assessment' })).toBeVisible()
  await expect(pageHeading(page, 1)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled()
  await expectAccessible(page)

  // A required question unanswered: the member is told and stays on the page.
  await page.getByRole('button', { name: 'Next Page' }).click()
  await expect(page.getByText('Answer Required')).toBeVisible()
  await expect(
    page.getByText('Please answer all required questions before continuing.'),
  ).toBeVisible()
  await expect(pageHeading(page, 1)).toBeVisible()
  await dismissToasts(page)

  // By keyboard: Space chooses the focused radio.
  await group(page, CHURCH).getByLabel('Agree', { exact: true }).focus()
  await page.keyboard.press('Space')
  await answerSection(page)
  await page.getByRole('button', { name: 'Next Page' }).click()
  await expect(pageHeading(page, 2)).toBeFocused()
  await group(page, PRAYER).getByLabel('Weekly').check()

  // Leaving and coming back resumes the page and answers from the device draft.
  await expect
    .poll(() => storedDraft(page, draftKey))
    .toMatchObject({
      section: 1,
      answers: { believesOrthodoxChurch: 'agree', prayerFrequency: 'weekly' },
    })
  await page.goto('/profile')
  await page.goto('/comprehensive-questionnaire')
  await expect(pageHeading(page, 2)).toBeVisible()
  await expect(group(page, PRAYER).getByLabel('Weekly')).toBeChecked()

  // Save Progress: the same call as completing; the draft stays.
  await page.getByRole('button', { name: 'Save Progress' }).click()
  await expect(page.getByText('Your questionnaire progress has been saved.')).toBeVisible()
  expect(await savedAnswers(page, memberId)).toMatchObject({
    believesOrthodoxChurch: 'agree',
    prayerFrequency: 'weekly',
    divorcePosition: null,
  })
  expect(await storedDraft(page, draftKey)).not.toBeNull()
  await dismissToasts(page)

  for (const next of [3, 4]) {
    await answerSection(page)
    await page.getByRole('button', { name: 'Next Page' }).click()
    await expect(pageHeading(page, next)).toBeFocused()
  }
  await expect(page.getByRole('button', { name: 'Next Page' })).toHaveCount(0)
  await page.getByLabel('Convert to Orthodoxy').check()
  await answerSection(page)
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Complete Assessment' }).click()

  await expect(page.getByText('Orthodox Assessment Complete')).toBeVisible()
  await expect(
    page.getByText('Your theological compatibility profile has been saved.'),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/profile$/)
  expect(await storedDraft(page, draftKey)).toBeNull()
  expect(await savedAnswers(page, memberId)).toMatchObject({
    userId: memberId,
    believesOrthodoxChurch: 'agree',
    believesRealPresence: 'strongly_agree',
    believesMarriageSacrament: 'yes',
    prayerFrequency: 'weekly',
    attendsLiturgyFrequency: 'daily',
    divorcePosition: 'strongly_agree',
    traditionalGenderRoles: 'true',
    isConvert: true,
    bornOrthodox: false,
    liturgicalTradition: 'greek',
    spouseMustAttendChurch: 'important',
  })
})
