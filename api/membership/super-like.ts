import { eq } from 'drizzle-orm'
import { LIMIT_REACHED_MESSAGES } from '#shared/domain/membership.ts'
import type { Database } from '../db/connect.ts'
import { likes, superLikes, users } from '../db/schema.ts'
import {
  announceMatch,
  LIKE_MESSAGES,
  recordLike,
  type LikeInput,
  type LikeOutcome,
  type Transaction,
} from '../likes/record-like.ts'
import type { Publisher } from '../realtime/publisher.ts'
import { consumeAllowance } from './allowance.ts'
import { Refusal } from '../http/refusal.ts'

/**
 * A super like, exactly once per clientId, inside the caller's transaction: a super_likes row
 * (shown to the recipient in GET /api/likes/received) AND a like for matching (recordLike, same
 * clientId), counted against the WEEKLY SUPER LIKES only — not the daily likes.
 * - The row is inserted first: a concurrent replay waits on its unique clientId, then finds it
 *   and answers what recordLike answers for the replayed like, counting nothing.
 * - The clientId of another request (another pair's super like, or a plain like's): 409
 *   idempotency_conflict; nothing is stored or counted.
 * - Over the limit: 403 limit_reached; the row rolls back.
 * - A member already liked: 409 already_liked (recordLike); the row rolls back.
 */
export async function recordSuperLike(tx: Transaction, input: LikeInput): Promise<LikeOutcome> {
  const { fromUserId, toUserId, clientId, now } = input
  const [target] = await tx.select({ id: users.id }).from(users).where(eq(users.id, toUserId))
  if (!target) throw new Refusal(404, 'not_found', LIKE_MESSAGES.memberNotFound)
  const inserted = await tx
    .insert(superLikes)
    .values({ fromUserId, toUserId, clientId, createdAt: now })
    .onConflictDoNothing({ target: superLikes.clientId })
    .returning({ id: superLikes.id })
  if (inserted.length === 0) {
    const [first] = await tx.select().from(superLikes).where(eq(superLikes.clientId, clientId))
    if (!first || first.fromUserId !== fromUserId || first.toUserId !== toUserId) {
      throw new Refusal(409, 'idempotency_conflict', LIKE_MESSAGES.clientIdReused)
    }
    return recordLike(tx, input, { countAllowance: false, kind: 'superlike' })
  }
  // A plain like stored under this clientId: not this request (the row rolls back).
  const [plainLike] = await tx
    .select({ id: likes.id })
    .from(likes)
    .where(eq(likes.clientId, clientId))
  if (plainLike) throw new Refusal(409, 'idempotency_conflict', LIKE_MESSAGES.clientIdReused)
  const allowance = await consumeAllowance(tx, fromUserId, 'superlike', now)
  if (!allowance.allowed) {
    throw new Refusal(403, 'limit_reached', LIMIT_REACHED_MESSAGES.superlike)
  }
  return recordLike(tx, input, { countAllowance: false, kind: 'superlike' })
}

/**
 * POST /api/membership/super-like: recordSuperLike in its own transaction; a match it made is
 * announced to both members once the transaction has committed.
 */
export async function superLike(
  db: Database,
  publisher: Publisher,
  input: LikeInput,
): Promise<LikeOutcome> {
  const outcome = await db.transaction((tx) => recordSuperLike(tx, input))
  announceMatch(publisher, input, outcome)
  return outcome
}
