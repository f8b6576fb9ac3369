import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  choosePose,
  isVerificationPose,
  VERIFICATION_POSE_INSTRUCTIONS,
  VERIFICATION_POSES,
} from './verification-poses.ts'

describe('choosePose', () => {
  it('answers a pose, never the one asked the time before', () => {
    const previous = fc.option(fc.constantFrom(...VERIFICATION_POSES), { nil: null })
    fc.assert(
      fc.property(
        previous,
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (before, at) => {
          const pose = choosePose((count) => Math.floor(at * count), before)
          expect(isVerificationPose(pose)).toBe(true)
          expect(pose).not.toBe(before)
        },
      ),
    )
  })

  it('can answer every pose: the draw spans the choices', () => {
    const drawn = VERIFICATION_POSES.map((_, index) => choosePose(() => index, null))
    expect(new Set(drawn)).toEqual(new Set(VERIFICATION_POSES))
    const afterChin = VERIFICATION_POSES.slice(1).map((_, index) =>
      choosePose(() => index, 'hand-on-chin'),
    )
    expect(new Set(afterChin)).toEqual(new Set(VERIFICATION_POSES.slice(1)))
  })

  it('has an instruction for each pose, and knows its own ids', () => {
    expect(Object.keys(VERIFICATION_POSE_INSTRUCTIONS).sort()).toEqual(
      [...VERIFICATION_POSES].sort(),
    )
    expect(isVerificationPose('peace')).toBe(false)
  })
})
