import { and, eq, ne, sql } from 'drizzle-orm'
import { needsOrthodoxSupport } from '#shared/domain/support.ts'
import type { MembershipTier } from '#shared/domain/vocabularies.ts'
import type {
  ModeratedSupportThread,
  QueuedSupportThread,
  SupportQueue,
} from '#shared/schemas/support.ts'
import type { SupportStatus } from '#shared/domain/support.ts'
import type { Database } from '../db/connect.ts'
import { supportMessages, supportThreads, users } from '../db/schema.ts'
import { microsOf, readTimePage } from '../moderation/time-cursor.ts'
import { threadMessages } from './member-thread.ts'

/** The preview's length in the queue. */
const PREVIEW_LENGTH = 140

/** Whether the moderator may answer a thread of a member of `tier` (decision 052). */
export const mayAnswer = (tier: string, moderator: { orthodoxSupport: boolean }) =>
  !needsOrthodoxSupport(tier) || moderator.orthodoxSupport

const queuedColumns = {
  id: supportThreads.id,
  status: supportThreads.status,
  tier: supportThreads.tier,
  since: supportThreads.since,
  micros: microsOf(supportThreads.since),
  memberId: users.id,
  firstName: users.firstName,
  preview: sql<string>`(select left(${supportMessages.body}, ${PREVIEW_LENGTH}) from ${supportMessages}
    where ${supportMessages.threadId} = ${supportThreads.id}
    order by ${supportMessages.id} desc limit 1)`,
}

type QueuedRow = {
  id: number
  status: string
  tier: string
  since: Date
  memberId: number
  firstName: string
  preview: string | null
}

function toQueued(row: QueuedRow, moderator: { orthodoxSupport: boolean }): QueuedSupportThread {
  return {
    id: row.id,
    status: row.status as SupportStatus,
    tier: row.tier as MembershipTier,
    member: { id: row.memberId, firstName: row.firstName },
    since: row.since.toISOString(),
    preview: row.preview ?? '',
    orthodoxSupport: needsOrthodoxSupport(row.tier),
    canAnswer: mayAnswer(row.tier, moderator),
  }
}

/**
 * GET /api/moderation/support: the threads not closed, those awaiting the team first, each
 * group by tier (Verified, Premium, free) and then the longest waiting, over
 * support_threads_queue_idx. Verified members' threads are listed to every moderator; only
 * Orthodox support may answer them (`canAnswer`).
 */
export async function supportQueue(
  db: Database,
  moderator: { orthodoxSupport: boolean },
  query: { cursor?: string; limit: number },
): Promise<SupportQueue> {
  // The moderation lists' cursor, ranked (time-cursor.ts): (queue rank, since, id).
  const { page, nextCursor } = await readTimePage(
    query,
    {
      time: supportThreads.since,
      id: supportThreads.id,
      direction: 'asc',
      rank: sql<number>`${supportThreads.queueRank}`,
    },
    ({ rank, past, orderBy, limit }) =>
      db
        .select({ ...queuedColumns, rank })
        .from(supportThreads)
        .innerJoin(users, eq(users.id, supportThreads.memberId))
        .where(and(ne(supportThreads.status, 'closed'), past))
        .orderBy(...orderBy)
        .limit(limit),
    (row) => row.id,
  )
  return { threads: page.map((row) => toQueued(row, moderator)), nextCursor }
}

/** GET /api/moderation/support/{id}: one thread, closed ones too, with its messages. */
export async function moderatedSupportThread(
  db: Database,
  moderator: { orthodoxSupport: boolean },
  id: number,
): Promise<ModeratedSupportThread | null> {
  const [row] = await db
    .select(queuedColumns)
    .from(supportThreads)
    .innerJoin(users, eq(users.id, supportThreads.memberId))
    .where(eq(supportThreads.id, id))
  if (!row) return null
  return { ...toQueued(row, moderator), messages: await threadMessages(db, id) }
}
