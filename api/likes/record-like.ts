import { sql, type Placeholder, type SQL } from 'drizzle-orm'
import { LIMIT_REACHED_MESSAGES } from '#shared/domain/membership.ts'
import type { Database } from '../db/connect.ts'
import { uniqueViolation } from '../db/errors.ts'
import {
  rowsOf,
  runTransaction,
  statementShape,
  type Bound,
  type Query,
  type Row,
} from '../db/round-trips.ts'
import { countUse, periodOf } from '../membership/allowance.ts'
import type { Publisher } from '../realtime/publisher.ts'
import { blockedEitherWay } from '../safety/blocks.ts'
import { Refusal } from '../http/refusal.ts'

/** A transaction (or the database) of the app. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

export const LIKE_MESSAGES = {
  alreadyLiked: 'Already liked this user',
  clientIdReused:
    'This clientId was already used for a different request (another member, or a like where this is a super like, or the other way round)',
  memberNotFound: 'User not found',
  limitReached: LIMIT_REACHED_MESSAGES.like,
} as const

export interface LikeOutcome {
  isMatch: boolean
  /** This request stored the like (not a replay): the other member may be told by web push. */
  likeCreated?: boolean
  /** This like created the match (not a replay): the other member is told by web push. */
  matchCreated?: boolean
  /**
   * The match this like created: once the like's transaction has committed, both members'
   * streams are told (announceMatch).
   */
  matchId?: number
  /**
   * The liked member has a device subscribed to web push, read in the like's statement: without
   * one there is nothing to push, and no statement is spent on finding that out after commit.
   */
  recipientHasDevice?: boolean
}

export interface LikeInput {
  fromUserId: number
  toUserId: number
  clientId: string
  now: Date
}

/** A like as sent: a plain like (POST /api/likes) or a super like's (its like for matching). */
export type LikeKind = 'like' | 'superlike'

/**
 * Serializes every write about one pair of members until the transaction ends: the two likes of
 * a mutual pair, and replays of one clientId, run one after the other, so under READ COMMITTED
 * the later one always sees the earlier one's like. (PGlite has one connection: no-op there.)
 */
function lockPairStatement(low: number | Placeholder, high: number | Placeholder): SQL {
  return sql`select pg_advisory_xact_lock(${low}::bigint * 2147483648 + ${high}::bigint)`
}

export async function lockPair(tx: Transaction, a: number, b: number): Promise<void> {
  await tx.execute(lockPairStatement(Math.min(a, b), Math.max(a, b)))
}

/** What a like's statements are filled with. */
interface LikeValues {
  from: number
  to: number
  /** The pair's smaller id, and its larger. */
  low: number
  high: number
  clientId: string
  at: string
  /** The daily window the like is counted in. */
  period: string
}

function likeValues(input: LikeInput): LikeValues {
  const { fromUserId: from, toUserId: to, clientId, now } = input
  const [low, high] = from < to ? [from, to] : [to, from]
  return {
    from,
    to,
    low,
    high,
    clientId,
    at: now.toISOString(),
    period: periodOf('like', now),
  }
}

/**
 * The like as ONE statement, to run once the pair is locked (its snapshot then sees every like
 * committed before): what it must know (the like this clientId already stored and whether the
 * other member's like came before it; whether the liked member exists, either blocked the other
 * or is suspended, the like exists already), then, only when the like may be stored, the tier's
 * daily allowance counted (countUse), the like, and the pair's one match when the other member
 * liked first. Every write is conditional on the one before, so a
 * refusal writes nothing. One row (none when the liker's own account is gone).
 */
function likeStatement(
  db: Database | Transaction,
  values: Bound<LikeValues>,
  countAllowance: boolean,
): SQL {
  const { clientId, low, high } = values
  const from = sql`${values.from}::int`
  const to = sql`${values.to}::int`
  const at = sql`${values.at}::timestamptz`
  const mayLike = sql`exists (select 1 from facts where "replayFrom" is null and "targetExists"
    and not blocked and not "alreadyLiked")`
  const counted = countAllowance
    ? countUse('like', values.from, values.period, sql`(select tier from facts)`, mayLike)
    : sql`select 0 as used where ${mayLike}`
  return sql`with facts as (
      select u.membership_tier as tier, replay.from_user_id as "replayFrom",
        replay.to_user_id as "replayTo",
        exists (select 1 from likes earlier where earlier.from_user_id = ${to}
          and earlier.to_user_id = ${from} and earlier.id < replay.id) as "replayMatched",
        exists (select 1 from super_likes s where s.client_id = ${clientId}::uuid)
          as "replaySuper",
        exists (select 1 from users target where target.id = ${to}) as "targetExists",
        ${blockedEitherWay(db, values.from, values.to)} as blocked,
        exists (select 1 from likes mine where mine.from_user_id = ${from}
          and mine.to_user_id = ${to}) as "alreadyLiked",
        exists (select 1 from push_subscriptions device where device.user_id = ${to})
          as "recipientHasDevice"
      from users u left join likes replay on replay.client_id = ${clientId}::uuid
      where u.id = ${from}),
    counted as (${counted}),
    stored as (
      insert into likes (from_user_id, to_user_id, client_id, created_at)
      select ${from}, ${to}, ${clientId}::uuid, ${at} from counted
      returning exists (select 1 from likes back where back.from_user_id = ${to}
        and back.to_user_id = ${from}) as "likedBack"),
    matched as (
      insert into matches (user_id_1, user_id_2, is_match, created_at)
      select ${low}::int, ${high}::int, true, ${at} from stored where "likedBack"
      on conflict do nothing
      returning id)
    select facts.*, (select "likedBack" from stored) as "likedBack",
      (select id from matched) as "matchId"
    from facts`
}

