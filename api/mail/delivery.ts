import { and, asc, eq, isNull, lt, lte, or } from 'drizzle-orm'
import type { Config } from '../config.ts'
import type { Database } from '../db/connect.ts'
import { mailMessages } from '../db/schema.ts'
import { runAlone, schedulePeriodic, type PeriodicJob } from '../jobs/periodic.ts'
import type { MailTransport } from './transport.ts'

const MINUTE = 60 * 1000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** Tries of one message before the job gives up on it (some 17 hours of them). */
export const MAX_ATTEMPTS = 8
/** Messages one run sends; the next run takes the rest. */
const BATCH = 20
/** Sent and given-up messages are deleted after this (their envelopes are for the logs' time). */
export const MAIL_KEPT_MS = 7 * DAY
/** How often each API process looks for due mail (besides right after a message is queued). */
export const DELIVERY_INTERVAL_MS = 15_000
/** The job's name for runAlone: one process delivers at a time, across all machines. */
export const DELIVERY_JOB = 'mail-delivery'

/** The wait before the next try after `attempts` failed ones: 1, 4, 16, 64 minutes… at most 6 hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(MINUTE * 4 ** (attempts - 1), 6 * HOUR)
}

export interface DeliveryRun {
  sent: number
  failed: number
}

/**
 * Sends the due messages of the queue through `transport`, oldest first. A failure is counted,
 * logged with the message's id (never its body: it may hold a reset link) and tried again after
 * retryDelayMs; after MAX_ATTEMPTS the message is marked failed and logged so, never dropped
 * silently. Old sent and failed rows are deleted.
 */
export async function deliverDue(
  db: Database,
  transport: MailTransport,
  from: string,
  now: Date,
): Promise<DeliveryRun> {
  const due = await db
    .select()
    .from(mailMessages)
    .where(
      and(
        isNull(mailMessages.sentAt),
        isNull(mailMessages.failedAt),
        lte(mailMessages.nextAttemptAt, now),
      ),
    )
    .orderBy(asc(mailMessages.nextAttemptAt), asc(mailMessages.id))
    .limit(BATCH)
  const run: DeliveryRun = { sent: 0, failed: 0 }
  for (const mail of due) {
    const attempts = mail.attempts + 1
    try {
      await transport.send({
        id: mail.id,
        from,
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.text ?? '',
        html: mail.html ?? '',
      })
      await db
        .update(mailMessages)
        .set({
          attempts,
          sentAt: now,
          lastError: null,
          ...(transport.keepsBody ? {} : { text: null, html: null }),
        })
        .where(eq(mailMessages.id, mail.id))
      run.sent++
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500)
      const givingUp = attempts >= MAX_ATTEMPTS
      const next = new Date(now.getTime() + retryDelayMs(attempts))
      console.error(
        givingUp
          ? `Mail ${mail.id} (${mail.kind}) failed ${attempts} times; given up: ${reason}`
          : `Mail ${mail.id} (${mail.kind}) failed (try ${attempts}), next try at ${next.toISOString()}: ${reason}`,
      )
      await db
        .update(mailMessages)
        .set({
          attempts,
          lastError: reason,
          nextAttemptAt: next,
          ...(givingUp ? { failedAt: now, text: null, html: null } : {}),
        })
        .where(eq(mailMessages.id, mail.id))
      run.failed++
    }
  }
  const old = new Date(now.getTime() - MAIL_KEPT_MS)
  await db
    .delete(mailMessages)
    .where(or(lt(mailMessages.sentAt, old), lt(mailMessages.failedAt, old)))
  return run
}

/** The mail port the routes use (RouteDeps.mail). */
export interface Mailer {
  /** Queues a message in `db`: a transaction's handle, so it leaves only if that commits. */
  queue(db: Database, mail: QueuedMail): Promise<void>
  /** Starts a delivery run now without waiting for it (the request is answered meanwhile). */
  nudge(): void
  /** One delivery run on this database, unless one is under way anywhere; what it did. */
  deliver(): Promise<DeliveryRun | null>
  /** Runs delivery every DELIVERY_INTERVAL_MS (server.ts). */
  schedule(): PeriodicJob
}

/** What is queued: the rendered message (compose.ts). */
export interface QueuedMail {
  kind: string
  to: string
  language: (typeof mailMessages.$inferInsert)['language']
  subject: string
  text: string
  html: string
}

export function createMailer(options: {
  db: Database
  config: Pick<Config, 'MAIL_FROM'>
  transport: MailTransport
  clock: () => Date
  /** False leaves delivery to the schedule or to deliver() (the tests that watch each run). */
  deliverOnQueue?: boolean
}): Mailer {
  const { db, transport, clock } = options
  const work = async (handle: Database) => {
    await deliverDue(handle, transport, options.config.MAIL_FROM, clock())
  }
  let running: Promise<unknown> | undefined
  let again = false
  const nudge = () => {
    if (running) {
      again = true // a message queued after this run chose its batch: one more run after it
      return
    }
    running = runAlone(db, DELIVERY_JOB, work)
      .catch((error: unknown) => console.error(`${DELIVERY_JOB} failed:`, error))
      .finally(() => {
        running = undefined
        if (again) {
          again = false
          nudge()
        }
      })
  }
  return {
    async queue(handle, mail) {
      await handle.insert(mailMessages).values({
        kind: mail.kind,
        toAddress: mail.to,
        language: mail.language,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        nextAttemptAt: clock(),
      })
    },
    nudge() {
      if (options.deliverOnQueue !== false) nudge()
    },
    async deliver() {
      let outcome: DeliveryRun | null = null
      await runAlone(db, DELIVERY_JOB, async (handle) => {
        outcome = await deliverDue(handle, transport, options.config.MAIL_FROM, clock())
      })
      return outcome
    },
    schedule: () => schedulePeriodic(db, DELIVERY_JOB, DELIVERY_INTERVAL_MS, work),
  }
}
