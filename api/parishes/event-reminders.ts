import { sql } from 'drizzle-orm'
import { VERIFIED_EVENTS } from '#shared/domain/parish-events.ts'
import type { Database } from '../db/connect.ts'
import { rowsOf } from '../db/round-trips.ts'
import { schedulePeriodic, type PeriodicJob } from '../jobs/periodic.ts'
import type { PushSender } from '../push/sender.ts'

/** How often due reminders are looked for (by one API process at a time: api/jobs/periodic.ts). */
export const REMINDER_INTERVAL_MS = 15 * 60 * 1000
/** A reminder goes once the event starts within this: the day before. */
export const REMINDER_LEAD_MS = 24 * 60 * 60 * 1000

/** A reminder claimed for sending: to whom, and the event's title and start only. */
export interface DueReminder {
  userId: number
  event: { id: number; title: string; startsAt: Date }
}

const VERIFIED_ONLY_TIERS = Object.entries(VERIFIED_EVENTS)
  .filter(([, allowed]) => allowed)
  .map(([tier]) => tier)

/**
 * Claims every reminder due at `now` and answers them: members going (not only interested) to an
 * approved event that starts within REMINDER_LEAD_MS and has not started, not suspended, and for a
 * Verified-only event still of a tier that has access. One UPDATE sets reminded_at on the rows it
 * answers, so a reminder is claimed once however many runs race: a second run waits on the row
 * and then finds reminded_at set.
 */
export async function claimDueReminders(db: Database, now: Date): Promise<DueReminder[]> {
  const until = new Date(now.getTime() + REMINDER_LEAD_MS)
  const tiers = sql.join(
    VERIFIED_ONLY_TIERS.map((tier) => sql`${tier}`),
    sql`, `,
  )
  const rows = rowsOf(
    await db.execute(sql`
      update event_rsvps as r set reminded_at = ${now.toISOString()}::timestamptz
      from parish_events as e, users as u
      where e.id = r.event_id and u.id = r.user_id
        and r.status = 'going' and r.reminded_at is null
        and e.status = 'approved'
        and e.event_date > ${now.toISOString()}::timestamptz
        and e.event_date <= ${until.toISOString()}::timestamptz
        and u.suspended_at is null
        and (not e.verified_only or u.membership_tier in (${tiers}))
      returning r.user_id, e.id as event_id, e.title, e.event_date`),
  )
  return rows.map((row) => ({
    userId: Number(row.user_id),
    event: {
      id: Number(row.event_id),
      title: String(row.title),
      startsAt: new Date(row.event_date as string | Date),
    },
  }))
}

/**
 * Claims the due reminders and, once the claim has committed, pushes each (the sends run in the
 * background: PushSender). Answers how many were claimed.
 */
export async function sendDueReminders(
  db: Database,
  push: PushSender,
  now: Date,
): Promise<{ claimed: number; send: () => void }> {
  const due = await claimDueReminders(db, now)
  return {
    claimed: due.length,
    send: () => due.forEach((reminder) => push.eventReminder(reminder.userId, reminder.event)),
  }
}

/** Sends the day-before event reminders now and then every REMINDER_INTERVAL_MS (server.ts). */
export function scheduleEventReminders(deps: {
  db: Database
  push: PushSender
  clock: () => Date
}): PeriodicJob {
  const name = 'Sending event reminders'
  return schedulePeriodic(deps.db, name, REMINDER_INTERVAL_MS, async (db) => {
    const { send } = await sendDueReminders(db, deps.push, deps.clock())
    return send
  })
}
