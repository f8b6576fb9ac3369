import type { LiveEvent } from '#shared/schemas/live-events.ts'
import type { Database } from '../db/connect.ts'
import { runStatement, type Query } from '../db/round-trips.ts'
import { EVENTS_CHANNEL } from './notifier.ts'

/**
 * Live events leave the API process here, once the change they announce has committed
 * (docs/decisions/020). A NOTIFY inside the write's own transaction took PostgreSQL's one lock
 * on the notification queue at commit and held it through the commit's WAL flush: every
 * notifying commit of the cluster waited for the one before it, without group commit. Now each
 * process sends its events in batches, one statement of its own per batch, committed without
 * waiting for the WAL flush (it stores nothing), so the queue's lock is held for a moment per
 * batch instead of a flush per message.
 */

/** One event and the members it is for: what a notification's payload carries, as JSON. */
export interface Envelope {
  to: number[]
  event: LiveEvent
}

/**
 * A NOTIFY payload must be shorter than 8000 bytes (PostgreSQL's NOTIFY_PAYLOAD_MAX_LENGTH with
 * the default block size). An event is far below it (a message is at most 500 characters).
 */
export const PAYLOAD_MAX_BYTES = 7999

export interface Publisher {
  /**
   * Queues `event` for the members' open streams on every API process of this database. Call it
   * only once the change it announces has committed: a write that rolled back or was refused, and
   * a replay of one already announced, publish nothing. Events leave in the order they were
   * published (so a member's events from one process arrive in that order).
   */
  publish(userIds: number | readonly number[], event: LiveEvent): void
  /** Resolves once every event published before the call has been sent (or its batch failed). */
  flush(): Promise<void>
}

/**
 * The envelopes (JSON texts) packed in order into as few payloads as fit: each a JSON array of
 * envelopes of at most `maxBytes` bytes of UTF-8. An envelope that alone does not fit is left out
 * (and logged): no event of the app comes near the limit.
 */
export function packPayloads(envelopes: readonly string[], maxBytes = PAYLOAD_MAX_BYTES): string[] {
  const payloads: string[] = []
  let batch: string[] = []
  let bytes = 2 // the brackets
  for (const envelope of envelopes) {
    const size = Buffer.byteLength(envelope)
    if (size + 2 > maxBytes) {
      console.error(`A live event of ${size} bytes does not fit a notification; not sent`)
      continue
    }
    if (batch.length > 0 && bytes + 1 + size > maxBytes) {
      payloads.push(`[${batch.join(',')}]`)
      batch = []
      bytes = 2
    }
    bytes += (batch.length > 0 ? 1 : 0) + size
    batch.push(envelope)
  }
  if (batch.length > 0) payloads.push(`[${batch.join(',')}]`)
  return payloads
}

/**
 * The notifications of one batch as ONE statement, so one commit: each payload a pg_notify on
 * the channel. `synchronous_commit` is off for this transaction only (set_config, local): it
 * stores no row, so its commit need not wait for the WAL flush, and the queue's lock is released
 * at once. Listeners are told at commit all the same.
 */
function notifyStatement(payloads: readonly string[]): Query {
  return {
    sql: `select pg_notify($1, payload)
      from (select set_config('synchronous_commit', 'off', true)) as async_commit,
        json_array_elements_text($2::json) as payload`,
    params: [EVENTS_CHANNEL, JSON.stringify(payloads)],
  }
}

/**
 * The process's publisher: events published while a batch is being sent wait for it and go
 * together in the next, so there is at most one notifying statement in flight per process, and
 * under load one per batch rather than one per event. A batch that fails (the database is
 * unreachable) is logged and dropped: the streams' `ready` refetch and the chat's polling
 * fallback bring what it carried (docs/decisions/020).
 */
export function createPublisher(db: Database): Publisher {
  let queued: string[] = []
  /** The batch being sent, and the loop that sends the next ones. */
  let sending: Promise<void> | undefined

  async function sendAll() {
    // Let the answers that arrived with this one publish too before the batch leaves.
    await new Promise((resolve) => setImmediate(resolve))
    while (queued.length > 0) {
      const batch = queued
      queued = []
      try {
        await runStatement(db, notifyStatement(packPayloads(batch)))
      } catch (error) {
        console.error(`Sending ${batch.length} live events failed:`, error)
      }
    }
    sending = undefined
  }

  return {
    publish(userIds, event) {
      const envelope: Envelope = { to: [userIds].flat(), event }
      queued.push(JSON.stringify(envelope))
      sending ??= sendAll()
    },
    async flush() {
      while (sending) await sending
    },
  }
}
