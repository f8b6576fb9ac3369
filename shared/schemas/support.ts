import * as z from './zod.ts'
import { messageTextSchema } from './messages.ts'
import { MEMBERSHIP_TIERS } from '../domain/vocabularies.ts'
import { SUPPORT_MESSAGE_MAX, SUPPORT_STATUSES } from '../domain/support.ts'
import { ClientIdSchema, IdFromPathSchema } from './ids.ts'
import { IsoDateTimeSchema } from './timestamps.ts'
import { ReportQueueQuerySchema } from './moderation.ts'

/** A support message's text: trimmed, 1 to 2000 characters. */
export const SupportBodySchema = messageTextSchema(SUPPORT_MESSAGE_MAX)

/** POST /api/support/messages and POST /api/moderation/support/{id}/replies. */
export const SupportMessageRequestSchema = z.object({
  clientId: ClientIdSchema,
  body: SupportBodySchema,
})
export type SupportMessageRequest = z.infer<typeof SupportMessageRequestSchema>

/** One message of a support thread: the member's, or the team's (no moderator is named). */
export const SupportMessageSchema = z.object({
  id: z.int().check(z.positive()),
  fromTeam: z.boolean(),
  body: z.string(),
  createdAt: IsoDateTimeSchema,
  clientId: z.nullable(ClientIdSchema),
})
export type SupportMessage = z.infer<typeof SupportMessageSchema>

/**
 * GET /api/support: the member's thread (null status before their first message), its messages
 * oldest first, and how many of the team's replies they have not read.
 */
export const SupportThreadSchema = z.object({
  status: z.nullable(z.enum(SUPPORT_STATUSES)),
  /** The member's tier now: Premium and Verified requests go first. */
  tier: z.enum(MEMBERSHIP_TIERS),
  unread: z.int().check(z.nonnegative()),
  messages: z.array(SupportMessageSchema),
})
export type SupportThread = z.infer<typeof SupportThreadSchema>

/** GET /api/moderation/support?cursor=&limit= (the moderation lists' paging). */
export const SupportQueueQuerySchema = ReportQueueQuerySchema

/** The member a moderator answers: enough to greet them, nothing private. */
const SupportMemberSchema = z.object({
  id: z.int().check(z.positive()),
  firstName: z.string(),
})

/** One thread in the moderators' queue. */
export const QueuedSupportThreadSchema = z.object({
  id: z.int().check(z.positive()),
  status: z.enum(SUPPORT_STATUSES),
  /** The member's tier when they last wrote: the queue's order. */
  tier: z.enum(MEMBERSHIP_TIERS),
  member: SupportMemberSchema,
  /** Since when the member waits (open), or the team's last reply (answered). */
  since: IsoDateTimeSchema,
  /** The newest message, shortened for the list. */
  preview: z.string(),
  /** Verified members' threads: answered by Orthodox support moderators only (decision 052). */
  orthodoxSupport: z.boolean(),
  /** Whether the moderator reading may reply and close. */
  canAnswer: z.boolean(),
})
export type QueuedSupportThread = z.infer<typeof QueuedSupportThreadSchema>

/** Threads awaiting an answer first, by tier then the longest waiting; then answered ones. */
export const SupportQueueSchema = z.object({
  threads: z.array(QueuedSupportThreadSchema),
  nextCursor: z.nullable(z.string()),
})
export type SupportQueue = z.infer<typeof SupportQueueSchema>

/** GET /api/moderation/support/{id}: the thread and all its messages. */
export const ModeratedSupportThreadSchema = z.extend(QueuedSupportThreadSchema, {
  messages: z.array(SupportMessageSchema),
})
export type ModeratedSupportThread = z.infer<typeof ModeratedSupportThreadSchema>

export const SupportThreadIdParamSchema = z.object({ id: IdFromPathSchema })
