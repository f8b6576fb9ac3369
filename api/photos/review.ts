import { and, eq } from 'drizzle-orm'
import { STATUS_OF_PHOTO_DECISION } from '#shared/domain/photos.ts'
import {
  QueuedPhotoSchema,
  type PhotoReview,
  type PhotoReviewQueue,
  type PhotoReviewRequest,
} from '#shared/schemas/photo-review.ts'
import type { Database } from '../db/connect.ts'
import { photos, users } from '../db/schema.ts'
import { reviewOnce, type ReviewInput, type ReviewOutcome } from '../moderation/review-once.ts'
import { readTimePage } from '../moderation/time-cursor.ts'
import { MEMBER_NAME_COLUMNS } from '../users/profile-columns.ts'
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
  const { page, nextCursor } = await readTimePage(
    query,
    { time: photos.submittedAt, id: photos.id, direction: 'asc' },
    ({ micros, past, orderBy, limit }) =>
      db
        .select({
          photo: photos,
          micros,
          member: MEMBER_NAME_COLUMNS,
        })
        .from(photos)
        .innerJoin(users, eq(users.id, photos.userId))
        .where(and(eq(photos.status, 'pending'), past))
        .orderBy(...orderBy)
        .limit(limit),
    (row) => row.photo.id,
  )
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

/**
 * Approves or rejects the photo exactly once, and only the version the moderator looked at
 * (`revision`): of two racing reviews (or a review racing a replacement) one wins and the other
 * changes nothing (review-once.ts). The winner, in the same transaction, rewrites the owner's
 * gallery snapshot (others see an approved photo from its commit on) and writes the audit row.
 */
export function reviewPhoto(
  db: Database,
  input: ReviewInput<PhotoReviewRequest>,
  now: Date,
): Promise<ReviewOutcome<PhotoReview>> {
  const { request } = input
  const status = STATUS_OF_PHOTO_DECISION[request.decision]
  const reason = request.decision === 'reject' ? request.reason : null
  return reviewOnce(db, { ...input, revision: request.revision }, now, {
    awaitingStatus: 'pending',
    columns: { id: photos.id, status: photos.status, revision: photos.revision },
    read: async (tx) => {
      const [row] = await tx
        .select({ authorId: photos.userId, status: photos.status, revision: photos.revision })
        .from(photos)
        .where(eq(photos.id, input.id))
      return row
    },
    claim: async (tx, _row, stillAwaiting) => {
      const [claimed] = await tx
        .update(photos)
        .set({ status, reviewedById: input.moderatorId, reviewedAt: now, rejectionReason: reason })
        .where(stillAwaiting)
        .returning({ userId: photos.userId })
      return claimed
    },
    apply: (tx, claimed) => refreshGallerySnapshot(tx, claimed.userId),
    notice: { subject: 'photo', approved: request.decision === 'approve' },
    audit: (claimed) => ({
      memberId: claimed.userId,
      action: request.decision === 'approve' ? 'approve-photo' : 'reject-photo',
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
