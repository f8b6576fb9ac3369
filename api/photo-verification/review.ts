import { and, eq, inArray, isNotNull, or } from 'drizzle-orm'
import {
  AWAITING_PHOTO_VERIFICATION,
  PHOTO_VERIFICATION_MESSAGES,
  selfieUrlOf,
} from '#shared/domain/photo-verification.ts'
import {
  QueuedPhotoVerificationSchema,
  type PhotoVerificationQueue,
  type PhotoVerificationReview,
  type PhotoVerificationReviewRequest,
} from '#shared/schemas/photo-verification.ts'
import { photoFileName, type PhotoSize } from '#shared/domain/photos.ts'
import type { Database } from '../db/connect.ts'
import { photoVerifications, users } from '../db/schema.ts'
import { reviewOnce, type ReviewInput, type ReviewOutcome } from '../moderation/review-once.ts'
import { readTimePage } from '../moderation/time-cursor.ts'
import { filesOfPhoto } from '../photos/gallery.ts'
import type { PhotoStore } from '../uploads/photo-store.ts'
import { PROFILE_SOURCE_COLUMNS } from '../users/profile-columns.ts'
import { toPublicProfile } from '../users/profile-shapes.ts'
import { settleBadge } from './badge.ts'

/**
 * The moderators' review of photo verifications (docs/safety.md "Photo verification"): what
 * awaits them, the selfie itself, and a decision made exactly once that deletes the selfie.
 */

/**
 * Verifications awaiting review, the oldest first, over photo_verifications_awaiting_idx: every
 * new selfie, and every recheck of an approved member's new main photo once there is one to see.
 */
export async function photoVerificationsAwaitingReview(
  db: Database,
  query: { cursor?: string; limit: number },
): Promise<PhotoVerificationQueue> {
  const { page, nextCursor } = await readTimePage(
    query,
    { time: photoVerifications.submittedAt, id: photoVerifications.id, direction: 'asc' },
    ({ micros, past, orderBy, limit }) =>
      db
        .select({
          verification: photoVerifications,
          micros,
          profile: PROFILE_SOURCE_COLUMNS,
        })
        .from(photoVerifications)
        .innerJoin(users, eq(users.id, photoVerifications.userId))
        .where(
          and(
            inArray(photoVerifications.status, AWAITING_PHOTO_VERIFICATION),
            or(
              eq(photoVerifications.status, 'submitted'),
              isNotNull(photoVerifications.mainPhotoName),
            ),
            past,
          ),
        )
        .orderBy(...orderBy)
        .limit(limit),
    (row) => row.verification.id,
  )
  return {
    verifications: page.map(({ verification: v, profile }) =>
      QueuedPhotoVerificationSchema.parse({
        id: v.id,
        kind: v.status === 'submitted' ? 'selfie' : 'recheck',
        revision: v.revision,
        pose: v.pose,
        submittedAt: v.submittedAt!.toISOString(),
        selfieUrl: v.selfieName ? selfieUrlOf(v.id) : null,
        member: toPublicProfile(profile),
        gallery: profile.photos,
        mainPhotoName: v.mainPhotoName,
        approvedPhotoName: v.approvedPhotoName,
        approvedAt: v.approvedAt?.toISOString() ?? null,
      }),
    ),
    nextCursor,
  }
}

/** The one size of a selfie that is kept: moderators compare it with the member's photos. */
export const SELFIE_SIZE = 'full' satisfies PhotoSize

/** The file of the selfie of a verification awaiting review; null when there is none. */
export async function selfieUnderReview(db: Database, id: number): Promise<string | null> {
  const [row] = await db
    .select({ selfieName: photoVerifications.selfieName })
    .from(photoVerifications)
    .where(and(eq(photoVerifications.id, id), eq(photoVerifications.status, 'submitted')))
  return row?.selfieName ? photoFileName(row.selfieName, SELFIE_SIZE) : null
}

/** The photo store did not delete the selfie: the decision is undone (503, the moderator retries). */
export class SelfieNotDeleted extends Error {}

/**
 * Approves or rejects a verification exactly once, and only the version the moderator looked at
 * (`revision`: a change of the main photo since is refused with 409): of two racing decisions one
 * wins and the other changes nothing (review-once.ts). The winner, in the same transaction,
 * records the decision, clears the selfie's key and deletes its file (a store that fails undoes
 * the decision: a decision is never kept beside a selfie), settles the badge and writes the audit
 * row. An approval needs a main photo others see (the badge stands beside it).
 */
export function reviewPhotoVerification(
  db: Database,
  photos: PhotoStore,
  input: ReviewInput<PhotoVerificationReviewRequest>,
  now: Date,
): Promise<ReviewOutcome<PhotoVerificationReview>> {
  const { request } = input
  const approve = request.decision === 'approve'
  const status = approve ? 'approved' : 'rejected'
  const reason = request.decision === 'reject' ? request.reason : null
  return reviewOnce(db, { ...input, revision: request.revision }, now, {
    awaitingStatus: AWAITING_PHOTO_VERIFICATION,
    columns: {
      id: photoVerifications.id,
      status: photoVerifications.status,
      revision: photoVerifications.revision,
    },
    read: async (tx) => {
      // Locked: a racing decision waits here, then reads the first one's outcome.
      const [row] = await tx
        .select({
          authorId: photoVerifications.userId,
          status: photoVerifications.status,
          revision: photoVerifications.revision,
          selfieName: photoVerifications.selfieName,
          mainPhotoName: photoVerifications.mainPhotoName,
        })
        .from(photoVerifications)
        .where(eq(photoVerifications.id, input.id))
        .for('update')
      return row
    },
    problem: (row) =>
      approve && row.mainPhotoName === null ? PHOTO_VERIFICATION_MESSAGES.noMainPhoto : null,
    claim: async (tx, row, stillAwaiting) => {
      const [claimed] = await tx
        .update(photoVerifications)
        .set({
          status,
          selfieName: null,
          reviewedById: input.moderatorId,
          reviewedAt: now,
          reviewReason: reason,
          approvedPhotoName: approve ? row.mainPhotoName : null,
          approvedAt: approve ? now : null,
        })
        .where(stillAwaiting)
        .returning({ userId: photoVerifications.userId })
      return claimed && { userId: claimed.userId, selfieName: row.selfieName }
    },
    apply: async (tx, claimed) => {
      await settleBadge(tx, claimed.userId)
      if (claimed.selfieName === null) return
      try {
        await photos.delete(filesOfPhoto(claimed.selfieName))
      } catch (error) {
        console.error(`Could not delete the selfie ${claimed.selfieName}:`, error)
        throw new SelfieNotDeleted()
      }
    },
    notice: { subject: 'photo-verification', approved: approve },
    audit: (claimed) => ({
      memberId: claimed.userId,
      action: approve ? 'verify-photo' : 'reject-photo-verification',
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
