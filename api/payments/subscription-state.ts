import { eq, sql } from 'drizzle-orm'
import type { MembershipTier } from '#shared/domain/vocabularies.ts'
import type { Config } from '../config.ts'
import type { Database } from '../db/connect.ts'
import { subscriptions, users } from '../db/schema.ts'
import type { SubscriptionSnapshot } from './port.ts'
import { tierForPrice } from './prices.ts'

/**
 * Statuses that keep the paid tier. past_due keeps it while the provider retries the payment;
 * canceled, unpaid, incomplete, incomplete_expired and paused end it.
 */
export const PAID_STATUSES = ['active', 'trialing', 'past_due'] as const

const TIER_RANK: Record<MembershipTier, number> = { free: 0, premium: 1, verified: 2 }

type Tx = Pick<Database, 'select' | 'insert' | 'update' | 'execute'>
type PriceConfig = Pick<Config, 'STRIPE_PRICE_PREMIUM' | 'STRIPE_PRICE_VERIFIED'>

/**
 * Serializes everything done to one subscription (webhook deliveries, test checkout), so the
 * state read after taking the lock is never older than the state already written.
 */
export async function lockSubscription(tx: Tx, subscriptionId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`subscription:${subscriptionId}`}))`)
}

/**
 * THE subscription code, shared by the Stripe webhook and the built-in test checkout: stores the
 * subscription's current state in `subscriptions`, then sets the member's tier from ALL their
 * subscriptions (the best tier of a paid one, else free) — so applying any state, in any order,
 * any number of times, converges on the same answer. Returns the member's tier, or null when the
 * subscription belongs to no member we know.
 */
export async function applySubscriptionState(
  tx: Tx,
  config: PriceConfig,
  snapshot: SubscriptionSnapshot,
  now: Date,
): Promise<MembershipTier | null> {
  const userId = await ownerOf(tx, snapshot)
  if (userId === null) return null
  const values = {
    userId,
    stripePriceId: snapshot.priceId,
    status: snapshot.status,
    currentPeriodStart: snapshot.currentPeriodStart,
    currentPeriodEnd: snapshot.currentPeriodEnd,
    canceledAt: snapshot.canceledAt,
    updatedAt: now,
  }
  await tx
    .insert(subscriptions)
    .values({ ...values, stripeSubscriptionId: snapshot.id })
    .onConflictDoUpdate({ target: subscriptions.stripeSubscriptionId, set: values })

  const rows = await tx.select().from(subscriptions).where(eq(subscriptions.userId, userId))
  const paid = rows
    .filter((row) => (PAID_STATUSES as readonly string[]).includes(row.status))
    .map((row) => ({ row, tier: paidTierOf(config, row.stripePriceId) }))
    .sort((a, b) => TIER_RANK[b.tier] - TIER_RANK[a.tier])
  const best = paid[0]
  const current = best?.row ?? rows.find((row) => row.stripeSubscriptionId === snapshot.id)
  const tier: MembershipTier = best?.tier ?? 'free'
  await tx
    .update(users)
    .set({
      membershipTier: tier,
      stripeSubscriptionId: current?.stripeSubscriptionId ?? null,
      subscriptionStatus: current?.status ?? null,
      subscriptionEndDate: current?.currentPeriodEnd ?? null,
    })
    .where(eq(users.id, userId))
  return tier
}

function paidTierOf(config: PriceConfig, priceId: string): MembershipTier {
  return tierForPrice(config, priceId) ?? 'free'
}

/** The member a subscription belongs to: the one whose stored customer id it carries. */
async function ownerOf(tx: Tx, snapshot: SubscriptionSnapshot): Promise<number | null> {
  if (!snapshot.customerId) return null
  const [found] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.stripeCustomerId, snapshot.customerId))
  return found?.id ?? null
}
