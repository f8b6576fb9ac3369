import { useLiveQuery } from 'dexie-react-hooks'
import { messageOfErrorText } from './api-client.ts'
import { currentMemberId } from './current-member.ts'
import { db } from './db.ts'
import { rejectedHandler } from './outbox-handlers.ts'
import { failedRows, refusedRows, retryRow } from './outbox-queue.ts'
import type { OutboxRow } from './rows.ts'
import { loadAnswerHandlers, outboxChanged } from './sync.ts'

export { discardRow } from './outbox-queue.ts'

/**
 * Changes of the signed-in member the server has not confirmed yet (waiting to be sent, or
 * refused and not yet discarded): what signing out would lose. Live.
 */
export function usePendingCount(): number {
  return useLiveQuery(pendingCount, [], 0)
}

/** How many changes of the signed-in member the server has not confirmed yet. */
export async function pendingCount(): Promise<number> {
  const memberId = await currentMemberId()
  return memberId === null ? 0 : db.outbox.where('memberId').equals(memberId).count()
}

/** A live list of the signed-in member's failed rows, through `rows`. */
function useMemberRows(rows: (memberId: number) => Promise<OutboxRow[]>): OutboxRow[] {
  return useLiveQuery(
    async () => {
      const memberId = await currentMemberId()
      return memberId === null ? [] : rows(memberId)
    },
    [rows],
    [],
  )
}

/**
 * The member's changes that were not sent, oldest first, with lastError: refused by the server,
 * or parked on this device (decision 044). Live. What the unsent-changes notice lists.
 */
export function useFailedChanges(): OutboxRow[] {
  return useMemberRows(failedRows)
}

/**
 * The member's changes the server refused (4xx), oldest first: the kind's rejected handler has
 * already undone their local effect, so a screen may tell the member and discard them. Live.
 */
export function useRefusedChanges(): OutboxRow[] {
  return useMemberRows(refusedRows)
}

/** A change that was not sent, with how many later changes of its key wait behind it. */
export interface UnsentChange {
  row: OutboxRow
  /** Pending rows of its ordering key after it: they wait while it is parked (decision 044). */
  waitingBehind: number
}

/** The member's changes that were not sent, oldest first, for the notice that lists them. Live. */
export function useUnsentChanges(): UnsentChange[] {
  return useLiveQuery(unsentChanges, [], [])
}

async function unsentChanges(): Promise<UnsentChange[]> {
  const memberId = await currentMemberId()
  if (memberId === null) return []
  const rows = await db.outbox.where('memberId').equals(memberId).toArray()
  const behind = (row: OutboxRow) =>
    row.parkedFor === null
      ? 0
      : rows.filter((o) => o.status === 'pending' && o.orderKey === row.orderKey && o.id! > row.id!)
          .length
  return rows
    .filter((row) => row.status === 'failed')
    .map((row) => ({ row, waitingBehind: behind(row) }))
}

/** Sends a failed change again (pending, its attempts from zero), before the later ones of its key. */
export async function retryChange(id: number): Promise<void> {
  if (await retryRow(id)) outboxChanged()
}

/**
 * Gives a failed change up. A change parked after server errors never reached the server, so its
 * local effect is undone first, as if the server had refused it: the kind's rejected handler runs
 * with status 0 (a like's card comes back, a message shows as not sent). A refused change was
 * undone already; one parked because this device could not apply the answer did reach the server
 * (the next refresh shows it). Then the later changes of its key go.
 */
export async function discardChange(id: number): Promise<void> {
  const row = await db.outbox.get(id)
  if (row?.parkedFor === 'server-errors') await loadAnswerHandlers()
  await db.transaction('rw', db.tables, async () => {
    const stored = await db.outbox.get(id)
    if (!stored) return
    if (stored.parkedFor === 'server-errors')
      await rejectedHandler(stored.kind)?.(
        messageOfErrorText(stored.lastError ?? ''),
        stored,
        0,
        undefined,
      )
    await db.outbox.delete(id)
  })
  outboxChanged()
}
