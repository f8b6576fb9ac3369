import { and, asc, eq } from 'drizzle-orm'
import { STATUS_OF_DECISION, type ClergyReviewDecision } from '#shared/domain/clergy-review.ts'
import {
  QueuedClergyReferenceSchema,
  type ClergyReview,
  type ClergyReviewQueue,
} from '#shared/schemas/clergy-review.ts'
import type { Database } from '../db/connect.ts'
import { clergyReferences, users } from '../db/schema.ts'
import type { Transaction } from '../likes/record-like.ts'
import { recordModerationAction } from '../moderation/audit-trail.ts'
import {
  reviewRefusal,
  type ReviewInput,
  type ReviewRefusal,
} from '../moderation/revision-review.ts'
import { decodeTimeCursor, microsOf, pastPosition, timePage } from '../moderation/time-cursor.ts'

/**
 * The moderators' review of clergy references (docs/clergy-reference.md): the references awaiting
 * review, and a decision on one that changes the reference, the member's verification and the
 * audit trail together.
 */

/**
 * References awaiting review (status 'submitted'), the oldest submission first, by
 * (created_at, id) over clergy_references_awaiting_idx, with the moderation lists' time cursor.
 */
export async function clergyReferencesAwaitingReview(
  db: Database,
  query: { cursor?: string; limit: number },
): Promise<ClergyReviewQueue> {
  const after = decodeTimeCursor(query.cursor)
  const rows = await db
    .select({
      reference: clergyReferences,
      micros: microsOf(clergyReferences.createdAt),
      member: { id: users.id, firstName: users.firstName, lastName: users.lastName },
    })
    .from(clergyReferences)
    .innerJoin(users, eq(users.id, clergyReferences.userId))
    .where(
      and(
        eq(clergyReferences.status, 'submitted'),
        after
          ? pastPosition(clergyReferences.createdAt, clergyReferences.id, '>', after)
          : undefined,
      ),
    )
    .orderBy(asc(clergyReferences.createdAt), asc(clergyReferences.id))
    .limit(query.limit + 1)
  const { page, nextCursor } = timePage(rows, query.limit, (row) => ({
    micros: row.micros,
    id: row.reference.id,
  }))
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

export type ReviewOutcome = { kind: 'reviewed'; review: ClergyReview } | ReviewRefusal

/**
 * Verifies or rejects the reference exactly once, and only the submission the moderator read
 * (`revision`). The UPDATE claims the row only while it is that submission and still awaits
 * review, so of two racing reviews (or a review racing a resubmission) one wins and the other
 * changes nothing. The winner, in the same transaction, sets the member's clergy verification
 * status, their endorsement (true on verify, false on reject) and the reason shown to them, and
 * writes the audit trail's row; the users trigger moves their profile_version.
 */
export async function reviewClergyReference(
  db: Database,
  input: ReviewInput<ClergyReviewDecision>,
  now: Date,
): Promise<ReviewOutcome> {
  return db.transaction(async (tx): Promise<ReviewOutcome> => {
    const refused = reviewRefusal(await readForReview(tx, input.id), input, 'submitted')
    if (refused) return refused
    const status = STATUS_OF_DECISION[input.decision]
    const reason = input.decision === 'reject' ? input.reason : null
    const [claimed] = await tx
      .update(clergyReferences)
      .set({ status, reviewedById: input.moderatorId, reviewedAt: now, reviewReason: reason })
      .where(
        and(
          eq(clergyReferences.id, input.id),
          eq(clergyReferences.status, 'submitted'),
          eq(clergyReferences.revision, input.revision),
        ),
      )
      .returning({ userId: clergyReferences.userId })
    if (!claimed) {
      // Lost a race since the read: another review, a resubmission or a deletion came first.
      return (
        reviewRefusal(await readForReview(tx, input.id), input, 'submitted') ?? {
          kind: 'already-reviewed',
        }
      )
    }
    await tx
      .update(users)
      .set({
        clergyVerificationStatus: status,
        hasClergyEndorsement: input.decision === 'verify',
        clergyReviewReason: reason,
      })
      .where(eq(users.id, claimed.userId))
    await recordModerationAction(
      tx,
      {
        moderatorId: input.moderatorId,
        memberId: claimed.userId,
        reportId: null,
        action: input.decision === 'verify' ? 'verify-clergy' : 'reject-clergy',
        note: reason,
      },
      now,
    )
    return {
      kind: 'reviewed',
      review: {
        id: input.id,
        status,
        reviewedAt: now.toISOString(),
        reviewedById: input.moderatorId,
        reason,
      },
    }
  })
}

async function readForReview(tx: Transaction, referenceId: number) {
  const [row] = await tx
    .select({
      userId: clergyReferences.userId,
      status: clergyReferences.status,
      revision: clergyReferences.revision,
    })
    .from(clergyReferences)
    .where(eq(clergyReferences.id, referenceId))
  return row
}
