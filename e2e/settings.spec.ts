import { type APIRequestContext } from '@playwright/test'
import { DEMO, expect, expectAccessible, signIn, test } from './fixtures.ts'
import { signUpMember } from './members.ts'

/** Whether the demo member is in the Greek Orthodox page of someone's discover deck. */
async function demoInDeck(api: APIRequestContext) {
  const page = await api.get('/api/users?denomination=Greek%20Orthodox')
  expect(page.status()).toBe(200)
  const { items } = (await page.json()) as { items: { id: number }[] }
  return items.some((member) => member.id === DEMO.id)
}

test('"Show me" in Settings takes the member out of others\' decks, also when set offline', async ({
  page,
  context,
}) => {
  const man = await signUpMember('Theodore')
  expect(await demoInDeck(man.api)).toBe(true)

  await signIn(page)
  await page.goto('/settings')
  const showMe = page.getByRole('switch', { name: 'Show me on Orthodox Hearts' })
  await expect(showMe).toHaveAttribute('aria-checked', 'true')
  await expectAccessible(page)

  // Turned off without a connection: the switch changes at once, the server hears on reconnect.
  await context.setOffline(true)
  await showMe.click()
  await expect(showMe).toHaveAttribute('aria-checked', 'false')
  await context.setOffline(false)
  await expect.poll(() => demoInDeck(man.api)).toBe(false)
  const settings = await page.request.get(`/api/users/${DEMO.id}/settings`)
  expect(await settings.json()).toMatchObject({ showMe: false })

  // And back on, for the other tests that meet the demo member.
  await showMe.click()
  await expect.poll(() => demoInDeck(man.api)).toBe(true)
})