/**
 * What likeStatement's row says: the outcome, or the refusal (a Refusal, 4xx). A clientId is a
 * replay only of the same request: the same liker, the same liked member, the same kind (a super
 * like's clientId is in super_likes too); any other request with it is refused, 409.
 */
function outcomeOf(input: LikeInput, kind: LikeKind, row: Row | undefined): LikeOutcome {
  if (!row) throw new Refusal(404, 'not_found', LIKE_MESSAGES.memberNotFound)
  if (row.replayFrom !== null) {
    const sameRequest =
      row.replayFrom === input.fromUserId &&
      row.replayTo === input.toUserId &&
      (row.replaySuper === true) === (kind === 'superlike')
    if (!sameRequest) {
      throw new Refusal(409, 'idempotency_conflict', LIKE_MESSAGES.clientIdReused)
    }
    // The first answer was a match exactly when the other member's like came first.
    return { isMatch: row.replayMatched === true }
  }
  // A blocked pair (either way) is as if the other member did not exist: no like, no match.
  if (!row.targetExists || row.blocked) {
    throw new Refusal(404, 'not_found', LIKE_MESSAGES.memberNotFound)
  }
  if (row.alreadyLiked) throw new Refusal(409, 'already_liked', LIKE_MESSAGES.alreadyLiked)
  // Nothing stored although the like may be: the allowance refused it.
  if (row.likedBack === null) throw new Refusal(403, 'limit_reached', LIKE_MESSAGES.limitReached)
  const recipientHasDevice = row.recipientHasDevice === true
  if (!row.likedBack) return { isMatch: false, likeCreated: true, recipientHasDevice }
  if (row.matchId === null) return { isMatch: true, likeCreated: true, recipientHasDevice }
  return {
    isMatch: true,
    likeCreated: true,
    matchCreated: true,
    matchId: row.matchId as number,
    recipientHasDevice,
  }
}

/**
 * Tells both members' streams of the match this like created, if it did. Call it once the like's
 * transaction has committed (a like that rolled back, was refused or replayed tells no one).
 */
export function announceMatch(publisher: Publisher, input: LikeInput, outcome: LikeOutcome): void {
  if (outcome.matchId === undefined) return
  const { fromUserId, toUserId } = input
  publisher.publish(fromUserId, { type: 'match', matchId: outcome.matchId, partnerId: toUserId })
  publisher.publish(toUserId, { type: 'match', matchId: outcome.matchId, partnerId: fromUserId })
}

/**
 * The like, exactly once, inside the caller's transaction (the super like's, which counted its
 * own allowance: `countAllowance: false`, `kind: 'superlike'`):
 * - A replay of a clientId (the same liker, liked member and kind) answers what its first
 *   request answered and counts nothing; any other request with it: 409 idempotency_conflict.
 * - A like of a member already liked (new clientId) is refused: 409 already_liked.
 * - Over the tier's daily likes: 403 limit_reached.
 * - A like of a member who already liked back creates the pair's one match row (userId1 < userId2,
 *   unique) and answers isMatch: true, with `matchCreated` and `matchId` when this like made the
 *   match row: after the transaction commits, the caller announces it (announceMatch) and sends
 *   the web push.
 * - Every like this request stored (not a replay) answers `likeCreated`: the caller pushes a like
 *   that made no match to the liked member.
 * Refusals are thrown (Refusal, 4xx), so the caller's transaction rolls back.
 */
export async function recordLike(
  tx: Transaction,
  input: LikeInput,
  options: { countAllowance?: boolean; kind?: LikeKind } = {},
): Promise<LikeOutcome> {
  // Sent together: PostgreSQL runs the statement only once the lock is granted, and under READ
  // COMMITTED its snapshot is taken then, so it sees every like committed before.
  const [, result] = await Promise.all([
    lockPair(tx, input.fromUserId, input.toUserId),
    tx.execute(likeStatement(tx, likeValues(input), options.countAllowance !== false)),
  ])
  return outcomeOf(input, options.kind ?? 'like', rowsOf(result)[0])
}

const LIKE_VALUE_NAMES = [
  'from',
  'to',
  'low',
  'high',
  'clientId',
  'at',
  'period',
] as const satisfies readonly (keyof LikeValues)[]
const lockShape = statementShape(LIKE_VALUE_NAMES, (_db, { low, high }) =>
  lockPairStatement(low, high),
)
const likeShape = statementShape(LIKE_VALUE_NAMES, (db, values) => likeStatement(db, values, true))

/** The statements of like(): the pair's lock, then the like counting the daily allowance. */
export function likeStatements(db: Database, input: LikeInput): Query[] {
  const values = likeValues(input)
  return [lockShape(db, values), likeShape(db, values)]
}

/**
 * POST /api/likes: recordLike's like in its own transaction, sent in one round trip (BEGIN, the
 * pair's lock, the like's statement, COMMIT: api/db/round-trips.ts), counting the daily allowance.
 * A clientId another pair's like is storing at this very moment: 409, as for any reused clientId.
 * A match it made is announced to both members once committed.
 */
export async function like(
  db: Database,
  publisher: Publisher,
  input: LikeInput,
): Promise<LikeOutcome> {
  let rows: Row[][]
  try {
    rows = await runTransaction(db, likeStatements(db, input))
  } catch (error) {
    if (uniqueViolation(error) === 'likes_client_id_unique') {
      throw new Refusal(409, 'idempotency_conflict', LIKE_MESSAGES.clientIdReused)
    }
    throw error
  }
  const outcome = outcomeOf(input, 'like', rows[1]![0])
  announceMatch(publisher, input, outcome)
  return outcome
}
