import * as z from './zod.ts'
import {
  EVENT_DESCRIPTION_MAX,
  EVENT_PROPOSAL_MESSAGES as M,
  EVENT_STATUSES,
  EVENT_TITLE_MAX,
  EVENT_TYPES,
  PROPOSAL_REJECTION_REASON_MAX,
} from '../domain/event-proposals.ts'
import { ClientIdSchema, UserIdSchema } from './ids.ts'
import { ReportQueueQuerySchema } from './moderation.ts'
import { storableLine, storableText } from './text.ts'
import { IsoDateTimeSchema } from './timestamps.ts'

/**
 * Events members propose at a parish (#17, docs/parishes.md): POST /api/parishes/{id}/event-proposals,
 * the member's own list, and the moderators' queue and review.
 */

export const EventTitleSchema = z
  .string({ error: M.titleRequired })
  .check(
    z.trim(),
    storableLine(),
    z.minLength(1, M.titleRequired),
    z.maxLength(EVENT_TITLE_MAX, M.titleTooLong),
  )

/** Optional; an empty description is none. */
export const EventDescriptionSchema = z
  .string({ error: M.descriptionTooLong })
  .check(z.trim(), storableText(), z.maxLength(EVENT_DESCRIPTION_MAX, M.descriptionTooLong))

export const EventTypeSchema = z.enum(EVENT_TYPES, { error: M.chooseType })

/** When the event starts, with its zone; the server also checks it is ahead and within a year. */
export const EventStartSchema = z.iso.datetime({ offset: true, error: M.startRequired })

/** POST /api/parishes/{id}/event-proposals (clientId: the outbox's key; a replay adds nothing). */
export const EventProposalRequestSchema = z.object({
  clientId: ClientIdSchema,
  title: EventTitleSchema,
  description: z.optional(EventDescriptionSchema),
  eventType: EventTypeSchema,
  eventDate: EventStartSchema,
})
export type EventProposalRequest = z.input<typeof EventProposalRequestSchema>

/** The form's fields (the request without its clientId): the browser checks with this. */
export const EventProposalFormSchema = z.omit(EventProposalRequestSchema, { clientId: true })

/** A member's proposal as they read it back: its status, and the reason of a rejection. */
export const EventProposalSchema = z.object({
  id: z.int().check(z.positive()),
  parishId: z.int().check(z.positive()),
  parishName: z.string(),
  title: z.string(),
  description: z.nullable(z.string()),
  eventType: z.nullable(z.string()),
  eventDate: IsoDateTimeSchema,
  status: z.enum(EVENT_STATUSES),
  reviewNote: z.nullable(z.string()),
  createdAt: IsoDateTimeSchema,
})
export type EventProposal = z.infer<typeof EventProposalSchema>

/** GET /api/moderation/event-proposals?cursor=&limit= (the same paging as the report queue). */
export const EventProposalQueueQuerySchema = ReportQueueQuerySchema

/** A pending proposal as a moderator reads it: the parish, who proposed it, what and when. */
export const QueuedEventProposalSchema = z.object({
  id: z.int().check(z.positive()),
  parish: z.object({ id: z.int().check(z.positive()), name: z.string(), address: z.string() }),
  title: z.string(),
  description: z.nullable(z.string()),
  eventType: z.nullable(z.string()),
  eventDate: IsoDateTimeSchema,
  createdAt: IsoDateTimeSchema,
  /** Null once the proposer deleted their account. */
  proposer: z.nullable(z.object({ id: UserIdSchema, firstName: z.string(), lastName: z.string() })),
})
export type QueuedEventProposal = z.infer<typeof QueuedEventProposalSchema>

export const EventProposalQueueSchema = z.object({
  proposals: z.array(QueuedEventProposalSchema),
  nextCursor: z.nullable(z.string()),
})
export type EventProposalQueue = z.infer<typeof EventProposalQueueSchema>

/** The reason of a rejection, shown to the proposer: 1 to 500 characters once trimmed. */
export const ProposalRejectionReasonSchema = z
  .string({ error: 'Give the reason for the rejection' })
  .check(
    z.trim(),
    storableText(),
    z.minLength(1, 'Give the reason for the rejection'),
    z.maxLength(PROPOSAL_REJECTION_REASON_MAX, 'The reason must be at most 500 characters'),
  )

/**
 * POST /api/moderation/event-proposals/{id}/review: approve (optionally with the moderator's
 * edits of title, time, description and type, and marked for Verified members only), or reject
 * with the reason the proposer reads.
 */
export const EventProposalReviewRequestSchema = z.discriminatedUnion(
  'decision',
  [
    z.object({
      decision: z.literal('approve'),
      title: z.optional(EventTitleSchema),
      description: z.optional(EventDescriptionSchema),
      eventType: z.optional(EventTypeSchema),
      eventDate: z.optional(EventStartSchema),
      verifiedOnly: z.optional(z.boolean({ error: M.verifiedOnlyBoolean })),
    }),
    z.object({ decision: z.literal('reject'), reason: ProposalRejectionReasonSchema }),
  ],
  { error: M.chooseDecision },
)
export type EventProposalReviewRequest = z.input<typeof EventProposalReviewRequestSchema>

/** The answer of a review: the event as decided, by whom, when. */
export const EventProposalReviewSchema = z.object({
  id: z.int().check(z.positive()),
  status: z.enum(['approved', 'rejected']),
  title: z.string(),
  description: z.nullable(z.string()),
  eventType: z.nullable(z.string()),
  eventDate: IsoDateTimeSchema,
  verifiedOnly: z.boolean(),
  reviewedAt: IsoDateTimeSchema,
  reviewedById: UserIdSchema,
  reason: z.nullable(z.string()),
})
export type EventProposalReview = z.infer<typeof EventProposalReviewSchema>
