import { db } from './db.ts'
import { orderKeyOf } from './outbox-order.ts'
import { OutboxRowSchema, type OutboxMethod, type OutboxRow } from './rows.ts'

/**
 * The outbox rows themselves: what the sync engine sends, in order (per ordering key, decision
 * 044). No React here, so the service worker can run the same code.
 */

export interface OutboxWrite {
  kind: string
  method: OutboxMethod
  path: string
  body?: Record<string, unknown>
}

/**
 * Adds a row; call it inside the action's transaction (which must include db.outbox). The body gets
 * the row's clientId, the idempotency key the server stores.
 */
export async function addOutboxRow(
  write: OutboxWrite,
  memberId: number,
  clientId: string,
  now: number,
): Promise<OutboxRow> {
  // Parsed before it is stored: a malformed write (e.g. a path outside /api/) throws here,
  // inside the action's transaction, so neither it nor its local effect is kept.
  const row: OutboxRow = OutboxRowSchema.parse({
    clientId,
    memberId,
    kind: write.kind,
    method: write.method,
    path: write.path,
    body: { ...write.body, clientId },
    createdAt: now,
    attempts: 0,
    nextAttemptAt: 0,
    status: 'pending',
    lastError: null,
    orderKey: orderKeyOf(write),
  })
  row.id = await db.outbox.add(row)
  return row
}

/**
 * The member's first row after `afterId` (by id, failed ones included): the drain walks the outbox
 * with it, reading each row just before its turn, so a change a handler made to a later row, or a
 * row added meanwhile, is seen.
 */
export async function nextRowOf(memberId: number, afterId: number): Promise<OutboxRow | undefined> {
  return db.outbox
    .where(':id')
    .above(afterId)
    .filter((row) => row.memberId === memberId)
    .first()
}

/** The member's changes of one kind not yet sent, oldest first. */
export async function waitingRowsOfKind(memberId: number, kind: string): Promise<OutboxRow[]> {
  return db.outbox
    .where('[memberId+status]')
    .equals([memberId, 'pending'])
    .filter((row) => row.kind === kind)
    .toArray()
}

/** The member's waiting rows go at the next drain, whatever their backoff (back online). */
export async function makeRowsDue(memberId: number): Promise<void> {
  await db.outbox
    .where('[memberId+status]')
    .equals([memberId, 'pending'])
    .modify((row) => {
      row.nextAttemptAt = 0
    })
}

export async function pendingRowCount(memberId: number): Promise<number> {
  return db.outbox.where('[memberId+status]').equals([memberId, 'pending']).count()
}

/**
 * The member's rows that were not sent, oldest first: refused by the server, or parked on this
 * device (parkedFor), for the UI to show, retry and discard.
 */
export async function failedRows(memberId: number): Promise<OutboxRow[]> {
  return db.outbox.where('[memberId+status]').equals([memberId, 'failed']).toArray()
}

/** The member's rows the server refused (4xx; the kind's rejected handler has run), oldest first. */
export async function refusedRows(memberId: number): Promise<OutboxRow[]> {
  const rows = await failedRows(memberId)
  return rows.filter((row) => row.parkedFor === null)
}

/**
 * A failed row goes again, as if new: pending, due now, its attempts and server errors counted
 * from zero. Its place (id) is kept, so it goes before the later rows of its key. Returns whether
 * there was such a row.
 */
export async function retryRow(id: number): Promise<boolean> {
  const updated = await db.outbox
    .where(':id')
    .equals(id)
    .filter((row) => row.status === 'failed')
    .modify({
      status: 'pending',
      attempts: 0,
      serverErrors: 0,
      nextAttemptAt: 0,
      parkedFor: null,
      lastError: null,
    })
  return updated > 0
}

export async function discardRow(id: number): Promise<void> {
  await db.outbox.delete(id)
}

/** Removes the member's rows of one kind, sent or refused (e.g. a submit made again replaces them). */
export async function discardRowsOfKind(memberId: number, kind: string): Promise<void> {
  await db.outbox
    .where('memberId')
    .equals(memberId)
    .filter((row) => row.kind === kind)
    .delete()
}
