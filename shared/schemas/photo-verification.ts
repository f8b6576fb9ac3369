import * as z from './zod.ts'
import {
  PHOTO_VERIFICATION_MESSAGES,
  PHOTO_VERIFICATION_REASON_MAX,
  PHOTO_VERIFICATION_STATUSES,
} from '../domain/photo-verification.ts'
import { VERIFICATION_POSES } from '../domain/verification-poses.ts'
import { UserIdSchema } from './ids.ts'
import { ReportQueueQuerySchema } from './moderation.ts'
import { OwnPhotoSchema } from './photos.ts'
import { revisionReviewSchemas } from './revision-review.ts'
import { IsoDateTimeSchema } from './timestamps.ts'
import { PublicProfileSchema } from './user.ts'

/**
 * Photo verification (docs/safety.md "Photo verification"): the member's side at
 * /api/photo-verification, the moderators' queue at /api/moderation/photo-verifications, and a
 * member asking a match to verify (POST /api/matches/{userId}/ask-to-verify).
 */

/**
 * The member's own verification (GET /api/photo-verification, and the answer of /start and
 * /selfie): where it stands; the pose to copy while one is asked or its selfie awaits review;
 * the moderator's reason while rejected; when the last decision was made; and which matches
 * asked the member to verify in the last 30 days.
 */
export const PhotoVerificationSchema = z.object({
  status: z.enum(['none', ...PHOTO_VERIFICATION_STATUSES]),
  pose: z.nullable(z.enum(VERIFICATION_POSES)),
  reason: z.nullable(z.string()),
  decidedAt: z.nullable(IsoDateTimeSchema),
  askedBy: z.array(UserIdSchema),
})
export type PhotoVerification = z.infer<typeof PhotoVerificationSchema>

/** GET /api/moderation/photo-verifications?cursor=&limit= (the same paging as the report queue). */
export const PhotoVerificationQueueQuerySchema = ReportQueueQuerySchema

/**
 * One verification awaiting a moderator: a new selfie ('selfie', its file at `selfieUrl`, for
 * moderators only), or an approved member whose main photo changed ('recheck': no selfie is kept;
 * the moderator compares the new main photo with the rest of the gallery, beside the stored
 * approval's date and the main photo it was made with, when that photo is still in the gallery).
 * `mainPhotoName` is the main photo others see, which the decision is about (null while none is
 * approved); `gallery` is every photo of the member with its own moderation state.
 */
export const QueuedPhotoVerificationSchema = z.object({
  id: z.int().check(z.positive()),
  kind: z.enum(['selfie', 'recheck']),
  revision: z.int().check(z.positive()),
  pose: z.enum(VERIFICATION_POSES),
  submittedAt: IsoDateTimeSchema,
  selfieUrl: z.nullable(z.string()),
  member: PublicProfileSchema,
  gallery: z.array(OwnPhotoSchema),
  mainPhotoName: z.nullable(z.string()),
  approvedPhotoName: z.nullable(z.string()),
  approvedAt: z.nullable(IsoDateTimeSchema),
})
export type QueuedPhotoVerification = z.infer<typeof QueuedPhotoVerificationSchema>

/** The queue's page, the oldest first; `nextCursor` is null on the last page. */
export const PhotoVerificationQueueSchema = z.object({
  verifications: z.array(QueuedPhotoVerificationSchema),
  nextCursor: z.nullable(z.string()),
})
export type PhotoVerificationQueue = z.infer<typeof PhotoVerificationQueueSchema>

const photoVerificationReview = revisionReviewSchemas({
  accept: 'approve',
  accepted: 'approved',
  reasonMax: PHOTO_VERIFICATION_REASON_MAX,
  messages: PHOTO_VERIFICATION_MESSAGES,
})

/**
 * POST /api/moderation/photo-verifications/{id}/review: approve, or reject with a reason of 1 to
 * 500 characters the member reads; `revision` is the version the moderator looked at (a change of
 * the main photo since is refused with 409).
 */
export const PhotoVerificationReviewRequestSchema = photoVerificationReview.request

/** The reason a moderator gives when rejecting a verification (1 to 500 characters). */
export const PhotoVerificationReasonSchema = photoVerificationReview.reason
export type PhotoVerificationReviewRequest = z.input<typeof PhotoVerificationReviewRequestSchema>

/** The answer of a review: what was recorded, by whom, when. */
export const PhotoVerificationReviewSchema = photoVerificationReview.review
export type PhotoVerificationReview = z.infer<typeof PhotoVerificationReviewSchema>

/** The answer of POST /api/matches/{userId}/ask-to-verify. */
export const VerifyAskSchema = z.object({
  userId: UserIdSchema,
  askedAt: IsoDateTimeSchema,
})
export type VerifyAsk = z.infer<typeof VerifyAskSchema>
