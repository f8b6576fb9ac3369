import { and, count, desc, eq, exists, gt, inArray, lt, or, sql } from 'drizzle-orm'
import { CONVERSATION_PAGE_DEFAULT } from '#shared/schemas/messages.ts'
import type { Database } from '../db/connect.ts'
import {
  conversationReads,
  matches,
  messages,
  messageSignals,
  users,
  type MessageRow,
  type UserRow,
} from '../db/schema.ts'
import { notBlockedWith } from '../safety/blocks.ts'
import { toPublicProfile } from '../users/profile-shapes.ts'
import { toMessage } from './message-shape.ts'
import { verdictOfRow, warningOf } from './message-signals.ts'
import { readPoints } from './read-state.ts'

/** Messages either way between the two members. */
function between(userIdA: number, userIdB: number) {
  return or(
    and(eq(messages.fromUserId, userIdA), eq(messages.toUserId, userIdB)),
    and(eq(messages.fromUserId, userIdB), eq(messages.toUserId, userIdA)),
  )
}

/**
 * The member's conversations with their current matches (none after an unmatch or a block),
 * newest first: the last message of each, both people's public
 * profiles, and how many of the partner's messages are past the member's read point.
 */
export async function listConversations(db: Database, member: UserRow) {
  const me = member.id
  // Every message here involves the member, so the unordered pair names the partner. (No
  // parameters in these expressions: DISTINCT ON must match the ORDER BY text exactly.)
  const low = sql`least(${messages.fromUserId}, ${messages.toUserId})`
  const high = sql`greatest(${messages.fromUserId}, ${messages.toUserId})`
  const latest = await db
    .selectDistinctOn([low, high])
    .from(messages)
    .where(
      and(
        or(eq(messages.fromUserId, me), eq(messages.toUserId, me)),
        // Only with a current match: an unmatch or a block (which unmatches) ends the listing.
        exists(
          db
            .select({ id: matches.id })
            .from(matches)
            .where(and(eq(matches.userId1, low), eq(matches.userId2, high), matches.isMatch)),
        ),
        ...notBlockedWith(db, messages.fromUserId, me),
        ...notBlockedWith(db, messages.toUserId, me),
      ),
    )
    .orderBy(low, high, desc(messages.id))
  if (latest.length === 0) return []

  const unread = await db
    .select({ partnerId: messages.fromUserId, unread: count() })
    .from(messages)
    .leftJoin(
      conversationReads,
      and(eq(conversationReads.userId, me), eq(conversationReads.partnerId, messages.fromUserId)),
    )
    .where(
      and(
        eq(messages.toUserId, me),
        gt(messages.id, sql`coalesce(${conversationReads.lastReadMessageId}, 0)`),
      ),
    )
    .groupBy(messages.fromUserId)
  const unreadBy = new Map(unread.map((row) => [row.partnerId, row.unread]))

  const partnerOf = (message: MessageRow) =>
    message.fromUserId === me ? message.toUserId : message.fromUserId
  const partnerIds = latest.map(partnerOf)
  const people = await db.select().from(users).where(inArray(users.id, partnerIds))
  const profiles = new Map(people.map((row) => [row.id, toPublicProfile(row, member)]))
  profiles.set(me, toPublicProfile(member, member))

  return latest
    .sort((a, b) => b.id - a.id)
    .flatMap((message) => {
      const fromUser = profiles.get(message.fromUserId)
      const toUser = profiles.get(message.toUserId)
      if (!fromUser || !toUser) return []
      const partnerId = message.fromUserId === me ? message.toUserId : message.fromUserId
      return [
        { ...toMessage(message), fromUser, toUser, unreadCount: unreadBy.get(partnerId) ?? 0 },
      ]
    })
}

/**
 * One page of the conversation in server order: the newest `limit` messages before `before`
 * (all when absent), with whether older ones exist and both read points.
 */
export async function conversationPage(
  db: Database,
  memberId: number,
  partnerId: number,
  options: { before?: number | undefined; limit?: number | undefined },
) {
  const limit = options.limit ?? CONVERSATION_PAGE_DEFAULT
  const rows = await db
    .select({ message: messages, signal: messageSignals })
    .from(messages)
    // The recipient's verdicts only: the member is never shown what was found in their own.
    .leftJoin(
      messageSignals,
      and(eq(messageSignals.messageId, messages.id), eq(messageSignals.toUserId, memberId)),
    )
    .where(
      and(
        between(memberId, partnerId),
        options.before === undefined ? undefined : lt(messages.id, options.before),
      ),
    )
    .orderBy(desc(messages.id))
    .limit(limit + 1)
  const page = rows.slice(0, limit).reverse()
  return {
    messages: page.map(({ message, signal }) =>
      toMessage(message, warningOf(verdictOfRow(signal))),
    ),
    hasOlder: rows.length > limit,
    ...(await readPoints(db, memberId, partnerId)),
  }
}
