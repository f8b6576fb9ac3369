import { db } from '../db.ts'
import { onRejected } from '../outbox-handlers.ts'
import type { OutboxRow } from '../rows.ts'

/**
 * A rewind (rewind.ts) the server refused, for good. No React or DOM here: imported by the page
 * and the service worker (outbox-answers.ts).
 */
export const REWIND_KIND = 'rewind'

/** Refused (too late, no longer Premium): the pass stands, so the member leaves the deck again. */
onRejected(REWIND_KIND, async (_message, row: OutboxRow) => {
  const { toUserId, passClientId, passedAt } = row.body
  if (typeof toUserId !== 'number' || typeof passClientId !== 'string') return
  if (await db.decisions.get(toUserId)) return
  await db.decisions.add({
    userId: toUserId,
    kind: 'pass',
    isMatch: null,
    decidedAt: typeof passedAt === 'number' ? passedAt : 0,
    clientId: passClientId,
  })
})
