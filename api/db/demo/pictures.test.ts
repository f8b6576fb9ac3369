import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { decode } from 'blurhash'
import sharp from 'sharp'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { directoryPhotoStore } from '../../uploads/photo-store.ts'
import { buildDemoData } from '../demo-data.ts'
import { demoPictureStore, demoPictures } from './pictures.ts'

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'oh-demo-pictures-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const anna = { id: 12, gender: 'female', age: 34 }

describe('demo pictures', () => {
  it('gives every demo member two to four approved pictures, in order, each with a placeholder', () => {
    const data = buildDemoData({ now: new Date('2026-11-01T00:00:00Z') })
    const counts = new Map<number, number>()
    for (const photo of data.photos) counts.set(photo.userId, (counts.get(photo.userId) ?? 0) + 1)
    expect([...counts.keys()].sort((a, b) => a - b)).toEqual(data.users.map((u) => u.id))
    expect(new Set(counts.values())).toEqual(new Set([2, 3, 4]))
    for (const photo of data.photos) {
      expect(photo.status).toBe('approved')
      expect(decode(photo.placeholder, 4, 5)).toHaveLength(4 * 5 * 4)
    }
    expect(new Set(data.photos.map((p) => p.name)).size).toBe(data.photos.length)
  })

  it('draws a picture on its first read, keeps it, and serves the store’s copy after', async () => {
    const inner = directoryPhotoStore(dir)
    const store = demoPictureStore(inner)
    const [first] = demoPictures(anna, 2)
    const card = await store.read(`${first!.name}-card.webp`)
    expect(card).not.toBeNull()
    const drawn = await sharp(card!).metadata()
    expect([drawn.format, drawn.width, drawn.height]).toEqual(['webp', 720, 900])
    const thumb = await sharp((await store.read(`${first!.name}-thumb.webp`))!).metadata()
    expect([thumb.width, thumb.height]).toEqual([240, 240])
    expect(readdirSync(join(dir, 'profile-photos')).sort()).toEqual(
      ['card', 'full', 'thumb'].map((size) => `${first!.name}-${size}.webp`),
    )
    expect(await inner.read(`${first!.name}-card.webp`)).toEqual(card)
  })

  it('draws the same person in each picture, and different people for different members', async () => {
    const store = demoPictureStore(directoryPhotoStore(dir))
    const [one, two] = demoPictures(anna, 2)
    const [other] = demoPictures({ id: 13, gender: 'male', age: 61 }, 1)
    const bytes = async (name: string) => (await store.read(`${name}-thumb.webp`))!
    const [a, b, c] = [await bytes(one!.name), await bytes(two!.name), await bytes(other!.name)]
    expect(a).not.toEqual(b)
    expect(a).not.toEqual(c)
  })

  it('leaves any other missing file missing', async () => {
    const store = demoPictureStore(directoryPhotoStore(dir))
    expect(await store.read('12-00000000-0000-4000-8000-000000000000-card.webp')).toBeNull()
    expect(await store.read('passwd')).toBeNull()
  })
})
