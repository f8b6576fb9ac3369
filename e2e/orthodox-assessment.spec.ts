import { type Page } from '@playwright/test'
import { expect, expectAccessible, test } from './fixtures.ts'
import { signUpWithFaithConsent, storedDraft } from './new-member.ts'

const group = (page: Page, name: string) => page.getByRole('group', { name })
const pick = (page: Page, question: string, answer: string) =>
  group(page, question).getByLabel(answer, { exact: true }).check()
const reading = (page: Page) => page.getByRole('status').filter({ hasText: '%' })

const CHURCH = 'The Orthodox Church is the one, holy, catholic and apostolic Church.'
const PRESENCE = 'Christ is truly present in the Eucharist, not symbolically.'
const THEOTOKOS = 'The Theotokos intercedes for us before Christ.'

test('a member takes the assessment with the live meter, saves progress, completes, and the server holds the answers', async ({
  page,
}) => {
  const memberId = await signUpWithFaithConsent(page, {
    emailPrefix: 'assessment',
    firstName: 'Nikolai',
    lastName: 'Petrov',
    age: 33,
    gender: 'male',
  })
  await page.goto('/orthodox-assessment')
  await expect(page.getByRole('heading', { level: 1, name: 'Orthodox Assessment' })).toBeVisible()
  await expect(page.getByText('Theological compatibility assessment')).toBeVisible()
  await expect(page.getByText(/Section 1 of 4/)).toContainText('25% complete')
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled()
  await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/profile')
  await expect(reading(page)).toHaveText(/0%\s+Exploring Orthodox Faith/)
  await expectAccessible(page)

  // By keyboard: Space chooses the focused radio, the arrows move within the group.
  await group(page, CHURCH).getByLabel('Strongly Agree').focus()
  await page.keyboard.press('Space')
  await expect(group(page, CHURCH).getByLabel('Strongly Agree')).toBeChecked()
  await expect(reading(page)).toHaveText(/25%\s+Exploring Orthodox Faith/)
  await pick(page, PRESENCE, 'Agree')
  await expect(reading(page)).toHaveText(/50%\s+Developing Orthodox Understanding/)
  await pick(page, THEOTOKOS, 'Neutral')
  await expect(reading(page)).toHaveText(/62%\s+Moderately Orthodox/)
  await pick(page, 'Venerating icons is a proper form of worship.', 'Agree')
  await expect(reading(page)).toHaveText(/87%\s+Highly Orthodox/)
  await expectAccessible(page)

  await page.getByRole('button', { name: 'Next Section' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByText(/Section 2 of 4/)).toContainText('50% complete')
  await expect(page.getByRole('heading', { level: 2, name: 'Orthodox Practices' })).toBeFocused()
  await pick(page, 'How often do you pray?', 'Daily')

  // A reload keeps the section and the answers (the draft on the device).
  await expect
    .poll(() => storedDraft(page, `orthodox-assessment:${memberId}`))
    .toMatchObject({ section: 1, answers: { prayerFrequency: 'daily' } })
  await page.reload()
  await expect(page.getByText(/Section 2 of 4/)).toBeVisible()
  await expect(group(page, 'How often do you pray?').getByLabel('Daily')).toBeChecked()
  await expect(reading(page)).toHaveText(/87%\s+Highly Orthodox/)

  // Save progress: the same call as completing; the draft stays.
  await page.getByRole('button', { name: 'Save Progress' }).click()
  await expect(page.getByText('Your questionnaire progress has been saved.')).toBeVisible()
  const progress = await page.request.get(`/api/questionnaire/${memberId}`)
  expect(await progress.json()).toMatchObject({
    believesOrthodoxChurch: 'strongly_agree',
    prayerFrequency: 'daily',
    divorcePosition: null,
  })
  expect(await storedDraft(page, `orthodox-assessment:${memberId}`)).not.toBeNull()

  await page.getByRole('button', { name: 'Next Section' }).click()
  await expect(page.getByText(/Section 3 of 4/)).toContainText('75% complete')
  await pick(page, 'Divorce and remarriage are acceptable in some circumstances.', 'Disagree')
  await page.getByRole('button', { name: 'Next Section' }).click()

  await expect(page.getByText(/Section 4 of 4/)).toContainText('100% complete')
  await expect(page.getByRole('button', { name: 'Next Section' })).toHaveCount(0)
  await page.getByLabel('I was born into an Orthodox family').check()
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Complete Assessment' }).click()

  await expect(page.getByText('Orthodox Questionnaire Complete')).toBeVisible()
  await expect(page.getByText('Your Orthodox compatibility score is 87%')).toBeVisible()
  await expect(page).toHaveURL(/\/profile$/)
  expect(await storedDraft(page, `orthodox-assessment:${memberId}`)).toBeNull()

  const saved = await page.request.get(`/api/questionnaire/${memberId}`)
  expect(saved.status()).toBe(200)
  expect(await saved.json()).toMatchObject({
    userId: memberId,
    believesOrthodoxChurch: 'strongly_agree',
    believesRealPresence: 'agree',
    believesTheotokosIntercession: 'neutral',
    believesIconVeneration: 'agree',
    prayerFrequency: 'daily',
    divorcePosition: 'disagree',
    bornOrthodox: true,
    isConvert: false,
  })

  // Coming back prefills the saved answers, and the meter reads them.
  await page.goto('/orthodox-assessment')
  await expect(group(page, THEOTOKOS).getByLabel('Neutral')).toBeChecked()
  await expect(reading(page)).toHaveText(/87%\s+Highly Orthodox/)
})
