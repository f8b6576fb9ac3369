import { REWIND_WINDOW_MS, rewindable } from '#shared/domain/rewind.ts'
import { newClientId } from '../client-id.ts'
import { db } from '../db.ts'
import { addOutboxRow } from '../outbox-queue.ts'
import type { DecisionRow } from '../rows.ts'
import { outboxChanged } from '../sync.ts'
import { REWIND_KIND } from './rewind-outbox.ts'

/**
 * Rewind (issue 15, decision 033): a Premium or Verified member undoes their last pass, and the
 * member passed is back on top of the deck at once. The server's refusal is handled by
 * rewind-outbox.ts.
 *
 * A pass still waiting in the outbox while the device is offline and never tried is simply
 * dropped: the server never hears of it. Otherwise (sent, or perhaps sent: tried, or online, where
 * the sync engine may be sending it this instant) the pass's row is dropped and a rewind naming
 * the pass's client id is queued; the server undoes the pass, or records it as undone if it has
 * not arrived, so it can never land after.
 */
/** deviceSettings key: when the member last rewound (a pass before it is final). */
const lastRewindKey = (memberId: number) => `lastRewindAt:${memberId}`

/** The member's pass that can be undone at `now`, or null. */
export async function rewindablePass(memberId: number, now: number): Promise<DecisionRow | null> {
  // Only a pass made within the window can be undone: read those, not every pass ever made.
  const passes = await db.decisions
    .where('decidedAt')
    .aboveOrEqual(now - REWIND_WINDOW_MS)
    .filter((row) => row.kind === 'pass')
    .toArray()
  const last = passes.reduce<DecisionRow | null>(
    (latest, row) => (latest && latest.decidedAt >= row.decidedAt ? latest : row),
    null,
  )
  if (!last?.clientId) return null
  const lastRewindAt = (await db.deviceSettings.get(lastRewindKey(memberId)))?.value
  const rewoundAt = typeof lastRewindAt === 'number' ? new Date(lastRewindAt) : null
  return rewindable(new Date(last.decidedAt), new Date(now), rewoundAt) ? last : null
}

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
