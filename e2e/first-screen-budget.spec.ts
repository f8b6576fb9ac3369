import { type Page } from '@playwright/test'
import { card, cardName } from './deck.ts'
import { expect, signIn, test } from './fixtures.ts'

/**
 * The JavaScript budget of issue #13 ("fast on a cheap phone"): the compressed bytes of every
 * script a page loads until the network is idle, as the server sent them (encodedBodySize, so
 * Brotli or gzip when the browser asks for it). A size check, not a timing: it fails when an
 * import drags more code onto the first screen. KB = 1024 bytes.
 *
 * Issue #13 aims at 130 KB (Discover) and 90 KB (sign-in page). The sign-in page is within its
 * target; Discover's budget is the size reached so far plus a few KB (docs/decisions/014 and
 * 021): lower it as the first screen sheds code.
 */
// The team's ratchet is 137 KB: lower it as the first screen sheds code, never raise it. On
// 2026-11-29 Discover loaded 135.6 KB, 136.6 with the BlurHash decoder (1.0 KB, fetched when the
// first photo is slow): the words of what Discover shows only when asked became a later part of
// the catalog; the undo of a pass, sign-out's push code and the notification texts (on a device
// that never allowed notifications) are fetched when used; issue #34's three routes came in.
const DISCOVER_BUDGET_KB = 137
const SIGN_IN_BUDGET_KB = 90

// A first visit as a phone makes it: no service worker answering from its cache.
test.use({ serviceWorkers: 'block' })

/** Waits until the network is idle, prints each script's size and answers the total in KB. */
async function scriptKilobytes(page: Page, name: string): Promise<number> {
  await page.waitForLoadState('networkidle')
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({
        path: new URL(entry.name).pathname,
        bytes: (entry as PerformanceResourceTiming).encodedBodySize,
      })),
  )
  const kb = scripts.reduce((sum, script) => sum + script.bytes, 0) / 1024
  console.log(
    [
      `${name}: ${kb.toFixed(1)} KB of JavaScript as transferred, ${scripts.length} files`,
      ...scripts.map(
        (script) => `  ${(script.bytes / 1024).toFixed(1).padStart(6)} KB ${script.path}`,
      ),
    ].join('\n'),
  )
  return kb
}

test(`Discover, signed in, loads at most ${DISCOVER_BUDGET_KB} KB of compressed JavaScript`, async ({
  page,
}) => {
  await signIn(page)
  await page.goto('/')
  await expect(cardName(page)).toBeVisible()
  await expect(card(page)).toBeVisible()
  const kb = await scriptKilobytes(page, 'Discover (signed in)')
  expect(kb).toBeLessThanOrEqual(DISCOVER_BUDGET_KB)
})

test(`the sign-in page loads at most ${SIGN_IN_BUDGET_KB} KB of compressed JavaScript`, async ({
  page,
}) => {
  await page.goto('/signin')
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible()
  const kb = await scriptKilobytes(page, 'Sign-in page (signed out)')
  expect(kb).toBeLessThanOrEqual(SIGN_IN_BUDGET_KB)
})
