import { and, asc, eq, ne, sql } from 'drizzle-orm'
import { MODERATION_MESSAGES } from '#shared/domain/moderation.ts'
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
import { Refusal } from '../http/refusal.ts'
import { microsOf } from '../moderation/time-cursor.ts'
import { threadMessages } from './member-thread.ts'

/** The preview's length in the queue. */
const PREVIEW_LENGTH = 140

/**
 * The queue's cursor: the last thread's (rank, since in microseconds, id), opaque like the other
 * moderation lists' cursors (time-cursor.ts), with the rank in front.
 */
interface QueuePosition {
  rank: number
  micros: string
  id: number
}

const encodeCursor = (at: QueuePosition) =>
  Buffer.from(`${at.rank}.${at.micros}.${at.id}`).toString('base64url')

function decodeCursor(cursor: string | undefined): QueuePosition | null {
  if (cursor === undefined || cursor === '') return null
  const match = /^([0-9])\.(-?[0-9]{1,19})\.([1-9][0-9]{0,9})$/.exec(
    Buffer.from(cursor, 'base64url').toString(),
  )
  if (!match) throw new Refusal(400, 'validation_failed', MODERATION_MESSAGES.cursorInvalid)
  return { rank: Number(match[1]), micros: match[2]!, id: Number(match[3]) }
}

/** Whether the moderator may answer a thread of a member of `tier` (decision 052). */
export const mayAnswer = (tier: string, moderator: { orthodoxSupport: boolean }) =>
  !needsOrthodoxSupport(tier) || moderator.orthodoxSupport

const queuedColumns = {
  id: supportThreads.id,
  status: supportThreads.status,
  tier: supportThreads.tier,
  rank: supportThreads.queueRank,
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
  const after = decodeCursor(query.cursor)
  const past = after
    ? sql`(${supportThreads.queueRank}, ${supportThreads.since}, ${supportThreads.id}) > (${after.rank}::int, timestamptz 'epoch' + ${after.micros}::bigint * interval '1 microsecond', ${after.id}::int)`
    : undefined
  const rows = await db
    .select(queuedColumns)
    .from(supportThreads)
    .innerJoin(users, eq(users.id, supportThreads.memberId))
    .where(and(ne(supportThreads.status, 'closed'), past))
    .orderBy(asc(supportThreads.queueRank), asc(supportThreads.since), asc(supportThreads.id))
    .limit(query.limit + 1)
  const page = rows.slice(0, query.limit)
  const last = page.at(-1)
  return {
    threads: page.map((row) => toQueued(row, moderator)),
    nextCursor:
      rows.length > query.limit && last
        ? encodeCursor({ rank: last.rank, micros: last.micros, id: last.id })
        : null,
  }
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
