import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { PushSubscriptionJson } from '#shared/schemas/push.ts'
import type { Database } from '../db/connect.ts'
import { pushSubscriptions } from '../db/schema.ts'

/** Devices a member receives pushes on; a new one beyond this drops the oldest. */
export const PUSH_DEVICE_LIMIT = 10

/**
 * Stores the device's subscription for the member, idempotently: the same endpoint again only
 * refreshes its keys (and keeps its age); an endpoint another member had (one browser, a new
 * account) moves to this member as a new device. Then the member's oldest devices beyond
 * PUSH_DEVICE_LIMIT are dropped. Serialized per member, so concurrent PUTs keep the limit.
 */
export async function savePushSubscription(
  db: Database,
  memberId: number,
  subscription: PushSubscriptionJson,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('push_subscriptions'), ${memberId})`)
    await tx
      .insert(pushSubscriptions)
      .values({
        userId: memberId,
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        createdAt: now,
      })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: {
          p256dh: sql`excluded.p256dh`,
          auth: sql`excluded.auth`,
          createdAt: sql`case when ${pushSubscriptions.userId} = excluded.user_id
            then ${pushSubscriptions.createdAt} else excluded.created_at end`,
          userId: sql`excluded.user_id`,
        },
      })
    const beyond = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, memberId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .offset(PUSH_DEVICE_LIMIT)
    await tx.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, beyond))
  })
}

/** Forgets the member's device (nothing when the endpoint is not theirs). */
export async function deletePushSubscription(
  db: Database,
  memberId: number,
  endpoint: string,
): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, memberId), eq(pushSubscriptions.endpoint, endpoint)))
}
