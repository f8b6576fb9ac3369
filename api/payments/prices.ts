import { TIER_LIMITS, TIER_MONTHLY_PRICE_CENTS } from '#shared/domain/membership.ts'
import { PAID_TIERS } from '#shared/schemas/subscription.ts'
import type { Config } from '../config.ts'

export type PaidTier = (typeof PAID_TIERS)[number]

/** The built-in test checkout's price ids (used when no Stripe price is configured). */
export const TEST_PRICE_IDS = {
  premium: 'price_test_premium_monthly',
  verified: 'price_test_verified_monthly',
} as const satisfies Record<PaidTier, string>

export const PRICE_CURRENCY = 'usd'

type PriceConfig = Pick<Config, 'STRIPE_PRICE_PREMIUM' | 'STRIPE_PRICE_VERIFIED'>

/** The one price id the server accepts for a tier: STRIPE_PRICE_<TIER>, else the test price. */
export function priceIdFor(config: PriceConfig, tier: PaidTier): string {
  const configured = tier === 'premium' ? config.STRIPE_PRICE_PREMIUM : config.STRIPE_PRICE_VERIFIED
  return configured ?? TEST_PRICE_IDS[tier]
}

/** The tier a price id buys, or null for a price that is not ours. */
export function tierForPrice(config: PriceConfig, priceId: string): PaidTier | null {
  return PAID_TIERS.find((tier) => priceIdFor(config, tier) === priceId) ?? null
}

/** The paid plans of GET /api/subscription/plans. */
export function paidPlans(config: PriceConfig) {
  return PAID_TIERS.map((tier) => ({
    tier,
    priceCents: TIER_MONTHLY_PRICE_CENTS[tier],
    currency: PRICE_CURRENCY,
    priceId: priceIdFor(config, tier),
    limits: TIER_LIMITS[tier],
  }))
}
