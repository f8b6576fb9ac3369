import type { MessageRow } from '../db/schema.ts'

/** A stored message as the API answers it (the send, the conversation, the live event). */
export function toMessage(row: MessageRow) {
  return {
    id: row.id,
    fromUserId: row.fromUserId,
    toUserId: row.toUserId,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    clientId: row.clientId,
  }
}
