import { and, eq } from 'drizzle-orm'
import type {
  ParishCorrectionQueue,
  ParishCorrectionReview,
  ParishCorrectionReviewRequest,
} from '#shared/schemas/parish-corrections.ts'
import type { Database } from '../db/connect.ts'
import { parishCorrections, parishes, users } from '../db/schema.ts'
import { reviewOnce, type ReviewInput, type ReviewOutcome } from '../moderation/review-once.ts'
import { readTimePage } from '../moderation/time-cursor.ts'
import { MEMBER_NAME_COLUMNS } from '../users/profile-columns.ts'
import { changesOf } from './parish-corrections.ts'

/**
 * The moderators' review of parish corrections (docs/parishes.md): the pending ones, oldest
 * first, beside the parish's details as they are now; and applying or rejecting one, together
 * with the parish and the audit trail.
 */

/** Pending corrections, the oldest first, over parish_corrections_pending_idx. */
export async function parishCorrectionsAwaitingReview(
  db: Database,
  query: { cursor?: string; limit: number },
): Promise<ParishCorrectionQueue> {
  const { page, nextCursor } = await readTimePage(
    query,
    { time: parishCorrections.createdAt, id: parishCorrections.id, direction: 'asc' },
    ({ micros, past, orderBy, limit }) =>
      db
        .select({
          correction: parishCorrections,
          micros,
          parish: {
            id: parishes.id,
            name: parishes.name,
            address: parishes.address,
            website: parishes.website,
            serviceTimes: parishes.serviceTimes,
            jurisdiction: parishes.jurisdiction,
            phone: parishes.phone,
          },
          proposer: MEMBER_NAME_COLUMNS,
        })
        .from(parishCorrections)
        .innerJoin(parishes, eq(parishes.id, parishCorrections.parishId))
        .leftJoin(users, eq(users.id, parishCorrections.proposedBy))
        .where(and(eq(parishCorrections.status, 'pending'), past))
        .orderBy(...orderBy)
        .limit(limit),
    (row) => row.correction.id,
  )
  return {
    corrections: page.map((row) => ({
      id: row.correction.id,
      parish: row.parish,
      changes: changesOf(row.correction.changes),
      createdAt: row.correction.createdAt.toISOString(),
      proposer: row.proposer,
    })),
    nextCursor,
  }
}

/**
 * Applies the correction to the parish, or rejects it with a reason, exactly once
 * (review-once.ts): the winner changes the parish (applying) and writes the audit row in the same
 * transaction.
 */
export function reviewParishCorrection(
  db: Database,
  input: ReviewInput<ParishCorrectionReviewRequest>,
  now: Date,
): Promise<ReviewOutcome<ParishCorrectionReview>> {
  const { request } = input
  const status = request.decision === 'apply' ? 'applied' : 'rejected'
  const reason = request.decision === 'reject' ? request.reason : null
  return reviewOnce(db, input, now, {
    awaitingStatus: 'pending',
    columns: { id: parishCorrections.id, status: parishCorrections.status },
    read: async (tx) => {
      const [row] = await tx
        .select({ authorId: parishCorrections.proposedBy, status: parishCorrections.status })
        .from(parishCorrections)
        .where(eq(parishCorrections.id, input.id))
      return row
    },
    claim: async (tx, _row, stillAwaiting) => {
      const [claimed] = await tx
        .update(parishCorrections)
        .set({ status, reviewNote: reason, reviewedBy: input.moderatorId, reviewedAt: now })
        .where(stillAwaiting)
        .returning()
      return claimed
    },
    apply: async (tx, claimed) => {
      if (request.decision !== 'apply') return
      await tx
        .update(parishes)
        .set({ ...changesOf(claimed.changes), updatedAt: now })
        .where(eq(parishes.id, claimed.parishId))
    },
    notice: { subject: 'parish-correction', approved: request.decision === 'apply' },
    audit: (claimed) => ({
      memberId: claimed.proposedBy,
      parishId: claimed.parishId,
      action: request.decision === 'apply' ? 'apply-parish-correction' : 'reject-parish-correction',
      note: reason,
    }),
    review: (claimed) => ({
      id: claimed.id,
      status,
      reviewedAt: now.toISOString(),
      reviewedById: input.moderatorId,
      reason,
    }),
  })
}
