import { and, eq, lt, sql } from 'drizzle-orm'
import { HTTPException } from 'hono/http-exception'
import { LIMIT_REACHED_MESSAGES } from '#shared/domain/membership.ts'
import type { Database } from '../db/connect.ts'
import { likes, matches, users } from '../db/schema.ts'
import { consumeAllowance } from '../membership/allowance.ts'
import { publishMatch } from '../realtime/notifier.ts'
import { isBlockedEitherWay } from '../safety/blocks.ts'

/** A transaction (or the database) of the app. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

export const LIKE_MESSAGES = {
  alreadyLiked: 'Already liked this user',
  clientIdReused: 'This clientId was already used for a different request',
  memberNotFound: 'User not found',
  limitReached: LIMIT_REACHED_MESSAGES.like,
} as const

export interface LikeOutcome {
  isMatch: boolean
  /** This request stored the like (not a replay): the other member may be told by web push. */
  likeCreated?: boolean
  /** This like created the match (not a replay): the other member is told by web push. */
  matchCreated?: boolean
}

export interface LikeInput {
  fromUserId: number
  toUserId: number
  clientId: string
  now: Date
}

/**
 * Serializes every write about one pair of members until the transaction ends: the two likes of
 * a mutual pair, and replays of one clientId, run one after the other, so under READ COMMITTED
 * the later one always sees the earlier one's like. (PGlite has one connection: no-op there.)
 */
export async function lockPair(tx: Transaction, a: number, b: number): Promise<void> {
  const [low, high] = a < b ? [a, b] : [b, a]
  await tx.execute(sql`select pg_advisory_xact_lock(${low}::bigint * 2147483648 + ${high})`)
}

/**
 * The like, exactly once: call inside a transaction (the tier allowance is counted in it).
 * - A replay of a clientId answers what its first request answered and counts nothing.
 * - A like of a member already liked (new clientId) is refused: 409 'Already liked this user'.
 * - Over the tier's daily likes: 403 with LIMIT_REACHED_MESSAGES.like (contains 'limit').
 * - A like of a member who already liked back creates the pair's one match row (userId1 < userId2,
 *   unique) and answers isMatch: true, with `matchCreated` when this like made the match row: live events
 *   are published in the transaction; after it commits, the caller sends the web push.
 * - Every like this request stored (not a replay) answers `likeCreated`: the caller pushes a like
 *   that made no match to the liked member.
 * Refusals are HTTPExceptions (4xx), so the caller's transaction rolls back.
 * The super like (membership) reuses it after counting its own allowance.
 */
export async function recordLike(
  tx: Transaction,
  input: LikeInput,
  options: { countAllowance?: boolean } = {},
): Promise<LikeOutcome> {
  const { fromUserId, toUserId, clientId, now } = input
  await lockPair(tx, fromUserId, toUserId)

  const [replayed] = await tx.select().from(likes).where(eq(likes.clientId, clientId))
  if (replayed) {
    if (replayed.fromUserId !== fromUserId || replayed.toUserId !== toUserId) {
      throw new HTTPException(409, { message: LIKE_MESSAGES.clientIdReused })
    }
    // The first answer was a match exactly when the other member's like came first.
    const [earlier] = await tx
      .select({ id: likes.id })
      .from(likes)
      .where(
        and(
          eq(likes.fromUserId, toUserId),
          eq(likes.toUserId, fromUserId),
          lt(likes.id, replayed.id),
        ),
      )
    return { isMatch: earlier !== undefined }
  }

  const [target] = await tx.select({ id: users.id }).from(users).where(eq(users.id, toUserId))
  if (!target) throw new HTTPException(404, { message: LIKE_MESSAGES.memberNotFound })
  // A blocked pair (either way) is as if the other member did not exist: no like, no match.
  if (await isBlockedEitherWay(tx, fromUserId, toUserId)) {
    throw new HTTPException(404, { message: LIKE_MESSAGES.memberNotFound })
  }
  const [existing] = await tx
    .select({ id: likes.id })
    .from(likes)
    .where(and(eq(likes.fromUserId, fromUserId), eq(likes.toUserId, toUserId)))
  if (existing) throw new HTTPException(409, { message: LIKE_MESSAGES.alreadyLiked })

  if (options.countAllowance !== false) {
    const allowance = await consumeAllowance(tx, fromUserId, 'like', now)
    if (!allowance.allowed) throw new HTTPException(403, { message: LIKE_MESSAGES.limitReached })
  }

  await tx.insert(likes).values({ fromUserId, toUserId, clientId, createdAt: now })
  const [back] = await tx
    .select({ id: likes.id })
    .from(likes)
    .where(and(eq(likes.fromUserId, toUserId), eq(likes.toUserId, fromUserId)))
  if (!back) return { isMatch: false, likeCreated: true }

  const [userId1, userId2] = fromUserId < toUserId ? [fromUserId, toUserId] : [toUserId, fromUserId]
  const created = await tx
    .insert(matches)
    .values({ userId1, userId2, isMatch: true, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: matches.id })
  const match = created[0]
  if (!match) return { isMatch: true, likeCreated: true }
  await publishMatch(tx, userId1, userId2, match.id)
  return { isMatch: true, likeCreated: true, matchCreated: true }
}
