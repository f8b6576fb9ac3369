import * as z from './zod.ts'
import { MEMBERSHIP_TIERS } from '../domain/vocabularies.ts'
import {
  DEACON_LETTER_REVIEW_MESSAGES,
  VERIFICATION_REASON_MAX,
  WITHDRAW_VERIFICATION_MESSAGES,
} from '../domain/verification.ts'
import { UserIdSchema } from './ids.ts'
import { ReportQueueQuerySchema } from './moderation.ts'
import { PublicProfileSchema } from './user.ts'
import { revisionReviewSchemas } from './revision-review.ts'
import { storableText } from './text.ts'
import { IsoDateTimeSchema } from './timestamps.ts'

/**
 * The Verified badge's reviews on /moderation (decision 050): the deacon letters awaiting review
 * (GET /api/moderation/deacon-letters, POST /api/moderation/deacon-letters/{id}/review, the file
 * at GET /api/moderation/deacon-letters/{id}/file) and the Verified members, whose badge a
 * moderator may withdraw (GET /api/moderation/verified-members, POST …/{id}/withdraw).
 */

/** GET /api/moderation/deacon-letters?cursor=&limit= (the same paging as the report queue). */
export const DeaconLetterQueueQuerySchema = ReportQueueQuerySchema

/** Who sent what awaits review, with their plan (the Verified Orthodox plan's reviews go first). */
export const VerificationApplicantSchema = z.object({
  id: UserIdSchema,
  firstName: z.string(),
  lastName: z.string(),
  membershipTier: z.enum(MEMBERSHIP_TIERS),
})

/** A letter awaiting review: which version (`revision`, sent back with the decision), since when. */
export const QueuedDeaconLetterSchema = z.object({
  id: z.int().check(z.positive()),
  status: z.literal('submitted'),
  revision: z.int().check(z.positive()),
  submittedAt: IsoDateTimeSchema,
  member: VerificationApplicantSchema,
})
export type QueuedDeaconLetter = z.infer<typeof QueuedDeaconLetterSchema>

/** The list's page: Verified Orthodox members first, then the oldest letter first. */
export const DeaconLetterQueueSchema = z.object({
  letters: z.array(QueuedDeaconLetterSchema),
  nextCursor: z.nullable(z.string()),
})
export type DeaconLetterQueue = z.infer<typeof DeaconLetterQueueSchema>

const letterReview = revisionReviewSchemas({
  accept: 'verify',
  accepted: 'verified',
  reasonMax: VERIFICATION_REASON_MAX,
  messages: DEACON_LETTER_REVIEW_MESSAGES,
})

/** The reason of a rejection: 1 to 500 characters once trimmed. */
export const DeaconLetterReasonSchema = letterReview.reason

/** POST /api/moderation/deacon-letters/{id}/review: verify, or reject with a reason. */
export const DeaconLetterReviewRequestSchema = letterReview.request
export type DeaconLetterReviewRequest = z.input<typeof DeaconLetterReviewRequestSchema>
export const DeaconLetterReviewSchema = letterReview.review
export type DeaconLetterReview = z.infer<typeof DeaconLetterReviewSchema>

/** GET /api/moderation/verified-members?cursor=&limit=: the most recently verified first. */
export const VerifiedMembersQuerySchema = ReportQueueQuerySchema

/** A Verified member as a moderator reads them, with what earned the badge. */
export const VerifiedMemberSchema = z.object({
  member: PublicProfileSchema,
  /** Which reviews stand: the clergy reference, the deacon letter, or both. */
  earnedBy: z.array(z.enum(['clergy-reference', 'deacon-letter'])),
  verifiedAt: IsoDateTimeSchema,
})
export type VerifiedMember = z.infer<typeof VerifiedMemberSchema>

export const VerifiedMembersSchema = z.object({
  members: z.array(VerifiedMemberSchema),
  nextCursor: z.nullable(z.string()),
})
export type VerifiedMembers = z.infer<typeof VerifiedMembersSchema>

/** The reason of a withdrawal, which the member reads: 1 to 500 characters once trimmed. */
export const WithdrawReasonSchema = z
  .string({ error: WITHDRAW_VERIFICATION_MESSAGES.reasonRequired })
  .check(
    z.trim(),
    storableText(),
    z.minLength(1, WITHDRAW_VERIFICATION_MESSAGES.reasonRequired),
    z.maxLength(VERIFICATION_REASON_MAX, WITHDRAW_VERIFICATION_MESSAGES.reasonTooLong),
  )

/** POST /api/moderation/verified-members/{id}/withdraw: the reason the member is shown. */
export const WithdrawVerificationRequestSchema = z.object({ reason: WithdrawReasonSchema })
export type WithdrawVerificationRequest = z.infer<typeof WithdrawVerificationRequestSchema>

/** The answer of a withdrawal. */
export const WithdrawnVerificationSchema = z.object({
  id: UserIdSchema,
  withdrawnAt: IsoDateTimeSchema,
})
