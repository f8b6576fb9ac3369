import { and, count, countDistinct, eq, inArray, sql } from 'drizzle-orm'
import type { ReportReason } from '#shared/domain/safety.ts'
import type { Database } from '../db/connect.ts'
import { messageSignals, reports, users } from '../db/schema.ts'
import { SCAM_FLAG_CONVERSATIONS, warnedConversations } from './app-reports.ts'
import { PROFILE_SOURCE_COLUMNS } from '../users/profile-columns.ts'
import { toPublicProfile } from '../users/profile-shapes.ts'
import { readTimePage } from './time-cursor.ts'

/**
 * The moderators' queue (docs/safety.md): open reports, oldest first, by (created_at, id) over
 * reports_status_idx, with the moderation lists' time cursor (time-cursor.ts). Reports about a
 * member the scam shield warned of in SCAM_FLAG_CONVERSATIONS conversations or more come first
 * (rank 0), and each report says what the shield and the harassment prompts found in the
 * reported member's messages.
 */
export async function openReports(db: Database, query: { cursor?: string; limit: number }) {
  const rank = sql<number>`(case when ${warnedConversations(reports.reportedId)}
    >= ${SCAM_FLAG_CONVERSATIONS} then 0 else 1 end)`
  const { page, nextCursor } = await readTimePage(
    query,
    { time: reports.createdAt, id: reports.id, direction: 'asc', rank },
    ({ micros, rank, past, orderBy, limit }) =>
      db
        .select({
          rank,
          source: reports.source,
          id: reports.id,
          reporterId: reports.reporterId,
          reportedId: reports.reportedId,
          reportedName: reports.reportedName,
          reason: reports.reason,
          details: reports.details,
          createdAt: reports.createdAt,
          micros,
        })
        .from(reports)
        .where(and(eq(reports.status, 'open'), past))
        .orderBy(...orderBy)
        .limit(limit),
    (row) => row.id,
  )
  const memberIds = [
    ...new Set(page.flatMap((row) => [row.reporterId, row.reportedId]).filter((id) => id !== null)),
  ]
  const members =
    memberIds.length === 0
      ? []
      : await db.select(PROFILE_SOURCE_COLUMNS).from(users).where(inArray(users.id, memberIds))
  const profileOf = new Map(members.map((row) => [row.id, toPublicProfile(row)]))
  const signalsOf = await signalCounts(
    db,
    page.flatMap((row) => (row.reportedId === null ? [] : [row.reportedId])),
  )
  return {
    reports: page.map((row) => ({
      id: row.id,
      reason: row.reason as ReportReason,
      details: row.details,
      createdAt: row.createdAt.toISOString(),
      reporter: row.reporterId === null ? null : profileOf.get(row.reporterId)!,
      reported: row.reportedId === null ? null : profileOf.get(row.reportedId)!,
      reportedName: row.reportedName,
      source: row.source,
      signals: (row.reportedId !== null && signalsOf.get(row.reportedId)) || NO_SIGNALS,
    })),
    nextCursor,
  }
}

/** What the scam shield and the harassment prompts found in a member's messages. */
interface SignalCounts {
  /** Conversations in which the recipient was warned of a scam signal. */
  scamConversations: number
  scamMessages: number
  /** Messages that asked the recipient "Does this bother you?". */
  harassmentMessages: number
}

const NO_SIGNALS: SignalCounts = { scamConversations: 0, scamMessages: 0, harassmentMessages: 0 }

async function signalCounts(db: Database, memberIds: number[]) {
  if (memberIds.length === 0) return new Map<number, SignalCounts>()
  const warned = sql`${messageSignals.scamWarned}`
  const rows = await db
    .select({
      memberId: messageSignals.fromUserId,
      scamConversations: countDistinct(
        sql`case when ${warned} then ${messageSignals.toUserId} end`,
      ),
      scamMessages: count(sql`case when ${warned} then 1 end`),
      harassmentMessages: count(
        sql`case when cardinality(${messageSignals.harassmentKinds}) > 0 then 1 end`,
      ),
    })
    .from(messageSignals)
    .where(inArray(messageSignals.fromUserId, [...new Set(memberIds)]))
    .groupBy(messageSignals.fromUserId)
  return new Map(rows.map(({ memberId, ...counts }) => [memberId, counts]))
}
