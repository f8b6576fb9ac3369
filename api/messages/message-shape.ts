import type { MessageWarning } from '#shared/schemas/messages.ts'
import type { MessageRow } from '../db/schema.ts'

/**
 * A stored message as the API answers it (the send, the conversation, the live event); the
 * `warning` only in the recipient's copy (message-signals.ts).
 */
export function toMessage(row: MessageRow, warning?: MessageWarning) {
  return {
    id: row.id,
    fromUserId: row.fromUserId,
    toUserId: row.toUserId,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    clientId: row.clientId,
    ...(warning ? { warning } : {}),
  }
}
