import { pair } from './chat-pair.ts'
import { CHROMIUM_ARGS, chromiumPath } from './chromium-path.ts'
import { openDiscoverAs, passUntil } from './deck.ts'
import { MODERATOR, expect, shootBothThemes, signIn, test } from './fixtures.ts'
import { HOME_CITY, giveFaithBasics, signUpMember } from './members.ts'
import { giveApprovedPhotos } from './photos.ts'

/**
 * Photo verification end to end (issue #36, docs/safety.md): a member copies the pose in a selfie
 * taken with Chromium's fake camera, a moderator approves it, and the "Photo verified" badge shows
 * on her card in another member's deck.
 */

const PHONE = { width: 390, height: 844 }
test.use({
  viewport: PHONE,
  launchOptions: {
    executablePath: chromiumPath() ?? undefined,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
  },
})
test.describe.configure({ timeout: 120_000 })

test('a selfie from the camera, approved by a moderator, puts the badge on her card', async ({
  page,
  browser,
}, testInfo) => {
  const woman = await signUpMember('Photeini', 'female', 'male', 34, HOME_CITY, false)
  await giveFaithBasics(woman.api)
  await giveApprovedPhotos(woman, [0])

  await signIn(page, woman.email, woman.password)
  await page.goto('/profile')
  await page.getByRole('link', { name: 'Verify your photo' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your photo' })).toBeVisible()
  await page.getByRole('button', { name: 'Get my pose' }).click()
  await expect(page.getByRole('heading', { name: 'Copy this pose' })).toBeVisible()
  await page.getByRole('button', { name: 'Open camera' }).click()
  const preview = page.getByLabel('Camera preview')
  await expect
    .poll(() => preview.evaluate((video: HTMLVideoElement) => video.videoWidth))
    .toBeGreaterThan(0)
  await shootBothThemes(page, testInfo, 'verification-pose')
  await page.getByRole('button', { name: 'Take selfie' }).click()
  await expect(page.getByText(/A moderator will compare your selfie/)).toBeVisible()
  await shootBothThemes(page, testInfo, 'verification-sent')

  const moderatorContext = await browser.newContext({ viewport: PHONE })
  const moderatorPage = await moderatorContext.newPage()
  await signIn(moderatorPage, MODERATOR.email, MODERATOR.password)
  await moderatorPage.goto('/moderation')
  const item = moderatorPage.getByRole('article', { name: woman.fullName })
  await expect(item.getByRole('img', { name: /^Selfie of/ })).toBeVisible()
  await shootBothThemes(moderatorPage, testInfo, 'verification-queue')
  await item
    .getByRole('button', { name: `Approve the photo verification of ${woman.fullName}` })
    .click()
  await expect(item).toHaveCount(0)
  await moderatorContext.close()
  // Her open screen heard the decision: a toast says so and the screen shows it, with no reload.
  await expect(page.getByText('Your profile now shows the Photo verified badge.')).toBeVisible()
  await expect(page.getByText(/Your photo is verified\. Members see the badge/)).toBeVisible()

  const viewerContext = await browser.newContext({ viewport: PHONE })
  const viewerPage = await viewerContext.newPage()
  const viewer = await signUpMember('Vasilis', 'male', 'female')
  await openDiscoverAs(viewerPage, viewer)
  await passUntil(viewerPage, woman.fullName)
  await expect(viewerPage.getByTestId('swipe-card').getByText('Photo verified')).toBeVisible()
  await shootBothThemes(viewerPage, testInfo, 'verified-card')
  await viewerContext.close()
})

test('a match asks to verify; the one asked sees it in the chat; her setting turns his message away', async ({
  browser,
  baseURL,
}, testInfo) => {
  const { anna, pavel } = await pair(browser, baseURL, { viewport: PHONE })
  const settings = await anna.page.request.patch(`/api/users/${anna.id}/settings`, {
    headers: { origin: baseURL! },
    data: { messagesFromPhotoVerifiedOnly: true },
  })
  expect(settings.status()).toBe(200)

  // Pavel has their chat open: the ask arrives live.
  await pavel.page.goto(`/messages?partner=${anna.id}`)
  await expect(pavel.page.getByRole('heading', { level: 1, name: 'Anna Tester' })).toBeVisible()
  const notice = pavel.page.getByRole('complementary', { name: 'Photo verification' })
  await expect(notice).toHaveCount(0)

  await anna.page.goto(`/messages?partner=${pavel.id}`)
  await anna.page.getByRole('button', { name: 'Ask to verify' }).click()
  await expect(anna.page.getByRole('status').filter({ hasText: 'Asked to verify' })).toBeVisible()
  await shootBothThemes(anna.page, testInfo, 'verify-ask-sent')

  await expect(pavel.page.getByText('Anna asked you to verify your photo')).toBeVisible()
  await expect(notice).toContainText('Anna Tester asked you to verify your photo.')

  const input = pavel.page.getByPlaceholder('Type a message...')
  await input.fill('Good evening, Anna!')
  await input.press('Enter')
  const refused = pavel.page.locator('.bubble-own').filter({ hasText: 'Good evening, Anna!' })
  await expect(refused).toHaveAttribute('data-delivery', 'failed')
  await expect(refused).toContainText('this member accepts messages only from photo-verified')
  await shootBothThemes(pavel.page, testInfo, 'verify-asked-chat')

  await notice.getByRole('link', { name: 'Verify your photo' }).click()
  await expect(
    pavel.page.getByRole('heading', { level: 1, name: 'Verify your photo' }),
  ).toBeVisible()
  await anna.context.close()
  await pavel.context.close()
})
