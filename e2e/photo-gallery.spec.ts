import { type Page } from '@playwright/test'
import { expect, expectAccessible, test } from './fixtures.ts'
import { signUpThroughScreen } from './new-member.ts'
import { addPhotos, photoTiles, reviewPhotos, serverGallery } from './photos.ts'

/** The member's gallery on /profile (issue #14): a phone's screen. */
test.use({ viewport: { width: 390, height: 844 } })

/** The statuses of the uploads the server answered from now on (POST /api/profile/photos). */
function uploadAnswers(page: Page) {
  const statuses: number[] = []
  page.context().on('response', (answer) => {
    const sent = answer.request()
    if (sent.method() === 'POST' && new URL(sent.url()).pathname === '/api/profile/photos')
      statuses.push(answer.status())
  })
  return statuses
}

async function drag(page: Page, from: number, to: number) {
  const source = (await photoTiles(page).nth(from).boundingBox())!
  const target = (await photoTiles(page).nth(to).boundingBox())!
  await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2)
  await page.mouse.down()
  await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 12 })
  await page.mouse.up()
}

test('a member adds three photos, reorders them by dragging and by keyboard, sees their review, and removes one', async ({
  page,
}) => {
  const id = await signUpThroughScreen(page, {
    emailPrefix: 'gallery',
    firstName: 'Photini',
    lastName: 'Lambrou',
    age: 31,
    gender: 'female',
  })

  // Settings' "Profile Photos – Edit" leads to the gallery, with focus on its first control.
  await page.goto('/settings')
  await page.getByRole('link', { name: 'Edit profile photos' }).click()
  await expect(page).toHaveURL(/\/profile$/)
  const add = page.getByRole('button', { name: 'Add a photo' })
  await expect(add).toBeFocused()
  await expect(page.getByText('0 of 6')).toBeVisible()
  await expect(page.getByText('Add at least one photo')).toBeVisible()
  await expectAccessible(page)

  // Three at once from the file chooser, made small on the device, uploaded in order.
  await addPhotos(page, [0, 1, 2])
  const added = await serverGallery(page, 3)
  await expect(page.getByText('3 of 6')).toBeVisible()
  await expect(photoTiles(page)).toHaveCount(3)
  await expect(photoTiles(page).first()).toHaveAccessibleName(
    'Photo 1 of 3, main photo, under review',
  )
  await expect(page.getByRole('listitem').getByText('Under review')).toHaveCount(3)
  // The main photo's square thumbnail is the avatar; the device sent at most 1080 px a side.
  const avatar = page.getByRole('img', { name: 'Your profile photo' })
  await expect(avatar).toHaveAttribute('src', `/api/photos/${added[0]!.name}-thumb.webp`)
  await expect(avatar).toHaveJSProperty('naturalWidth', 240)
  expect(added[0]!.name).toMatch(new RegExp(`^${id}-`))
  expect(added.map((photo) => [photo.width, photo.height])).toEqual([
    [600, 800],
    [1080, 720],
    [640, 640],
  ])
  const full = await page.request.get(`/api/photos/${added[1]!.name}-full.webp`)
  expect(full.headers()['content-type']).toBe('image/webp')
  await expectAccessible(page)
  const [a, b, c] = added.map((photo) => photo.id)

  // Drag with the mouse: the third becomes the main photo.
  await drag(page, 2, 0)
  await expect.poll(async () => (await serverGallery(page, 3)).map((p) => p.id)).toEqual([c, a, b])
  await expect(photoTiles(page).first()).toHaveAccessibleName(/^Photo 1 of 3, main photo/)

  // With the keyboard: the arrow keys move the focused photo, focus follows it, and it is announced.
  await photoTiles(page).first().focus()
  await page.keyboard.press('ArrowRight')
  await expect.poll(async () => (await serverGallery(page, 3)).map((p) => p.id)).toEqual([a, c, b])
  await expect(page.getByText('Photo moved to position 2 of 3.')).toBeAttached()
  await expect(photoTiles(page).nth(1)).toBeFocused()
  await page.keyboard.press('End')
  await expect.poll(async () => (await serverGallery(page, 3)).map((p) => p.id)).toEqual([a, b, c])

  // A photo's options: make the last one main again, from a dialog.
  await photoTiles(page).nth(2).click()
  const options = page.getByRole('dialog', { name: 'Photo 3 of 3' })
  await expect(options).toBeVisible()
  await expectAccessible(page)
  await options.getByRole('button', { name: 'Make main photo' }).click()
  await expect.poll(async () => (await serverGallery(page, 3)).map((p) => p.id)).toEqual([c, a, b])

  // The moderators approve one and reject another: the member sees both outcomes.
  const photos = await serverGallery(page, 3)
  await reviewPhotos([
    { id: c!, revision: photos[0]!.revision, decision: 'approve' },
    {
      id: b!,
      revision: photos[2]!.revision,
      decision: 'reject',
      reason: 'Your face must be visible.',
    },
  ])
  await page.reload()
  await expect(photoTiles(page).nth(0)).toHaveAccessibleName('Photo 1 of 3, main photo')
  await expect(photoTiles(page).nth(1)).toHaveAccessibleName('Photo 2 of 3, under review')
  await expect(photoTiles(page).nth(2)).toHaveAccessibleName('Photo 3 of 3, not approved')
  await expect(page.getByText('Photo 3: Not approved: Your face must be visible.')).toBeVisible()
  await expectAccessible(page)

  // Removing asks first; the photos after it move up, and focus stays in the gallery.
  await page.getByRole('button', { name: 'Remove photo 3' }).click()
  const confirm = page.getByRole('dialog', { name: 'Remove this photo?' })
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(photoTiles(page)).toHaveCount(3)
  await page.getByRole('button', { name: 'Remove photo 3' }).click()
  await confirm.getByRole('button', { name: 'Remove photo' }).click()
  await expect(photoTiles(page)).toHaveCount(2)
  await expect(page.getByText('2 of 6')).toBeVisible()
  expect((await serverGallery(page, 2)).map((p) => p.id)).toEqual([c, a])
  await expect(page.getByText(/Not approved/)).toHaveCount(0)
  await expect(photoTiles(page).nth(1)).toBeFocused()
  await expectAccessible(page)
})

