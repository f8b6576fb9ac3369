import { inDeckOf } from './deck.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { signUpMember } from './members.ts'

test('a member snoozes in Settings (offline), leaves the deck of others, returns and is back', async ({
  page,
  context,
}) => {
  const irina = await signUpMember('Irina', 'female', 'male')
  const theodore = await signUpMember('Theodore')
  expect(await inDeckOf(theodore.api, irina)).toBe(true)

  await context.addCookies((await irina.api.storageState()).cookies)
  await page.goto('/settings')
  const snooze = page.getByRole('region', { name: 'Snooze' })
  const choices = snooze.getByRole('group', { name: 'Snooze my profile for' })
  await expect(choices).toBeVisible()
  await expectAccessible(page)

  // Chosen with the keyboard, without a connection: hidden at once on the device, then on the
  // server once the connection returns.
  await context.setOffline(true)
  await choices.getByRole('button', { name: '24 hours' }).focus()
  await page.keyboard.press('Enter')
  const status = snooze.getByRole('status')
  await expect(status).toContainText('Your profile is hidden')
  await expect(status).toContainText(/for (1 day|23 hours 59 minutes)$/)
  await context.setOffline(false)
  await expect.poll(() => inDeckOf(theodore.api, irina)).toBe(false)
  await expectAccessible(page)

  // After a reload the device still says so, from the server's answer.
  await page.reload()
  await expect(snooze.getByRole('status')).toContainText('Your profile is hidden')

  await snooze.getByRole('button', { name: 'Return now' }).click()
  await expect(choices).toBeVisible()
  await expect.poll(() => inDeckOf(theodore.api, irina)).toBe(true)
})
