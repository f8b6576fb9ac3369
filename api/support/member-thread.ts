import { desc, eq, sql } from 'drizzle-orm'
import { SUPPORT_THREAD_MAX, supportTierRank } from '#shared/domain/support.ts'
import type { MembershipTier } from '#shared/domain/vocabularies.ts'
import type {
  SupportMessage,
  SupportMessageRequest,
  SupportThread,
} from '#shared/schemas/support.ts'
import type { Database } from '../db/connect.ts'
import { uniqueViolation } from '../db/errors.ts'
import { supportMessages, supportThreads, users } from '../db/schema.ts'
import type { Transaction } from '../likes/record-like.ts'
import { supportMessageColumns, toSupportMessage } from './message-shape.ts'

/** The newest messages of a thread, oldest first. */
export async function threadMessages(db: Database | Transaction, threadId: number) {
  const rows = await db
    .select(supportMessageColumns)
    .from(supportMessages)
    .where(eq(supportMessages.threadId, threadId))
    .orderBy(desc(supportMessages.id))
    .limit(SUPPORT_THREAD_MAX)
  return rows.reverse().map(toSupportMessage)
}

/** GET /api/support: the member's thread, or an empty one before their first message. */
export async function memberSupportThread(
  db: Database,
  member: { id: number; membershipTier: string },
): Promise<SupportThread> {
  const [thread] = await db
    .select({
      id: supportThreads.id,
      status: supportThreads.status,
      unread: supportThreads.memberUnread,
    })
    .from(supportThreads)
    .where(eq(supportThreads.memberId, member.id))
  return {
    status: (thread?.status as SupportThread['status']) ?? null,
    tier: member.membershipTier as MembershipTier,
    unread: thread?.unread ?? 0,
    messages: thread ? await threadMessages(db, thread.id) : [],
  }
}

/** The member has read the team's replies. */
export async function markSupportRead(db: Database, memberId: number) {
  await db
    .update(supportThreads)
    .set({ memberUnread: 0 })
    .where(eq(supportThreads.memberId, memberId))
}

export type SupportSendResult =
  | { kind: 'sent'; message: SupportMessage }
  /** The clientId was sent before: the first message, nothing stored again. */
  | { kind: 'replayed'; message: SupportMessage }
  /** Another message (another author or text) carries this clientId. */
  | { kind: 'client-id-taken' }

/**
 * The message a clientId stored before, as a replay of this request (same author, same text), or
 * a conflict; undefined when the clientId is new.
 */
export async function replayOfSupportMessage(
  db: Database | Transaction,
  clientId: string,
  request: { authorId: number; body: string },
): Promise<SupportSendResult | undefined> {
  const [first] = await db
    .select({ ...supportMessageColumns, authorId: supportMessages.authorId })
    .from(supportMessages)
    .where(eq(supportMessages.clientId, clientId))
  if (!first) return undefined
  return first.authorId === request.authorId && first.body === request.body
    ? { kind: 'replayed', message: toSupportMessage(first) }
    : { kind: 'client-id-taken' }
}

/**
 * Runs a send exactly once per clientId: a replay answers the first message; a concurrent send
 * of the same clientId, which the transaction could not see, fails on the unique clientId and is
 * answered as the replay it is.
 */
export async function sendOnce(
  db: Database,
  clientId: string,
  request: { authorId: number; body: string },
  send: (tx: Transaction) => Promise<SupportSendResult>,
): Promise<SupportSendResult> {
  try {
    return await db.transaction(
      async (tx) => (await replayOfSupportMessage(tx, clientId, request)) ?? send(tx),
    )
  } catch (error) {
    if (uniqueViolation(error) !== 'support_messages_client_id_unique') throw error
    const replay = await replayOfSupportMessage(db, clientId, request)
    if (!replay) throw error
    return replay
  }
}

/**
 * POST /api/support/messages: the member writes to the team. The thread (made on the first
 * message, reopened when answered or closed) awaits the team again, ranked by the member's tier
 * now; while it already awaits, it keeps the time the member began waiting.
 */
export function sendSupportMessage(
  db: Database,
  memberId: number,
  request: SupportMessageRequest,
  now: Date,
): Promise<SupportSendResult> {
  return sendOnce(db, request.clientId, { authorId: memberId, body: request.body }, async (tx) => {
    const [member] = await tx
      .select({ tier: users.membershipTier })
      .from(users)
      .where(eq(users.id, memberId))
    const tier = member?.tier ?? 'free'
    const [thread] = await tx
      .insert(supportThreads)
      .values({
        memberId,
        status: 'open',
        tier,
        queueRank: supportTierRank(tier),
        since: now,
      })
      .onConflictDoUpdate({
        target: supportThreads.memberId,
        set: {
          status: 'open',
          tier,
          queueRank: supportTierRank(tier),
          since: sql`case when ${supportThreads.status} = 'open' then ${supportThreads.since} else excluded.since end`,
          closedBy: null,
          closedAt: null,
        },
      })
      .returning({ id: supportThreads.id })
    const [stored] = await tx
      .insert(supportMessages)
      .values({
        threadId: thread!.id,
        authorId: memberId,
        fromTeam: false,
        body: request.body,
        clientId: request.clientId,
        createdAt: now,
      })
      .returning(supportMessageColumns)
    return { kind: 'sent', message: toSupportMessage(stored!) }
  })
}

/** The privacy export's copy of the member's support conversation, every message, oldest first. */
export async function supportConversationOf(db: Database, memberId: number) {
  const rows = await db
    .select({
      fromTeam: supportMessages.fromTeam,
      body: supportMessages.body,
      createdAt: supportMessages.createdAt,
    })
    .from(supportMessages)
    .innerJoin(supportThreads, eq(supportThreads.id, supportMessages.threadId))
    .where(eq(supportThreads.memberId, memberId))
    .orderBy(supportMessages.id)
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }))
}
