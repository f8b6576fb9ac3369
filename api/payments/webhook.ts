import { eq } from 'drizzle-orm'
import type { Config } from '../config.ts'
import type { Database } from '../db/connect.ts'
import { checkoutSessions, stripeEvents } from '../db/schema.ts'
import { ProviderUnavailableError, type PaymentEvent, type PaymentProvider } from './port.ts'
import { applySubscriptionState, lockSubscription } from './subscription-state.ts'

/**
 * Applies one verified provider event exactly once. The event id is recorded in stripe_events in
 * the same transaction as its effect: a repeat (even five at once — the later inserts wait on the
 * first's row and then find it) is a no-op, and a failure rolls back both so the provider retries.
 * The event is only a trigger: the subscription's CURRENT state is read from the provider (under
 * a per-subscription lock) and applied, so events arriving out of order converge. When the
 * provider cannot be read, ProviderUnavailableError: nothing is recorded, the provider retries.
 */
export async function applyPaymentEvent(
  db: Database,
  config: Config,
  provider: PaymentProvider,
  event: PaymentEvent,
  now: Date,
): Promise<{ applied: boolean }> {
  return db.transaction(async (tx) => {
    const recorded = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type, receivedAt: now })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id })
    if (recorded.length === 0) return { applied: false }
    if (event.subscriptionId) {
      await lockSubscription(tx, event.subscriptionId)
      const snapshot = await provider.retrieveSubscription(event.subscriptionId).catch((error) => {
        throw new ProviderUnavailableError(
          `Could not read subscription ${event.subscriptionId}: ${String(error)}`,
        )
      })
      await applySubscriptionState(tx, config, snapshot, now)
    }
    if (event.checkoutSessionId && event.type === 'checkout.session.completed') {
      await tx
        .update(checkoutSessions)
        .set({ status: 'complete', completedAt: now, stripeSubscriptionId: event.subscriptionId })
        .where(eq(checkoutSessions.id, event.checkoutSessionId))
    }
    return { applied: true }
  })
}
