import { and, eq, lt, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { HTTPException } from 'hono/http-exception'
import { LIMIT_REACHED_MESSAGES } from '#shared/domain/membership.ts'
import type { MembershipTier } from '#shared/domain/vocabularies.ts'
import type { Database } from '../db/connect.ts'
import { likes, matches, users } from '../db/schema.ts'
import { consumeAllowance } from '../membership/allowance.ts'
import { publishMatch } from '../realtime/notifier.ts'
import { blockedEitherWay } from '../safety/blocks.ts'

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
 * What a like must know before it writes, read in ONE statement once the pair is locked (each
 * statement is a round trip to PostgreSQL): the like this clientId already stored, if any, and
 * whether the other member's like came before it; whether the liked member exists, either of the
 * two blocked the other or is suspended, the like exists already; and the liker's tier. Null when
 * the liker's own account is gone.
 */
async function likeContext(tx: Transaction, { fromUserId, toUserId, clientId }: LikeInput) {
  const replay = alias(likes, 'replay')
  const earlier = alias(likes, 'earlier')
  const [context] = await tx
    .select({
      replayFrom: replay.fromUserId,
      replayTo: replay.toUserId,
      replayMatched: sql<boolean>`exists (${tx
        .select({ id: earlier.id })
        .from(earlier)
        .where(
          and(
            eq(earlier.fromUserId, toUserId),
            eq(earlier.toUserId, fromUserId),
            lt(earlier.id, replay.id),
          ),
        )})`,
      targetExists: sql<boolean>`exists (${tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, toUserId))})`,
      blocked: blockedEitherWay(tx, fromUserId, toUserId),
      alreadyLiked: sql<boolean>`exists (${tx
        .select({ id: likes.id })
        .from(likes)
        .where(and(eq(likes.fromUserId, fromUserId), eq(likes.toUserId, toUserId)))})`,
      tier: users.membershipTier,
    })
    .from(users)
    .leftJoin(replay, eq(replay.clientId, clientId))
    .where(eq(users.id, fromUserId))
  return context ?? null
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
  // Sent together in one write: PostgreSQL runs the read only once the lock is granted, and
  // under READ COMMITTED its snapshot is taken then, so it sees every like committed before.
  const [, context] = await Promise.all([
    lockPair(tx, fromUserId, toUserId),
    likeContext(tx, input),
  ])
  if (!context) throw new HTTPException(404, { message: LIKE_MESSAGES.memberNotFound })
  if (context.replayFrom !== null) {
    if (context.replayFrom !== fromUserId || context.replayTo !== toUserId) {
      throw new HTTPException(409, { message: LIKE_MESSAGES.clientIdReused })
    }
    // The first answer was a match exactly when the other member's like came first.
    return { isMatch: context.replayMatched }
  }
  // A blocked pair (either way) is as if the other member did not exist: no like, no match.
  if (!context.targetExists || context.blocked) {
    throw new HTTPException(404, { message: LIKE_MESSAGES.memberNotFound })
  }
  if (context.alreadyLiked) throw new HTTPException(409, { message: LIKE_MESSAGES.alreadyLiked })

  if (options.countAllowance !== false) {
    const tier = context.tier as MembershipTier
    const allowance = await consumeAllowance(tx, fromUserId, 'like', now, tier)
    if (!allowance.allowed) throw new HTTPException(403, { message: LIKE_MESSAGES.limitReached })
  }

  // The like, and whether the other member's like is already there, in one statement: the pair
  // lock makes that like, if any, committed and visible to it.
  const back = alias(likes, 'back')
  const [stored] = await tx
    .insert(likes)
    .values({ fromUserId, toUserId, clientId, createdAt: now })
    .returning({
      likedBack: sql<boolean>`exists (${tx
        .select({ id: back.id })
        .from(back)
        .where(and(eq(back.fromUserId, toUserId), eq(back.toUserId, fromUserId)))})`,
    })
  if (!stored?.likedBack) return { isMatch: false, likeCreated: true }

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
