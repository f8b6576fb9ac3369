import { type Locator, type Page } from '@playwright/test'
import { expect, expectAccessible, test } from './fixtures.ts'
import { card, cardName, fingerDragCard, openDiscoverAs, passUntil } from './deck.ts'
import { like, signUpMember, type TestMember } from './members.ts'
import { openDeckOnPhotographedMember } from './photos.ts'

/**
 * The photo-first swipe card (issue 14): the member's approved photos, tapped through; a drag that
 * starts on the photo swipes with a finger and with a mouse; the detail view one tap or swipe up
 * away; the deck fits a phone's screen.
 */

/** A woman with three approved photos on top of a man's deck, his Discover open. */
const openOnPhotographedMember = (page: Page) => openDeckOnPhotographedMember(page, [0, 1, 2])

const cardPhoto = (page: Page, name: string) => card(page).getByRole('img', { name })

async function expectLoaded(image: Locator, file: string) {
  await expect(image).toHaveAttribute('src', `/api/photos/${file}`)
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0)
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
}

test.describe('on a phone', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } })

  test('the card is the main photo, tapped through, and a finger drag from the photo swipes', async ({
    page,
  }) => {
    const { woman, photos, viewer } = await openOnPhotographedMember(page)

    await expectLoaded(cardPhoto(page, 'Photeini, photo 1 of 3'), `${photos[0]!.name}-card.webp`)
    await card(page).getByRole('button', { name: 'Next photo of Photeini' }).tap()
    await expectLoaded(cardPhoto(page, 'Photeini, photo 2 of 3'), `${photos[1]!.name}-card.webp`)
    await card(page).getByRole('button', { name: 'Next photo of Photeini' }).tap()
    await expect(cardPhoto(page, 'Photeini, photo 3 of 3')).toBeVisible()
    await card(page).getByRole('button', { name: 'Previous photo of Photeini' }).tap()
    await expect(cardPhoto(page, 'Photeini, photo 2 of 3')).toBeVisible()
    await expectAccessible(page)

    // The deck, its buttons included, fits between the header and the bottom navigation.
    const nav = (await page.getByRole('navigation', { name: 'Main' }).boundingBox())!
    const likeButton = page.getByRole('button', { name: `Like ${woman.fullName}` })
    const buttonBox = (await likeButton.boundingBox())!
    expect(buttonBox.y + buttonBox.height).toBeLessThanOrEqual(nav.y)
    // A toast never covers the card or its buttons.
    await page.getByRole('button', { name: `Favorite ${woman.fullName}` }).tap()
    const toast = page
      .getByRole('region', { name: /Notifications/ })
      .getByText('Added to favorites')
    await expect(toast).toBeVisible()
    const toastBox = (await toast.boundingBox())!
    expect(overlaps(toastBox, (await card(page).boundingBox())!)).toBe(false)
    expect(overlaps(toastBox, buttonBox)).toBe(false)

    // A drag that starts on the photo's tap zone swipes, and is not a tap.
    await fingerDragCard(page, { dx: 90, atX: 0.3, atY: 0.25 })
    await expect(card(page)).toHaveAttribute('data-offset', '0')
    await expect(cardName(page)).toHaveText(woman.fullName)
    await expect(cardPhoto(page, 'Photeini, photo 2 of 3')).toBeVisible()
    await fingerDragCard(page, { dx: 200, atX: 0.3, atY: 0.25 })
    await expect(cardName(page)).not.toHaveText(woman.fullName)
    await expect
      .poll(async () => (await like(page.request, viewer.id, woman.id)).body.message)
      .toBe('Already liked this user')
  })

  test('a flick, a short fast drag, commits; the same distance dragged slowly snaps back', async ({
    page,
  }) => {
    const { woman, viewer } = await openOnPhotographedMember(page)

    // 100 px is under the 150 px threshold: slowly (12.5 px every 200 ms) it snaps back.
    await fingerDragCard(page, { dx: 100, stepMs: 200 })
    await expect(card(page)).toHaveAttribute('data-offset', '0')
    await expect(cardName(page)).toHaveText(woman.fullName)
    // The same 100 px in 80 ms (1.25 px/ms) is a flick to the right: a like.
    await fingerDragCard(page, { dx: 100, stepMs: 10 })
    await expect(cardName(page)).not.toHaveText(woman.fullName)
    await expect
      .poll(async () => (await like(page.request, viewer.id, woman.id)).body.message)
      .toBe('Already liked this user')
  })

  test('swiping the card up opens every photo and the facts; Like there likes', async ({
    page,
  }) => {
    const { woman, viewer } = await openOnPhotographedMember(page)
    await fingerDragCard(page, { dy: -180, atY: 0.6 })

    const details = page.getByRole('dialog', { name: woman.fullName })
    await expect(details).toBeVisible()
    for (const position of [1, 2, 3])
      await expect(
        details.getByRole('img', { name: `Photeini, photo ${position} of 3` }),
      ).toBeAttached()
    await expect(details.getByRole('region', { name: 'Basics' })).toContainText(/Age\s*34/)
    await expectAccessible(page)
    await details.getByRole('button', { name: `Like ${woman.fullName}` }).tap()
    await expect(details).toBeHidden()
    await expect(cardName(page)).not.toHaveText(woman.fullName)
    await expect
      .poll(async () => (await like(page.request, viewer.id, woman.id)).body.message)
      .toBe('Already liked this user')
  })
})

