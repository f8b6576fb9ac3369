import { eq } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { STATUS_OF_DECISION } from '#shared/domain/clergy-review.ts'
import type { ModerationAction } from '#shared/domain/moderation.ts'
import type { ReviewSubject } from '#shared/domain/review-notice.ts'
import type { Database } from '../db/connect.ts'
import { users, type UserRow } from '../db/schema.ts'
import { reviewOnce, type ReviewInput, type ReviewOutcome } from '../moderation/review-once.ts'
import { settleVerified } from './verified-status.ts'

/** What a moderator decides on evidence of a member's standing: verify, or reject with a reason. */
type EvidenceDecision =
  | { decision: 'verify'; revision: number }
  | {
      decision: 'reject'
      revision: number
      reason: string
    }

/** The answer of a review of evidence. */
interface EvidenceReview {
  id: number
  status: 'verified' | 'rejected'
  reviewedAt: string
  reviewedById: number
  reason: string | null
}

/** One kind of evidence (the clergy reference, the deacon letter): where it and its outcome live. */
export interface EvidenceKind {
  table: PgTable
  columns: { id: PgColumn; status: PgColumn; revision: PgColumn; userId: PgColumn }
  /** The member's own record of the outcome (status and reason), as their profile shows it. */
  memberStatus(status: 'verified' | 'rejected', reason: string | null): Partial<UserRow>
  subject: ReviewSubject
  actions: { verify: ModerationAction; reject: ModerationAction }
}

/**
 * Verifies or rejects a piece of evidence exactly once, and only the revision the moderator read:
 * of two racing reviews (or a review racing a resubmission) one wins and the other changes nothing
 * (review-once.ts). The winner, in the same transaction, records the review on the row, the
 * outcome and reason on the member's own record, settles their Verified badge (its one writer,
 * decision 050) and writes the audit trail's row; the users trigger moves their profile_version.
 */
export function reviewEvidence(
  db: Database,
  input: ReviewInput<EvidenceDecision>,
  now: Date,
  kind: EvidenceKind,
): Promise<ReviewOutcome<EvidenceReview>> {
  const { request } = input
  const { columns } = kind
  const status = STATUS_OF_DECISION[request.decision]
  const reason = request.decision === 'reject' ? request.reason : null
  return reviewOnce(db, { ...input, revision: request.revision }, now, {
    awaitingStatus: 'submitted',
    columns,
    read: async (tx) => {
      const [row] = await tx
        .select({ authorId: columns.userId, status: columns.status, revision: columns.revision })
        .from(kind.table)
        .where(eq(columns.id, input.id))
      return row as { authorId: number; status: string; revision: number } | undefined
    },
    claim: async (tx, _row, stillAwaiting) => {
      const [claimed] = await tx
        .update(kind.table)
        .set({ status, reviewedById: input.moderatorId, reviewedAt: now, reviewReason: reason })
        .where(stillAwaiting)
        .returning({ userId: columns.userId })
      return claimed as { userId: number } | undefined
    },
    apply: async (tx, claimed) => {
      await tx
        .update(users)
        .set(kind.memberStatus(status, reason))
        .where(eq(users.id, claimed.userId))
      await settleVerified(tx, claimed.userId)
    },
    notice: { subject: kind.subject, approved: request.decision === 'verify' },
    audit: (claimed) => ({
      memberId: claimed.userId,
      action: kind.actions[request.decision],
      note: reason,
    }),
    review: () => ({
      id: input.id,
      status,
      reviewedAt: now.toISOString(),
      reviewedById: input.moderatorId,
      reason,
    }),
  })
}
