import { type Page } from '@playwright/test'
import { card, cardName, inDeckOf, openDiscoverAs, passUntil } from './deck.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { signUpMember, upgradeTo } from './members.ts'

// Rewind (issue 15): Premium and Verified members undo their last pass; Free members meet the
// upgrade prompt.

const undoButton = (page: Page) => page.getByRole('button', { name: 'Undo your last pass' })

test('a Premium member undoes a pass: the member is back on top and in the deck on the server', async ({
  page,
}) => {
  const woman = await signUpMember('Paraskevi', 'female', 'male')
  await upgradeTo(woman, 'premium')
  const man = await signUpMember('Nektarios')
  await openDiscoverAs(page, woman)
  await passUntil(page, man.fullName)

  await page.getByRole('button', { name: `Pass on ${man.fullName}` }).click()
  await expect(cardName(page)).not.toHaveText(man.fullName)
  await expect.poll(() => inDeckOf(woman.api, man)).toBe(false)

  await undoButton(page).click()
  await expect(cardName(page)).toHaveText(man.fullName)
  await expect.poll(() => inDeckOf(woman.api, man)).toBe(true)
  // Only the last pass: the one before it stays, so there is nothing more to undo.
  await expect(undoButton(page)).toBeDisabled()
  await expectAccessible(page)

  // Passed again, by keyboard: a new pass, which lands.
  await card(page).focus()
  await page.keyboard.press('ArrowLeft')
  await expect(cardName(page)).not.toHaveText(man.fullName)
  await expect.poll(() => inDeckOf(woman.api, man)).toBe(false)
  await expect(undoButton(page)).toBeEnabled()
})

test('offline, a pass undone before it was sent never reaches the server', async ({
  page,
  context,
}) => {
  const woman = await signUpMember('Ekaterini', 'female', 'male')
  await upgradeTo(woman, 'verified')
  const later = await signUpMember('Spyridon')
  const man = await signUpMember('Serafim')
  await openDiscoverAs(page, woman)
  await passUntil(page, man.fullName)

  await context.setOffline(true)
  await card(page).focus()
  await page.keyboard.press('ArrowLeft')
  await expect(cardName(page)).not.toHaveText(man.fullName)
  await undoButton(page).click()
  await expect(cardName(page)).toHaveText(man.fullName)
  await context.setOffline(false)

  // A pass made after it (in the list, where any member can be passed) lands; the outbox sends
  // in order, so anything queued before it has been sent too.
  await page.getByRole('button', { name: 'List', exact: true }).click()
  await page.getByRole('button', { name: `Pass on ${later.fullName}` }).click()
  // Sent by the outbox: at once when online, or after one backoff if a send raced the reconnect.
  await expect.poll(() => inDeckOf(woman.api, later), { timeout: 20_000 }).toBe(false)
  expect(await inDeckOf(woman.api, man)).toBe(true)
})

test('a Free member is offered Premium instead', async ({ page }) => {
  const woman = await signUpMember('Theodora', 'female', 'male')
  const man = await signUpMember('Markos')
  await openDiscoverAs(page, woman)
  await passUntil(page, man.fullName)
  await card(page).focus()
  await page.keyboard.press('ArrowLeft')
  await expect(cardName(page)).not.toHaveText(man.fullName)

  await undoButton(page).click()
  const prompt = page.getByRole('dialog', { name: 'Premium Feature' })
  await expect(
    prompt.getByText('Undoing your last pass comes with Premium and Verified Orthodox.'),
  ).toBeVisible()
  await expectAccessible(page)
  await prompt.getByRole('button', { name: 'Maybe later' }).click()
  await expect.poll(() => inDeckOf(woman.api, man)).toBe(false)
})
