import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import type { TestMember } from './members.ts'

/** The discover deck's page model: the top card and how to reach a given member on it. */
export const card = (page: Page) => page.getByTestId('swipe-card')
export const cardName = (page: Page) => card(page).getByRole('heading', { level: 2 })

/** Whether `member` is on the first page of the discover deck of the member `api` acts for. */
export async function inDeckOf(api: APIRequestContext, member: { id: number }) {
  const answer = await api.get('/api/users')
  expect(answer.status()).toBe(200)
  const { items } = (await answer.json()) as { items: { id: number }[] }
  return items.some((item) => item.id === member.id)
}

/**
 * Passes (arrow left) until `fullName` is the top card of the swipe deck. Discover continues the
 * deck ranked minutes ago (decision 036): when the member is not in it, a deck is ranked anew
 * first (`fresh=true`), taking in the members who signed up since, and the page reopens.
 */
export async function passUntil(page: Page, fullName: string) {
  // A viewer whose deck was ranked before the member signed up (the demo member, whose deck
  // other tests opened minutes ago) reopens Discover on a deck ranked anew.
  const current = await page.request.get('/api/users')
  expect(current.status()).toBe(200)
  const { items } = (await current.json()) as { items: { firstName: string; lastName: string }[] }
  if (!items.some((item) => `${item.firstName} ${item.lastName}` === fullName)) {
    await openFreshDeck(page)
  }
  for (let i = 0; i < 80; i++) {
    await expect(cardName(page)).toBeVisible()
    if ((await cardName(page).textContent()) === fullName) return
    const before = await cardName(page).textContent()
    await card(page).focus()
    await page.keyboard.press('ArrowLeft')
    await expect(cardName(page)).not.toHaveText(before!)
  }
  throw new Error(`${fullName} never came up`)
}

/**
 * Reopens Discover on a deck ranked anew (`fresh=true`): Discover continues the deck ranked
 * minutes ago (decision 036), which does not hold the members who signed up since.
 */
export async function openFreshDeck(page: Page) {
  expect((await page.request.get('/api/users?fresh=true')).status()).toBe(200)
  // The first page Discover will be answered (the deck just ranked, continued).
  const answer = await page.request.get('/api/users')
  expect(answer.status()).toBe(200)
  const { items } = (await answer.json()) as { items: { firstName: string; lastName: string }[] }
  // The cached deck shows first; that page then replaces it.
  await page.reload()
  const top = items[0]
  if (top) await expect(cardName(page)).toHaveText(`${top.firstName} ${top.lastName}`)
  else await expect(page.getByRole('heading', { name: 'No More Matches' })).toBeVisible()
}

/** Opens Discover signed in as `member` (their API session's cookies in the browser). */
export async function openDiscoverAs(page: Page, member: TestMember) {
  await page
    .context()
    .addCookies((await member.api.storageState()).cookies.map((cookie) => ({ ...cookie })))
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Find Your Match' })).toBeVisible()
}

/**
 * Drags the top card with one finger (CDP touch events, so the page sees touch pointers): from the
 * point at fractions (`atX`, `atY`) of the card's box, by `dx`, `dy` pixels in eight moves. With
 * `stepMs`, each event carries a timestamp `stepMs` after the one before (the page's
 * `event.timeStamp` follows it), so a drag's speed does not depend on how busy the machine is.
 */
export async function fingerDragCard(
  page: Page,
  {
    dx = 0,
    dy = 0,
    atX = 0.5,
    atY = 0.5,
    stepMs,
  }: { dx?: number; dy?: number; atX?: number; atY?: number; stepMs?: number },
) {
  const cdp = await page.context().newCDPSession(page)
  const box = (await card(page).boundingBox())!
  const x = Math.round(box.x + box.width * atX)
  const y = Math.round(box.y + box.height * atY)
  const start = Date.now() / 1000
  const at = (step: number) =>
    stepMs === undefined ? {} : { timestamp: start + (step * stepMs) / 1000 }
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: [{ x, y }],
    ...at(0),
  })
  for (let step = 1; step <= 8; step++)
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: x + Math.round((dx * step) / 8), y: y + Math.round((dy * step) / 8) }],
      ...at(step),
    })
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [], ...at(9) })
  await cdp.detach()
}

/**
 * On a phone of its own (390×844, touch), `viewer` opens Discover, passes until `fullName` and
 * taps the card's "more": answers the phone's page and the detail dialog. Close `page.context()`.
 */
export async function openDetailsOnPhone(browser: Browser, viewer: TestMember, fullName: string) {
  const phone = await browser.newContext({
    hasTouch: true,
    isMobile: true,
    viewport: { width: 390, height: 844 },
  })
  const page = await phone.newPage()
  await openDiscoverAs(page, viewer)
  await passUntil(page, fullName)
  await card(page)
    .getByRole('button', { name: `More about ${fullName}` })
    .tap()
  const details = page.getByRole('dialog', { name: fullName })
  await expect(details).toBeVisible()
  return { page, details }
}
