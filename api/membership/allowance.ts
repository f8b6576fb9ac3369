import { and, eq, inArray, sql } from 'drizzle-orm'
import {
  COUNTED_ACTIONS,
  TIER_LIMITS,
  UNLIMITED,
  type CountedAction,
} from '#shared/domain/membership.ts'
import { periodKey } from '#shared/domain/usage-periods.ts'
import type { MembershipTier } from '#shared/domain/vocabularies.ts'
import type { Database } from '../db/connect.ts'
import { userUsage, users } from '../db/schema.ts'

/** The usage column each counted action increments (one row per member and window). */
const COLUMN = {
  like: userUsage.likesUsed,
  message: userUsage.messagesUsed,
  superlike: userUsage.superLikesUsed,
  boost: userUsage.boostsUsed,
} as const
const KEY = {
  like: 'likesUsed',
  message: 'messagesUsed',
  superlike: 'superLikesUsed',
  boost: 'boostsUsed',
} as const

export type Allowance = { allowed: true; used: number } | { allowed: false; limit: number }

/** Anything that runs queries: the database or a transaction of it. */
type Queryable = Pick<Database, 'select' | 'insert'>

export async function tierOf(db: Queryable, userId: number): Promise<MembershipTier> {
  const [row] = await db
    .select({ tier: users.membershipTier })
    .from(users)
    .where(eq(users.id, userId))
  return (row?.tier ?? 'free') as MembershipTier
}

/**
 * Counts one use of `action` for the member, if the tier's limit allows it, in ONE statement:
 * an upsert on (userId, window) whose update only happens while the count is under the limit.
 * PostgreSQL re-checks that condition on the latest row version under the row lock, so any number
 * of parallel requests lets exactly `limit` through. Call it inside the transaction that performs
 * the action, so a refused or rolled-back action is not counted.
 */
export async function consumeAllowance(
  db: Queryable,
  userId: number,
  action: CountedAction,
  now: Date,
  /** The member's tier, when the caller already read it in its own statement. */
  knownTier?: MembershipTier,
): Promise<Allowance> {
  const rule = COUNTED_ACTIONS[action]
  const limit = TIER_LIMITS[knownTier ?? (await tierOf(db, userId))][rule.limit]
  if (limit === 0) return { allowed: false, limit }
  const column = COLUMN[action]
  const rows = await db
    .insert(userUsage)
    .values({ userId, date: periodKey(rule.period, now), [KEY[action]]: 1 })
    .onConflictDoUpdate({
      target: [userUsage.userId, userUsage.date],
      set: { [KEY[action]]: sql`${column} + 1` },
      ...(limit === UNLIMITED ? {} : { setWhere: sql`${column} < ${limit}` }),
    })
    .returning({ used: column })
  const used = rows[0]?.used
  return used === undefined ? { allowed: false, limit } : { allowed: true, used }
}

/** What the member has used in the current windows (membership stats). */
export async function usageOf(db: Queryable, userId: number, now: Date) {
  const day = periodKey('day', now)
  const week = periodKey('week', now)
  const month = periodKey('month', now)
  const rows = await db
    .select()
    .from(userUsage)
    .where(and(eq(userUsage.userId, userId), inArray(userUsage.date, [day, week, month])))
  const row = (key: string) => rows.find((r) => r.date === key)
  return {
    likesToday: row(day)?.likesUsed ?? 0,
    messagesToday: row(day)?.messagesUsed ?? 0,
    superlikesThisWeek: row(week)?.superLikesUsed ?? 0,
    boostsThisMonth: row(month)?.boostsUsed ?? 0,
  }
}
