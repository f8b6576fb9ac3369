import { useLiveQuery } from 'dexie-react-hooks'
import { currentMemberId } from './current-member.ts'
import { db } from './db.ts'
import { failedRows } from './outbox-queue.ts'
import type { OutboxRow } from './rows.ts'

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

/** The member's changes the server refused, with lastError, oldest first. Live. */
export function useFailedChanges(): OutboxRow[] {
  return useLiveQuery(
    async () => {
      const memberId = await currentMemberId()
      return memberId === null ? [] : failedRows(memberId)
    },
    [],
    [],
  )
}
