import { expect, expectAccessible, signIn, test } from './fixtures.ts'
import { openFreshDeck } from './deck.ts'
import { signUpMember } from './members.ts'

test('favorites: add from discover, open, like with its toast, remove', async ({ page }) => {
  const man = await signUpMember('Georgios')
  await signIn(page)
  await page.goto('/favorites')
  await expect(page.getByRole('heading', { level: 1, name: 'No Favorites Yet' })).toBeVisible()
  await expect(
    page.getByText(
      'Start exploring profiles and click the star button to save your favorites here.',
    ),
  ).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Browse Profiles' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Find Your Match' })).toBeVisible()
  await openFreshDeck(page)
  await page.getByRole('button', { name: 'List', exact: true }).click()
  const tile = page.getByRole('listitem').filter({ hasText: man.fullName })
  await tile.getByRole('button', { name: `Favorite ${man.fullName}` }).click()
  await expect(page.getByText('Added to favorites')).toBeVisible()

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Favorites' })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'My Favorites' })).toBeVisible()
  await expect(page.getByText('1 saved')).toBeVisible()
  await page.getByRole('button', { name: `View profile of ${man.fullName}` }).click()
  const dialog = page.getByRole('dialog', { name: man.fullName })
  await expect(dialog.getByRole('region', { name: 'Basics' })).toContainText(/Age\s*34/)
  await expectAccessible(page)
  await dialog.getByRole('button', { name: `Like ${man.fullName}` }).click()
  await expect(
    page.getByText(`${man.firstName} will be notified that you liked them.`),
  ).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Liked' })).toBeDisabled()

  await dialog.getByRole('button', { name: 'Remove' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'No Favorites Yet' })).toBeVisible()
})

test('favorites: a legacy localStorage list is moved into the device database once', async ({
  page,
}) => {
  const man = await signUpMember('Vasilios')
  await signIn(page)
  await page.evaluate((id) => localStorage.setItem('favorites', JSON.stringify([id])), man.id)
  await page.goto('/favorites')
  await expect(page.getByRole('heading', { level: 1, name: 'My Favorites' })).toBeVisible()
  await expect(page.getByRole('button', { name: `View profile of ${man.fullName}` })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('favorites'))).toBeNull()
  await page.getByRole('button', { name: `Remove ${man.fullName} from favorites` }).click()
  // Removed on the screen (the device database written), then still removed after a reload.
  const none = page.getByRole('heading', { level: 1, name: 'No Favorites Yet' })
  await expect(none).toBeVisible()
  await page.reload()
  await expect(none).toBeVisible()
})
