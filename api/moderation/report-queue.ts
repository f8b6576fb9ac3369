import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { HTTPException } from 'hono/http-exception'
import { MODERATION_MESSAGES } from '#shared/domain/moderation.ts'
import type { ReportReason } from '#shared/domain/safety.ts'
import type { Database } from '../db/connect.ts'
import { reports, users } from '../db/schema.ts'
import { PROFILE_SOURCE_COLUMNS } from '../users/profile-columns.ts'
import { toPublicProfile } from '../users/profile-shapes.ts'

/**
 * The moderators' queue (docs/safety.md): open reports, oldest first, by (created_at, id) over
 * reports_status_idx. The cursor is the last report's created_at in whole microseconds (exact:
 * a JS Date would lose PostgreSQL's microseconds) and its id, opaque to the client.
 */

interface QueuePosition {
  micros: string
  id: number
}

function encodeQueueCursor(position: QueuePosition): string {
  return Buffer.from(`${position.micros}.${position.id}`).toString('base64url')
}

/** The position of a cursor this server wrote; 400 for anything else. */
function decodeQueueCursor(cursor: string | undefined): QueuePosition | null {
  if (cursor === undefined || cursor === '') return null
  const match = /^(-?[0-9]{1,19})\.([1-9][0-9]{0,9})$/.exec(
    Buffer.from(cursor, 'base64url').toString(),
  )
  if (!match) throw new HTTPException(400, { message: MODERATION_MESSAGES.cursorInvalid })
  return { micros: match[1]!, id: Number(match[2]) }
}

const createdMicros = sql<string>`(extract(epoch from ${reports.createdAt}) * 1000000)::bigint::text`

export async function openReports(db: Database, query: { cursor?: string; limit: number }) {
  const after = decodeQueueCursor(query.cursor)
  const rows = await db
    .select({
      id: reports.id,
      reporterId: reports.reporterId,
      reportedId: reports.reportedId,
      reportedName: reports.reportedName,
      reason: reports.reason,
      details: reports.details,
      createdAt: reports.createdAt,
      micros: createdMicros,
    })
    .from(reports)
    .where(
      and(
        eq(reports.status, 'open'),
        after
          ? sql`(${reports.createdAt}, ${reports.id}) > (timestamptz 'epoch' + ${after.micros}::bigint * interval '1 microsecond', ${after.id})`
          : undefined,
      ),
    )
    .orderBy(asc(reports.createdAt), asc(reports.id))
    .limit(query.limit + 1)
  const page = rows.slice(0, query.limit)
  const memberIds = [
    ...new Set(page.flatMap((row) => [row.reporterId, row.reportedId ?? row.reporterId])),
  ]
  const members =
    memberIds.length === 0
      ? []
      : await db.select(PROFILE_SOURCE_COLUMNS).from(users).where(inArray(users.id, memberIds))
  const profileOf = new Map(members.map((row) => [row.id, toPublicProfile(row)]))
  const last = page.at(-1)
  return {
    reports: page.map((row) => ({
      id: row.id,
      reason: row.reason as ReportReason,
      details: row.details,
      createdAt: row.createdAt.toISOString(),
      reporter: profileOf.get(row.reporterId)!,
      reported: row.reportedId === null ? null : profileOf.get(row.reportedId)!,
      reportedName: row.reportedName,
    })),
    nextCursor:
      rows.length > query.limit && last
        ? encodeQueueCursor({ micros: last.micros, id: last.id })
        : null,
  }
}
