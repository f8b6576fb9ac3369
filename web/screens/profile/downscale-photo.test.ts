import { describe, expect, it } from 'vitest'
import { scaledSize } from './downscale-photo.ts'

describe('scaledSize', () => {
  it('scales the long side down to 1080 px, keeping the proportions', () => {
    expect(scaledSize(4032, 3024)).toEqual({ width: 1080, height: 810 })
    expect(scaledSize(3024, 4032)).toEqual({ width: 810, height: 1080 })
    expect(scaledSize(2000, 2000)).toEqual({ width: 1080, height: 1080 })
  })

  it('leaves a photo that already fits as it is, and never goes below 1 px', () => {
    expect(scaledSize(800, 600)).toEqual({ width: 800, height: 600 })
    expect(scaledSize(1080, 200)).toEqual({ width: 1080, height: 200 })
    expect(scaledSize(10000, 1)).toEqual({ width: 1080, height: 1 })
  })
})
