import { and, eq, inArray } from 'drizzle-orm'
import type { ReportReason } from '#shared/domain/safety.ts'
import type { Database } from '../db/connect.ts'
import { reports, users } from '../db/schema.ts'
import { PROFILE_SOURCE_COLUMNS } from '../users/profile-columns.ts'
import { toPublicProfile } from '../users/profile-shapes.ts'
import { readTimePage } from './time-cursor.ts'

/**
 * The moderators' queue (docs/safety.md): open reports, oldest first, by (created_at, id) over
 * reports_status_idx, with the moderation lists' time cursor (time-cursor.ts).
 */
export async function openReports(db: Database, query: { cursor?: string; limit: number }) {
  const { page, nextCursor } = await readTimePage(
    query,
    { time: reports.createdAt, id: reports.id, direction: 'asc' },
    ({ micros, past, orderBy, limit }) =>
      db
        .select({
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
  return {
    reports: page.map((row) => ({
      id: row.id,
      reason: row.reason as ReportReason,
      details: row.details,
      createdAt: row.createdAt.toISOString(),
      reporter: row.reporterId === null ? null : profileOf.get(row.reporterId)!,
      reported: row.reportedId === null ? null : profileOf.get(row.reportedId)!,
      reportedName: row.reportedName,
    })),
    nextCursor,
  }
}
