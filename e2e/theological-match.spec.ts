import type { Page } from '@playwright/test'
import { expect, expectAccessible, shootBothThemes, test } from './fixtures.ts'
import { card, cardName, openDiscoverAs, passUntil } from './deck.ts'
import {
  completeProfile as completeProfileThroughApi,
  signUpMember,
  type TestMember,
} from './members.ts'
import { giveApprovedPhotos } from './photos.ts'

/**
 * The theological score with its why in a member's detail view, and the swipe card's denomination
 * and income (issue 33, parts 4 and 7; core §1, §2).
 */

/** The builder's whole profile through the API, with this denomination and income. */
const completeProfile = (member: TestMember, denomination: string, income: number) =>
  completeProfileThroughApi(member, { denomination, income })

async function answerQuestionnaire(member: TestMember, answers: Record<string, string>) {
  const saved = await member.api.post('/api/questionnaire', { data: answers })
  expect(saved.ok(), await saved.text()).toBe(true)
}

const openDetails = async (page: Page, name: string) => {
  await card(page)
    .getByRole('button', { name: `More about ${name}` })
    .tap()
  const details = page.getByRole('dialog', { name })
  await expect(details).toBeVisible()
  return details
}

test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } })

test('the card shows denomination and income; the detail view, the theological score and why', async ({
  page,
}, testInfo) => {
  const woman = await signUpMember('Theodora', 'female', 'male')
  await completeProfile(woman, 'Greek Orthodox', 85_000)
  await giveApprovedPhotos(woman, [0, 1])
  await answerQuestionnaire(woman, {
    believesRealPresence: 'yes',
    believesIconVeneration: 'yes',
    believesMarriageSacrament: 'yes',
    prayerFrequency: 'daily',
    fastingFrequency: 'weekly',
    divorcePosition: 'strongly_disagree',
    cohabitationPosition: 'disagree',
  })
  const viewer = await signUpMember('Stavros', 'male', 'female')
  await completeProfile(viewer, 'Greek Orthodox', 60_000)
  await answerQuestionnaire(viewer, {
    believesRealPresence: 'yes',
    believesIconVeneration: 'yes',
    believesMarriageSacrament: 'yes',
    prayerFrequency: 'weekly',
    fastingFrequency: 'rarely',
    divorcePosition: 'strongly_agree',
    cohabitationPosition: 'strongly_agree',
  })

  await openDiscoverAs(page, viewer)
  await passUntil(page, woman.fullName)
  await expect(card(page).getByText('Greek Orthodox · Income $85K')).toBeVisible()
  await shootBothThemes(page, testInfo, 'card-denomination-income')

  const details = await openDetails(page, woman.fullName)
  await expect(details.getByText(/^\d+% compatibility$/)).toBeVisible()
  // (3 + 0.75 + 0.5 + 0 + 0.25) / 7 = 64%
  await expect(details.getByText('64% theological match')).toBeVisible()
  const why = details.getByRole('region', { name: 'Theological match' })
  await why.scrollIntoViewIfNeeded()
  await expect(
    why.getByText('From the 7 questions you both answered in the faith questionnaire.'),
  ).toBeVisible()
  await expect(why.getByRole('listitem')).toHaveText([
    /Core Orthodox Beliefs\s*Agree/,
    /Spiritual Practice\s*Partly/,
    /Contemporary Issues\s*Differ/,
  ])
  await shootBothThemes(page, testInfo, 'detail-theological-match')
  await page.keyboard.press('Escape')
  await expect(details).toBeHidden()
  await expect(cardName(page)).toHaveText(woman.fullName)

  // In another language the why comes in it too (its messages are a part of their own).
  await page.getByRole('banner').getByRole('combobox').selectOption('ru')
  await card(page).focus()
  await page.keyboard.press('Enter')
  const inRussian = page.getByRole('dialog', { name: woman.fullName })
  await expect(inRussian.getByText('Богословское совпадение 64%')).toBeVisible()
  await expect(
    inRussian.getByRole('region', { name: 'Богословское совпадение' }).getByRole('listitem'),
  ).toHaveText([/Основы православной веры\s*Согласие/, /.+Частично/, /.+Расхождение/])
})

test('a member without a questionnaire: the detail view says so instead of a score', async ({
  page,
}, testInfo) => {
  const woman = await signUpMember('Irini', 'female', 'male')
  await completeProfile(woman, 'Serbian Orthodox', 1_250_000)
  const viewer = await signUpMember('Markos', 'male', 'female')
  await completeProfile(viewer, 'Greek Orthodox', 60_000)
  await answerQuestionnaire(viewer, { prayerFrequency: 'daily', fastingFrequency: 'weekly' })

  await openDiscoverAs(page, viewer)
  await passUntil(page, woman.fullName)
  await expect(card(page).getByText('Serbian Orthodox · Income $1.3M')).toBeVisible()
  const details = await openDetails(page, woman.fullName)
  const why = details.getByRole('region', { name: 'Theological match' })
  await why.scrollIntoViewIfNeeded()
  await expect(
    why.getByText('Irini has not taken the faith questionnaire yet, so there is no score.'),
  ).toBeVisible()
  await expect(details.getByText(/theological match$/)).toHaveCount(0)
  await expect(why).not.toContainText('75')
  await expectAccessible(page)
  await shootBothThemes(page, testInfo, 'detail-no-questionnaire')
})
