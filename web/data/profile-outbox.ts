import { CurrentUserSchema } from '#shared/schemas/user.ts'
import { messageOfErrorText } from './api-client.ts'
import { db } from './db.ts'
import { onSynced } from './outbox-handlers.ts'
import { PROFILE_BUILDER_DRAFT, PROFILE_KIND } from './profile-builder.ts'
import type { OutboxRow } from './rows.ts'

export { PROFILE_KIND } from './profile-builder.ts'

/**
 * The profile builder's submit made offline (profile-faith-parish §7): queued in the outbox and
 * sent once when the device is back online. No React or DOM here: imported by the page and the
 * service worker (through outbox-answers.ts), so the answer applies the same way whichever sends
 * it. Queueing (page only) is in profile-queue.ts.
 *
 * Exactly once: POST /api/profile is idempotent by nature. It replaces the member's profile
 * fields with the values sent and sets the completion step to 5; applying the same body twice
 * leaves the same row and answers the same member, so a replay after a lost reply is harmless
 * and the server needs no stored clientId for it (ProfileSchema drops the body's clientId).
 */

/** What the member is told about their queued profile: waiting, or refused with the server's message. */
export type QueuedProfile = { status: 'pending' } | { status: 'failed'; message: string } | null

/** The member's latest profile row, as the builder and profile screens show it. */
export async function queuedProfile(memberId: number): Promise<QueuedProfile> {
  const rows = await db.outbox
    .where('memberId')
    .equals(memberId)
    .filter((row) => row.kind === PROFILE_KIND)
    .toArray()
  const row = rows.at(-1)
  if (!row) return null
  if (row.status === 'pending') return { status: 'pending' }
  return { status: 'failed', message: messageOfErrorText(row.lastError ?? '') }
}

/**
 * The server has the profile: the device holds the completed member and the draft is gone, as
 * after an online submit. Runs inside the sync engine's transaction (Dexie only).
 */
onSynced(PROFILE_KIND, async (answer: unknown, row: OutboxRow) => {
  const member = CurrentUserSchema.safeParse(answer)
  await db.drafts.delete(PROFILE_BUILDER_DRAFT)
  const session = await db.session.get('current')
  if (member.success && session?.member?.id === row.memberId)
    await db.session.put({ key: 'current', member: member.data, savedAt: Date.now() })
})

// A refusal (403 consent missing, 400 validation) needs no local undo: the sync engine keeps the
// row as failed with the server's answer, the draft stays, and the builder shows the message.
