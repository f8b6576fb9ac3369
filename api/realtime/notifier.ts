import type { PGlite } from '@electric-sql/pglite'
import { sql, type Placeholder, type SQL } from 'drizzle-orm'
import { PgliteDatabase } from 'drizzle-orm/pglite'
import type { PostgresJsDatabase } from 'drizzle-orm/postgres-js'
import type { Sql } from 'postgres'
import type { LiveEvent } from '#shared/schemas/live-events.ts'
import type { Database } from '../db/connect.ts'
import type * as schema from '../db/schema.ts'

/** The one LISTEN/NOTIFY channel of live events; the payload names the members it is for. */
export const EVENTS_CHANNEL = 'oh_events'

interface Envelope {
  to: number[]
  event: LiveEvent
}

/** The database or a transaction of it. */
type Executor = Pick<Database, 'execute'>

/**
 * Queues `event` for the members' open streams, on every API process of this database. Call it
 * inside the transaction that makes the change: PostgreSQL delivers the notification when that
 * transaction commits, and never when it rolls back. (Payloads stay far below the 8000-byte limit:
 * a message is at most 500 characters.)
 */
export async function publish(
  tx: Executor,
  userIds: number | readonly number[],
  event: LiveEvent,
): Promise<void> {
  await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${envelopeText(userIds, event)})`)
}

/** The notification's payload: the event and the members it is for, as JSON. */
export function envelopeText(userIds: number | readonly number[], event: LiveEvent): string {
  const envelope: Envelope = { to: [userIds].flat(), event }
  return JSON.stringify(envelope)
}

/**
 * publish() as an SQL expression, for a statement that makes the event's id as it runs (the match
 * a like creates, a message): `event` with the value at `idPath` replaced by `id` (an expression
 * of the statement). Put it in the statement's select of the row it inserted: the notification
 * is then queued exactly when that row is, and delivered when the statement's transaction
 * commits.
 */
export function publishWithId(
  /** envelopeText(), or a placeholder the statement's caller fills with it. */
  envelope: string | Placeholder,
  idPath: readonly string[],
  id: SQL,
): SQL {
  return sql`pg_notify(${EVENTS_CHANNEL}, jsonb_set(${envelope}::jsonb,
    ${`{event,${idPath.join(',')}}`}::text[], to_jsonb(${id}))::text)`
}

export type LiveListener = (event: LiveEvent) => void
/** Called after the LISTEN connection was lost and is back: events in between were missed. */
export type GapListener = () => void
/** Called when the notifier closes (the server is stopping): the stream should end. */
export type CloseListener = () => void

/** One LISTEN per process, fanned out to the open streams of each member. */
export interface Notifier {
  /**
   * Calls `listener` with every event for the member until the returned function is called.
   * Resolves once this process is listening, so nothing committed afterwards is missed.
   * `onGap` runs when the listening connection was re-established (the client should refetch);
   * `onClose` when close() ends the subscription.
   */
  subscribe(
    userId: number,
    listener: LiveListener,
    onGap?: GapListener,
    onClose?: CloseListener,
  ): Promise<() => void>
  /** Open subscriptions in this process. */
  subscriptions(): number
  /** Resolves when close() is called: open streams end then. */
  readonly closed: Promise<void>
  /** Stops listening and ends the open streams. */
  close(): Promise<void>
}

type Unlisten = () => Promise<void>
interface Subscription {
  listener: LiveListener
  onGap: GapListener | undefined
  onClose: CloseListener | undefined
}
type Listen = (
  channel: string,
  onPayload: (payload: string) => void,
  onRelisten: () => void,
) => Promise<Unlisten>

/**
 * LISTEN on the database's own client: PGlite's listen (in process, never drops), or
 * postgres.js's dedicated connection, which it re-opens and re-LISTENs after losing it.
 */
function listenerFor(db: Database): Listen {
  if (db instanceof PgliteDatabase) {
    const client = (db as PgliteDatabase<typeof schema> & { $client: PGlite }).$client
    return (channel, onPayload) => client.listen(channel, onPayload)
  }
  const client = (db as PostgresJsDatabase<typeof schema> & { $client: Sql }).$client
  return async (channel, onPayload, onRelisten) => {
    let first = true
    const onListen = () => (first ? (first = false) : onRelisten())
    return (await client.listen(channel, onPayload, onListen)).unlisten
  }
}

/** The process's notifier. It starts listening at the first subscription. */
export function createNotifier(db: Database): Notifier {
  const listen = listenerFor(db)
  const listeners = new Map<number, Set<Subscription>>()
  let listening: Promise<Unlisten> | undefined
  let count = 0
  let markClosed: () => void = () => {}
  const closed = new Promise<void>((resolve) => (markClosed = resolve))
  let isClosed = false

  function deliver(payload: string) {
    let envelope: Envelope
    try {
      envelope = JSON.parse(payload) as Envelope
    } catch {
      console.error(`Ignoring a malformed ${EVENTS_CHANNEL} notification`)
      return
    }
    for (const userId of envelope.to) {
      for (const { listener } of listeners.get(userId) ?? []) {
        try {
          listener(envelope.event)
        } catch (error) {
          console.error('A live event listener failed:', error)
        }
      }
    }
  }

  function relistened() {
    for (const set of listeners.values()) {
      for (const { onGap } of set) onGap?.()
    }
  }

  function remove(userId: number, subscription: Subscription) {
    const set = listeners.get(userId)
    if (!set?.delete(subscription)) return
    count--
    if (set.size === 0) listeners.delete(userId)
  }

  return {
    async subscribe(userId, listener, onGap, onClose) {
      if (isClosed) throw new Error('The notifier is closed')
      const started = (listening ??= listen(EVENTS_CHANNEL, deliver, relistened))
      try {
        await started
      } catch (error) {
        if (listening === started) listening = undefined
        throw error
      }
      let set = listeners.get(userId)
      if (!set) listeners.set(userId, (set = new Set()))
      const subscription: Subscription = { listener, onGap, onClose }
      set.add(subscription)
      count++
      return () => remove(userId, subscription)
    },
    subscriptions: () => count,
    closed,
    async close() {
      if (isClosed) return
      isClosed = true
      markClosed()
      const open = [...listeners.values()].flatMap((set) => [...set])
      listeners.clear()
      for (const { onClose } of open) onClose?.()
      count = 0
      const started = listening
      listening = undefined
      if (started) await (await started.catch(() => null))?.()
    },
  }
}
