import { encode } from 'blurhash'
import { describe, expect, it } from 'vitest'
import { blurhashAverage } from './blurhash-average.ts'

/** A BlurHash of a 4×5 image of one colour. */
function hashOf([r, g, b]: [number, number, number]) {
  const pixels = new Uint8ClampedArray(4 * 5 * 4)
  for (let i = 0; i < pixels.length; i += 4) pixels.set([r, g, b, 255], i)
  return encode(pixels, 4, 5, 4, 5)
}

describe('blurhashAverage', () => {
  it('reads the colour a BlurHash was made of', () => {
    expect(blurhashAverage(hashOf([0x7a, 0x1f, 0x2b]))).toBe('#7a1f2b')
    expect(blurhashAverage(hashOf([0xc8, 0xa2, 0x4a]))).toBe('#c8a24a')
  })

  it('answers null for what is not a BlurHash', () => {
    expect(blurhashAverage('')).toBeNull()
    expect(blurhashAverage('L0"bad')).toBeNull()
    expect(blurhashAverage('L0~~~~')).toBeNull()
  })
})
