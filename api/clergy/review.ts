import { and, eq } from 'drizzle-orm'
import { STATUS_OF_DECISION } from '#shared/domain/clergy-review.ts'
import {
  QueuedClergyReferenceSchema,
  type ClergyReview,
  type ClergyReviewQueue,
  type ClergyReviewRequest,
} from '#shared/schemas/clergy-review.ts'
import type { Database } from '../db/connect.ts'
import { clergyReferences, users } from '../db/schema.ts'
import { reviewOnce, type ReviewInput, type ReviewOutcome } from '../moderation/review-once.ts'
import { readTimePage } from '../moderation/time-cursor.ts'
import { MEMBER_NAME_COLUMNS } from '../users/profile-columns.ts'
import { reviewFirstRank } from '../verification/review-rank.ts'
import { settleVerified } from '../verification/verified-status.ts'

/**
 * The moderators' review of clergy references (docs/clergy-reference.md): the references awaiting
 * review, and a decision on one that changes the reference, the member's verification and the
 * audit trail together.
 */

/**
 * References awaiting review (status 'submitted'): those of Verified Orthodox members first, then
 * the oldest submission first, by (rank, created_at, id), with the moderation lists' time cursor.
 */
export async function clergyReferencesAwaitingReview(
  db: Database,
  query: { cursor?: string; limit: number },
): Promise<ClergyReviewQueue> {
  const { page, nextCursor } = await readTimePage(
    query,
    {
      time: clergyReferences.createdAt,
      id: clergyReferences.id,
      direction: 'asc',
      rank: reviewFirstRank(),
    },
    ({ micros, rank, past, orderBy, limit }) =>
      db
        .select({
          reference: clergyReferences,
          micros,
          rank,
          member: MEMBER_NAME_COLUMNS,
        })
        .from(clergyReferences)
        .innerJoin(users, eq(users.id, clergyReferences.userId))
        .where(and(eq(clergyReferences.status, 'submitted'), past))
        .orderBy(...orderBy)
        .limit(limit),
    (row) => row.reference.id,
  )
  return {
    references: page.map(({ reference, member }) =>
      QueuedClergyReferenceSchema.parse({
        ...reference,
        createdAt: reference.createdAt.toISOString(),
        member,
      }),
    ),
    nextCursor,
  }
}

/**
 * Verifies or rejects the reference exactly once, and only the submission the moderator read
 * (`revision`): of two racing reviews (or a review racing a resubmission) one wins and the other
 * changes nothing (review-once.ts). The winner, in the same transaction, sets the member's clergy
 * verification status and the reason shown to them, settles their Verified badge (decision 050)
 * and writes the audit trail's row; the users trigger moves their profile_version.
 */
export function reviewClergyReference(
  db: Database,
  input: ReviewInput<ClergyReviewRequest>,
  now: Date,
): Promise<ReviewOutcome<ClergyReview>> {
  const { request } = input
  const status = STATUS_OF_DECISION[request.decision]
  const reason = request.decision === 'reject' ? request.reason : null
  return reviewOnce(db, { ...input, revision: request.revision }, now, {
    awaitingStatus: 'submitted',
    columns: {
      id: clergyReferences.id,
      status: clergyReferences.status,
      revision: clergyReferences.revision,
    },
    read: async (tx) => {
      const [row] = await tx
        .select({
          authorId: clergyReferences.userId,
          status: clergyReferences.status,
          revision: clergyReferences.revision,
        })
        .from(clergyReferences)
        .where(eq(clergyReferences.id, input.id))
      return row
    },
    claim: async (tx, _row, stillAwaiting) => {
      const [claimed] = await tx
        .update(clergyReferences)
        .set({ status, reviewedById: input.moderatorId, reviewedAt: now, reviewReason: reason })
        .where(stillAwaiting)
        .returning({ userId: clergyReferences.userId })
      return claimed
    },
    apply: async (tx, claimed) => {
      await tx
        .update(users)
        .set({ clergyVerificationStatus: status, clergyReviewReason: reason })
        .where(eq(users.id, claimed.userId))
      await settleVerified(tx, claimed.userId)
    },
    notice: { subject: 'clergy-reference', approved: request.decision === 'verify' },
    audit: (claimed) => ({
      memberId: claimed.userId,
      action: request.decision === 'verify' ? 'verify-clergy' : 'reject-clergy',
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
