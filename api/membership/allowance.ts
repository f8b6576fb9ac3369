import { and, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm'
import {
  COUNTED_ACTIONS,
  TIER_LIMITS,
  UNLIMITED,
  type CountedAction,
} from '#shared/domain/membership.ts'
import { periodKey } from '#shared/domain/usage-periods.ts'
import type { MembershipTier } from '#shared/domain/vocabularies.ts'
import type { Database } from '../db/connect.ts'
import { rowsOf } from '../db/round-trips.ts'
import { userUsage, users } from '../db/schema.ts'

/** The usage column each counted action increments (one row per member and window). */
const COLUMN = {
  like: userUsage.likesUsed,
  message: userUsage.messagesUsed,
  superlike: userUsage.superLikesUsed,
  boost: userUsage.boostsUsed,
} as const

export type Allowance = { allowed: true; used: number } | { allowed: false; limit: number }

/** Anything that runs queries: the database or a transaction of it. */
type Queryable = Pick<Database, 'select' | 'execute'>

export async function tierOf(
  db: Pick<Database, 'select'>,
  userId: number,
): Promise<MembershipTier> {
  const [row] = await db
    .select({ tier: users.membershipTier })
    .from(users)
    .where(eq(users.id, userId))
  return (row?.tier ?? 'free') as MembershipTier
}

/** The member's tier, read by the statement that counts (no round trip of its own). */
export const tierOfMember = (userId: number | Placeholder): SQL =>
  sql`(select ${users.membershipTier} from ${users} where ${users.id} = ${userId}::int)`

/** The tier's limit for `action` (UNLIMITED, 0 for none) over a tier known here or read in SQL. */
function limitFor(action: CountedAction, tier: MembershipTier | SQL): SQL {
  const limit = COUNTED_ACTIONS[action].limit
  if (typeof tier === 'string') return sql`${TIER_LIMITS[tier][limit]}::int`
  const cases = Object.entries(TIER_LIMITS).map(
    ([name, limits]) => sql`when ${name} then ${limits[limit]}::int`,
  )
  return sql`(case ${tier} ${sql.join(cases, sql` `)} else 0 end)`
}

/**
 * One use of `action` counted for the member if the tier's limit allows it, as ONE statement (or
 * one CTE of the statement that performs the action): an upsert on (userId, window) whose update
 * only happens while the count is under the limit. PostgreSQL re-checks that condition on the
 * latest row version under the row lock, so any number of parallel requests lets exactly `limit`
 * through. It returns `used` when it counted, and no row when the limit refused (or `when`, a
 * condition of the enclosing statement, does not hold). Run it in the transaction or statement
 * that performs the action, so a refused or rolled-back action is not counted.
 */
export function countUse(
  action: CountedAction,
  userId: number | Placeholder,
  /** periodOf(action, now), or a placeholder filled with it. */
  period: string | Placeholder,
  tier: MembershipTier | SQL,
  when: SQL = sql`true`,
): SQL {
  const column = sql.identifier(COLUMN[action].name)
  const limit = limitFor(action, tier)
  return sql`insert into ${userUsage} (user_id, date, ${column})
    select ${userId}::int, ${period}::text, 1
    where ${when} and ${limit} <> 0
    on conflict (user_id, date) do update set ${column} = ${userUsage}.${column} + 1
    where ${limit} = ${UNLIMITED}::int or ${userUsage}.${column} < ${limit}
    returning ${userUsage}.${column} as used`
}

/** The usage window `action` is counted in at `now` (user_usage.date). */
export const periodOf = (action: CountedAction, now: Date): string =>
  periodKey(COUNTED_ACTIONS[action].period, now)

/** Counts one use of `action` (countUse) on its own, inside the caller's transaction. */
export async function consumeAllowance(
  db: Queryable,
  userId: number,
  action: CountedAction,
  now: Date,
  /** The member's tier, when the caller already read it; else the statement reads it. */
  knownTier?: MembershipTier,
): Promise<Allowance> {
  const rows = rowsOf(
    await db.execute(
      countUse(action, userId, periodOf(action, now), knownTier ?? tierOfMember(userId)),
    ),
  )
  const used = rows[0]?.used
  if (typeof used === 'number') return { allowed: true, used }
  const tier = knownTier ?? (await tierOf(db, userId))
  return { allowed: false, limit: TIER_LIMITS[tier][COUNTED_ACTIONS[action].limit] }
}

/** What the member has used in the current windows (membership stats). */
export async function usageOf(db: Pick<Database, 'select'>, userId: number, now: Date) {
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
