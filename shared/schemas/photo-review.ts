import * as z from './zod.ts'
import { PHOTO_MESSAGES, PHOTO_REJECTION_REASON_MAX } from '../domain/photos.ts'
import { UserIdSchema } from './ids.ts'
import { ReportQueueQuerySchema } from './moderation.ts'
import { PublicPhotoSchema } from './photos.ts'
import { revisionReviewSchemas } from './revision-review.ts'
import { IsoDateTimeSchema } from './timestamps.ts'

/**
 * The moderators' review of photos (docs/photos.md "Moderation"): GET /api/moderation/photos and
 * POST /api/moderation/photos/{id}/review.
 */

/** GET /api/moderation/photos?cursor=&limit= (the same paging as the report queue). */
export const PhotoReviewQueueQuerySchema = ReportQueueQuerySchema

/** A photo awaiting review as a moderator reads it, with the version to send back. */
export const QueuedPhotoSchema = z.extend(PublicPhotoSchema, {
  revision: z.int().check(z.positive()),
  submittedAt: IsoDateTimeSchema,
  member: z.object({ id: UserIdSchema, firstName: z.string(), lastName: z.string() }),
})
export type QueuedPhoto = z.infer<typeof QueuedPhotoSchema>

/** The queue's page, the oldest submission first; `nextCursor` is null on the last page. */
export const PhotoReviewQueueSchema = z.object({
  photos: z.array(QueuedPhotoSchema),
  nextCursor: z.nullable(z.string()),
})
export type PhotoReviewQueue = z.infer<typeof PhotoReviewQueueSchema>

const photoReview = revisionReviewSchemas({
  accept: 'approve',
  accepted: 'approved',
  reasonMax: PHOTO_REJECTION_REASON_MAX,
  messages: PHOTO_MESSAGES,
})

/** The reason of a rejection, shown to the photo's owner: 1 to 500 characters once trimmed. */
export const PhotoRejectionReasonSchema = photoReview.reason

/**
 * POST /api/moderation/photos/{id}/review: approve, or reject with a reason; `revision` is the
 * version the moderator looked at (a replacement since is refused with 409).
 */
export const PhotoReviewRequestSchema = photoReview.request
export type PhotoReviewRequest = z.input<typeof PhotoReviewRequestSchema>

/** The answer of a review: what was recorded, by whom, when. */
export const PhotoReviewSchema = photoReview.review
export type PhotoReview = z.infer<typeof PhotoReviewSchema>
