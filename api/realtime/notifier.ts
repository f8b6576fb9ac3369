import type { PGlite } from '@electric-sql/pglite'
import { PgliteDatabase } from 'drizzle-orm/pglite'
import type { PostgresJsDatabase } from 'drizzle-orm/postgres-js'
import postgres, { type Sql } from 'postgres'
import type { LiveEvent } from '#shared/schemas/live-events.ts'
import type { Database } from '../db/connect.ts'
import type * as schema from '../db/schema.ts'

/** The one LISTEN/NOTIFY channel of live events; the payload names the members it is for. */
export const EVENTS_CHANNEL = 'oh_events'

/**
 * One event and the members it is for. A notification's payload is a JSON array of these (a
 * batch: api/realtime/publisher.ts); a single envelope, as processes before decision 020 sent,
 * is read too.
 */
export interface Envelope {
  to: number[]
  event: LiveEvent
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
 * postgres.js's dedicated connection, which it re-opens and re-LISTENs after losing it. With
 * `listenUrl` (config DATABASE_LISTEN_URL), that connection goes to its own address: the
 * database's direct one when DATABASE_URL is a PgBouncer in transaction mode, which cannot hold
 * a LISTEN (docs/scaling.md); the notifier's close ends it.
 */
function listenerFor(db: Database, listenUrl: string | undefined): Listen {
  if (listenUrl) {
    const client = postgres(listenUrl, { max: 1, onnotice: () => {} })
    return listenOn(client, () => client.end({ timeout: 5 }))
  }
  if (db instanceof PgliteDatabase) {
    const client = (db as PgliteDatabase<typeof schema> & { $client: PGlite }).$client
    return (channel, onPayload) => client.listen(channel, onPayload)
  }
  return listenOn((db as PostgresJsDatabase<typeof schema> & { $client: Sql }).$client)
}

function listenOn(client: Sql, end?: () => Promise<void>): Listen {
  return async (channel, onPayload, onRelisten) => {
    let first = true
    const onListen = () => (first ? (first = false) : onRelisten())
    const { unlisten } = await client.listen(channel, onPayload, onListen)
    return async () => {
      await unlisten()
      await end?.()
    }
  }
}

/** The process's notifier. It starts listening at the first subscription. */
export function createNotifier(db: Database, options: { listenUrl?: string } = {}): Notifier {
  const listen = listenerFor(db, options.listenUrl)
  const listeners = new Map<number, Set<Subscription>>()
  let listening: Promise<Unlisten> | undefined
  let count = 0
  let markClosed: () => void = () => {}
  const closed = new Promise<void>((resolve) => (markClosed = resolve))
  let isClosed = false

  function deliver(payload: string) {
    let envelopes: Envelope[]
    try {
      envelopes = [JSON.parse(payload) as Envelope | Envelope[]].flat()
    } catch {
      console.error(`Ignoring a malformed ${EVENTS_CHANNEL} notification`)
      return
    }
    for (const envelope of envelopes) deliverOne(envelope)
  }

  function deliverOne(envelope: Envelope) {
    for (const userId of envelope.to ?? []) {
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
