import { randomUUID } from 'node:crypto'
import { deflateSync } from 'node:zlib'
import { expect, request, type Page } from '@playwright/test'
import type { OwnPhoto } from '#shared/schemas/photos.ts'
import { MODERATOR } from './fixtures.ts'
import { openDiscoverAs, passUntil } from './deck.ts'
import { giveFaithBasics, HOME_CITY, signUpMember, type TestMember } from './members.ts'
import { BASE_URL } from './playwright.config.ts'

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

type Rgb = readonly [number, number, number]

/**
 * A real PNG, `width` × `height` (RGB, no filter), made here rather than stored: a diagonal blend
 * from one colour to another with a light disc (a "face") in the upper middle, so photos differ
 * and their BlurHash shows a shape.
 */
export function photoPng(width: number, height: number, from: Rgb, to: Rgb): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8 bits, RGB, deflate, no filter method, no interlace
  const rows: Buffer[] = []
  const cx = width / 2
  const cy = height * 0.38
  const radius = Math.min(width, height) * 0.22
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3)
    for (let x = 0; x < width; x++) {
      const mix = (x / width + y / height) / 2
      const inside = Math.hypot(x - cx, y - cy) < radius
      for (let c = 0; c < 3; c++) {
        const blended = from[c]! + (to[c]! - from[c]!) * mix
        row[1 + x * 3 + c] = inside ? Math.min(255, blended + 90) : blended
      }
    }
    rows.push(row)
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** Three different photos, portrait and landscape, large enough for the server (320 px). */
export const SAMPLE_PHOTOS = [
  { name: 'vespers.png', from: [122, 30, 50], to: [200, 150, 70], size: [600, 800] },
  // Larger than the device sends: made 1080 × 720 before it leaves (downscale-photo.ts).
  { name: 'pascha.png', from: [30, 70, 120], to: [190, 210, 230], size: [1620, 1080] },
  { name: 'monastery.png', from: [40, 100, 60], to: [220, 200, 120], size: [640, 640] },
] as const

export const samplePhotoFile = (index: number) => {
  const sample = SAMPLE_PHOTOS[index % SAMPLE_PHOTOS.length]!
  return {
    name: sample.name,
    mimeType: 'image/png',
    buffer: photoPng(sample.size[0], sample.size[1], sample.from, sample.to),
  }
}

/** Adds photos through the gallery's "Add a photo" tile and its file chooser. */
export async function addPhotos(page: Page, indexes: number[]) {
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Add a photo' }).click()
  await (await chooser).setFiles(indexes.map(samplePhotoFile))
}

/** The gallery's photo tiles (buttons named "Photo N of M, …"), in their order on the screen. */
export const photoTiles = (page: Page) =>
  page.getByRole('list').getByRole('button', { name: /^Photo \d of \d/ })

/** Waits until the server's gallery has `count` photos; returns them in order. */
export async function serverGallery(page: Page, count: number) {
  let photos: OwnPhoto[] = []
  await expect
    .poll(async () => {
      const answer = await page.request.get('/api/profile/photos')
      photos = ((await answer.json()) as { photos: typeof photos }).photos
      return photos.length
    })
    .toBe(count)
  return photos
}

/** A moderator, on another device, approves or rejects photos through the API. */
export async function reviewPhotos(
  decisions: { id: number; revision: number; decision: 'approve' | 'reject'; reason?: string }[],
) {
  const moderator = await request.newContext({
    baseURL: BASE_URL,
    extraHTTPHeaders: { origin: BASE_URL },
  })
  const login = await moderator.post('/api/auth/login', { data: MODERATOR })
  expect(login.ok(), await login.text()).toBe(true)
  for (const { id, ...decision } of decisions) {
    const answer = await moderator.post(`/api/moderation/photos/${id}/review`, { data: decision })
    expect(answer.ok(), await answer.text()).toBe(true)
  }
  await moderator.dispose()
}

/**
 * Gives `member` these sample photos through the API, in order, each approved by the moderator:
 * the shortest way to a member whose photos others see.
 */
export async function giveApprovedPhotos(member: TestMember, indexes: number[]) {
  for (const index of indexes) {
    const answer = await member.api.post('/api/profile/photos', {
      multipart: { photo: samplePhotoFile(index), clientId: randomUUID() },
    })
    expect(answer.status(), await answer.text()).toBe(201)
  }
  const { photos } = (await (await member.api.get('/api/profile/photos')).json()) as {
    photos: OwnPhoto[]
  }
  await reviewPhotos(
    photos.map(({ id, revision }) => ({ id, revision, decision: 'approve' as const })),
  )
  return photos
}

/**
 * Opens Discover as a new man whose top card is a new woman with approved photos (the sample
 * photos at `photoIndexes`; a deck of its own: the demo member's deck changes as other tests
 * decide on it). Answers both members and her photos.
 */
export async function openDeckOnPhotographedMember(page: Page, photoIndexes: number[] = [0]) {
  // Her photos are these alone: the deck's minimum is her faith and these photos.
  const woman = await signUpMember('Photeini', 'female', 'male', 34, HOME_CITY, false)
  await giveFaithBasics(woman.api)
  const photos = await giveApprovedPhotos(woman, photoIndexes)
  const viewer = await signUpMember('Vasilis', 'male', 'female')
  await openDiscoverAs(page, viewer)
  await passUntil(page, woman.fullName)
  return { woman, photos, viewer }
}
