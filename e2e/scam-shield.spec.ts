import { expect, shootBothThemes, test } from './fixtures.ts'
import { pair } from './chat-pair.ts'

/**
 * The scam shield and the harassment prompts in a real chat between two members on phones
 * (issue #36, docs/safety.md): the recipient alone sees the warning; the sender is asked "Are you
 * sure?" before an insult and the recipient "Does this bother you?" after it.
 */

test.describe.configure({ timeout: 90_000 })
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }

test('a scam-like message warns its recipient only, and the warning leads to the Safety Center', async ({
  browser,
  baseURL,
}, testInfo) => {
  const { anna, pavel } = await pair(browser, baseURL, PHONE)
  await pavel.page.goto(`/messages?partner=${anna.id}`)
  const input = pavel.page.getByPlaceholder('Type a message...')
  await input.fill('I am rarely here, text me on WhatsApp and buy me an iTunes gift card')
  await input.press('Enter')
  const sent = pavel.page.locator('.bubble-own').filter({ hasText: 'iTunes gift card' })
  await expect(sent).toBeVisible()
  await expect(sent.getByText('Waiting to send')).toHaveCount(0)

  await anna.page.goto(`/messages?partner=${pavel.id}`)
  const received = anna.page.locator('.bubble-theirs').filter({ hasText: 'iTunes gift card' })
  const warning = received.getByRole('note', { name: 'Take care with this message' })
  await expect(warning).toContainText('It mentions moving to another messaging app and gift cards.')
  await expect(warning.getByRole('button', { name: 'Report' })).toBeVisible()
  await shootBothThemes(anna.page, testInfo, 'scam-warning')

  // The sender's copy, on his screen and after a reload, never carries it.
  await pavel.page.reload()
  await expect(sent).toBeVisible()
  await expect(pavel.page.getByRole('note')).toHaveCount(0)

  await warning.getByRole('link', { name: 'How romance scams work' }).click()
  await expect(
    anna.page.getByRole('heading', { level: 1, name: 'How romance scams work' }),
  ).toBeVisible()
  await anna.context.close()
  await pavel.context.close()
})

test('"Are you sure?" before an insult, "Does this bother you?" after it', async ({
  browser,
  baseURL,
}, testInfo) => {
  const { anna, pavel } = await pair(browser, baseURL, PHONE)
  await pavel.page.goto(`/messages?partner=${anna.id}`)
  const input = pavel.page.getByPlaceholder('Type a message...')
  await input.fill('You are a stupid bitch')
  await input.press('Enter')
  const asked = pavel.page.getByRole('alert').filter({ hasText: 'Are you sure?' })
  await expect(asked).toBeVisible()
  await shootBothThemes(pavel.page, testInfo, 'are-you-sure')
  await asked.getByRole('button', { name: 'Send anyway' }).click()
  await expect(pavel.page.locator('.bubble-own .bubble-text')).toHaveText([
    'You are a stupid bitch',
  ])

  await anna.page.goto(`/messages?partner=${pavel.id}`)
  const prompt = anna.page.getByRole('note', { name: 'Does this bother you?' })
  await expect(prompt).toBeVisible()
  await shootBothThemes(anna.page, testInfo, 'does-this-bother-you')
  await prompt.getByRole('button', { name: 'Yes, report' }).click()
  const dialog = anna.page.getByRole('dialog', { name: 'Report Pavel Tester' })
  await expect(dialog.getByRole('radio', { name: 'Harassment' })).toBeChecked()
  await dialog.getByRole('button', { name: 'Send' }).click()
  await expect(anna.page).toHaveURL(/\/messages$/)
  await anna.context.close()
  await pavel.context.close()
})
