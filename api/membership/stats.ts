import {
  COUNTED_ACTIONS,
  TIER_LIMITS,
  withinLimit,
  type MembershipAction,
} from '#shared/domain/membership.ts'
import type { MembershipStats } from '#shared/schemas/membership.ts'
import type { Database } from '../db/connect.ts'
import { tierOf, usageOf } from './allowance.ts'

type Queryable = Pick<Database, 'select' | 'insert'>

/** GET /api/membership/stats: the tier, its limits (-1 unlimited) and this window's usage. */
export async function membershipStats(
  db: Queryable,
  userId: number,
  now: Date,
): Promise<MembershipStats> {
  const tier = await tierOf(db, userId)
  return { tier, limits: { ...TIER_LIMITS[tier] }, usage: await usageOf(db, userId, now) }
}

/** Which usage field of the stats counts each counted action. */
const USAGE_FIELD = {
  like: 'likesToday',
  message: 'messagesToday',
  superlike: 'superlikesThisWeek',
  boost: 'boostsThisMonth',
} as const satisfies Record<keyof typeof COUNTED_ACTIONS, keyof MembershipStats['usage']>

/**
 * Whether the member may do `action` now (core-experience §6). Read-only: the action itself counts
 * atomically (consumeAllowance), so a yes here is advice for the UI, not a reservation.
 * Filters: advanced filters need Premium or Verified; Orthodox-only filters need Verified.
 */
export function canPerform(stats: MembershipStats, action: MembershipAction): boolean {
  if (action === 'advanced_filters') return stats.tier !== 'free'
  if (action === 'orthodox_filters') return stats.tier === 'verified'
  const limit = stats.limits[COUNTED_ACTIONS[action].limit]
  return withinLimit(limit, stats.usage[USAGE_FIELD[action]])
}
