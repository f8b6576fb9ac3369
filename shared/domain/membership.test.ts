import { describe, expect, it } from 'vitest'
import {
  canSeeWhoLikedYou,
  TIER_LIMITS,
  TIER_MONTHLY_PRICE_CENTS,
  UNLIMITED,
  withinLimit,
} from './membership.ts'

describe('tier limits', () => {
  it('match the spec table (-1 = unlimited)', () => {
    expect(TIER_LIMITS.free).toEqual({
      dailyLikes: 25,
      dailyMessages: 5,
      weeklySuperlikes: 1,
      monthlyBoosts: 0,
    })
    expect(TIER_LIMITS.premium).toEqual({
      dailyLikes: -1,
      dailyMessages: -1,
      weeklySuperlikes: 5,
      monthlyBoosts: 1,
    })
    expect(TIER_LIMITS.verified).toEqual({
      dailyLikes: -1,
      dailyMessages: -1,
      weeklySuperlikes: -1,
      monthlyBoosts: 3,
    })
    expect(TIER_MONTHLY_PRICE_CENTS).toEqual({ free: 0, premium: 999, verified: 1999 })
  })

  it('lets an action through only while under the limit, always when unlimited', () => {
    expect(withinLimit(25, 24)).toBe(true)
    expect(withinLimit(25, 25)).toBe(false)
    expect(withinLimit(0, 0)).toBe(false)
    expect(withinLimit(UNLIMITED, 1_000_000)).toBe(true)
  })
})

describe('see who liked you', () => {
  it('is Premium and Verified Orthodox only, as the spec table says', () => {
    expect(['free', 'premium', 'verified'].map(canSeeWhoLikedYou)).toEqual([false, true, true])
  })

  it('is refused to a tier it does not know', () => {
    expect(canSeeWhoLikedYou('gold')).toBe(false)
    expect(canSeeWhoLikedYou('toString')).toBe(false)
  })
})
