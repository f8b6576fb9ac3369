import { type Page } from '@playwright/test'
import { card, cardName, openDiscoverAs, passUntil } from './deck.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { like, signUpMember, superLikesThisWeek, upgradeTo } from './members.ts'

// Super likes from Discover (core-experience §6, §8): Verified has no weekly limit, Free has one
// super like a week, after which the upgrade prompt for super likes opens.

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ })
const superLikeButton = (page: Page, fullName: string) =>
  page.getByRole('button', { name: `Send a super like to ${fullName}` })

test('a Verified member super likes by button and by ArrowUp; a match celebrates', async ({
  page,
}) => {
  const woman = await signUpMember('Photini', 'female', 'male')
  await upgradeTo(woman, 'verified')
  // Andreas likes her later; Gregory, the newer, comes first in her deck (decision 036).
  const second = await signUpMember('Andreas')
  const first = await signUpMember('Gregory')
  await openDiscoverAs(page, woman)

  await passUntil(page, first.fullName)
  await card(page).focus()
  await page.keyboard.press('ArrowUp')
  await expect(cardName(page)).not.toHaveText(first.fullName)
  await expect(toasts(page).getByText('Super Like Sent!')).toBeVisible()

  expect((await like(second.api, second.id, woman.id)).status).toBe(200)
  await passUntil(page, second.fullName)
  await expectAccessible(page)
  await superLikeButton(page, second.fullName).click()
  const overlay = page.getByRole('alertdialog', { name: "It's a Match!" })
  await expect(overlay).toBeVisible()
  await overlay.getByRole('button', { name: 'Continue Matching' }).click()

  await expect.poll(() => superLikesThisWeek(woman)).toBe(2)
  for (const man of [first, second])
    expect((await like(woman.api, woman.id, man.id)).body.message).toBe('Already liked this user')
})

test('a Free member gets the super like upgrade prompt after the week’s one super like', async ({
  page,
}) => {
  const woman = await signUpMember('Melania', 'female', 'male')
  const first = await signUpMember('Spyridon')
  const second = await signUpMember('Kosmas')
  await openDiscoverAs(page, woman)

  await passUntil(page, second.fullName)
  await superLikeButton(page, second.fullName).click()
  await expect(toasts(page).getByText('Super Like Sent!')).toBeVisible()

  await passUntil(page, first.fullName)
  await card(page).focus()
  await page.keyboard.press('ArrowUp')
  const prompt = page.getByRole('dialog', { name: 'No Super Likes Left' })
  await expect(prompt).toBeVisible()
  await expectAccessible(page)
  await prompt.getByRole('button', { name: 'Maybe later' }).click()
  // Refused: the card comes back and nothing more was counted.
  await expect(cardName(page)).toHaveText(first.fullName)
  expect(await superLikesThisWeek(woman)).toBe(1)
})

test('a super like made offline is sent once on reconnect', async ({ page, context }) => {
  const woman = await signUpMember('Eirini', 'female', 'male')
  const man = await signUpMember('Matthaios')
  await openDiscoverAs(page, woman)
  await passUntil(page, man.fullName)

  await context.setOffline(true)
  await card(page).focus()
  await page.keyboard.press('ArrowUp')
  await expect(cardName(page)).not.toHaveText(man.fullName)
  await expect(
    toasts(page).getByText('Your super like will be sent when you are back online.'),
  ).toBeVisible()

  await context.setOffline(false)
  // Sent by the outbox: at once when online, or after one backoff if a send raced the reconnect.
  await expect(toasts(page).getByText('Super Like Sent!')).toBeVisible({ timeout: 20_000 })
  await expect.poll(() => superLikesThisWeek(woman)).toBe(1)
  expect((await like(woman.api, woman.id, man.id)).body.message).toBe('Already liked this user')
  expect(await superLikesThisWeek(woman)).toBe(1)
})
