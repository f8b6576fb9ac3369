import { sql } from 'drizzle-orm'
import { isEmbedded, type Database } from '../db/connect.ts'
import { rowsOf } from '../db/round-trips.ts'

/** A running schedule of a periodic job; stop() ends it and waits for a run under way. */
export interface PeriodicJob {
  stop(): Promise<void>
}

/**
 * A job's work on the database it is given. It may answer what to do once that work has committed
 * (sending what it claimed, so a run that rolls back sends nothing).
 */
export type JobWork = (db: Database) => Promise<void | (() => void)>

/** The job names running on each embedded database (one process holds it: no lock needed). */
const embeddedRuns = new WeakMap<Database, Set<string>>()

/**
 * Runs `work` unless a run of the job `name` is under way on this database, in any process on any
 * machine; answers whether it ran.
 *
 * On PostgreSQL the run is one transaction that first takes pg_try_advisory_xact_lock on the job's
 * name (the two-key form, in the 'periodic_job' space, apart from the app's other advisory locks)
 * and gives `work` that transaction. Transaction-level, not session-level: behind PgBouncer in
 * transaction mode a session lock could stay on a server connection that another client gets
 * next, or be released under the job by a connection handed back. The lock ends with the
 * transaction, so a process that dies mid-run frees it with its connection. A job whose work must
 * commit in parts would need another scheme (a lease row); none does: each run's work fits one
 * transaction, which also leaves nothing half done when it fails.
 *
 * The embedded PGlite serves one process and has one connection: a transaction there would hold
 * it (and so every request) for the whole run, so the run goes without one, and the names running
 * are kept in memory instead.
 *
 * What the work answers to do after it (JobWork) runs once its transaction has committed.
 */
export async function runAlone(db: Database, name: string, work: JobWork): Promise<boolean> {
  if (isEmbedded(db)) {
    const running = embeddedRuns.get(db) ?? new Set<string>()
    embeddedRuns.set(db, running)
    if (running.has(name)) return false
    running.add(name)
    try {
      ;(await work(db))?.()
    } finally {
      running.delete(name)
    }
    return true
  }
  const ran = await db.transaction(async (tx) => {
    const [lock] = rowsOf(
      await tx.execute(
        sql`select pg_try_advisory_xact_lock(hashtext('periodic_job'), hashtext(${name})) as taken`,
      ),
    )
    if (lock?.taken !== true) return null
    return { afterCommit: await work(tx) }
  })
  ran?.afterCommit?.()
  return ran !== null
}

/**
 * Runs `work` now and then every `intervalMs` in each API process (server.ts), and on one of them
 * at a time across all machines (runAlone): a process that finds the job running elsewhere skips
 * that turn. The timer is unref'd, so it never keeps the process alive; a run still under way in
 * this process when the next is due is not doubled; a failed run is logged as `${name} failed:`
 * and the next one tries again.
 */
export function schedulePeriodic(
  db: Database,
  name: string,
  intervalMs: number,
  work: JobWork,
): PeriodicJob {
  let running: Promise<unknown> | undefined
  const tick = () => {
    running ??= runAlone(db, name, work)
      .catch((error: unknown) => console.error(`${name} failed:`, error))
      .finally(() => (running = undefined))
  }
  tick()
  const timer = setInterval(tick, intervalMs)
  timer.unref()
  return {
    async stop() {
      clearInterval(timer)
      await running
    },
  }
}
