import { MessageSchema } from '#shared/schemas/messages.ts'
import { db } from '../db.ts'
import { onRejected, onSynced } from '../outbox-handlers.ts'
import { MESSAGE_KIND, noteLastMessage } from './message-store.ts'
import type { ErrorCode } from '#shared/schemas/errors.ts'

/**
 * What the server's answer to a queued message does on this device. Imported by the page
 * (main.tsx) and the service worker (sw.ts), so a message sent from either place is treated
 * the same. Runs inside the sync engine's transaction: Dexie only.
 */

/** The server stored it: the waiting row becomes 'sent' with the server's id and time. */
onSynced(MESSAGE_KIND, async (answer, row) => {
  const message = MessageSchema.safeParse(answer)
  const local = await db.messages.get(row.clientId)
  if (!message.success) {
    if (local) await db.messages.update(row.clientId, { delivery: 'sent' })
    return
  }
  const { id, createdAt } = message.data
  // A copy that arrived live (or in a refresh) before this answer is the same message.
  await db.messages
    .where('id')
    .equals(id)
    .filter((other) => other.localId !== row.clientId)
    .delete()
  if (!local) return // deleted on this device meanwhile
  await db.messages.update(row.clientId, { id, createdAt, delivery: 'sent' })
  await noteLastMessage(local.partnerId, message.data)
})

/** Refused for good (not a match, limit reached): the row is kept, marked failed, with why. */
onRejected(MESSAGE_KIND, async (_message, row, _status, code) => {
  if (await db.messages.get(row.clientId))
    await db.messages.update(row.clientId, { delivery: 'failed', refusal: code })
})

/** Whether the recipient accepts messages only from photo-verified members (the bubble says). */
export function isPhotoVerificationRefusal(code: ErrorCode | undefined): boolean {
  return code === 'photo_verification_required'
}

/** Whether the server's refusal of a message was a tier limit (the upgrade prompt's case). */
export function isLimitRefusal(code: ErrorCode | undefined): boolean {
  return code === 'limit_reached'
}
