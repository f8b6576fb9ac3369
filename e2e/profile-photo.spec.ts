import { deflateSync } from 'node:zlib'
import { expect, test } from '@playwright/test'
import { expectAccessible } from './fixtures.ts'
import { signUpThroughScreen } from './new-member.ts'

/** The CRC-32 of PNG chunks (ISO 3309). */
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff
  for (const byte of bytes) {
    crc ^= byte
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1
  }
  return (crc ^ 0xffffffff) >>> 0
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** A real PNG of one colour, `width` × `height` (RGB, no filter), made here rather than stored. */
function solidPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8 bits, RGB, deflate, no filter method, no interlace
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.alloc(width * 3).fill(Buffer.from([r, g, b])),
  ])
  const pixels = Buffer.concat(Array.from({ length: height }, () => row))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

test('a member uploads a photo, made small on the device, and sees it as their avatar after a reload', async ({
  page,
}) => {
  const id = await signUpThroughScreen(page, {
    emailPrefix: 'photo',
    firstName: 'Photini',
    lastName: 'Lambrou',
    age: 31,
    gender: 'female',
  })

  // Settings' "Profile Photos – Edit" leads to /profile with focus on "Change photo".
  await page.goto('/settings')
  await page.getByRole('link', { name: 'Edit profile photos' }).click()
  await expect(page).toHaveURL(/\/profile$/)
  const change = page.getByRole('button', { name: 'Change photo' })
  await expect(change).toBeFocused()
  await expect(page.getByRole('img', { name: 'Your profile photo' })).toHaveCount(0)

  await change.click()
  const dialog = page.getByRole('dialog', { name: 'Profile photo' })
  await expect(dialog).toBeVisible()
  await expectAccessible(page)

  // A 2160 × 1080 photo: sent as a 1080 × 540 JPEG.
  await dialog.getByLabel('Choose a photo').setInputFiles({
    name: 'wedding.png',
    mimeType: 'image/png',
    buffer: solidPng(2160, 1080, [122, 30, 50]),
  })
  await expect(dialog.getByRole('img', { name: 'Preview of your new photo' })).toBeVisible()
  await expectAccessible(page)
  await dialog.getByRole('button', { name: 'Save photo' }).click()
  await expect(page.getByText('Photo updated')).toBeVisible()
  await expect(dialog).toBeHidden()

  const me = (await (await page.request.get('/api/auth/user')).json()) as {
    profileImageUrl: string
    photos: { width: number; height: number; status: string }[]
  }
  // Re-encoded on the server (docs/photos.md): the avatar is the main photo's square thumbnail,
  // and the photo keeps the size the device sent, waiting for a moderator's review.
  expect(me.profileImageUrl).toMatch(new RegExp(`^/api/photos/${id}-[0-9a-f-]{36}-thumb\\.webp$`))
  expect(me.photos).toMatchObject([{ width: 1080, height: 540, status: 'pending' }])

  await page.reload()
  const avatar = page.getByRole('img', { name: 'Your profile photo' })
  await expect(avatar).toHaveAttribute('src', me.profileImageUrl)
  await expect(avatar).toHaveJSProperty('naturalWidth', 240)
  await expect(avatar).toHaveJSProperty('naturalHeight', 240)

  // Removed: the initials come back, and the photo is no longer served.
  await page.getByRole('button', { name: 'Change photo' }).click()
  await page.getByRole('button', { name: 'Remove photo' }).click()
  await expect(page.getByText('Photo removed')).toBeVisible()
  await expect(page.getByRole('img', { name: 'Your profile photo' })).toHaveCount(0)
  expect((await page.request.get(me.profileImageUrl)).status()).toBe(404)
})