test('with a mouse, a drag that starts on the photo swipes: under 150 px it snaps back without turning the photo, past it passes', async ({
  page,
}) => {
  const { woman } = await openOnPhotographedMember(page)
  await expect(cardPhoto(page, 'Photeini, photo 1 of 3')).toBeVisible()
  const mouseDrag = async (dx: number) => {
    const box = (await card(page).boundingBox())!
    // On the photo's "next" tap zone: the drag must not start a native image drag or a tap.
    const x = box.x + box.width * 0.75
    const y = box.y + box.height * 0.3
    await page.mouse.move(x, y)
    await page.mouse.down()
    await page.mouse.move(x + dx / 2, y + 5, { steps: 5 })
    await page.mouse.move(x + dx, y + 10, { steps: 5 })
    await page.mouse.up()
  }
  await mouseDrag(-120)
  await expect(card(page)).toHaveAttribute('data-offset', '0')
  await expect(cardName(page)).toHaveText(woman.fullName)
  await expect(cardPhoto(page, 'Photeini, photo 1 of 3')).toBeVisible()

  await mouseDrag(-220)
  await expect(cardName(page)).not.toHaveText(woman.fullName)
  await expect(
    page.getByRole('region', { name: /Notifications/ }).getByText('Passed'),
  ).toBeVisible()
})

test('a member without photos shows on the deck as a generated picture, not initials, and with the keyboard opens the full profile', async ({
  page,
}) => {
  const plain: TestMember = await signUpMember('Irini', 'female', 'male')
  const viewer = await signUpMember('Markos', 'male', 'female')
  await openDiscoverAs(page, viewer)
  await passUntil(page, plain.fullName)
  await expect(card(page).getByRole('img', { name: /photo/i })).toHaveCount(0)
  // A generated portrait, not initials.
  await expect(card(page).locator('.member-picture-generated svg')).toBeVisible()
  await expect(card(page).locator('.card-photo')).not.toContainText('I')
  await card(page).focus()
  await page.keyboard.press('Enter')
  const details = page.getByRole('dialog', { name: plain.fullName })
  await expect(details).toBeVisible()
  // The whole profile is taller than the screen; its buttons stay in reach at the foot.
  await expect(details.getByRole('button', { name: `Like ${plain.fullName}` })).toBeInViewport()
  await page.keyboard.press('Escape')
  await expect(details).toBeHidden()
  await expect(card(page)).toBeFocused()
})
