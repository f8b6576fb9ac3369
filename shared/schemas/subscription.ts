import * as z from './zod.ts'
import { storableLine } from './text.ts'
import { MEMBERSHIP_TIERS } from '../domain/vocabularies.ts'
import { UserIdSchema } from './ids.ts'
import { MembershipStatsSchema, MembershipTierSchema } from './membership.ts'

/** Tiers that can be bought (free cannot). */
export const PAID_TIERS = [
  'premium',
  'verified',
] as const satisfies readonly (typeof MEMBERSHIP_TIERS)[number][]
export const PaidTierSchema = z.enum(PAID_TIERS, { error: 'Tier must be premium or verified' })

/** POST /api/subscription/create-checkout-session. */
export const CreateCheckoutSessionRequestSchema = z.object({
  userId: UserIdSchema,
  priceId: z
    .string({ error: 'priceId is required' })
    .check(
      z.trim(),
      storableLine(),
      z.minLength(1, 'priceId is required'),
      z.maxLength(200, 'priceId is too long'),
    ),
  tier: PaidTierSchema,
})
export type CreateCheckoutSessionRequest = z.infer<typeof CreateCheckoutSessionRequestSchema>

/**
 * The created session. `checkoutUrl` is where to send the browser: Stripe Checkout's page, or
 * the built-in test checkout (/subscription/test-checkout?session_id=…) when no card provider
 * is configured.
 */
export const CreateCheckoutSessionResponseSchema = z.object({
  sessionId: z.string().check(z.minLength(1)),
  checkoutUrl: z.string().check(z.minLength(1)),
})
export type CreateCheckoutSessionResponse = z.infer<typeof CreateCheckoutSessionResponseSchema>

/** `{sessionId}` of GET /api/subscription/session/{sessionId}. */
export const CheckoutSessionParamsSchema = z.object({
  sessionId: z
    .string()
    .check(z.regex(/^[A-Za-z0-9_-]{1,255}$/, 'sessionId must be letters, digits, _ or -')),
})

/** GET /api/subscription/session/{sessionId}: the tier that was bought. */
export const CheckoutSessionLookupSchema = z.object({
  metadata: z.object({ tier: PaidTierSchema }),
})
export type CheckoutSessionLookup = z.infer<typeof CheckoutSessionLookupSchema>

/**
 * A paid plan of GET /api/subscription/plans: price in cents per month (of `currency`, 'usd'),
 * limits, and the price id create-checkout-session expects for that tier.
 */
export const PlanSchema = z.object({
  tier: MembershipTierSchema,
  priceCents: z.int().check(z.nonnegative()),
  currency: z.string().check(z.minLength(3), z.maxLength(3)),
  priceId: z.nullable(z.string()),
  limits: MembershipStatsSchema.shape.limits,
})
export type Plan = z.infer<typeof PlanSchema>
export const PlanListSchema = z.array(PlanSchema)

/** GET /api/checkout/test-sessions/{id}: the built-in test checkout (no card is charged). */
export const TestCheckoutSessionSchema = z.object({
  id: z.string().check(z.minLength(1)),
  tier: PaidTierSchema,
  priceCents: z.int().check(z.nonnegative()),
  currency: z.string().check(z.minLength(3), z.maxLength(3)),
  status: z.enum(['open', 'complete', 'canceled']),
  /** Always true: the page must say so plainly. */
  noCardCharged: z.literal(true),
  notice: z.string(),
})
export type TestCheckoutSession = z.infer<typeof TestCheckoutSessionSchema>

/** POST /api/checkout/test-sessions/{id}/complete and /cancel: where to go next. */
export const TestCheckoutResultSchema = z.object({
  status: z.enum(['complete', 'canceled']),
  redirectUrl: z.string().check(z.minLength(1)),
})
export type TestCheckoutResult = z.infer<typeof TestCheckoutResultSchema>

/** POST /api/checkout/test-subscription/cancel: the tier after the test subscription ended. */
export const TestSubscriptionCancelSchema = z.object({ tier: MembershipTierSchema })
export type TestSubscriptionCancel = z.infer<typeof TestSubscriptionCancelSchema>

/** POST /api/subscription/portal: the card provider's billing portal (cancel from settings). */
export const PortalSessionSchema = z.object({ url: z.string().check(z.minLength(1)) })
export type PortalSession = z.infer<typeof PortalSessionSchema>
