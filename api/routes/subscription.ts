import { and, eq, isNull } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import {
  CheckoutSessionParamsSchema,
  CreateCheckoutSessionRequestSchema,
} from '#shared/schemas/subscription.ts'
import { refuseOtherMember } from '../auth/require-member.ts'
import { checkoutSessions, users, type UserRow } from '../db/schema.ts'
import type { AppEnv } from '../http/app-env.ts'
import type { RouteDeps } from '../http/deps.ts'
import { validate } from '../http/validation.ts'
import { ProviderUnavailableError, WebhookSignatureError } from '../payments/port.ts'
import { paidPlans, priceIdFor } from '../payments/prices.ts'
import { applyPaymentEvent } from '../payments/webhook.ts'
import { refuse } from '../http/refusal.ts'

/** Absolute URL on this site (Stripe needs absolute success/cancel/return URLs). */
const siteUrl = (c: Context, path: string) => new URL(path, c.req.url).toString()

/** The member's provider customer, created once and stored (a racing second create loses). */
async function customerOf(deps: RouteDeps, member: UserRow): Promise<string> {
  if (member.stripeCustomerId) return member.stripeCustomerId
  const created = await deps.payments.createCustomer({
    id: member.id,
    email: member.email,
    name: `${member.firstName} ${member.lastName}`,
  })
  await deps.db
    .update(users)
    .set({ stripeCustomerId: created })
    .where(and(eq(users.id, member.id), isNull(users.stripeCustomerId)))
  const [row] = await deps.db
    .select({ customer: users.stripeCustomerId })
    .from(users)
    .where(eq(users.id, member.id))
  return row?.customer ?? created
}

/** /api/subscription: plans, checkout, session lookup, the Stripe webhook and the portal. */
export function subscriptionRoutes(deps: RouteDeps) {
  return new Hono<AppEnv>()
    .get('/plans', (c) => c.json(paidPlans(deps.config), 200))
    .post(
      '/create-checkout-session',
      validate('json', CreateCheckoutSessionRequestSchema),
      async (c) => {
        const { userId, priceId, tier } = c.req.valid('json')
        refuseOtherMember(c, userId)
        if (priceId !== priceIdFor(deps.config, tier)) {
          return refuse(c, 400, 'validation_failed', `priceId: Not the price of the ${tier} plan`)
        }
        if (c.var.member.membershipTier === tier) {
          return refuse(c, 409, 'already_subscribed', `You already have the ${tier} plan`)
        }
        const customerId = await customerOf(deps, c.var.member)
        const session = await deps.payments.createCheckoutSession({
          userId,
          customerId,
          priceId,
          tier,
          successUrl: siteUrl(c, '/subscription/success?session_id={CHECKOUT_SESSION_ID}'),
          cancelUrl: siteUrl(c, '/subscription/canceled'),
        })
        await deps.db.insert(checkoutSessions).values({
          id: session.id,
          userId,
          tier,
          priceId,
          provider: deps.payments.kind,
          createdAt: deps.clock(),
        })
        return c.json({ sessionId: session.id, checkoutUrl: session.url }, 200)
      },
    )
    .get('/session/:sessionId', validate('param', CheckoutSessionParamsSchema), async (c) => {
      const { sessionId } = c.req.valid('param')
      const [row] = await deps.db
        .select({ tier: checkoutSessions.tier })
        .from(checkoutSessions)
        .where(
          and(eq(checkoutSessions.id, sessionId), eq(checkoutSessions.userId, c.var.member.id)),
        )
      // Another member's session answers exactly like one that does not exist.
      if (!row) return refuse(c, 404, 'not_found', 'Checkout session not found')
      return c.json({ metadata: { tier: row.tier as 'premium' | 'verified' } }, 200)
    })
    .post('/webhook', async (c) => {
      // The signature covers the exact bytes Stripe sent: read the raw body, never re-serialize.
      const rawBody = await c.req.text()
      let event
      try {
        event = deps.payments.readWebhookEvent(rawBody, c.req.header('stripe-signature'))
      } catch (error) {
        if (error instanceof WebhookSignatureError) {
          return refuse(c, 400, 'validation_failed', `Webhook refused: ${error.message}`)
        }
        throw error
      }
      try {
        const { applied } = await applyPaymentEvent(
          deps.db,
          deps.config,
          deps.payments,
          event,
          deps.clock(),
        )
        return c.json({ received: true, applied }, 200)
      } catch (error) {
        if (!(error instanceof ProviderUnavailableError)) throw error
        console.warn(error.message)
        // Not recorded: Stripe delivers the event again later.
        return refuse(
          c,
          503,
          'service_unavailable',
          'Stripe is unavailable; the event will be retried',
        )
      }
    })
    .post('/portal', async (c) => {
      const customer = c.var.member.stripeCustomerId
      if (!customer)
        return refuse(c, 400, 'validation_failed', 'You have no subscription to manage')
      const url = await deps.payments.createPortalSession(customer, siteUrl(c, '/subscription'))
      return c.json({ url }, 200)
    })
}
