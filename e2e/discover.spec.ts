import { type Page } from '@playwright/test'
import { DEMO, expect, expectAccessible, shootBothThemes, signIn, test } from './fixtures.ts'
import { card, cardName, fingerDragCard, openDiscoverAs, openFreshDeck, passUntil } from './deck.ts'
import { like, signUpMember } from './members.ts'

/** Drags the top card horizontally by `dx` pixels with the mouse (pointer events). */
async function drag(page: Page, dx: number) {
  const box = (await card(page).boundingBox())!
  const x = box.x + box.width / 2
  const y = box.y + box.height / 2
  await page.mouse.move(x, y)
  await page.mouse.down()
  await page.mouse.move(x + dx / 2, y, { steps: 4 })
  await page.mouse.move(x + dx, y, { steps: 4 })
  await page.mouse.up()
}

test('swipe: a drag under 150 px snaps back, past it likes; the server holds the like', async ({
  page,
}) => {
  const man = await signUpMember('Dimitri')
  await signIn(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Find Your Match' })).toBeVisible()
  await expectAccessible(page)
  await passUntil(page, man.fullName)

  await drag(page, 120)
  await expect(cardName(page)).toHaveText(man.fullName)
  await expect(card(page)).toHaveAttribute('data-offset', '0')

  await drag(page, 220)
  await expect(cardName(page)).not.toHaveText(man.fullName)
  // Sent once the outbox drains: a new like of the same member is then refused.
  await expect
    .poll(async () => (await like(page.request, DEMO.id, man.id)).body.message)
    .toBe('Already liked this user')
})

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } })

  test('a finger drag past 150 px likes, under it snaps back', async ({ page }) => {
    const man = await signUpMember('Theodoros')
    await signIn(page)
    await passUntil(page, man.fullName)
    await fingerDragCard(page, { dx: 100 })
    await expect(cardName(page)).toHaveText(man.fullName)
    await fingerDragCard(page, { dx: 180 })
    await expect(cardName(page)).not.toHaveText(man.fullName)
    await expect
      .poll(async () => (await like(page.request, DEMO.id, man.id)).body.message)
      .toBe('Already liked this user')
  })
})

test('swipe: a drag left past 150 px passes, and the passed member does not come back', async ({
  page,
}) => {
  const man = await signUpMember('Nikolai')
  await signIn(page)
  await passUntil(page, man.fullName)
  await drag(page, -200)
  await expect(cardName(page)).not.toHaveText(man.fullName)
  await expect(
    page.getByRole('region', { name: /Notifications/ }).getByText('Passed'),
  ).toBeVisible()
  await page.reload()
  await expect(cardName(page)).toBeVisible()
  await page.getByRole('button', { name: 'List', exact: true }).click()
  await expect(page.getByRole('button', { name: `View profile of ${man.fullName}` })).toHaveCount(0)
})

test.describe('the Swipe / List switch on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`shows which view is on, the two buttons alike but for that (${colorScheme})`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme })
      await signIn(page)
      await openFreshDeck(page)
      const view = page.getByRole('group', { name: 'View' })
      const swipe = view.getByRole('button', { name: 'Swipe', exact: true })
      const list = view.getByRole('button', { name: 'List', exact: true })
      const look = (button: typeof swipe) =>
        button.evaluate((element) => {
          const style = getComputedStyle(element)
          const box = element.getBoundingClientRect()
          return { background: style.backgroundColor, top: box.top, height: box.height }
        })
      for (const [on, off] of [
        [swipe, list],
        [list, swipe],
      ] as const) {
        await on.click()
        await expect(on).toHaveAttribute('aria-pressed', 'true')
        await expect(off).toHaveAttribute('aria-pressed', 'false')
        const [chosen, other] = [await look(on), await look(off)]
        expect(chosen.background).not.toBe(other.background)
        expect(chosen.top).toBe(other.top)
        expect(chosen.height).toBe(other.height)
      }
      await expectAccessible(page)
    })
  }
})

test('list mode, the detail dialog, and a match celebration', async ({ page }) => {
  const man = await signUpMember('Stavros')
  expect((await like(man.api, man.id, DEMO.id)).status).toBe(200)
  await signIn(page)
  await openFreshDeck(page)
  await page.getByRole('button', { name: 'List', exact: true }).click()
  await page.getByRole('button', { name: `View profile of ${man.fullName}` }).click()
  const dialog = page.getByRole('dialog', { name: man.fullName })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('region', { name: 'Basics' })).toContainText(/Age\s*34/)
  await expectAccessible(page)
  await dialog.getByRole('button', { name: `Like ${man.fullName}` }).click()

  const overlay = page.getByRole('alertdialog', { name: "It's a Match!" })
  await expect(overlay).toBeVisible()
  // It hides itself after 3 s unless the pointer is on it: held while it is read and checked.
  await overlay.getByRole('heading', { name: "It's a Match!" }).hover()
  await expect(overlay.getByText(`You and ${man.firstName} have liked each other.`)).toBeVisible()
  await expectAccessible(page)
  await overlay.getByRole('button', { name: 'Continue Matching' }).click()
  await expect(overlay).toHaveCount(0)
  await expect(dialog.getByRole('button', { name: 'Liked' })).toBeDisabled()
})

