import * as z from './zod.ts'
import { CLERGY_REVIEW_MESSAGES, CLERGY_REVIEW_REASON_MAX } from '../domain/clergy-review.ts'
import { ClergyReferenceAnswersSchema } from './clergy.ts'
import { IdFromPathSchema, UserIdSchema } from './ids.ts'
import { ReportQueueQuerySchema } from './moderation.ts'
import { revisionReviewSchemas } from './revision-review.ts'

/**
 * The moderators' review of clergy references (docs/clergy-reference.md):
 * GET /api/moderation/clergy-references and POST /api/moderation/clergy-references/{id}/review.
 */

/** GET /api/moderation/clergy-references?cursor=&limit= (the same paging as the report queue). */
export const ClergyReviewQueueQuerySchema = ReportQueueQuerySchema

/**
 * A reference awaiting review as a moderator reads it: every answer, which submission it is
 * (`revision`, sent back with the decision) and the member's public identity.
 */
export const QueuedClergyReferenceSchema = z.extend(ClergyReferenceAnswersSchema, {
  status: z.literal('submitted'),
  revision: z.int().check(z.positive()),
  member: z.object({ id: UserIdSchema, firstName: z.string(), lastName: z.string() }),
})
export type QueuedClergyReference = z.infer<typeof QueuedClergyReferenceSchema>

/** The list's page, the oldest submission first; `nextCursor` is null on the last page. */
export const ClergyReviewQueueSchema = z.object({
  references: z.array(QueuedClergyReferenceSchema),
  nextCursor: z.nullable(z.string()),
})
export type ClergyReviewQueue = z.infer<typeof ClergyReviewQueueSchema>

/** `{id}` of /api/moderation/clergy-references/{id}/review. */
export const ClergyReferenceIdParamSchema = z.object({ id: IdFromPathSchema })

const clergyReview = revisionReviewSchemas({
  accept: 'verify',
  accepted: 'verified',
  reasonMax: CLERGY_REVIEW_REASON_MAX,
  messages: CLERGY_REVIEW_MESSAGES,
})

/** The reason of a rejection: 1 to 500 characters once trimmed. */
export const ClergyReviewReasonSchema = clergyReview.reason

/**
 * POST /api/moderation/clergy-references/{id}/review: verify, or reject with a reason; `revision`
 * is the submission the moderator read (a newer one since is refused with 409).
 */
export const ClergyReviewRequestSchema = clergyReview.request
export type ClergyReviewRequest = z.input<typeof ClergyReviewRequestSchema>

/** The answer of a review: what was recorded, by whom, when. */
export const ClergyReviewSchema = clergyReview.review
export type ClergyReview = z.infer<typeof ClergyReviewSchema>
