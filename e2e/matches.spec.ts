import { DEMO, expect, expectAccessible, signIn, test } from './fixtures.ts'
import { like, signUpMember } from './members.ts'

test('matches: the count, the cards and Send Message to the chat', async ({ page }) => {
  const man = await signUpMember('Petros')
  await like(man.api, man.id, DEMO.id)
  await signIn(page)
  expect((await like(page.request, DEMO.id, man.id)).body.isMatch).toBe(true)
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Matches' })
    .click()

  await expect(page.getByRole('heading', { level: 1, name: 'Your Matches' })).toBeVisible()
  await expect(page.getByText('People who have liked you back')).toBeVisible()
  const card = page.getByRole('listitem').filter({ hasText: man.fullName })
  await expect(card).toBeVisible()
  await expect(card.getByText("It's a Match")).toBeVisible()
  await expect(card.getByText(/^Matched on /)).toBeVisible()
  const count = await page.getByRole('listitem').filter({ hasText: 'Matched on' }).count()
  expect(count).toBeGreaterThan(1) // the demo member's own matches too
  await expect(page.getByLabel(`${count} matches`)).toHaveText(String(count))
  await expectAccessible(page)

  await card.getByRole('link', { name: `Send Message to ${man.fullName}` }).click()
  await expect(page).toHaveURL(`/messages?partner=${man.id}`)
})

test('matches: a member with none sees the empty state and Start Discovering', async ({ page }) => {
  const member = await signUpMember('Anna', 'female', 'male')
  await page.context().addCookies((await member.api.storageState()).cookies)
  await page.goto('/matches')
  await expect(page.getByRole('heading', { name: 'No matches yet' })).toBeVisible()
  await expect(page.getByText('Start swiping to find matches!')).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('link', { name: 'Start Discovering' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Find Your Match' })).toBeVisible()
})
