import { test as base, expect, type BrowserContext, type Page } from '@playwright/test'

/**
 * Console errors a test may meet without failing, each with why it is not a script error. Keep
 * this list short: an entry here hides that kind of message from every browser test.
 */
const ALLOWED_CONSOLE_ERRORS: readonly { pattern: RegExp; reason: string }[] = [
  {
    pattern: /^Failed to load resource: /,
    reason:
      'Chromium logs every failed or non-2xx request (offline, a refused sign-in, a 404 asked for on purpose); the tests assert what the member sees of them',
  },
  {
    pattern: /^An unknown error occurred when fetching the script\.$/,
    reason:
      "Chromium's own line when the service worker's update check cannot fetch sw.js (offline); the page keeps the worker it has (web/pwa/register.ts warns, it does not fail)",
  },
]

const allowed = (text: string) => ALLOWED_CONSOLE_ERRORS.some(({ pattern }) => pattern.test(text))

/**
 * The browser tests' `test`: every spec imports it from ./fixtures.ts, never from
 * @playwright/test (eslint.config.js), so each test fails on an uncaught error or a
 * console.error in any page it opened: the default context's, and those of contexts it makes
 * with `browser.newContext()` / `browser.newPage()` (two members chatting).
 */
export const test = base.extend<{ failOnPageErrors: void }>({
  failOnPageErrors: [
    async ({ context, browser }, use) => {
      const errors: string[] = []
      const watchPage = (page: Page) => {
        // A rejected dynamic import carries an empty stack: the message names what failed.
        page.on('pageerror', (error) =>
          errors.push(`${page.url()} threw ${error.stack || `${error.name}: ${error.message}`}`),
        )
        page.on('console', (message) => {
          if (message.type() === 'error' && !allowed(message.text()))
            errors.push(`${page.url()} console.error: ${message.text()}`)
        })
      }
      const watchContext = (watched: BrowserContext) => {
        watched.pages().forEach(watchPage)
        watched.on('page', watchPage)
      }
      watchContext(context)
      const newContext = browser.newContext
      browser.newContext = async (options) => {
        const made = await newContext.call(browser, options)
        watchContext(made)
        return made
      }
      try {
        await use()
      } finally {
        browser.newContext = newContext
      }
      expect(errors, 'no uncaught error or console.error in any page').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
