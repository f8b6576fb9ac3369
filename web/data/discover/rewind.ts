import { newClientId } from '../client-id.ts'
import { db } from '../db.ts'
import { addOutboxRow } from '../outbox-queue.ts'
import { outboxChanged } from '../sync.ts'
import { REWIND_KIND } from './rewind-outbox.ts'
import { lastRewindKey, rewindablePass } from './rewindable-pass.ts'

/**
 * Rewind (issue 15, decision 033): a Premium or Verified member undoes their last pass, and the
 * member passed is back on top of the deck at once. The server's refusal is handled by
 * rewind-outbox.ts.
 *
 * A pass still waiting in the outbox while the device is offline and never tried is simply
 * dropped: the server never hears of it. Otherwise (sent, or perhaps sent: tried, or online, where
 * the sync engine may be sending it this instant) the pass's row is dropped and a rewind naming
 * the pass's client id is queued; the server undoes the pass, or records it as undone if it has
 * not arrived, so it can never land after. Fetched when the member taps Undo (use-rewind.ts): the
 * deck only asks whether there is a pass to undo (rewindable-pass.ts).
 */
/**
 * Undoes the member's last pass, if it can be undone now: answers the member passed, or null.
 * Throws Error('Not signed in').
 */
export async function rewindLastPass(online = navigator.onLine): Promise<number | null> {
  const tables = [db.session, db.decisions, db.outbox, db.deviceSettings]
  const rewound = await db.transaction('rw', tables, async () => {
    const memberId = (await db.session.get('current'))?.member?.id
    if (memberId === undefined) throw new Error('Not signed in')
    const now = Date.now()
    const pass = await rewindablePass(memberId, now)
    if (!pass?.clientId) return null
    const queued = await db.outbox.where('clientId').equals(pass.clientId).first()
    await db.decisions.delete(pass.userId)
    await db.deviceSettings.put({ key: lastRewindKey(memberId), value: now })
    if (queued?.id !== undefined) await db.outbox.delete(queued.id)
    const neverSent = queued?.status === 'pending' && queued.attempts === 0 && !online
    const refused = queued?.status === 'failed'
    if (!neverSent && !refused) {
      const body = { toUserId: pass.userId, passClientId: pass.clientId, passedAt: pass.decidedAt }
      const write = {
        kind: REWIND_KIND,
        method: 'DELETE',
        path: `/api/passes/${pass.clientId}`,
        body,
      } as const
      await addOutboxRow(write, memberId, newClientId(), now)
    }
    return pass.userId
  })
  if (rewound !== null) outboxChanged()
  return rewound
}
