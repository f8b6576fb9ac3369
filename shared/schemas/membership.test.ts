import { describe, expect, it } from 'vitest'
import { TIER_LIMITS } from '../domain/membership.ts'
import { fieldErrors } from './issues.ts'
import {
  BoostRequestSchema,
  CheckActionRequestSchema,
  MembershipStatsSchema,
  SuperLikeRequestSchema,
} from './membership.ts'
import { CheckoutSessionLookupSchema, CreateCheckoutSessionRequestSchema } from './subscription.ts'

const clientId = '3b241101-e2bb-4255-8caf-4136c566a962'

describe('membership contract', () => {
  it('reads stats with -1 as unlimited', () => {
    const stats = {
      tier: 'premium',
      limits: TIER_LIMITS.premium,
      usage: { likesToday: 3, messagesToday: 0, superlikesThisWeek: 1, boostsThisMonth: 0 },
    }
    expect(MembershipStatsSchema.parse(stats)).toEqual(stats)
    expect(
      MembershipStatsSchema.safeParse({ ...stats, limits: { ...stats.limits, dailyLikes: -2 } })
        .success,
    ).toBe(false)
  })

  it('checks only the named actions', () => {
    for (const action of [
      'like',
      'message',
      'superlike',
      'boost',
      'advanced_filters',
      'orthodox_filters',
    ]) {
      expect(CheckActionRequestSchema.safeParse({ userId: 6, action }).success).toBe(true)
    }
    expect(fieldErrors(CheckActionRequestSchema, { userId: 6, action: 'wink' })).toEqual({
      action:
        'Action must be one of like, message, superlike, boost, advanced_filters, orthodox_filters',
    })
  })

  it('boosts for 24 hours unless told otherwise', () => {
    expect(BoostRequestSchema.parse({ userId: 6, clientId }).durationHours).toBe(24)
    expect(fieldErrors(BoostRequestSchema, { userId: 6, clientId, durationHours: 0 })).toEqual({
      durationHours: 'durationHours must be a whole number from 1 to 168',
    })
  })

  it('refuses a super like to oneself', () => {
    expect(fieldErrors(SuperLikeRequestSchema, { fromUserId: 6, toUserId: 6, clientId })).toEqual({
      toUserId: 'You cannot super like yourself',
    })
  })
})

describe('subscription contract', () => {
  it('buys only a paid tier', () => {
    expect(
      CreateCheckoutSessionRequestSchema.safeParse({
        userId: 6,
        priceId: 'price_premium',
        tier: 'premium',
      }).success,
    ).toBe(true)
    expect(
      fieldErrors(CreateCheckoutSessionRequestSchema, { userId: 6, priceId: '', tier: 'free' }),
    ).toEqual({
      priceId: 'priceId is required',
      tier: 'Tier must be premium or verified',
    })
  })

  it('reads the tier from a session lookup', () => {
    expect(
      CheckoutSessionLookupSchema.parse({ metadata: { tier: 'verified' } }).metadata.tier,
    ).toBe('verified')
  })
})
