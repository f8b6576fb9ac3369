import { type Page } from '@playwright/test'
import { expect, signIn, test } from './fixtures.ts'

/** Signs in as the demo member and switches the app to Russian from the header. */
async function signInInRussian(page: Page) {
  await signIn(page)
  await page.goto('/settings')
  await page.getByRole('banner').getByRole('combobox').selectOption('ru')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
}

test('switching to Russian translates the app, sets <html lang> and survives a reload', async ({
  page,
}) => {
  await signInInRussian(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Настройки' })).toBeVisible()
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
  await expect(page.getByRole('heading', { level: 1, name: 'Настройки' })).toBeVisible()
  const stored = await page.evaluate(() => localStorage.getItem('orthodox-hearts'))
  expect(JSON.parse(stored ?? '{}').language).toBe('ru')
})

test('the spec codes gr, ua and ge get the BCP 47 tags el, uk and ka', async ({ page }) => {
  await page.goto('/signin')
  const tags: [string, string][] = [
    ['gr', 'el'],
    ['ua', 'uk'],
    ['ge', 'ka'],
    ['en', 'en'],
  ]
  for (const [code, tag] of tags) {
    // the label itself changes language, so find the dropdown by its place in the header
    await page.getByRole('banner').getByRole('combobox').selectOption(code)
    await expect(page.locator('html')).toHaveAttribute('lang', tag)
  }
})

test("Discover's later words (the filters sheet) come in the member's language", async ({
  page,
}) => {
  await signInInRussian(page)
  // A fresh load of Discover: its own part of the catalog first, the sheet's words with the sheet.
  await page.goto('/')
  await page.getByRole('button', { name: 'Расширенные фильтры' }).click()
  const sheet = page.getByRole('dialog', { name: 'Расширенные фильтры' })
  await expect(sheet.getByRole('button', { name: 'Применить фильтры' })).toBeVisible()
  await expect(sheet.getByText('Посещение храма')).toBeVisible()
})
