import { lte } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { sessions } from '../db/schema.ts'
import { schedulePeriodic, type PeriodicJob } from '../jobs/periodic.ts'
import { deleteOldResetLinks } from './password-reset.ts'
import { deleteOldConfirmations } from './email-confirmation.ts'
import { deleteExpiredChallenges } from './passkey-challenges.ts'

/** How often expired sessions are deleted (by one API process at a time: api/jobs/periodic.ts). */
export const SESSION_SWEEP_INTERVAL_MS = 60 * 60 * 1000

/**
 * Deletes every session expired by `now` (through sessions_expires_idx) and answers how many. A
 * session is otherwise deleted only when its token comes back or its member signs in again: the
 * sessions of a phone that was lost, or of a member who left, would stay for good.
 */
export async function deleteExpiredSessions(db: Database, now: Date): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(lte(sessions.expiresAt, now))
    .returning({ id: sessions.id })
  return deleted.length
}

/**
 * Deletes expired sessions, reset and address links a day past their expiry, and passkey
 * challenges past their 5 minutes, now and then every
 * SESSION_SWEEP_INTERVAL_MS (server.ts).
 */
export function scheduleSessionSweep(deps: { db: Database; clock: () => Date }): PeriodicJob {
  const name = 'Deleting expired sessions'
  return schedulePeriodic(deps.db, name, SESSION_SWEEP_INTERVAL_MS, async (db) => {
    await deleteExpiredSessions(db, deps.clock())
    await deleteOldResetLinks(db, deps.clock())
    await deleteOldConfirmations(db, deps.clock())
    await deleteExpiredChallenges(db, deps.clock())
  })
}
