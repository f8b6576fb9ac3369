import { Dexie } from 'dexie'
import type { Message } from '#shared/schemas/messages.ts'
import { db } from '../db.ts'
import type { ConversationRow, MessageRow } from '../rows.ts'

/**
 * The chat read model in Dexie: messages per conversation and one conversation row per
 * partner. No React and no fetch here (the service worker runs the outbox handlers that use it).
 */

/** The outbox kind of a chat message (POST /api/messages). */
export const MESSAGE_KIND = 'message'

/** The localId of a message first seen from the server. */
export function serverLocalId(id: number): string {
  return `s${id}`
}

/**
 * A conversation's messages in the order the member reads them: the server's order (its ids)
 * for acknowledged messages, then the ones still waiting or failed, in the order written.
 */
export function inConversationOrder(rows: MessageRow[]): MessageRow[] {
  const acknowledged = rows.filter((row) => row.id !== null).sort((a, b) => a.id! - b.id!)
  const unsent = rows
    .filter((row) => row.id === null)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.localId.localeCompare(b.localId))
  return [...acknowledged, ...unsent]
}

/** Every stored message of the conversation with `partnerId`, in reading order. */
export async function conversationMessages(partnerId: number): Promise<MessageRow[]> {
  const rows = await db.messages
    .where('[partnerId+createdAt]')
    .between([partnerId, Dexie.minKey], [partnerId, Dexie.maxKey])
    .toArray()
  return inConversationOrder(rows)
}

/**
 * Stores messages the server sent (a conversation fetch, a live event, a send's answer) for the
 * member: a message already here under its server id is updated in place, a new one is added
 * as `s<id>`. Returns the messages that were new on this device. Call inside a transaction
 * over db.messages and db.conversations, or on its own.
 */
export async function storeServerMessages(
  memberId: number,
  messages: Message[],
): Promise<Message[]> {
  const fresh: Message[] = []
  for (const message of messages) {
    const partnerId = message.fromUserId === memberId ? message.toUserId : message.fromUserId
    // Already here: under its server id, or (written on this device) under its client id.
    const known =
      (await db.messages.where('id').equals(message.id).first()) ??
      (message.clientId ? await db.messages.get(message.clientId) : undefined)
    if (known) {
      await db.messages.update(known.localId, {
        id: message.id,
        content: message.content,
        createdAt: message.createdAt,
        delivery: 'sent',
        ...(message.warning ? { warning: message.warning } : {}),
      })
      continue
    }
    fresh.push(message)
    await db.messages.put({
      localId: serverLocalId(message.id),
      id: message.id,
      partnerId,
      fromUserId: message.fromUserId,
      toUserId: message.toUserId,
      content: message.content,
      createdAt: message.createdAt,
      delivery: 'sent',
      ...(message.warning ? { warning: message.warning } : {}),
    })
    await noteLastMessage(partnerId, message)
  }
  return fresh
}

/** Makes `message` the conversation's last one when it is newer than what the row shows. */
export async function noteLastMessage(
  partnerId: number,
  message: Pick<Message, 'fromUserId' | 'content' | 'createdAt'>,
): Promise<void> {
  const row = await db.conversations.get(partnerId)
  if (row && row.createdAt > message.createdAt) return
  await db.conversations.put({
    ...emptyConversation(partnerId),
    ...row,
    lastMessage: message.content,
    lastFromUserId: message.fromUserId,
    createdAt: message.createdAt,
  })
}

/** Counts messages from the partner that arrived live as unread. */
export async function addUnread(partnerId: number, count: number): Promise<void> {
  if (count <= 0) return
  const row = (await db.conversations.get(partnerId)) ?? emptyConversation(partnerId)
  await db.conversations.put({ ...row, unread: row.unread + count })
}

export function emptyConversation(partnerId: number): ConversationRow {
  return {
    partnerId,
    lastMessage: '',
    lastFromUserId: null,
    createdAt: '',
    unread: 0,
    partnerReadId: null,
  }
}
