import { describe, expect, it } from 'vitest'
import { SWIPE_THRESHOLD_PX, swipeOutcome, swipeTilt } from './swipe.ts'

describe('swipe thresholds (spec §9: commit past 150 px, tilt offset / 10)', () => {
  it('likes past 150 px right and passes past 150 px left', () => {
    expect(swipeOutcome(151)).toBe('like')
    expect(swipeOutcome(400)).toBe('like')
    expect(swipeOutcome(-151)).toBe('pass')
  })

  it('snaps back at or under the threshold', () => {
    for (const offset of [0, 20, -20, 149, -149, SWIPE_THRESHOLD_PX, -SWIPE_THRESHOLD_PX])
      expect(swipeOutcome(offset)).toBeNull()
  })

  it('tilts by a tenth of the offset', () => {
    expect(swipeTilt(120)).toBe(12)
    expect(swipeTilt(-45)).toBe(-4.5)
  })
})
