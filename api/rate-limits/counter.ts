import { and, count, eq, inArray, lte, min, sql } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { rateLimitHits } from '../db/schema.ts'
import { LONGEST_WINDOW_MS, RATE_LIMITS, maxOf, type RateLimitName } from './limits.ts'

/** One limit on one subject: an address, an account's email, a member id. */
export interface LimitCheck {
  limit: RateLimitName
  subject: string
}

/** A refused request: the limit used up, and the seconds until it lets one through. */
export interface LimitRefusal {
  allowed: false
  limit: RateLimitName
  retryAfterSeconds: number
}

export type LimitOutcome = { allowed: true; hitIds: number[] } | LimitRefusal

/** The row key of a limit's count for a subject ("upload:42"). */
export const hitKey = ({ limit, subject }: LimitCheck) => `${limit}:${subject}`

/**
 * Counts this request against every check, or refuses it when one of them is used up. Under a
 * transaction-scoped advisory lock per key (taken in sorted order: no deadlock) it forgets the
 * key's requests older than its window, counts the rest and, below every limit, records this one;
 * so parallel requests cannot slip past a limit on any number of API processes. Refused requests
 * are not recorded: hammering a used-up limit does not push its end further away. The answer
 * names the limit whose wait is longest.
 */
export async function takeRateLimits(
  db: Database,
  checks: LimitCheck[],
  now: Date,
  scale: number,
): Promise<LimitOutcome> {
  const byKey = new Map(checks.map((check) => [hitKey(check), check.limit]))
  const keys = [...byKey.keys()].sort()
  return db.transaction(async (tx) => {
    for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`)
    for (const [key, limit] of byKey) {
      const windowStart = new Date(now.getTime() - RATE_LIMITS[limit].windowMs)
      await tx
        .delete(rateLimitHits)
        .where(and(eq(rateLimitHits.key, key), lte(rateLimitHits.at, windowStart)))
    }
    const counts = await tx
      .select({ key: rateLimitHits.key, hits: count(), oldest: min(rateLimitHits.at) })
      .from(rateLimitHits)
      .where(inArray(rateLimitHits.key, keys))
      .groupBy(rateLimitHits.key)
    let refusal: { limit: RateLimitName; retryAfterMs: number } | undefined
    for (const row of counts) {
      const limit = byKey.get(row.key)!
      if (row.hits < maxOf(limit, scale)) continue
      const oldest = row.oldest ? new Date(row.oldest).getTime() : now.getTime()
      const retryAfterMs = oldest + RATE_LIMITS[limit].windowMs - now.getTime()
      if (!refusal || retryAfterMs > refusal.retryAfterMs) refusal = { limit, retryAfterMs }
    }
    if (refusal) {
      const retryAfterSeconds = Math.max(1, Math.ceil(refusal.retryAfterMs / 1000))
      return { allowed: false, limit: refusal.limit, retryAfterSeconds }
    }
    const inserted = await tx
      .insert(rateLimitHits)
      .values(keys.map((key) => ({ key, at: now })))
      .returning({ id: rateLimitHits.id })
    return { allowed: true, hitIds: inserted.map((row) => row.id) }
  })
}

/** Forgets counted requests (a sign-in whose password was right is not a failure). */
export async function forgetHits(db: Database, hitIds: number[]): Promise<void> {
  if (hitIds.length > 0) await db.delete(rateLimitHits).where(inArray(rateLimitHits.id, hitIds))
}

/** Forgets everything counted for these limits and subjects (a right password, a deleted account). */
export async function forgetCounts(db: Database, checks: LimitCheck[]): Promise<void> {
  await db.delete(rateLimitHits).where(inArray(rateLimitHits.key, checks.map(hitKey)))
}

/**
 * Deletes the counted requests older than the longest window, which no limit counts any more; a
 * key is otherwise cleared only when it is used again, and most addresses never come back.
 */
export async function clearOldHits(db: Database, now: Date): Promise<number> {
  const deleted = await db
    .delete(rateLimitHits)
    .where(lte(rateLimitHits.at, new Date(now.getTime() - LONGEST_WINDOW_MS)))
    .returning({ id: rateLimitHits.id })
  return deleted.length
}
