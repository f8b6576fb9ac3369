import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  FLICK_SPEED_PX_PER_MS,
  releaseOutcome,
  releaseSpeed,
  stampOpacity,
  SWIPE_THRESHOLD_PX,
  swipeOutcome,
  swipeTilt,
} from './swipe.ts'

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

describe('release (issue 14: flicks commit, slow short drags snap back, up opens details)', () => {
  const slow = { vx: 0, vy: 0 }

  it('commits past the threshold whatever the speed, in the direction of the drag', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: SWIPE_THRESHOLD_PX + 1, max: 2000 }),
        fc.double({ min: -5, max: 5, noNaN: true }),
        fc.integer({ min: -60, max: 60 }),
        (distance, vx, dy) => {
          expect(releaseOutcome({ dx: distance, dy, vx, vy: 0 })).toBe('like')
          expect(releaseOutcome({ dx: -distance, dy, vx, vy: 0 })).toBe('pass')
        },
      ),
    )
  })

  it('snaps back when slow and under the threshold', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -SWIPE_THRESHOLD_PX, max: SWIPE_THRESHOLD_PX }),
        fc.double({
          min: -FLICK_SPEED_PX_PER_MS + 0.01,
          max: FLICK_SPEED_PX_PER_MS - 0.01,
          noNaN: true,
        }),
        (dx, vx) => {
          expect(releaseOutcome({ dx, dy: 0, vx, vy: 0 })).toBeNull()
        },
      ),
    )
  })

  it('a fast short drag (flick) commits, but not against its own direction or under 40 px', () => {
    expect(releaseOutcome({ dx: 60, dy: 0, vx: 1.2, vy: 0 })).toBe('like')
    expect(releaseOutcome({ dx: -60, dy: 5, vx: -0.9, vy: 0 })).toBe('pass')
    expect(releaseOutcome({ dx: 60, dy: 0, vx: -1.2, vy: 0 })).toBeNull()
    expect(releaseOutcome({ dx: 30, dy: 0, vx: 2, vy: 0 })).toBeNull()
  })

  it('up, more than sideways, past 100 px or flicked, opens the details', () => {
    expect(releaseOutcome({ dx: 10, dy: -120, ...slow })).toBe('details')
    expect(releaseOutcome({ dx: 0, dy: -50, vx: 0, vy: -1 })).toBe('details')
    expect(releaseOutcome({ dx: 0, dy: -50, ...slow })).toBeNull()
    expect(releaseOutcome({ dx: 80, dy: -120, ...slow })).toBeNull()
    expect(releaseOutcome({ dx: 0, dy: 200, ...slow })).toBeNull()
  })

  it('the stamp shows in proportion to the offset, fully at the threshold', () => {
    expect(stampOpacity(0)).toBe(0)
    expect(stampOpacity(-75)).toBe(0.5)
    expect(stampOpacity(400)).toBe(1)
  })
})

describe('release speed', () => {
  it('is measured over the last 100 ms only', () => {
    const samples = [
      { x: 0, y: 0, t: 0 },
      { x: 10, y: 0, t: 500 },
      { x: 30, y: -10, t: 560 },
      { x: 90, y: -20, t: 600 },
    ]
    expect(releaseSpeed(samples)).toEqual({ vx: 80 / 100, vy: -20 / 100 })
  })

  it('is zero without movement in time', () => {
    expect(releaseSpeed([])).toEqual({ vx: 0, vy: 0 })
    expect(releaseSpeed([{ x: 5, y: 5, t: 10 }])).toEqual({ vx: 0, vy: 0 })
  })
})
