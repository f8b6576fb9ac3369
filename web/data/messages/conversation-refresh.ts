import {
  CONVERSATION_PAGE_DEFAULT,
  ConversationListSchema,
  ConversationPageSchema,
} from '#shared/schemas/messages.ts'
import { PublicProfileSchema, type PublicProfile } from '#shared/schemas/user.ts'
import { apiRequest } from '../api-client.ts'
import { db } from '../db.ts'
import { emptyConversation, storeServerMessages } from './message-store.ts'

/**
 * Brings the chat read model in line with the server (GET calls of spec core-experience §7).
 * Throws NetworkError / HttpError like every API call; the callers decide whether to show it.
 */

/** GET /api/users/{id}/conversations → conversation rows and the partners' profiles. */
export async function refreshConversations(memberId: number): Promise<void> {
  const items = await apiRequest(`/api/users/${memberId}/conversations`, {
    schema: ConversationListSchema,
  })
  const now = Date.now()
  await db.transaction('rw', [db.conversations, db.profiles], async () => {
    for (const item of items) {
      const partner = item.fromUserId === memberId ? item.toUser : item.fromUser
      await storeProfile(partner, now)
      const row = (await db.conversations.get(partner.id)) ?? emptyConversation(partner.id)
      await db.conversations.put({
        ...row,
        lastMessage: item.content,
        lastFromUserId: item.fromUserId,
        createdAt: item.createdAt,
        unread: item.unreadCount,
      })
    }
  })
}

/**
 * GET /api/conversations/{memberId}/{partnerId}: the latest messages (or those before
 * `before`, a server id), with the partner's read point. Returns whether older ones exist.
 */
export async function refreshConversation(
  memberId: number,
  partnerId: number,
  before?: number,
): Promise<boolean> {
  const query = new URLSearchParams({ limit: String(CONVERSATION_PAGE_DEFAULT) })
  if (before !== undefined) query.set('before', String(before))
  const page = await apiRequest(`/api/conversations/${memberId}/${partnerId}?${query}`, {
    schema: ConversationPageSchema,
  })
  await db.transaction('rw', [db.messages, db.conversations], async () => {
    await storeServerMessages(memberId, page.messages)
    const row = (await db.conversations.get(partnerId)) ?? emptyConversation(partnerId)
    await db.conversations.put({ ...row, partnerReadId: page.partnerLastReadMessageId })
  })
  return page.hasOlder
}

/** GET /api/users/{id}: the partner's public profile (a chat opened before any message). */
export async function refreshPartner(partnerId: number): Promise<void> {
  const profile = await apiRequest(`/api/users/${partnerId}`, { schema: PublicProfileSchema })
  await storeProfile(profile, Date.now())
}

/**
 * The member has read the conversation up to `lastReadMessageId`: unread goes to 0 at once,
 * and the server is told (POST …/read; a failure is left for the next read, it is not a write
 * the member made).
 */
export async function markConversationRead(
  memberId: number,
  partnerId: number,
  lastReadMessageId: number,
): Promise<void> {
  const row = await db.conversations.get(partnerId)
  if (row && row.unread > 0) await db.conversations.update(partnerId, { unread: 0 })
  await apiRequest(`/api/conversations/${memberId}/${partnerId}/read`, {
    method: 'POST',
    body: { lastReadMessageId },
  })
}

async function storeProfile(profile: PublicProfile, now: number): Promise<void> {
  await db.profiles.put({ ...profile, age: profile.age, fetchedAt: now })
}
