import type { Table, Transaction } from 'dexie'
import { newClientId } from './client-id.ts'
import { db } from './db.ts'
import { addOutboxRow, type OutboxWrite } from './outbox-queue.ts'
import { outboxChanged } from './sync.ts'

export interface ActionContext {
  /** The idempotency key of this write, also in the outbox row's body. */
  clientId: string
  /** The signed-in member making the change. */
  memberId: number
  now: number
}

export interface Action<R> extends OutboxWrite {
  /** The tables `apply` writes (the outbox and session are added). */
  tables?: Table[]
  /**
   * The local effect, shown at once. Dexie work only (no fetch: the transaction would end).
   * Throwing cancels the whole action: no local effect, no outbox row.
   */
  apply?: (tx: Transaction, context: ActionContext) => R | Promise<R>
}

/**
 * Performs a member's intent: writes its local effect and its outbox row in ONE Dexie
 * transaction (both or neither), then asks the sync engine to send it. Throws
 * Error('Not signed in') when no member is signed in on this device.
 */
export async function runAction<R = void>(
  action: Action<R>,
): Promise<{ clientId: string; result: R }> {
  const clientId = newClientId()
  const now = Date.now()
  const tables = [db.session, db.outbox, ...(action.tables ?? [])]
  const result = await db.transaction('rw', tables, async (tx) => {
    const memberId = (await db.session.get('current'))?.member?.id
    if (memberId === undefined) throw new Error('Not signed in')
    const effect = (await action.apply?.(tx, { clientId, memberId, now })) as R
    await addOutboxRow(action, memberId, clientId, now)
    return effect
  })
  outboxChanged()
  return { clientId, result }
}
