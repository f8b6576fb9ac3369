import { randomBytes } from 'node:crypto'
import { and, eq, inArray, like } from 'drizzle-orm'
import { Hono } from 'hono'
import * as z from 'zod'
import { TIER_MONTHLY_PRICE_CENTS } from '#shared/domain/membership.ts'
import { CheckoutSessionParamsSchema } from '#shared/schemas/subscription.ts'
import type { MembershipTier } from '#shared/domain/vocabularies.ts'
import { checkoutSessions, subscriptions, users } from '../db/schema.ts'
import type { AppEnv } from '../http/app-env.ts'
import type { RouteDeps } from '../http/deps.ts'
import { validate } from '../http/validation.ts'
import { PRICE_CURRENCY, type PaidTier } from '../payments/prices.ts'
import {
  applySubscriptionState,
  lockSubscription,
  PAID_STATUSES,
} from '../payments/subscription-state.ts'
import { errorBody, refuse } from '../http/refusal.ts'

/** Ids of subscriptions made by the built-in test checkout. */
const TEST_SUBSCRIPTION_PREFIX = 'sub_test_'

const IdParamSchema = z.object({ id: CheckoutSessionParamsSchema.shape.sessionId })

export const TEST_CHECKOUT_NOTICE =
  'This is a test checkout: no card is charged and no payment is taken.'

/** A test subscription renews monthly, like the real plans. */
function oneMonthAfter(start: Date): Date {
  const end = new Date(start)
  end.setUTCMonth(end.getUTCMonth() + 1)
  return end
}

/**
 * /api/checkout/test-sessions: the built-in checkout used when Stripe is not configured. The PWA
 * page /subscription/test-checkout reads a session and completes or cancels it; completing runs
 * the SAME applySubscriptionState as the Stripe webhook (same tables, same tier change).
 * Only the member's own test sessions exist for them (others answer 404).
 */
export function checkoutRoutes(deps: RouteDeps) {
  const ownTestSession = (id: string, userId: number) =>
    and(
      eq(checkoutSessions.id, id),
      eq(checkoutSessions.userId, userId),
      eq(checkoutSessions.provider, 'test'),
    )
  const notFound = errorBody('not_found', 'Test checkout session not found')

  return (
    new Hono<AppEnv>()
      .get('/test-sessions/:id', validate('param', IdParamSchema), async (c) => {
        const { id } = c.req.valid('param')
        const [row] = await deps.db
          .select()
          .from(checkoutSessions)
          .where(ownTestSession(id, c.var.member.id))
        if (!row) return c.json(notFound, 404)
        const tier = row.tier as PaidTier
        return c.json(
          {
            id: row.id,
            tier,
            priceCents: TIER_MONTHLY_PRICE_CENTS[tier],
            currency: PRICE_CURRENCY,
            status: row.status as 'open' | 'complete' | 'canceled',
            noCardCharged: true as const,
            notice: TEST_CHECKOUT_NOTICE,
          },
          200,
        )
      })
      .post('/test-sessions/:id/complete', validate('param', IdParamSchema), async (c) => {
        const { id } = c.req.valid('param')
        const member = c.var.member
        const now = deps.clock()
        const outcome = await deps.db.transaction(async (tx) => {
          const [row] = await tx
            .select()
            .from(checkoutSessions)
            .where(ownTestSession(id, member.id))
            .for('update')
          if (!row) return 'missing' as const
          if (row.status === 'canceled') return 'canceled' as const
          if (row.status === 'complete') return 'complete' as const
          const [owner] = await tx
            .select({ customer: users.stripeCustomerId })
            .from(users)
            .where(eq(users.id, member.id))
          const subscriptionId = `${TEST_SUBSCRIPTION_PREFIX}${randomBytes(12).toString('hex')}`
          await lockSubscription(tx, subscriptionId)
          await applySubscriptionState(
            tx,
            deps.config,
            {
              id: subscriptionId,
              customerId: owner?.customer ?? '',
              priceId: row.priceId,
              status: 'active',
              currentPeriodStart: now,
              currentPeriodEnd: oneMonthAfter(now),
              canceledAt: null,
              userId: member.id,
            },
            now,
          )
          await tx
            .update(checkoutSessions)
            .set({ status: 'complete', completedAt: now, stripeSubscriptionId: subscriptionId })
            .where(eq(checkoutSessions.id, id))
          return 'complete' as const
        })
        if (outcome === 'missing') return c.json(notFound, 404)
        if (outcome === 'canceled') {
          return refuse(c, 409, 'checkout_closed', 'This checkout was canceled; start a new one')
        }
        return c.json(
          { status: 'complete' as const, redirectUrl: `/subscription/success?session_id=${id}` },
          200,
        )
      })
      .post('/test-sessions/:id/cancel', validate('param', IdParamSchema), async (c) => {
        const { id } = c.req.valid('param')
        const canceled = await deps.db
          .update(checkoutSessions)
          .set({ status: 'canceled' })
          .where(and(ownTestSession(id, c.var.member.id), eq(checkoutSessions.status, 'open')))
          .returning({ id: checkoutSessions.id })
        if (canceled.length === 0) {
          const [row] = await deps.db
            .select({ status: checkoutSessions.status })
            .from(checkoutSessions)
            .where(ownTestSession(id, c.var.member.id))
          if (!row) return c.json(notFound, 404)
          if (row.status === 'complete') {
            return refuse(c, 409, 'checkout_closed', 'This checkout is already paid')
          }
        }
        return c.json({ status: 'canceled' as const, redirectUrl: '/subscription/canceled' }, 200)
      })
      /**
       * Cancel from settings, for the built-in test checkout (Stripe's Billing Portal does this
       * with keys set): ends the member's test subscriptions now through the same subscription
       * code, so the member is free again. Answers the tier.
       */
      .post('/test-subscription/cancel', async (c) => {
        const member = c.var.member
        const now = deps.clock()
        const tier = await deps.db.transaction(async (tx) => {
          const rows = await tx
            .select()
            .from(subscriptions)
            .where(
              and(
                eq(subscriptions.userId, member.id),
                like(subscriptions.stripeSubscriptionId, `${TEST_SUBSCRIPTION_PREFIX}%`),
                inArray(subscriptions.status, [...PAID_STATUSES]),
              ),
            )
          let result = member.membershipTier as MembershipTier
          for (const row of rows) {
            await lockSubscription(tx, row.stripeSubscriptionId)
            result =
              (await applySubscriptionState(
                tx,
                deps.config,
                {
                  id: row.stripeSubscriptionId,
                  customerId: member.stripeCustomerId ?? '',
                  priceId: row.stripePriceId,
                  status: 'canceled',
                  currentPeriodStart: row.currentPeriodStart,
                  currentPeriodEnd: now,
                  canceledAt: now,
                  userId: member.id,
                },
                now,
              )) ?? result
          }
          return rows.length === 0 ? null : result
        })
        if (tier === null)
          return refuse(c, 404, 'not_found', 'You have no test subscription to cancel')
        return c.json({ tier }, 200)
      })
  )
}
