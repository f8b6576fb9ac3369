import type { Database } from '../db/connect.ts'
import { schedulePeriodic, type PeriodicJob } from '../jobs/periodic.ts'
import { clearOldHits } from './counter.ts'

/** How often the counts no limit needs any more are deleted (one process at a time). */
export const HIT_SWEEP_INTERVAL_MS = 60 * 60 * 1000

/** Deletes the old counted requests now and then every HIT_SWEEP_INTERVAL_MS (server.ts). */
export function scheduleHitSweep(deps: { db: Database; clock: () => Date }): PeriodicJob {
  const name = 'Clearing old rate-limit counts'
  return schedulePeriodic(deps.db, name, HIT_SWEEP_INTERVAL_MS, async (db) => {
    await clearOldHits(db, deps.clock())
  })
}
