import { sql } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { rowsOf } from '../db/round-trips.ts'
import { deckRankings } from '../db/schema.ts'
import { schedulePeriodic, type PeriodicJob } from '../jobs/periodic.ts'

/** How often old decks are deleted (by one API process at a time: api/jobs/periodic.ts). */
export const DECK_SWEEP_INTERVAL_MS = 60 * 60 * 1000
/** A deck ranked longer ago than this is deleted by the sweep (a first page ranks a new one). */
export const DECK_KEPT_MS = 24 * 60 * 60 * 1000

/**
 * Deletes every deck ranked more than DECK_KEPT_MS before `now` (through
 * deck_rankings_ranked_at_idx) and answers how many. A cursor into a deleted deck starts a new
 * one (api/discover/feed.ts).
 */
export async function deleteOldDecks(db: Database, now: Date): Promise<number> {
  const before = new Date(now.getTime() - DECK_KEPT_MS).toISOString()
  // Counted in the database: a day's decks of every member are not worth sending back.
  const [counted] = rowsOf(
    await db.execute(sql`with deleted as (
        delete from ${deckRankings} where ${deckRankings.rankedAt} < ${before}::timestamptz
        returning 1
      )
      select count(*)::int as count from deleted`),
  )
  return Number(counted?.count ?? 0)
}

/** Deletes old decks now and then every DECK_SWEEP_INTERVAL_MS (server.ts). */
export function scheduleDeckSweep(deps: { db: Database; clock: () => Date }): PeriodicJob {
  return schedulePeriodic(deps.db, 'Deleting old decks', DECK_SWEEP_INTERVAL_MS, async (db) => {
    await deleteOldDecks(db, deps.clock())
  })
}
