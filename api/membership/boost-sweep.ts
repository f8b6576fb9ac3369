import { lte } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { users } from '../db/schema.ts'
import { schedulePeriodic, type PeriodicJob } from '../jobs/periodic.ts'

/** How often ended boosts are cleared (by one API process at a time: api/jobs/periodic.ts). */
export const BOOST_SWEEP_INTERVAL_MS = 60 * 60 * 1000

/**
 * Sets users.boosted_until back to null for every member whose boost has ended by `now`, and
 * answers how many. The deck already leaves them out (it compares with the time of the request);
 * this keeps its index of boosted members (users_deck_boosted_idx) down to the boosts that run or
 * ended within the hour. One UPDATE, so API processes sweeping at once cannot clash: the second
 * finds the rows done, and a boost started meanwhile moves the end past `now` first.
 */
export async function clearEndedBoosts(db: Database, now: Date): Promise<number> {
  const cleared = await db
    .update(users)
    .set({ boostedUntil: null })
    .where(lte(users.boostedUntil, now))
    .returning({ id: users.id })
  return cleared.length
}

/** Clears ended boosts now and then every BOOST_SWEEP_INTERVAL_MS (server.ts). */
export function scheduleBoostSweep(deps: { db: Database; clock: () => Date }): PeriodicJob {
  return schedulePeriodic(deps.db, 'Clearing ended boosts', BOOST_SWEEP_INTERVAL_MS, async (db) => {
    await clearEndedBoosts(db, deps.clock())
  })
}
