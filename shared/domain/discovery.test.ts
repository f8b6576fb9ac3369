import { describe, expect, it } from 'vitest'
import { MAX_DISTANCE_ANYWHERE, widenedDistance } from './discovery.ts'

describe('widenedDistance', () => {
  it('doubles the distance on the slider, then offers anywhere past its end', () => {
    expect(widenedDistance(5)).toBe(10)
    expect(widenedDistance(50)).toBe(100)
    expect(widenedDistance(300)).toBe(500)
    expect(widenedDistance(500)).toBe(MAX_DISTANCE_ANYWHERE)
  })
})
