import * as z from './zod.ts'
import { storableText } from './text.ts'
import {
  MODERATION_ACTIONS,
  QUEUE_PAGE_DEFAULT,
  QUEUE_PAGE_MAX,
  REPORT_ACTIONS,
  RESOLUTION_NOTE_MAX,
} from '../domain/moderation.ts'
import { REPORT_REASONS, REPORT_SOURCES } from '../domain/safety.ts'
import { IdFromPathSchema, UserIdSchema } from './ids.ts'
import { IsoDateTimeSchema } from './timestamps.ts'
import { PublicProfileSchema } from './user.ts'

/** GET /api/moderation/reports?cursor=&limit= */
export const ReportQueueQuerySchema = z.object({
  cursor: z.optional(z.string().check(z.maxLength(200, 'cursor is not valid'))),
  limit: z._default(
    z.coerce
      .number({ error: 'limit must be a number' })
      .check(
        z.int('limit must be a whole number'),
        z.gte(1, 'limit must be at least 1'),
        z.lte(QUEUE_PAGE_MAX, `limit must be at most ${QUEUE_PAGE_MAX}`),
      ),
    QUEUE_PAGE_DEFAULT,
  ),
})

/** One open report as a moderator reads it: both members' public profiles, the reason. */
export const QueuedReportSchema = z.object({
  id: z.int().check(z.positive()),
  reason: z.enum(REPORT_REASONS),
  details: z.nullable(z.string()),
  createdAt: IsoDateTimeSchema,
  /** Null when the reporter has deleted their account since (the report stays open). */
  reporter: z.nullable(PublicProfileSchema),
  /** Null when the reported member has deleted their account; `reportedName` then names them. */
  reported: z.nullable(PublicProfileSchema),
  reportedName: z.nullable(z.string()),
  /** A member filed it, or the app (REPORT_SOURCES; the reporter is then null). */
  source: z.enum(REPORT_SOURCES),
  /** What the scam shield and the harassment prompts found in the reported member's messages. */
  signals: z.object({
    scamConversations: z.int().check(z.nonnegative()),
    scamMessages: z.int().check(z.nonnegative()),
    harassmentMessages: z.int().check(z.nonnegative()),
  }),
})
export type QueuedReport = z.infer<typeof QueuedReportSchema>

/** The queue's page, oldest report first; `nextCursor` is null on the last page. */
export const ReportQueueSchema = z.object({
  reports: z.array(QueuedReportSchema),
  nextCursor: z.nullable(z.string()),
})
export type ReportQueue = z.infer<typeof ReportQueueSchema>

/** `{id}` of /api/moderation/reports/{id}/resolve. */
export const ReportIdParamSchema = z.object({ id: IdFromPathSchema })

/** POST /api/moderation/reports/{id}/resolve */
export const ResolveReportRequestSchema = z.object({
  action: z.enum(REPORT_ACTIONS, { error: 'Choose dismiss or suspend' }),
  note: z.optional(
    z
      .string({ error: 'Must be text' })
      .check(
        z.trim(),
        storableText(),
        z.maxLength(RESOLUTION_NOTE_MAX, `Must be at most ${RESOLUTION_NOTE_MAX} characters`),
      ),
  ),
})
export type ResolveReportRequest = z.input<typeof ResolveReportRequestSchema>

/** The answer of a resolve: what was recorded, by whom, when. */
export const ResolvedReportSchema = z.object({
  id: z.int().check(z.positive()),
  status: z.enum(['dismissed', 'suspended']),
  resolvedAt: IsoDateTimeSchema,
  resolvedById: z.int().check(z.positive()),
  note: z.nullable(z.string()),
})
export type ResolvedReport = z.infer<typeof ResolvedReportSchema>

/** GET /api/moderation/suspended?cursor=&limit= (the same paging as the queue). */
export const SuspendedMembersQuerySchema = ReportQueueQuerySchema

/** A suspended member as a moderator reads them: the public profile and when it happened. */
export const SuspendedMemberSchema = z.object({
  member: PublicProfileSchema,
  suspendedAt: IsoDateTimeSchema,
})
export type SuspendedMember = z.infer<typeof SuspendedMemberSchema>

/** Suspended members, the most recently suspended first; `nextCursor` is null on the last page. */
export const SuspendedMembersSchema = z.object({
  members: z.array(SuspendedMemberSchema),
  nextCursor: z.nullable(z.string()),
})
export type SuspendedMembers = z.infer<typeof SuspendedMembersSchema>

/** `{id}` of /api/moderation/members/{id}/reinstate. */
export const MemberIdParamSchema = z.object({ id: IdFromPathSchema })

/** The answer of a reinstatement. */
export const ReinstatedMemberSchema = z.object({
  id: z.int().check(z.positive()),
  reinstatedAt: IsoDateTimeSchema,
})
export type ReinstatedMember = z.infer<typeof ReinstatedMemberSchema>

/** GET /api/moderation/actions?cursor=&limit= (the same paging as the queue). */
export const ModerationActionsQuerySchema = ReportQueueQuerySchema

/**
 * One entry of the moderation audit trail: what was done, when, by which moderator (first name
 * only; null once their account is deleted), to which member (null once deleted), on which
 * report (null for a reinstatement or a clergy review) and the note.
 */
export const ModerationActionSchema = z.object({
  id: z.int().check(z.positive()),
  action: z.enum(MODERATION_ACTIONS),
  createdAt: IsoDateTimeSchema,
  moderator: z.nullable(z.object({ firstName: z.string() })),
  member: z.nullable(z.object({ id: UserIdSchema, firstName: z.string(), lastName: z.string() })),
  reportId: z.nullable(z.int().check(z.positive())),
  /** The moderator's note for the record, or a rejection's reason; null when none was given. */
  note: z.nullable(z.string()),
})
export type ModerationActionEntry = z.infer<typeof ModerationActionSchema>

/** The audit trail, newest first; `nextCursor` is null on the last page. */
export const ModerationActionsSchema = z.object({
  actions: z.array(ModerationActionSchema),
  nextCursor: z.nullable(z.string()),
})
export type ModerationActions = z.infer<typeof ModerationActionsSchema>
