import * as z from './zod.ts'
import {
  CORRECTION_STATUSES,
  PARISH_ADDRESS_MAX,
  PARISH_CORRECTION_MESSAGES as M,
  PARISH_JURISDICTION_MAX,
  PARISH_PHONE_MAX,
  PARISH_SERVICE_TIMES_MAX,
  PARISH_WEBSITE_MAX,
} from '../domain/parish-corrections.ts'
import { EventProposalSchema, ProposalRejectionReasonSchema } from './event-proposals.ts'
import { ClientIdSchema, UserIdSchema } from './ids.ts'
import { ReportQueueQuerySchema } from './moderation.ts'
import { storableLine, storableText } from './text.ts'
import { IsoDateTimeSchema } from './timestamps.ts'

/**
 * Corrections members suggest to a parish's details (#17, docs/parishes.md):
 * POST /api/parishes/{id}/corrections, the member's own list, and the moderators' queue and review.
 */

const line = (required: string, max: number, tooLong: string) =>
  z
    .string({ error: required })
    .check(z.trim(), storableLine(), z.minLength(1, required), z.maxLength(max, tooLong))

/** Only the fields that change: each optional, at least one given. */
export const ParishChangesSchema = z
  .object({
    address: z.optional(line(M.addressRequired, PARISH_ADDRESS_MAX, M.addressTooLong)),
    website: z.optional(
      z.string({ error: M.websiteInvalid }).check(
        z.trim(),
        storableLine(),
        z.maxLength(PARISH_WEBSITE_MAX, M.websiteTooLong),
        z.regex(/^https?:\/\/[^\s/$.?#][^\s]*\.[^\s]+$/i, M.websiteInvalid),
        z.refine((value) => URL.canParse(value), { message: M.websiteInvalid }),
      ),
    ),
    serviceTimes: z.optional(
      z
        .string({ error: M.serviceTimesRequired })
        .check(
          z.trim(),
          storableText(),
          z.minLength(1, M.serviceTimesRequired),
          z.maxLength(PARISH_SERVICE_TIMES_MAX, M.serviceTimesTooLong),
        ),
    ),
    jurisdiction: z.optional(
      line(M.jurisdictionRequired, PARISH_JURISDICTION_MAX, M.jurisdictionTooLong),
    ),
    phone: z.optional(
      z.string({ error: M.phoneInvalid }).check(
        z.trim(),
        z.regex(new RegExp(`^\\+?[0-9 ()-]{5,${PARISH_PHONE_MAX}}$`), M.phoneInvalid),
        z.refine((value) => /[0-9].*[0-9].*[0-9].*[0-9].*[0-9]/.test(value), {
          message: M.phoneInvalid,
        }),
      ),
    ),
  })
  .check(
    z.refine((changes) => Object.values(changes).some((value) => value !== undefined), {
      message: M.nothingChanged,
    }),
  )
export type ParishChanges = z.infer<typeof ParishChangesSchema>

/** POST /api/parishes/{id}/corrections (clientId: the outbox's key; a replay adds nothing). */
export const ParishCorrectionRequestSchema = z.object({
  clientId: ClientIdSchema,
  changes: ParishChangesSchema,
})
export type ParishCorrectionRequest = z.input<typeof ParishCorrectionRequestSchema>

/** A member's correction as they read it back: its status, and the reason of a rejection. */
export const ParishCorrectionSchema = z.object({
  id: z.int().check(z.positive()),
  parishId: z.int().check(z.positive()),
  parishName: z.string(),
  changes: ParishChangesSchema,
  status: z.enum(CORRECTION_STATUSES),
  reviewNote: z.nullable(z.string()),
  createdAt: IsoDateTimeSchema,
})
export type ParishCorrection = z.infer<typeof ParishCorrectionSchema>

/** GET /api/moderation/parish-corrections?cursor=&limit= (the same paging as the report queue). */
export const ParishCorrectionQueueQuerySchema = ReportQueueQuerySchema

/** A pending correction as a moderator reads it: the parish's details now, and the changes. */
export const QueuedParishCorrectionSchema = z.object({
  id: z.int().check(z.positive()),
  parish: z.object({
    id: z.int().check(z.positive()),
    name: z.string(),
    address: z.string(),
    website: z.nullable(z.string()),
    serviceTimes: z.nullable(z.string()),
    jurisdiction: z.string(),
    phone: z.nullable(z.string()),
  }),
  changes: ParishChangesSchema,
  createdAt: IsoDateTimeSchema,
  proposer: z.nullable(z.object({ id: UserIdSchema, firstName: z.string(), lastName: z.string() })),
})
export type QueuedParishCorrection = z.infer<typeof QueuedParishCorrectionSchema>

export const ParishCorrectionQueueSchema = z.object({
  corrections: z.array(QueuedParishCorrectionSchema),
  nextCursor: z.nullable(z.string()),
})
export type ParishCorrectionQueue = z.infer<typeof ParishCorrectionQueueSchema>

/** POST /api/moderation/parish-corrections/{id}/review: apply it, or reject it with a reason. */
export const ParishCorrectionReviewRequestSchema = z.discriminatedUnion(
  'decision',
  [
    z.object({ decision: z.literal('apply') }),
    z.object({ decision: z.literal('reject'), reason: ProposalRejectionReasonSchema }),
  ],
  { error: M.chooseDecision },
)
export type ParishCorrectionReviewRequest = z.input<typeof ParishCorrectionReviewRequestSchema>

export const ParishCorrectionReviewSchema = z.object({
  id: z.int().check(z.positive()),
  status: z.enum(['applied', 'rejected']),
  reviewedAt: IsoDateTimeSchema,
  reviewedById: UserIdSchema,
  reason: z.nullable(z.string()),
})
export type ParishCorrectionReview = z.infer<typeof ParishCorrectionReviewSchema>

/** GET /api/parish-contributions: the member's own proposals and corrections, newest first. */
export const MyParishContributionsSchema = z.object({
  events: z.array(EventProposalSchema),
  corrections: z.array(ParishCorrectionSchema),
})
export type MyParishContributions = z.infer<typeof MyParishContributionsSchema>