test('offline, added photos wait on their tiles and upload once, in order, after reconnecting; a reorder made offline lands once', async ({
  page,
  context,
}) => {
  await signUpThroughScreen(page, {
    emailPrefix: 'gallery-offline',
    firstName: 'Irini',
    lastName: 'Doukas',
    age: 29,
    gender: 'female',
  })
  await page.goto('/profile')
  await addPhotos(page, [0, 1])
  const [first, second] = (await serverGallery(page, 2)).map((photo) => photo.id)
  // The service worker installed on this first visit controls the page from its next load.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  await page.reload()
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true)
  const uploads = uploadAnswers(page)

  await context.setOffline(true)
  await addPhotos(page, [2])
  await addPhotos(page, [1])
  await expect(photoTiles(page)).toHaveCount(4)
  await expect(page.getByText('4 of 6')).toBeVisible()
  await expect(page.getByText('Waiting for a connection')).toHaveCount(2)
  await expect(photoTiles(page).nth(2)).toHaveAccessibleName('Photo 3 of 4, waiting to upload')
  // The second photo becomes the main one, on the device at once.
  await photoTiles(page).nth(1).focus()
  await page.keyboard.press('ArrowLeft')
  await expect(photoTiles(page).first()).toHaveAccessibleName(/^Photo 1 of 4, main photo/)
  await expectAccessible(page)

  // Still offline after a reload: the photos waiting are kept on the device.
  await page.reload()
  await expect(page.getByText('Waiting for a connection')).toHaveCount(2)
  await expect(photoTiles(page)).toHaveCount(4)

  await context.setOffline(false)
  // The uploads drain before the reorder queued after them, so wait for the order too.
  let landed = await serverGallery(page, 4)
  await expect
    .poll(async () => {
      landed = await serverGallery(page, 4)
      return landed.map((photo) => photo.id).slice(0, 2)
    })
    .toEqual([second, first])
  await expect(page.getByText('Waiting for a connection')).toHaveCount(0)
  await expect(page.getByRole('listitem').getByText('Under review')).toHaveCount(4)
  // Each upload landed once, the one added first first.
  const [third, fourth] = landed.slice(2)
  expect(third!.id).toBeLessThan(fourth!.id)
  expect([third!.width, fourth!.width]).toEqual([640, 1080])
  expect(uploads).toEqual([201, 201])
  // Another reason to drain (returning to the app) sends nothing more.
  await page.reload()
  await expect(photoTiles(page)).toHaveCount(4)
  expect(uploads).toEqual([201, 201])
  expect(await serverGallery(page, 4)).toHaveLength(4)
})

test('a file that is not a photo is refused on the device, before anything is queued', async ({
  page,
}) => {
  await signUpThroughScreen(page, {
    emailPrefix: 'gallery-refused',
    firstName: 'Eleni',
    lastName: 'Stavrou',
    age: 33,
    gender: 'female',
  })
  await page.goto('/profile')
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Add a photo' }).click()
  await (
    await chooser
  ).setFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') })
  await expect(page.getByRole('alert')).toHaveText(
    'This file could not be read as a photo. Choose a JPEG, PNG or WebP photo.',
  )
  await expect(photoTiles(page)).toHaveCount(0)
  await expect(page.getByText('0 of 6')).toBeVisible()
})
