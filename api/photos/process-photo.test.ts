import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { decode } from 'blurhash'
import { testImage, testJpeg } from '../testing/photos.ts'
import { processPhoto } from './process-photo.ts'

async function processed(bytes: Uint8Array) {
  const outcome = await processPhoto(bytes)
  if (outcome.kind !== 'processed') throw new Error(`expected processed, got ${outcome.kind}`)
  return outcome.photo
}

describe('processPhoto', () => {
  it('writes WebP thumbnail, card and full sizes of the picture', async () => {
    const photo = await processed(await testJpeg({ width: 2000, height: 3000 }))
    const sizes = await Promise.all(
      (['thumb', 'card', 'full'] as const).map(async (size) => {
        const { format, width, height } = await sharp(photo.files[size]).metadata()
        return [size, format, width, height]
      }),
    )
    expect(sizes).toEqual([
      ['thumb', 'webp', 240, 240],
      ['card', 'webp', 720, 1080],
      ['full', 'webp', 960, 1440],
    ])
    expect([photo.width, photo.height]).toEqual([960, 1440])
  })

  it('never makes a small photo larger', async () => {
    const photo = await processed(await testImage('png', 400, 500))
    expect((await sharp(photo.files.full).metadata()).width).toBe(400)
    expect((await sharp(photo.files.card).metadata()).width).toBe(400)
  })

  it('strips every piece of metadata: the GPS position and the camera never reach a file', async () => {
    const original = await testJpeg({ gps: true })
    const exif = (await sharp(original).metadata()).exif
    expect(exif?.includes('Secret Model 9')).toBe(true)
    const photo = await processed(original)
    for (const file of Object.values(photo.files)) {
      const metadata = await sharp(file).metadata()
      expect(metadata.exif).toBeUndefined()
      expect(metadata.xmp).toBeUndefined()
      expect(metadata.iptc).toBeUndefined()
      expect(file.includes('Secret Model 9')).toBe(false)
      expect(file.includes('PhoneCam')).toBe(false)
    }
  })

  it('applies the EXIF orientation: a portrait shot stored sideways comes out upright', async () => {
    // Stored 1000×800 with orientation 6 (turn 90° clockwise to show): shown 800×1000.
    const photo = await processed(await testJpeg({ width: 1000, height: 800, orientation: 6 }))
    expect([photo.width, photo.height]).toEqual([800, 1000])
    expect((await sharp(photo.files.full).metadata()).orientation).toBeUndefined()
  })

  it('makes a BlurHash placeholder that decodes to a picture', async () => {
    const photo = await processed(await testImage('webp'))
    expect(photo.placeholder.length).toBeLessThan(60)
    expect(decode(photo.placeholder, 8, 8)).toHaveLength(8 * 8 * 4)
  })

  it('refuses a photo under 320 pixels on a side', async () => {
    expect(await processPhoto(await testJpeg({ width: 1000, height: 319 }))).toEqual({
      kind: 'too-small',
    })
  })

  it('refuses bytes that are not a readable image, and a truncated one', async () => {
    const jpeg = await testJpeg()
    expect(await processPhoto(new TextEncoder().encode('not an image'))).toEqual({
      kind: 'unreadable',
    })
    expect(await processPhoto(jpeg.subarray(0, jpeg.length / 2))).toEqual({ kind: 'unreadable' })
  })
})
