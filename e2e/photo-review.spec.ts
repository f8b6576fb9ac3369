import { randomUUID } from 'node:crypto'
import sharp from 'sharp'
import { BASE_URL } from './playwright.config.ts'
import { expect, expectAccessible, MODERATOR, signIn, test } from './fixtures.ts'
import { HOME_CITY, signUpMember } from './members.ts'

/**
 * A new photo is seen by its owner at once and by others only once a moderator approves it on
 * /moderation (docs/photos.md "Moderation"); the owner's open profile shows the approval at once.
 */
test('a moderator approves a new photo on /moderation; then other members see it', async ({
  page,
  browser,
}) => {
  // Without the deck's minimum (issue #35), whose photo would be in the queue beside this one.
  const anna = await signUpMember('Annaphoto', 'female', 'male', 34, HOME_CITY, false)
  const basil = await signUpMember('Basilphoto', 'male', 'female')
  const picture = await sharp({
    create: { width: 900, height: 1200, channels: 3, background: { r: 180, g: 120, b: 90 } },
  })
    .jpeg()
    .toBuffer()
  const uploaded = await anna.api.post('/api/profile/photos', {
    multipart: {
      photo: { name: 'me.jpg', mimeType: 'image/jpeg', buffer: picture },
      clientId: randomUUID(),
    },
    headers: { origin: BASE_URL },
  })
  expect(uploaded.status()).toBe(201)
  const { photos } = (await uploaded.json()) as { photos: { name: string; status: string }[] }
  expect(photos).toMatchObject([{ status: 'pending' }])
  const card = `/api/photos/${photos[0]!.name}-card.webp`
  const seenBy = async () => {
    const profile = (await (await basil.api.get(`/api/users/${anna.id}`)).json()) as {
      photos: unknown[]
    }
    return { photos: profile.photos.length, file: (await basil.api.get(card)).status() }
  }
  expect(await seenBy()).toEqual({ photos: 0, file: 404 })

  // Anna has her profile open on her phone: the new photo is marked as under review.
  const annasPhone = await browser.newContext()
  const annasPage = await annasPhone.newPage()
  await signIn(annasPage, anna.email, anna.password)
  await annasPage.goto('/profile')
  await expect(annasPage.getByText('Under review')).toBeVisible()

  await signIn(page, MODERATOR.email, MODERATOR.password)
  await page.goto('/moderation')
  const queue = page.locator('section', {
    has: page.getByRole('heading', { level: 2, name: 'Photos' }),
  })
  const article = queue.getByRole('article', { name: anna.fullName })
  // The queue is oldest first: earlier tests' photos may wait ahead of hers, pages away.
  const more = queue.getByRole('button', { name: 'Show more photos' })
  await expect(async () => {
    if (await more.isVisible()) await more.click()
    await expect(article).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 60_000 })
  const image = article.getByRole('img', { name: `Photo of ${anna.fullName} awaiting review` })
  // The card size, as the deck shows it: 900 × 1200 fits 720 × 960.
  await expect(image).toHaveJSProperty('naturalWidth', 720)
  await expectAccessible(page)
  await article.getByRole('button', { name: `Approve the photo of ${anna.fullName}` }).click()
  await expect(page.getByText(`Members can now see this photo of ${anna.fullName}.`)).toBeVisible()
  await expect(article).toHaveCount(0)

  expect(await seenBy()).toEqual({ photos: 1, file: 200 })
  // The review's live event: her open profile drops the mark without a reload.
  await expect(annasPage.getByText('Under review')).toHaveCount(0)
  await expectAccessible(annasPage)
  await annasPhone.close()
})
