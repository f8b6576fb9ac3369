import { sql } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { users } from '../db/schema.ts'
import { schedulePeriodic, type PeriodicJob } from '../jobs/periodic.ts'
import type { LetterStore } from './letter-store.ts'

/**
 * How long a letter no profile names is kept. The builder uploads the letter when the member
 * chooses it and names it in the profile only on submit; a submit made offline waits in the
 * outbox until the device is back online (decision 009). The upload itself needs the network, so
 * such a device was online minutes before; a day covers a member who loses the signal (a church,
 * a trip) and reconnects the next day, and keeps an abandoned sensitive document no longer.
 */
export const UNSAVED_LETTER_GRACE_MS = 24 * 60 * 60 * 1000

/** How often unsaved letters are swept (by one API process at a time: api/jobs/periodic.ts). */
export const LETTER_SWEEP_INTERVAL_MS = 60 * 60 * 1000

export interface LetterSweepDeps {
  db: Database
  letters: LetterStore
  clock: () => Date
}

/**
 * Deletes every stored deacon letter older than UNSAVED_LETTER_GRACE_MS that no member's
 * deaconLetterUrl names, and answers how many it deleted. Sweeps running at once (not scheduled:
 * the schedule runs one at a time) still delete each file once, and neither fails.
 */
export async function sweepUnsavedLetters(deps: LetterSweepDeps): Promise<number> {
  const { db, letters, clock } = deps
  const before = clock().getTime() - UNSAVED_LETTER_GRACE_MS
  const candidates = (await letters.list()).filter((letter) => letter.storedAt.getTime() < before)
  if (candidates.length === 0) return 0
  const references = candidates.map((letter) => letter.reference)
  const named = await db
    .select({ reference: users.deaconLetterUrl })
    .from(users)
    // One array parameter however many candidates (a list of parameters stops at 65,535).
    .where(sql`${users.deaconLetterUrl} = any(${sql.param(references)}::text[])`)
  const kept = new Set(named.map((row) => row.reference))
  let deleted = 0
  for (const letter of candidates) {
    if (kept.has(letter.reference)) continue
    // Left for the next sweep when it cannot be deleted now (as a replaced letter is).
    const gone = await letters.delete(letter.userId, letter.reference).catch((error: unknown) => {
      console.error(`Could not delete the unsaved deacon letter ${letter.reference}:`, error)
      return false
    })
    if (gone) deleted++
  }
  return deleted
}

/**
 * Sweeps now and then every LETTER_SWEEP_INTERVAL_MS (server.ts, in each API process); stop() ends
 * the schedule and waits for a sweep under way (api/jobs/periodic.ts).
 */
export function scheduleLetterSweep(deps: LetterSweepDeps): PeriodicJob {
  // On PostgreSQL the sweep runs in the job's lock transaction (it only reads there, holding no
  // row lock), which keeps one connection for as long as the files take to delete.
  const name = 'Sweeping unsaved deacon letters'
  return schedulePeriodic(deps.db, name, LETTER_SWEEP_INTERVAL_MS, async (db) => {
    const deleted = await sweepUnsavedLetters({ ...deps, db })
    if (deleted > 0) console.log(`Deleted unsaved deacon letters (named by no profile): ${deleted}`)
  })
}
