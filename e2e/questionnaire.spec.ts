import { type Page } from '@playwright/test'
import { expect, expectAccessible, test } from './fixtures.ts'
import { signUpWithFaithConsent, storedDraft } from './new-member.ts'

const group = (page: Page, name: string) => page.getByRole('group', { name })
const pick = (page: Page, question: string, answer: string) =>
  group(page, question).getByLabel(answer, { exact: true }).check()

test('a member fills the five sections by keyboard and click, completes, and the server holds the answers', async ({
  page,
}) => {
  const memberId = await signUpWithFaithConsent(page, {
    emailPrefix: 'faith',
    firstName: 'Irina',
    lastName: 'Volkova',
    age: 30,
    gender: 'female',
  })
  await page.goto('/questionnaire')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Orthodox Faith Profile' }),
  ).toBeVisible()
  await expect(page.getByText('Section 1 of 5')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled()
  await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/')
  await expectAccessible(page)

  // Section 1 by keyboard: Space chooses the focused radio, the arrows move within the group.
  const church = group(
    page,
    'Do you believe the Orthodox Church is the one, holy, catholic and apostolic Church?',
  )
  await church.getByLabel('Yes').focus()
  await page.keyboard.press('Space')
  await expect(church.getByLabel('Yes')).toBeChecked()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Space')
  const presence = group(page, 'Do you believe Christ is truly present in the Holy Eucharist?')
  await expect(presence.getByLabel('Yes')).toBeChecked()
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect(presence.getByLabel('Unsure')).toBeChecked()
  await page.getByRole('button', { name: 'Next' }).focus()
  await page.keyboard.press('Enter')

  await expect(page.getByText('Section 2 of 5')).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Spiritual Practice' })).toBeFocused()
  await pick(page, 'How often do you pray?', 'Daily')
  await pick(page, 'How often do you receive Holy Communion?', 'Weekly')

  // A reload keeps the section and the answers (the draft on the device).
  await expect
    .poll(() => storedDraft(page, `questionnaire:${memberId}`))
    .toMatchObject({ section: 1, answers: { prayerFrequency: 'daily' } })
  await page.reload()
  await expect(page.getByText('Section 2 of 5')).toBeVisible()
  await expect(group(page, 'How often do you pray?').getByLabel('Daily')).toBeChecked()
  await page.getByRole('button', { name: 'Next' }).click()

  await expect(page.getByText('Section 3 of 5')).toBeVisible()
  await pick(page, 'Divorce and remarriage are acceptable in some circumstances.', 'Disagree')
  await page.getByRole('button', { name: 'Next' }).click()

  await expect(page.getByText('Section 4 of 5')).toBeVisible()
  await pick(page, 'Will you raise your children in the Orthodox faith?', 'Yes')
  await page.getByRole('button', { name: 'Next' }).click()

  await expect(page.getByText('Section 5 of 5')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0)
  await page.getByLabel('I am a convert to Orthodoxy').check()
  await pick(page, 'Which liturgical tradition is yours?', 'Russian')
  await group(page, 'Which languages do you speak?').getByLabel('English').check()
  await group(page, 'Which languages do you speak?').getByLabel('Russian').check()
  await pick(page, 'How important is it that your spouse is Orthodox?', 'Important')
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Complete Profile' }).click()

  await expect(page.getByText('Orthodox Faith Profile Complete!')).toBeVisible()
  await expect(
    page.getByText('Your responses help us find compatible Orthodox matches.'),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  expect(await storedDraft(page, `questionnaire:${memberId}`)).toBeNull()

  const saved = await page.request.get(`/api/questionnaire/${memberId}`)
  expect(saved.status()).toBe(200)
  expect(await saved.json()).toMatchObject({
    userId: memberId,
    believesOrthodoxChurch: 'yes',
    believesRealPresence: 'unsure',
    prayerFrequency: 'daily',
    eucharistFrequency: 'weekly',
    divorcePosition: 'disagree',
    raiseChildrenOrthodox: 'true',
    isConvert: true,
    bornOrthodox: false,
    liturgicalTradition: 'russian',
    languages: ['English', 'Russian'],
    spouseMustBeOrthodox: 'important',
    traditionalWedding: null,
  })

  // Coming back prefills the saved answers from the server.
  await page.goto('/questionnaire')
  await expect(
    group(page, 'Do you believe Christ is truly present in the Holy Eucharist?').getByLabel(
      'Unsure',
    ),
  ).toBeChecked()

  // The profile shows them at a glance, with the way back to the rest.
  await page.goto('/profile')
  const faith = page.getByRole('heading', { name: 'Orthodox Faith Profile' }).locator('..')
  await expect(
    faith.getByRole('progressbar', { name: /^\d+ of 37 questions answered$/ }),
  ).toBeVisible()
  await expect(faith.getByRole('term')).toHaveText([
    'Liturgical tradition',
    'Prayer',
    'Holy Communion',
    'Languages',
  ])
  await expect(faith.getByRole('definition')).toHaveText([
    'Russian',
    'Daily',
    'Weekly',
    'English, Russian',
  ])
  await expectAccessible(page)
  await faith.getByRole('link', { name: 'Finish your Faith Profile' }).click()
  await expect(page).toHaveURL(/\/questionnaire$/)
})
