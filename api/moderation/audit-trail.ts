import { eq } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { ModerationAction } from '#shared/domain/moderation.ts'
import type { ModerationActions } from '#shared/schemas/moderation.ts'
import type { Database } from '../db/connect.ts'
import { moderationActions, users } from '../db/schema.ts'
import type { Transaction } from '../likes/record-like.ts'
import { readTimePage } from './time-cursor.ts'

/** One row of the audit trail, as an action writes it. */
export interface ModerationActionEntry {
  moderatorId: number
  memberId: number | null
  reportId: number | null
  /** The event proposal or the parish the decision was about (docs/parishes.md). */
  eventId?: number | null
  parishId?: number | null
  action: ModerationAction
  note: string | null
}

/**
 * Records one moderation action in the audit trail (docs/safety.md). Called inside the action's
 * own transaction, after it claimed its row, so only the winner of a race writes a row.
 */
export async function recordModerationAction(
  tx: Transaction,
  entry: ModerationActionEntry,
  now: Date,
) {
  await tx.insert(moderationActions).values({ ...entry, createdAt: now })
}

const moderator = alias(users, 'moderator')
const member = alias(users, 'member')

/**
 * The audit trail for moderators, newest first by (created_at, id) over
 * moderation_actions_created_idx, with the moderation lists' time cursor (time-cursor.ts).
 */
export async function recentModerationActions(
  db: Database,
  query: { cursor?: string; limit: number },
): Promise<ModerationActions> {
  const { page, nextCursor } = await readTimePage(
    query,
    { time: moderationActions.createdAt, id: moderationActions.id, direction: 'desc' },
    ({ micros, past, orderBy, limit }) =>
      db
        .select({
          id: moderationActions.id,
          action: moderationActions.action,
          createdAt: moderationActions.createdAt,
          micros,
          reportId: moderationActions.reportId,
          note: moderationActions.note,
          moderatorFirstName: moderator.firstName,
          memberId: member.id,
          memberFirstName: member.firstName,
          memberLastName: member.lastName,
        })
        .from(moderationActions)
        .leftJoin(moderator, eq(moderator.id, moderationActions.moderatorId))
        .leftJoin(member, eq(member.id, moderationActions.memberId))
        .where(past)
        .orderBy(...orderBy)
        .limit(limit),
    (row) => row.id,
  )
  return {
    actions: page.map((row) => ({
      id: row.id,
      action: row.action as ModerationAction,
      createdAt: row.createdAt.toISOString(),
      moderator: row.moderatorFirstName === null ? null : { firstName: row.moderatorFirstName },
      member:
        row.memberId === null
          ? null
          : { id: row.memberId, firstName: row.memberFirstName!, lastName: row.memberLastName! },
      reportId: row.reportId,
      note: row.note,
    })),
    nextCursor,
  }
}
