import { and, asc, eq } from 'drizzle-orm'
import { STATUS_OF_PHOTO_DECISION, type PhotoReviewDecision } from '#shared/domain/photos.ts'
import {
  QueuedPhotoSchema,
  type PhotoReview,
  type PhotoReviewQueue,
} from '#shared/schemas/photo-review.ts'
import type { Database } from '../db/connect.ts'
import { photos, users } from '../db/schema.ts'
import type { Transaction } from '../likes/record-like.ts'
import { recordModerationAction } from '../moderation/audit-trail.ts'
import {
  reviewRefusal,
  type ReviewInput,
  type ReviewRefusal,
} from '../moderation/revision-review.ts'
import { decodeTimeCursor, microsOf, pastPosition, timePage } from '../moderation/time-cursor.ts'
import { refreshGallerySnapshot } from './gallery-snapshot.ts'

/**
 * The moderators' review of photos (docs/photos.md "Moderation"): the photos awaiting review, and
 * a decision on one that changes the photo, its owner's gallery and the audit trail together.
 */

/** Photos awaiting review, the oldest submission first, over photos_pending_idx. */
export async function photosAwaitingReview(
  db: Database,
  query: { cursor?: string; limit: number },
): Promise<PhotoReviewQueue> {
  const after = decodeTimeCursor(query.cursor)
  const rows = await db
    .select({
      photo: photos,
      micros: microsOf(photos.submittedAt),
      member: { id: users.id, firstName: users.firstName, lastName: users.lastName },
    })
    .from(photos)
    .innerJoin(users, eq(users.id, photos.userId))
    .where(
      and(
        eq(photos.status, 'pending'),
        after ? pastPosition(photos.submittedAt, photos.id, '>', after) : undefined,
      ),
    )
    .orderBy(asc(photos.submittedAt), asc(photos.id))
    .limit(query.limit + 1)
  const { page, nextCursor } = timePage(rows, query.limit, (row) => ({
    micros: row.micros,
    id: row.photo.id,
  }))
  return {
    photos: page.map(({ photo, member }) =>
      QueuedPhotoSchema.parse({
        ...photo,
        submittedAt: photo.submittedAt.toISOString(),
        member,
      }),
    ),
    nextCursor,
  }
}

export type PhotoReviewOutcome = { kind: 'reviewed'; review: PhotoReview } | ReviewRefusal

/**
 * Approves or rejects the photo exactly once, and only the version the moderator looked at
 * (`revision`). The UPDATE claims the row only while it is that version and still pending, so of
 * two racing reviews (or a review racing a replacement) one wins and the other changes nothing.
 * The winner, in the same transaction, rewrites the owner's gallery snapshot (others see an
 * approved photo from its commit on) and writes the audit trail's row.
 */
export async function reviewPhoto(
  db: Database,
  input: ReviewInput<PhotoReviewDecision>,
  now: Date,
): Promise<PhotoReviewOutcome> {
  return db.transaction(async (tx): Promise<PhotoReviewOutcome> => {
    const refused = reviewRefusal(await readForReview(tx, input.id), input, 'pending')
    if (refused) return refused
    const status = STATUS_OF_PHOTO_DECISION[input.decision]
    const reason = input.decision === 'reject' ? input.reason : null
    const [claimed] = await tx
      .update(photos)
      .set({ status, reviewedById: input.moderatorId, reviewedAt: now, rejectionReason: reason })
      .where(
        and(
          eq(photos.id, input.id),
          eq(photos.status, 'pending'),
          eq(photos.revision, input.revision),
        ),
      )
      .returning({ userId: photos.userId })
    if (!claimed) {
      // Lost a race since the read: another review, a replacement or a removal came first.
      return (
        reviewRefusal(await readForReview(tx, input.id), input, 'pending') ?? {
          kind: 'already-reviewed',
        }
      )
    }
    await refreshGallerySnapshot(tx, claimed.userId)
    await recordModerationAction(
      tx,
      {
        moderatorId: input.moderatorId,
        memberId: claimed.userId,
        reportId: null,
        action: input.decision === 'approve' ? 'approve-photo' : 'reject-photo',
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

async function readForReview(tx: Transaction, photoId: number) {
  const [row] = await tx
    .select({ userId: photos.userId, status: photos.status, revision: photos.revision })
    .from(photos)
    .where(eq(photos.id, photoId))
  return row
}
