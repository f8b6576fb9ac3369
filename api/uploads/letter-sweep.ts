import { sql } from 'drizzle-orm'
import { PgliteDatabase } from 'drizzle-orm/pglite'
import type { PostgresJsDatabase } from 'drizzle-orm/postgres-js'
import type { Database } from '../db/connect.ts'
import { users } from '../db/schema.ts'
import type * as schema from '../db/schema.ts'
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

/** How often each API process tries to sweep (one at a time does: LETTER_SWEEP_LOCK). */
export const LETTER_SWEEP_INTERVAL_MS = 60 * 60 * 1000

/** The PostgreSQL advisory lock (its hashtext) held by the one process sweeping. */
export const LETTER_SWEEP_LOCK = 'deacon-letter-sweep'

export interface LetterSweepDeps {
  db: Database
  letters: LetterStore
  clock: () => Date
}

/** Deletes the letters older than the grace that no member's profile names; answers how many. */
async function sweep(db: Database, { letters, clock }: LetterSweepDeps): Promise<number> {
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

const isEmbedded = (db: Database) => db instanceof PgliteDatabase

/**
 * Deletes every stored deacon letter older than UNSAVED_LETTER_GRACE_MS that no member's
 * deaconLetterUrl names, and answers how many it deleted. On PostgreSQL it sweeps only when it
 * takes the advisory lock (pg_try_advisory_xact_lock, held until its transaction ends): while
 * another API process sweeps it answers 0 at once instead of waiting. The embedded PGlite serves
 * one process, and a transaction there would hold its only connection while files are deleted, so
 * it sweeps without one.
 */
export async function sweepUnsavedLetters(deps: LetterSweepDeps): Promise<number> {
  if (isEmbedded(deps.db)) return sweep(deps.db, deps)
  const db = deps.db as PostgresJsDatabase<typeof schema>
  return db.transaction(async (tx) => {
    const [lock] = await tx.execute<{ taken: boolean }>(
      sql`select pg_try_advisory_xact_lock(hashtext(${LETTER_SWEEP_LOCK})) as taken`,
    )
    return lock?.taken ? sweep(tx, deps) : 0
  })
}

/**
 * Sweeps now and then every LETTER_SWEEP_INTERVAL_MS (server.ts, in each API process); stop() ends
 * the schedule and waits for a sweep under way (api/jobs/periodic.ts).
 */
export function scheduleLetterSweep(deps: LetterSweepDeps): PeriodicJob {
  return schedulePeriodic('Sweeping unsaved deacon letters', LETTER_SWEEP_INTERVAL_MS, async () => {
    const deleted = await sweepUnsavedLetters(deps)
    if (deleted > 0) console.log(`Deleted unsaved deacon letters (named by no profile): ${deleted}`)
  })
}