test('filters: the sheet shows what the deck applies; the badge counts what is set; a Premium filter opens the upgrade prompt', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 })
  // A new member is on the free tier; at 34 her discovery range starts at 26–42.
  await openDiscoverAs(page, await signUpMember('Irini', 'female', 'male'))
  await page.getByRole('button', { name: 'Greek Orthodox' }).click()
  await expect(page.getByRole('button', { name: 'Greek Orthodox' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )

  await page.getByRole('button', { name: 'Advanced Filters' }).click()
  const sheet = page.getByRole('dialog', { name: 'Advanced Filters' })
  const compatibility = sheet.getByRole('slider', { name: /Minimum compatibility/ })
  await expect(compatibility).toHaveValue('50')
  await expect(compatibility).toHaveAttribute('aria-valuetext', 'Any')
  await expect(sheet.getByRole('group', { name: 'Age: 26 – 42' })).toBeVisible()
  await expect(sheet.getByRole('group', { name: 'Weight (lb): Any' })).toBeVisible()
  await expect(sheet.getByRole('group', { name: 'Income: Any' })).toBeVisible()
  await shootBothThemes(page, testInfo, 'filters-sheet')
  await compatibility.focus()
  for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowRight')
  await expect(compatibility).toHaveValue('80')
  await expectAccessible(page)
  await sheet.getByRole('button', { name: 'Apply Filters' }).click()
  await expect(page.getByTestId('filter-badge')).toHaveText(/1$/)
  // The deck agrees with the sheet: every card it shows matches at least 80%.
  await page.getByRole('button', { name: 'List', exact: true }).click()
  const scores = page.locator('.member-tiles').getByText(/^\d+% match$/)
  await expect(scores.first()).toBeVisible()
  for (const text of await scores.allTextContents())
    expect(parseInt(text)).toBeGreaterThanOrEqual(80)
  await page.getByRole('button', { name: 'Swipe', exact: true }).click()

  await page.getByRole('button', { name: /Advanced Filters/ }).click()
  await sheet.getByRole('combobox', { name: 'Country' }).selectOption('Greece')
  await sheet.getByRole('button', { name: 'Apply Filters' }).click()
  await expect(page.getByTestId('filter-badge')).toHaveText(/2$/)
  await expect(page.getByRole('dialog', { name: 'Premium Feature' })).toBeVisible()
})

test('liking offline queues the like and sends it exactly once on reconnect', async ({
  page,
  context,
}) => {
  const man = await signUpMember('Alexei')
  await signIn(page)
  await openFreshDeck(page)
  await page.getByRole('button', { name: 'List', exact: true }).click()
  await expect(page.getByRole('button', { name: `View profile of ${man.fullName}` })).toBeVisible()
  const usage = async () =>
    (
      (await (await page.request.get(`/api/membership/stats/${DEMO.id}`)).json()) as {
        usage: { likesToday: number }
      }
    ).usage.likesToday
  const before = await usage()

  await context.setOffline(true)
  await page.getByRole('button', { name: `View profile of ${man.fullName}` }).click()
  const dialog = page.getByRole('dialog', { name: man.fullName })
  await dialog.getByRole('button', { name: `Like ${man.fullName}` }).click()
  await expect(dialog.getByRole('button', { name: 'Sending like…' })).toBeDisabled()

  await context.setOffline(false)
  await expect(dialog.getByRole('button', { name: 'Liked' })).toBeDisabled()
  await expect.poll(usage).toBe(before + 1)
  expect((await like(page.request, DEMO.id, man.id)).body.message).toBe('Already liked this user')
  expect(await usage()).toBe(before + 1)
})

test('with no network the cached deck still opens and swipes', async ({ page, context }) => {
  await signIn(page)
  await expect(cardName(page)).toBeVisible()
  // The service worker controls the page once it has activated; then the shell is precached.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await page.reload()
  await expect(cardName(page)).toBeVisible()

  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Find Your Match' })).toBeVisible()
  const first = await cardName(page).textContent()
  await card(page).focus()
  await page.keyboard.press('ArrowLeft')
  await expect(cardName(page)).not.toHaveText(first!)
  await context.setOffline(false)
})
