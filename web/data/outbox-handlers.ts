import type { OutboxRow } from './rows.ts'
import type { ErrorCode } from '#shared/schemas/errors.ts'

/**
 * What to do locally when the server has answered an outbox row, per kind: e.g. a like's
 * `isMatch`, or a message's server id. Handlers run inside one Dexie transaction over every
 * table, together with removing (or failing) the row, so they may only touch Dexie.
 *
 * Register handlers in non-React modules that both the app and the service worker import,
 * so a row sent from either place gets the same treatment.
 */
export type SyncedHandler = (answer: unknown, row: OutboxRow) => void | Promise<void>
/**
 * `status` is the server's HTTP status of the refusal (a 4xx other than 401, 408, 429), or 0 when
 * the member discarded a change that server errors had parked (decision 044): it never reached
 * the server, and its local effect is to be undone all the same. `code` is what happened
 * (shared/schemas/errors.ts; undefined when the body was not the contract's, or for a discard):
 * decide by the code, never by the message's text.
 */
export type RejectedHandler = (
  message: string,
  row: OutboxRow,
  status: number,
  code: ErrorCode | undefined,
) => void | Promise<void>

const synced = new Map<string, SyncedHandler>()
const rejected = new Map<string, RejectedHandler>()

/** Applies the server's answer to a row of this kind. Returns a function that unregisters. */
export function onSynced(kind: string, handler: SyncedHandler): () => void {
  synced.set(kind, handler)
  return () => {
    if (synced.get(kind) === handler) synced.delete(kind)
  }
}

/** Undoes or marks the local effect when the server refuses a row of this kind for good. */
export function onRejected(kind: string, handler: RejectedHandler): () => void {
  rejected.set(kind, handler)
  return () => {
    if (rejected.get(kind) === handler) rejected.delete(kind)
  }
}

export function syncedHandler(kind: string): SyncedHandler | undefined {
  return synced.get(kind)
}

export function rejectedHandler(kind: string): RejectedHandler | undefined {
  return rejected.get(kind)
}
