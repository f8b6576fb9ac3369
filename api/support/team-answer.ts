import { and, eq, ne, sql } from 'drizzle-orm'
import { supportTierRank } from '#shared/domain/support.ts'
import type { SupportMessageRequest } from '#shared/schemas/support.ts'
import type { Database } from '../db/connect.ts'
import { supportMessages, supportThreads, users } from '../db/schema.ts'
import type { Transaction } from '../likes/record-like.ts'
import { sendOnce, type SupportSendResult } from './member-thread.ts'
import { supportMessageColumns, toSupportMessage } from './message-shape.ts'
import { mayAnswer } from './queue.ts'

/** Why a moderator may not answer or close a thread. */
export type TeamRefusal =
  | { kind: 'not-found' }
  /** The moderator's own conversation with support. */
  | { kind: 'own' }
  /** A Verified member's thread, and the moderator is not Orthodox support (decision 052). */
  | { kind: 'orthodox-support-only' }
  | { kind: 'closed' }

/** The thread, locked for the answer, or why this moderator may not answer it. */
async function answerableThread(
  tx: Transaction,
  threadId: number,
  moderatorId: number,
): Promise<{ memberId: number; tier: string } | TeamRefusal> {
  const [thread] = await tx
    .select({
      memberId: supportThreads.memberId,
      tier: supportThreads.tier,
      status: supportThreads.status,
    })
    .from(supportThreads)
    .where(eq(supportThreads.id, threadId))
    .for('update')
  if (!thread) return { kind: 'not-found' }
  if (thread.memberId === moderatorId) return { kind: 'own' }
  // Read now, not from the session's cached row: an operator may have changed it since.
  const [moderator] = await tx
    .select({ orthodoxSupport: users.orthodoxSupport })
    .from(users)
    .where(eq(users.id, moderatorId))
  if (!mayAnswer(thread.tier, { orthodoxSupport: moderator?.orthodoxSupport ?? false })) {
    return { kind: 'orthodox-support-only' }
  }
  if (thread.status === 'closed') return { kind: 'closed' }
  return thread
}

export type TeamReplyResult = (SupportSendResult & { memberId?: number }) | TeamRefusal

/**
 * POST /api/moderation/support/{id}/replies: a moderator answers, exactly once per clientId. The
 * thread becomes answered (behind every thread still awaiting the team), and one more reply is
 * unread for the member; `memberId` of a new reply is whom to tell once it has committed.
 */
export function replyToSupportThread(
  db: Database,
  input: { threadId: number; moderatorId: number; request: SupportMessageRequest },
  now: Date,
): Promise<TeamReplyResult> {
  const { threadId, moderatorId, request } = input
  return sendOnce(
    db,
    request.clientId,
    { authorId: moderatorId, body: request.body },
    async (tx) => {
      const thread = await answerableThread(tx, threadId, moderatorId)
      if ('kind' in thread) throw new TeamRefused(thread)
      const [stored] = await tx
        .insert(supportMessages)
        .values({
          threadId,
          authorId: moderatorId,
          fromTeam: true,
          body: request.body,
          clientId: request.clientId,
          createdAt: now,
        })
        .returning(supportMessageColumns)
      await tx
        .update(supportThreads)
        .set({
          status: 'answered',
          queueRank: 3 + supportTierRank(thread.tier),
          since: now,
          memberUnread: sql`${supportThreads.memberUnread} + 1`,
        })
        .where(eq(supportThreads.id, threadId))
      return { kind: 'sent', message: toSupportMessage(stored!), memberId: thread.memberId }
    },
  ).catch((error: unknown) => {
    if (error instanceof TeamRefused) return error.refusal
    throw error
  })
}

/** A refusal inside the answer's transaction: rolls it back, answered as the refusal. */
class TeamRefused extends Error {
  constructor(readonly refusal: TeamRefusal) {
    super(refusal.kind)
  }
}

/** POST /api/moderation/support/{id}/close: closed once; a second close is refused. */
export function closeSupportThread(
  db: Database,
  input: { threadId: number; moderatorId: number },
  now: Date,
): Promise<{ kind: 'closed-now' } | TeamRefusal> {
  return db.transaction(async (tx) => {
    const thread = await answerableThread(tx, input.threadId, input.moderatorId)
    if ('kind' in thread) return thread
    await tx
      .update(supportThreads)
      .set({ status: 'closed', closedBy: input.moderatorId, closedAt: now })
      .where(and(eq(supportThreads.id, input.threadId), ne(supportThreads.status, 'closed')))
    return { kind: 'closed-now' as const }
  })
}
