import { type Page } from '@playwright/test'
import { expect, expectAccessible, test } from './fixtures.ts'
import { pair } from './chat-pair.ts'

/**
 * Messaging between two matched members, each in their own browser context (spec
 * core-experience §2 Messages; issue 4): live delivery without reload, and messages written
 * offline arriving exactly once and in order after reconnecting.
 */

// Two browser contexts, several axe runs and an offline round trip: more than the default 30 s.
test.describe.configure({ timeout: 90_000 })

function bubbles(page: Page) {
  return page.locator('.chat-messages .bubble-text')
}

test('two matched members chat live: each message shows on the other side without reload', async ({
  browser,
  baseURL,
}) => {
  const { anna, pavel } = await pair(browser, baseURL)

  await pavel.page.goto('/messages')
  await expect(pavel.page.getByText('No conversations yet')).toBeVisible()
  await expectAccessible(pavel.page)

  await anna.page.goto(`/messages?partner=${pavel.id}`)
  await expect(anna.page.getByRole('heading', { level: 1, name: 'Pavel Tester' })).toBeVisible()
  await expect(anna.page.getByText('Start the conversation')).toBeVisible()
  await expectAccessible(anna.page)

  const input = anna.page.getByPlaceholder('Type a message...')
  await input.fill('Christ is risen!')
  await input.press('Enter')
  await expect(bubbles(anna.page)).toHaveText(['Christ is risen!'])

  // Pavel's list updates by itself: the conversation, its last message, one unread.
  const item = pavel.page.getByRole('link', { name: /Anna Tester/ })
  await expect(item).toContainText('Christ is risen!')
  await expect(item).toContainText('1')
  await expect(
    pavel.page.getByRole('navigation', { name: 'Main' }).getByLabel('1 unread'),
  ).toBeVisible()
  await expectAccessible(pavel.page)

  await item.click()
  await expect(pavel.page).toHaveURL(new RegExp(`/messages\\?partner=${anna.id}$`))
  await expect(bubbles(pavel.page)).toHaveText(['Christ is risen!'])
  const reply = pavel.page.getByPlaceholder('Type a message...')
  await reply.fill('Truly He is risen!')
  await pavel.page.getByRole('button', { name: 'Send' }).click()

  await expect(bubbles(anna.page)).toHaveText(['Christ is risen!', 'Truly He is risen!'])
  await expect(anna.page.locator('.bubble-theirs .bubble-text')).toHaveText('Truly He is risen!')
  // Pavel shares read receipts (the default): Anna's message shows as seen.
  await expect(anna.page.locator('.bubble-own').getByText('Seen')).toBeVisible()
  await expectAccessible(anna.page)
  await anna.page.getByRole('button', { name: 'Faith Questions' }).click()
  await expect(anna.page.getByRole('dialog', { name: 'Faith Questions' })).toBeVisible()
  await expectAccessible(anna.page)
  await anna.page.getByRole('button', { name: /your patron saint/ }).click()
  await expect(anna.page.getByPlaceholder('Type a message...')).toHaveValue(
    'Who is your patron saint, and what do you love about their life?',
  )
  // Pavel has read it: no unread left on his tab.
  await expect(
    pavel.page.getByRole('navigation', { name: 'Main' }).locator('.nav-badge'),
  ).toHaveCount(0)

  await anna.context.close()
  await pavel.context.close()
})

test('messages written offline wait, survive a reload, and arrive once and in order', async ({
  browser,
  baseURL,
}) => {
  const { anna, pavel } = await pair(browser, baseURL)
  await pavel.page.goto(`/messages?partner=${anna.id}`)
  await expect(pavel.page.getByText('Start the conversation')).toBeVisible()

  const page = anna.page
  await page.goto(`/messages?partner=${pavel.id}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Pavel Tester' })).toBeVisible()
  // The service worker installed on this first visit controls the page from its next load.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  await page.reload()
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true)
  await expect(page.getByRole('heading', { level: 1, name: 'Pavel Tester' })).toBeVisible()

  await anna.context.setOffline(true)
  const texts = ['First, offline', 'Second, offline', 'Third, offline']
  const input = page.getByPlaceholder('Type a message...')
  for (const text of texts) {
    await input.fill(text)
    await input.press('Enter')
    await expect(input).toHaveValue('')
  }
  await expect(bubbles(page)).toHaveText(texts)
  await expect(page.locator('.bubble[data-delivery="pending"]')).toHaveCount(3)

  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Pavel Tester' })).toBeVisible()
  await expect(bubbles(page)).toHaveText(texts)
  await expect(page.locator('.bubble[data-delivery="pending"]')).toHaveCount(3)
  await expect(page.getByText('Waiting to send').first()).toBeVisible()

  await anna.context.setOffline(false)
  await expect(page.locator('.bubble[data-delivery="sent"]')).toHaveCount(3, { timeout: 30_000 })
  await expect(bubbles(page)).toHaveText(texts)

  // Pavel sees each exactly once, in order, without reloading; so does the server.
  await expect(bubbles(pavel.page)).toHaveText(texts, { timeout: 15_000 })
  const stored = await pavel.page.request.get(`/api/conversations/${pavel.id}/${anna.id}`)
  const { messages } = (await stored.json()) as { messages: { content: string }[] }
  expect(messages.map((m) => m.content)).toEqual(texts)

  await anna.context.close()
  await pavel.context.close()
})
