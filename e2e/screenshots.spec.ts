import { type Page, type TestInfo } from '@playwright/test'
import { blockMapTiles, expect, expectAccessible, signIn, test } from './fixtures.ts'

/**
 * The design pass on a phone (issue 14 item 8): the demo member's screens on a 390×844 touch
 * screen, in light and in dark, saved as screenshots (artifacts under test-results/, not
 * committed) and checked for what a member sees: nothing wider than the screen, the chat
 * composer above the bottom navigation, the profile's Edit button on screen, axe clean.
 */

const PHONE = { width: 390, height: 844 }
test.use({ viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 1 })
// Seven screens, twice, each with axe: more than the default 30 s.
test.describe.configure({ timeout: 120_000 })

type Theme = 'light' | 'dark'

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`) })
}

/** No part of the page is wider than the phone's screen. */
async function expectNoHorizontalOverflow(page: Page) {
  const width = await page.evaluate(() => document.scrollingElement!.scrollWidth)
  expect.soft(width, `${page.url()} is wider than the screen`).toBeLessThanOrEqual(PHONE.width)
}

/** The page's colours are the dark theme's: the attribute, and the background really painted. */
async function expectTheme(page: Page, theme: Theme) {
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
  const luminance = await page.evaluate(() => {
    const [r, g, b] = getComputedStyle(document.body)
      .backgroundColor.match(/\d+/g)!
      .map(Number) as [number, number, number]
    return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255
  })
  if (theme === 'dark') expect(luminance).toBeLessThan(0.25)
  else expect(luminance).toBeGreaterThan(0.75)
}

/** Opens `path` and waits for its page heading (any, when none is given). */
async function visit(page: Page, path: string, heading?: string) {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
  // Pictures and late layout settle before the picture is taken.
  await page.waitForLoadState('networkidle')
}

/** What every screen must pass, then its picture: nothing wider than the phone, axe clean. */
async function checkAndShoot(page: Page, testInfo: TestInfo, name: string) {
  await expectNoHorizontalOverflow(page)
  await shoot(page, testInfo, name)
  await expectAccessible(page)
}

/** Every screen of the tour, checked and photographed under `label`. */
async function tour(page: Page, testInfo: TestInfo, label: string, theme: Theme) {
  await visit(page, '/')
  await expectTheme(page, theme)
  await checkAndShoot(page, testInfo, `${label}-discover`)

  // The top card's detail view: every photo, the facts and the bio, its actions on screen.
  await page
    .getByTestId('swipe-card')
    .getByRole('button', { name: /^More about / })
    .click()
  const details = page.getByRole('dialog')
  await expect(details).toBeVisible()
  await page.waitForLoadState('networkidle')
  const like = (await details.getByRole('button', { name: /^Like / }).boundingBox())!
  expect.soft(like.y + like.height).toBeLessThanOrEqual(PHONE.height)
  await checkAndShoot(page, testInfo, `${label}-details`)
  await page.keyboard.press('Escape')
  await expect(details).toBeHidden()

  await visit(page, '/matches', 'Your Matches')
  await checkAndShoot(page, testInfo, `${label}-matches`)

  await visit(page, '/messages', 'Messages')
  await checkAndShoot(page, testInfo, `${label}-messages`)

  // The demo member's first conversation: the newest message is on screen at once, and the
  // composer stays above the bottom navigation whatever the message list is scrolled to.
  await page.locator('.conversation-item').first().click()
  await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toBeVisible()
  await page.waitForLoadState('networkidle')
  const list = page.getByRole('region', { name: /^Messages with/ })
  const newest = (await list.getByRole('listitem').last().boundingBox())!
  const listBox = (await list.boundingBox())!
  expect.soft(newest.y + newest.height).toBeLessThanOrEqual(listBox.y + listBox.height + 1)
  await expectComposerOnScreen(page)
  await checkAndShoot(page, testInfo, `${label}-chat`)
  await page.mouse.move(listBox.x + listBox.width / 2, listBox.y + listBox.height / 2)
  await page.mouse.wheel(0, -3000)
  await expect.poll(() => list.evaluate((el) => el.scrollTop)).toBe(0)
  await expectComposerOnScreen(page)
  await page.mouse.wheel(0, 6000)
  await expectComposerOnScreen(page)

  await visit(page, '/profile')
  const edit = page.getByRole('link', { name: 'Edit profile' })
  await expect(edit).toBeVisible()
  const box = (await edit.boundingBox())!
  expect.soft(box.x).toBeGreaterThanOrEqual(0)
  expect.soft(box.x + box.width).toBeLessThanOrEqual(PHONE.width)
  await checkAndShoot(page, testInfo, `${label}-profile`)

  await visit(page, '/settings', 'Settings')
  await checkAndShoot(page, testInfo, `${label}-settings`)

  // Discovery Preferences: Save stays in reach above the bottom navigation.
  await visit(page, '/discovery-preferences', 'Discovery Preferences')
  const save = (await page.getByRole('button', { name: 'Save preferences' }).boundingBox())!
  const nav = (await page.getByRole('navigation', { name: 'Main' }).boundingBox())!
  expect.soft(save.y + save.height).toBeLessThanOrEqual(nav.y)
  await checkAndShoot(page, testInfo, `${label}-discovery-preferences`)
}

/** The composer's text box lies on screen and above the bottom navigation. */
async function expectComposerOnScreen(page: Page) {
  const box = (await page.getByRole('textbox', { name: 'Message', exact: true }).boundingBox())!
  const nav = (await page.getByRole('navigation', { name: 'Main' }).boundingBox())!
  expect(box.y).toBeGreaterThanOrEqual(0)
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width)
  expect(box.y + box.height).toBeLessThanOrEqual(nav.y)
}

test('light: the phone says light and nothing is chosen', async ({ page }, testInfo) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await signIn(page)
  await tour(page, testInfo, 'light', 'light')
})

test('dark: the phone says dark and nothing is chosen in the app', async ({ page }, testInfo) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await signIn(page)
  expect(await page.evaluate(() => localStorage.getItem('orthodox-hearts:theme'))).toBeNull()
  await expectTheme(page, 'light')
  // The phone turns dark (at sunset, say): the open page follows at once.
  await page.emulateMedia({ colorScheme: 'dark' })
  await expectTheme(page, 'dark')
  await tour(page, testInfo, 'dark-system', 'dark')
})

test('dark: chosen in Settings on a light phone', async ({ page }, testInfo) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await signIn(page)
  await visit(page, '/settings', 'Settings')
  await expectTheme(page, 'light')
  const choice = page.getByRole('radiogroup', { name: 'Dark Mode' })
  await expect(choice.getByRole('radio', { name: 'System' })).toBeChecked()
  await choice.getByRole('radio', { name: 'Dark' }).check()
  await expectTheme(page, 'dark')
  await choice.scrollIntoViewIfNeeded()
  await shoot(page, testInfo, 'dark-setting-choice')
  await tour(page, testInfo, 'dark-setting', 'dark')
})

/** The demo member's other screens: none is wider than the phone (a heading row that overflows). */
const OTHER_SCREENS = [
  '/favorites',
  '/subscription',
  '/pricing-demo',
  '/safety',
  '/safety/romance-scams',
  '/parishes',
  '/profile-builder',
  '/clergy-reference',
  '/ideal-match-preferences',
  '/questionnaire',
  '/orthodox-assessment',
  '/enhanced-questionnaire',
  '/comprehensive-questionnaire',
  '/comprehensive-orthodox-intake',
]

test('every other screen fits the width of the phone', async ({ page }, testInfo) => {
  await blockMapTiles(page)
  await signIn(page)
  for (const path of OTHER_SCREENS) {
    await visit(page, path)
    await expectNoHorizontalOverflow(page)
    await shoot(page, testInfo, `light${path.replaceAll('/', '-')}`)
  }
})
