import { blockMapTiles, expect, expectAccessible, signIn, test } from './fixtures.ts'

// Every route of spec core-experience §2, and the tab each one highlights in the bottom nav.
const ROUTES: { path: string; tab?: string }[] = [
  { path: '/', tab: 'Home' },
  { path: '/profile', tab: 'Profile' },
  { path: '/profile-builder' },
  { path: '/messages', tab: 'Messages' },
  { path: '/matches', tab: 'Matches' },
  { path: '/parishes' },
  { path: '/favorites', tab: 'Favorites' },
  { path: '/settings', tab: 'Settings' },
  { path: '/questionnaire' },
  { path: '/enhanced-questionnaire' },
  { path: '/comprehensive-questionnaire' },
  { path: '/orthodox-assessment' },
  { path: '/comprehensive-orthodox-intake' },
  { path: '/clergy-reference' },
  { path: '/ideal-match-preferences' },
  { path: '/discovery-preferences' },
  { path: '/subscription' },
  { path: '/subscription/success' },
  { path: '/subscription/canceled' },
  { path: '/pricing-demo' },
]

test.beforeEach(async ({ page }) => {
  await blockMapTiles(page)
  await signIn(page)
})

for (const route of ROUTES) {
  test(`${route.path} renders its screen in the layout and is accessible`, async ({ page }) => {
    await page.goto(route.path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByText('404 Page Not Found')).toHaveCount(0)
    const header = page.getByRole('banner')
    await expect(header.getByRole('link', { name: 'Orthodox Hearts' })).toHaveAttribute('href', '/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    if (route.tab) {
      await expect(nav.getByRole('link', { name: route.tab })).toHaveAttribute(
        'aria-current',
        'page',
      )
    } else {
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(0)
    }
    await expectAccessible(page)
  })
}

test('an unknown route shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/no-such-page')
  await expect(page.getByText('404 Page Not Found')).toBeVisible()
  await page.getByRole('link', { name: /home/i }).first().click()
  await expect(page).toHaveURL(/\/$/)
})

test('the header buttons reach parishes, messages and profile by keyboard', async ({ page }) => {
  await page.goto('/settings')
  const header = page.getByRole('banner')
  for (const [name, path] of [
    ['Parishes', '/parishes'],
    ['Messages', '/messages'],
    ['Profile', '/profile'],
  ] as const) {
    await header.getByRole('link', { name }).focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`${path}$`))
    // The new page's title takes focus once its screen has loaded, so a keyboard user lands on it.
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
  }
})
