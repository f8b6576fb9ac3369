import { type Page } from '@playwright/test'
import { card } from './deck.ts'
import { DEMO, expect, test } from './fixtures.ts'

/**
 * The sign-in page is in index.html as React renders it (build/prerender-sign-in.ts): a signed-out
 * visitor sees it before any script has run, and React takes it over as it is (decision 021).
 */

test.use({ serviceWorkers: 'block' })

/** The page as it is before its scripts run: every script of the build refused. */
async function withoutScripts(page: Page) {
  await page.route('**/assets/*.js', (route) => route.abort())
}

/** Holds the start-up script until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/start-*.js', async (route) => {
    await scriptsHeld
    await route.continue()
  })
  return release
}

/** Errors React reports while taking over the page (a hydration mismatch among them). */
function reactErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error' && /react|hydrat/i.test(message.text()))
      errors.push(message.text())
  })
  return errors
}

test('a signed-out visitor sees the sign-in page before any script has run', async ({ page }) => {
  await withoutScripts(page)
  await page.goto('/signin')
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible()
  await expect(page.getByLabel('Email')).toBeVisible()
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible()
  await expect(page.getByText('demo@example.com')).toBeVisible()
  // Enter in the form before React is there sends nothing (no password in the address).
  await page.getByLabel('Password', { exact: true }).fill('secret')
  await page.getByLabel('Password', { exact: true }).press('Enter')
  await expect(page).toHaveURL(/\/signin$/)
})

test('what was typed and sent before the scripts ran signs the member in once they have', async ({
  page,
}) => {
  const errors = reactErrors(page)
  const release = await holdScripts(page)
  await page.goto('/signin', { waitUntil: 'commit' })
  await page.getByLabel('Email').fill(DEMO.email)
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/signin$/)
  release()
  await expect(card(page)).toBeVisible()
  expect(errors).toEqual([])
})

test('a language picked before the scripts ran is the one the page shows once they have', async ({
  page,
}) => {
  const errors = reactErrors(page)
  const release = await holdScripts(page)
  await page.goto('/signin', { waitUntil: 'commit' })
  await page.getByRole('banner').getByRole('combobox').selectOption('gr')
  release()
  await expect(page.locator('html')).toHaveAttribute('lang', 'el')
  await expect(page.getByRole('heading', { level: 1, name: 'Σύνδεση' })).toBeVisible()
  await expect(page.getByRole('banner').getByRole('combobox')).toHaveValue('gr')
  const stored = await page.evaluate(() => localStorage.getItem('orthodox-hearts'))
  expect(JSON.parse(stored ?? '{}').language).toBe('gr')
  // Later picks go through the app as usual.
  await page.getByRole('banner').getByRole('combobox').selectOption('en')
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible()
  expect(errors).toEqual([])
})

test('the prerendered page is the one React renders: typing after the scripts ran works the same', async ({
  page,
}) => {
  const errors = reactErrors(page)
  await page.goto('/signin')
  await page.getByLabel('Email').fill(DEMO.email)
  await page.getByLabel('Password', { exact: true }).fill('wrong-password')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByRole('alert')).toBeVisible()
  await expect(page.getByLabel('Email')).toHaveValue(DEMO.email)
  expect(errors).toEqual([])
})

test('in another language, or signed in, the page waits for its own first render', async ({
  page,
}) => {
  await page.goto('/signin')
  await page.evaluate(() => localStorage.setItem('orthodox-hearts', '{"language":"gr"}'))
  await withoutScripts(page)
  await page.goto('/signin')
  await expect(page.locator('header')).toBeVisible()
  await expect(page.getByLabel('Email')).toHaveCount(0)

  await page.evaluate(() => {
    localStorage.removeItem('orthodox-hearts')
    localStorage.setItem('orthodox-hearts:session', '{"memberId":6}')
  })
  await page.goto('/signin')
  await expect(page.locator('header')).toBeVisible()
  await expect(page.getByLabel('Email')).toHaveCount(0)
})

test('Dark Mode is on before the first paint', async ({ page }) => {
  await page.goto('/signin')
  await page.evaluate(() => localStorage.setItem('orthodox-hearts:theme', 'dark'))
  await withoutScripts(page)
  await page.goto('/signin')
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await expect(page.getByLabel('Email')).toBeVisible()
})

test('a dark phone with no choice stored paints dark, a chosen Light wins over it', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await withoutScripts(page)
  await page.goto('/signin')
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await expect(page.getByLabel('Email')).toBeVisible()

  await page.evaluate(() => localStorage.setItem('orthodox-hearts:theme', 'light'))
  await page.goto('/signin')
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
})
