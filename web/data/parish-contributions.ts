import { useLiveQuery } from 'dexie-react-hooks'
import { useEffect } from 'react'
import type { EventProposalRequest } from '#shared/schemas/event-proposals.ts'
import {
  MyParishContributionsSchema,
  type MyParishContributions,
  type ParishChanges,
} from '#shared/schemas/parish-corrections.ts'
import { runAction } from './actions.ts'
import { apiRequest, NetworkError } from './api-client.ts'
import { db } from './db.ts'
import { waitingRowsOfKind } from './outbox-queue.ts'
import {
  EVENT_PROPOSAL_KIND,
  myContributionsKey,
  PARISH_CORRECTION_KIND,
  storedContributions,
} from './parish-contributions-outbox.ts'
import type { OutboxRow } from './rows.ts'

/**
 * A member's parish contributions (docs/parishes.md): proposing an event and suggesting a
 * correction go through the outbox (offline they wait, and land once: each carries its clientId),
 * and the member's own list with each one's status is kept on the device.
 */

/** Proposes an event at the parish; it waits for a moderator before anyone sees it. */
export async function proposeEvent(
  parishId: number,
  fields: Omit<EventProposalRequest, 'clientId'>,
): Promise<void> {
  await runAction({
    kind: EVENT_PROPOSAL_KIND,
    method: 'POST',
    path: `/api/parishes/${parishId}/event-proposals`,
    body: { ...fields },
  })
}

/** Suggests the changed details of the parish; a moderator applies or rejects them. */
export async function suggestCorrection(parishId: number, changes: ParishChanges): Promise<void> {
  await runAction({
    kind: PARISH_CORRECTION_KIND,
    method: 'POST',
    path: `/api/parishes/${parishId}/corrections`,
    body: { changes },
  })
}

/** Asks the server for the member's list and keeps it; offline, the kept one stays. */
export async function refreshMyContributions(memberId: number): Promise<void> {
  try {
    const list = await apiRequest('/api/parish-contributions', {
      schema: MyParishContributionsSchema,
    })
    await db.deviceSettings.put({ key: myContributionsKey(memberId), value: list })
  } catch (error) {
    if (!(error instanceof NetworkError)) console.warn('Could not refresh your proposals', error)
  }
}

export interface MyContributions extends MyParishContributions {
  /** Proposals and corrections still waiting on this device to be sent, oldest first. */
  waiting: OutboxRow[]
}

/** The member's proposals and corrections (kept and waiting), refreshed on mount. Live. */
export function useMyContributions(memberId: number): MyContributions | undefined {
  useEffect(() => {
    void refreshMyContributions(memberId)
  }, [memberId])
  return useLiveQuery(async () => {
    const [kept, proposals, corrections] = await Promise.all([
      storedContributions(memberId),
      waitingRowsOfKind(memberId, EVENT_PROPOSAL_KIND),
      waitingRowsOfKind(memberId, PARISH_CORRECTION_KIND),
    ])
    return { ...kept, waiting: [...proposals, ...corrections] }
  }, [memberId])
}
