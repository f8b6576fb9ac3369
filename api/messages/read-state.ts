import { and, eq, or, sql } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { conversationReads, messages, users } from '../db/schema.ts'
import type { Publisher } from '../realtime/publisher.ts'

/**
 * The member's own read point in the conversation, and the partner's (the "seen" mark) unless the
 * partner does not share read receipts.
 */
export async function readPoints(db: Database, memberId: number, partnerId: number) {
  const rows = await db
    .select({
      userId: conversationReads.userId,
      lastReadMessageId: conversationReads.lastReadMessageId,
      shares: users.showReadReceipts,
    })
    .from(conversationReads)
    .innerJoin(users, eq(users.id, conversationReads.userId))
    .where(
      or(
        and(eq(conversationReads.userId, memberId), eq(conversationReads.partnerId, partnerId)),
        and(eq(conversationReads.userId, partnerId), eq(conversationReads.partnerId, memberId)),
      ),
    )
  const mine = rows.find((row) => row.userId === memberId)
  const theirs = rows.find((row) => row.userId === partnerId)
  return {
    lastReadMessageId: mine?.lastReadMessageId ?? null,
    partnerLastReadMessageId: theirs?.shares ? theirs.lastReadMessageId : null,
  }
}

export type MarkReadResult =
  { kind: 'read'; lastReadMessageId: number } | { kind: 'not-in-conversation' }

/**
 * Moves the member's read point forward to `messageId` (never back), a message of this
 * conversation, and once that has committed tells the member's devices and, if the member shares
 * read receipts, the partner. A read point that did not move tells no one.
 */
export async function markRead(
  db: Database,
  publisher: Publisher,
  member: { id: number; showReadReceipts: boolean },
  partnerId: number,
  messageId: number,
  now: Date,
): Promise<MarkReadResult> {
  const result = await db.transaction(async (tx) => {
    const [message] = await tx
      .select({ id: messages.id })
      .from(messages)
      .where(
        and(
          eq(messages.id, messageId),
          or(
            and(eq(messages.fromUserId, member.id), eq(messages.toUserId, partnerId)),
            and(eq(messages.fromUserId, partnerId), eq(messages.toUserId, member.id)),
          ),
        ),
      )
    if (!message) return { kind: 'not-in-conversation' } as const
    const [before] = await tx
      .select({ id: conversationReads.lastReadMessageId })
      .from(conversationReads)
      .where(
        and(eq(conversationReads.userId, member.id), eq(conversationReads.partnerId, partnerId)),
      )
    const [stored] = await tx
      .insert(conversationReads)
      .values({ userId: member.id, partnerId, lastReadMessageId: messageId, updatedAt: now })
      .onConflictDoUpdate({
        target: [conversationReads.userId, conversationReads.partnerId],
        set: {
          lastReadMessageId: sql`greatest(${conversationReads.lastReadMessageId}, excluded.last_read_message_id)`,
          updatedAt: now,
        },
      })
      .returning({ lastReadMessageId: conversationReads.lastReadMessageId })
    const lastReadMessageId = stored!.lastReadMessageId
    return { kind: 'read', lastReadMessageId, moved: lastReadMessageId !== before?.id } as const
  })
  if (result.kind !== 'read') return result
  const { lastReadMessageId, moved } = result
  if (moved) {
    publisher.publish(member.showReadReceipts ? [member.id, partnerId] : member.id, {
      type: 'read',
      readerId: member.id,
      partnerId,
      lastReadMessageId,
    })
  }
  return { kind: 'read', lastReadMessageId }
}
