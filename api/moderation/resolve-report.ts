import { and, eq } from 'drizzle-orm'
import { STATUS_OF_ACTION, type ReportAction } from '#shared/domain/moderation.ts'
import type { ResolvedReport } from '#shared/schemas/moderation.ts'
import type { Database } from '../db/connect.ts'
import { reports, sessions, users } from '../db/schema.ts'
import type { Transaction } from '../likes/record-like.ts'
import { recordModerationAction } from './audit-trail.ts'

export type ResolveOutcome =
  | { kind: 'resolved'; report: ResolvedReport }
  | { kind: 'not-found' }
  | { kind: 'already-resolved' }
  | { kind: 'reported-deleted' }
  | { kind: 'about-yourself' }

/**
 * Suspends the member (docs/safety.md): they can no longer sign in, every session of theirs ends
 * now, and blockedWithSelects hides them from every other member as a block does.
 */
export async function suspendMember(tx: Transaction, memberId: number, now: Date) {
  await tx.update(users).set({ suspendedAt: now }).where(eq(users.id, memberId))
  await tx.delete(sessions).where(eq(sessions.userId, memberId))
}

/**
 * Resolves an open report exactly once, recording who, when, what and the note: the UPDATE
 * claims the row only while it is still open, so of two racing resolves one wins and the other
 * sees 'already-resolved'. Suspending and the audit trail's row happen in the same transaction,
 * only for the winner.
 */
export async function resolveReport(
  db: Database,
  input: { reportId: number; moderatorId: number; action: ReportAction; note: string | null },
  now: Date,
): Promise<ResolveOutcome> {
  return db.transaction(async (tx): Promise<ResolveOutcome> => {
    const [report] = await tx
      .select({ reportedId: reports.reportedId, status: reports.status })
      .from(reports)
      .where(eq(reports.id, input.reportId))
    if (!report) return { kind: 'not-found' }
    if (report.status !== 'open') return { kind: 'already-resolved' }
    if (report.reportedId === input.moderatorId) return { kind: 'about-yourself' }
    if (input.action === 'suspend' && report.reportedId === null) {
      return { kind: 'reported-deleted' }
    }
    const [claimed] = await tx
      .update(reports)
      .set({
        status: STATUS_OF_ACTION[input.action],
        resolvedAt: now,
        resolvedById: input.moderatorId,
        resolutionNote: input.note,
      })
      .where(and(eq(reports.id, input.reportId), eq(reports.status, 'open')))
      .returning()
    if (!claimed) return { kind: 'already-resolved' }
    if (input.action === 'suspend' && claimed.reportedId !== null) {
      await suspendMember(tx, claimed.reportedId, now)
    }
    await recordModerationAction(
      tx,
      {
        moderatorId: input.moderatorId,
        memberId: claimed.reportedId,
        reportId: claimed.id,
        action: input.action,
        note: claimed.resolutionNote,
      },
      now,
    )
    return {
      kind: 'resolved',
      report: {
        id: claimed.id,
        status: STATUS_OF_ACTION[input.action],
        resolvedAt: now.toISOString(),
        resolvedById: input.moderatorId,
        note: claimed.resolutionNote,
      },
    }
  })
}
