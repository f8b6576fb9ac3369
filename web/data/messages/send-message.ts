import { Dexie } from 'dexie'
import { MESSAGE_MAX_LENGTH } from '#shared/schemas/messages.ts'
import { runAction } from '../actions.ts'
import { db } from '../db.ts'
import { MESSAGE_KIND, noteLastMessage } from './message-store.ts'

/**
 * Sends a chat message: it appears at once in the conversation as waiting ('pending', keyed by
 * its clientId) and leaves through the outbox; message-outbox.ts turns it 'sent' or 'failed'.
 * `replacing` is a failed message this one retries (removed in the same transaction, with its
 * failed outbox row). Throws when the text is empty or too long (the composer prevents both).
 */
export async function sendMessage(
  memberId: number,
  partnerId: number,
  text: string,
  replacing?: string,
): Promise<string> {
  const content = text.trim()
  if (!content) throw new Error('Message cannot be empty')
  if (content.length > MESSAGE_MAX_LENGTH)
    throw new Error(`Message must be at most ${MESSAGE_MAX_LENGTH} characters`)
  const { clientId } = await runAction({
    kind: MESSAGE_KIND,
    method: 'POST',
    path: '/api/messages',
    body: { fromUserId: memberId, toUserId: partnerId, content },
    tables: [db.messages, db.conversations],
    apply: async (_tx, context) => {
      if (context.memberId !== memberId) throw new Error('Not signed in')
      if (replacing) await removeMessage(replacing)
      const createdAt = await writtenAt(partnerId, context.now)
      await db.messages.put({
        localId: context.clientId,
        id: null,
        partnerId,
        fromUserId: memberId,
        toUserId: partnerId,
        content,
        createdAt,
        delivery: 'pending',
      })
      await noteLastMessage(partnerId, { fromUserId: memberId, content, createdAt })
    },
  })
  return clientId
}

/** Sends a failed message again (a new write with a new clientId, in the same place). */
export async function retryMessage(memberId: number, localId: string): Promise<string | null> {
  const row = await db.messages.get(localId)
  if (!row || row.delivery !== 'failed') return null
  return sendMessage(memberId, row.partnerId, row.content, localId)
}

/** Deletes a failed message from this device, with its refused outbox row. */
export async function deleteFailedMessage(localId: string): Promise<void> {
  await db.transaction('rw', [db.messages, db.outbox], () => removeMessage(localId))
}

/**
 * The local time of a new message: now, or just after the conversation's latest message when
 * the clock says otherwise (same millisecond, clock set back), so waiting messages keep the
 * order they were written in.
 */
async function writtenAt(partnerId: number, now: number): Promise<string> {
  const latest = await db.messages
    .where('[partnerId+createdAt]')
    .between([partnerId, Dexie.minKey], [partnerId, Dexie.maxKey])
    .last()
  const after = latest ? Date.parse(latest.createdAt) + 1 : 0
  return new Date(Number.isNaN(after) ? now : Math.max(now, after)).toISOString()
}

async function removeMessage(localId: string): Promise<void> {
  await db.messages.delete(localId)
  await db.outbox.where('clientId').equals(localId).delete()
}
