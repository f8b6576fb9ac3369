import { eq } from 'drizzle-orm'
import { HTTPException } from 'hono/http-exception'
import { LIMIT_REACHED_MESSAGES } from '#shared/domain/membership.ts'
import type { Database } from '../db/connect.ts'
import { superLikes, users } from '../db/schema.ts'
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

/**
 * A super like, exactly once per clientId, inside the caller's transaction: a super_likes row
 * (shown to the recipient in GET /api/likes/received) AND a like for matching (recordLike, same
 * clientId), counted against the WEEKLY SUPER LIKES only — not the daily likes.
 * - The row is inserted first: a concurrent replay waits on its unique clientId, then finds it
 *   and answers what recordLike answers for the replayed like, counting nothing.
 * - Over the limit: 403 with LIMIT_REACHED_MESSAGES.superlike ('limit'); the row rolls back.
 * - A member already liked: 409 'Already liked this user' (recordLike); the row rolls back.
 */
export async function recordSuperLike(tx: Transaction, input: LikeInput): Promise<LikeOutcome> {
  const { fromUserId, toUserId, clientId, now } = input
  const [target] = await tx.select({ id: users.id }).from(users).where(eq(users.id, toUserId))
  if (!target) throw new HTTPException(404, { message: LIKE_MESSAGES.memberNotFound })
  const inserted = await tx
    .insert(superLikes)
    .values({ fromUserId, toUserId, clientId, createdAt: now })
    .onConflictDoNothing({ target: superLikes.clientId })
    .returning({ id: superLikes.id })
  if (inserted.length === 0) {
    const [first] = await tx.select().from(superLikes).where(eq(superLikes.clientId, clientId))
    if (!first || first.fromUserId !== fromUserId || first.toUserId !== toUserId) {
      throw new HTTPException(409, { message: LIKE_MESSAGES.clientIdReused })
    }
    return recordLike(tx, input, { countAllowance: false })
  }
  const allowance = await consumeAllowance(tx, fromUserId, 'superlike', now)
  if (!allowance.allowed) {
    throw new HTTPException(403, { message: LIMIT_REACHED_MESSAGES.superlike })
  }
  return recordLike(tx, input, { countAllowance: false })
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
