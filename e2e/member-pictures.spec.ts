import { type Browser, type Locator, type Page, type TestInfo } from '@playwright/test'
import { DEMO, expect, expectAccessible, signIn, test } from './fixtures.ts'
import { openFreshDeck } from './deck.ts'
import { like, signUpMember, upgradeTo, type TestMember } from './members.ts'

/**
 * Pictures wherever a member appears (MemberPicture, MemberFace): demo members' photos on
 * Matches, Favorites, Likes you, the conversation list and the chat header; a member without a
 * photo gets a generated picture, never a letter; the match celebration shows both members.
 * Each screen is saved as a screenshot in light and dark (test-results/, not committed).
 */
test.use({ viewport: { width: 390, height: 844 } })

/** Every image is a photo file of that size, and has loaded (the bytes arrived and decode). */
async function expectLoadedPhotos(images: Locator, size: 'thumb' | 'card') {
  await expect(images.first()).toBeVisible()
  const count = await images.count()
  for (let index = 0; index < count; index++) {
    const image = images.nth(index)
    await expect(image).toHaveAttribute(
      'src',
      new RegExp(`^/api/photos/\\d+-[0-9a-f-]+-${size}\\.webp$`),
    )
    await expect
      .poll(
        () => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)),
        {
          timeout: 15_000,
        },
      )
      .toBeGreaterThan(0)
  }
  return count
}

/** A generated picture: the silhouette drawing, no image and no letter. */
async function expectGeneratedPicture(picture: Locator) {
  await expect(picture).toHaveClass(/member-picture-generated/)
  await expect(picture.locator('svg')).toBeVisible()
  await expect(picture.locator('img')).toHaveCount(0)
  expect(await picture.textContent()).toBe('')
}

async function screenshots(page: Page, testInfo: TestInfo, name: string) {
  for (const theme of ['light', 'dark']) {
    await page.evaluate((value) => (document.documentElement.dataset.theme = value), theme)
    await page.screenshot({ path: testInfo.outputPath(`${name}-${theme}.png`) })
  }
  await page.evaluate(() => (document.documentElement.dataset.theme = 'light'))
}

/** A page of its own (its own device) signed in as `member`. */
async function pageOf(browser: Browser, member: TestMember) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  await signIn(page, member.email, member.password)
  return page
}

test('demo members’ photos on Matches, Favorites, the conversations and the chat header', async ({
  page,
}, testInfo) => {
  await signIn(page)

  // The seeded matches have photos; a match another test made may have none.
  const matches = (await (await page.request.get(`/api/users/${DEMO.id}/matches`)).json()) as {
    user: { id: number; photos: unknown[] }
  }[]
  const pictured = matches.filter((match) => match.user.photos.length > 0)
  expect(pictured.length).toBeGreaterThanOrEqual(5)

  await page.goto('/matches')
  const matchTiles = page.getByRole('listitem').filter({ hasText: 'Matched on' })
  await expect(matchTiles).toHaveCount(matches.length)
  expect(await expectLoadedPhotos(matchTiles.locator('img'), 'card')).toBe(pictured.length)
  await expectAccessible(page)
  await screenshots(page, testInfo, 'matches')

  const favoriteIds = pictured.slice(0, 2).map((match) => match.user.id)
  await page.evaluate((ids) => localStorage.setItem('favorites', JSON.stringify(ids)), favoriteIds)
  await page.goto('/favorites')
  await expect(page.getByRole('button', { name: /^View profile of / })).toHaveCount(2)
  expect(await expectLoadedPhotos(page.locator('.member-tiles img'), 'card')).toBe(2)
  await expectAccessible(page)
  await screenshots(page, testInfo, 'favorites')

  await page.goto('/messages')
  const conversations = page.locator('.conversation-item')
  await expect(conversations.first()).toBeVisible()
  // The three seeded conversations at least (other tests may add some with members without photos).
  expect(await expectLoadedPhotos(conversations.locator('img'), 'thumb')).toBeGreaterThanOrEqual(3)
  await expectAccessible(page)
  await screenshots(page, testInfo, 'messages')

  await conversations
    .filter({ has: page.locator('img') })
    .first()
    .click()
  await expectLoadedPhotos(page.locator('.chat-header img'), 'thumb')
  await expectAccessible(page)
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.locator('.chat-messages').evaluate((list) => (list.scrollTop = 0))
  await screenshots(page, testInfo, 'chat')
})

test('a member whose photo is under review has a generated picture for others; the celebration shows both members', async ({
  page,
  browser,
}, testInfo) => {
  const man = await signUpMember('Dimitri')
  expect((await like(man.api, man.id, DEMO.id)).status).toBe(200)
  await signIn(page)
  await openFreshDeck(page)
  await page.getByRole('button', { name: 'List', exact: true }).click()
  await page.getByRole('button', { name: `View profile of ${man.fullName}` }).click()
  await page
    .getByRole('dialog', { name: man.fullName })
    .getByRole('button', { name: `Like ${man.fullName}` })
    .click()

  const overlay = page.getByRole('alertdialog', { name: "It's a Match!" })
  await expect(overlay).toBeVisible()
  const pictures = overlay.locator('.match-picture')
  await expect(pictures).toHaveCount(2)
  await expectLoadedPhotos(pictures.first().locator('img'), 'card') // the demo member's own
  await expectGeneratedPicture(pictures.nth(1)) // Dimitri has none approved yet
  await screenshots(page, testInfo, 'match-celebration')
  await expectAccessible(page)
  await expect(overlay).toHaveCount(0) // it hides itself after 3 seconds

  await page.goto('/matches')
  const tile = page.getByRole('listitem').filter({ hasText: man.fullName })
  await expectGeneratedPicture(tile.locator('.member-picture'))

  // Blocks hide photos: the Safety Center lists him with the generated picture.
  const blocked = await page.request.post('/api/blocks', { data: { blockedUserId: man.id } })
  expect(blocked.ok()).toBe(true)
  await page.goto('/safety')
  const item = page.getByRole('listitem').filter({ hasText: man.fullName })
  await expectGeneratedPicture(item.locator('.member-picture'))
  await expectAccessible(page)
  await screenshots(page, testInfo, 'safety')

  // His own profile: his photo, under review, which only he sees (the deck's minimum, issue #35,
  // needs a photo; one under review counts).
  const his = await pageOf(browser, man)
  await his.goto('/profile')
  await expect(his.locator('.profile-header .member-picture img')).toBeVisible()
  await screenshots(his, testInfo, 'profile-photo-under-review')
})

test('Likes you shows who liked a Premium member as photo tiles', async ({
  page,
  browser,
}, testInfo) => {
  const man = await signUpMember('Nikolaos')
  await upgradeTo(man, 'premium')
  await signIn(page)
  expect((await like(page.request, DEMO.id, man.id)).body.isMatch).toBe(false)

  const his = await pageOf(browser, man)
  await his.goto('/matches')
  const likesYou = his.getByRole('region', { name: 'Likes you' })
  const tile = likesYou.getByRole('listitem').filter({ hasText: 'Sophia, 29' })
  await expect(tile.getByRole('button', { name: 'Like Sophia back' })).toBeVisible()
  await expectLoadedPhotos(tile.locator('img'), 'card')
  await expectAccessible(his)
  await screenshots(his, testInfo, 'likes-you')
})
