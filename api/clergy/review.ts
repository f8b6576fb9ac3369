import { and, eq } from 'drizzle-orm'
import {
  QueuedClergyReferenceSchema,
  type ClergyReview,
  type ClergyReviewQueue,
  type ClergyReviewRequest,
} from '#shared/schemas/clergy-review.ts'
import type { Database } from '../db/connect.ts'
import { clergyReferences, users } from '../db/schema.ts'
import type { ReviewInput, ReviewOutcome } from '../moderation/review-once.ts'
import { reviewEvidence } from '../verification/evidence-review.ts'
import { readTimePage } from '../moderation/time-cursor.ts'
import { MEMBER_NAME_COLUMNS } from '../users/profile-columns.ts'
import { reviewFirstRank } from '../verification/review-rank.ts'

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
 * (`revision`): the member's clergy verification status and reason, their Verified badge and the
 * audit trail's row change with it (api/verification/evidence-review.ts).
 */
export function reviewClergyReference(
  db: Database,
  input: ReviewInput<ClergyReviewRequest>,
  now: Date,
): Promise<ReviewOutcome<ClergyReview>> {
  return reviewEvidence(db, input, now, {
    table: clergyReferences,
    columns: {
      id: clergyReferences.id,
      status: clergyReferences.status,
      revision: clergyReferences.revision,
      userId: clergyReferences.userId,
    },
    memberStatus: (status, reason) => ({
      clergyVerificationStatus: status,
      clergyReviewReason: reason,
    }),
    subject: 'clergy-reference',
    actions: { verify: 'verify-clergy', reject: 'reject-clergy' },
  })
}
