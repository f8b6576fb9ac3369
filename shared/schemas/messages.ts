import { HARASSMENT_KINDS } from '../domain/harassment-signals/kinds.ts'
import { SCAM_SIGNALS } from '../domain/scam-signals/signals.ts'
import * as z from './zod.ts'
import { storableText } from './text.ts'
import { ClientIdSchema, IdFromPathSchema, UserIdSchema } from './ids.ts'
import { IsoDateTimeSchema } from './timestamps.ts'
import { PublicProfileSchema } from './user.ts'

/** A message id in a JSON body (a serial id: the same range as a member id). */
const MessageIdSchema = UserIdSchema

/** Longest chat message (core-experience §5, §9). */
export const MESSAGE_MAX_LENGTH = 500

/** A message's text: trimmed, not empty, at most `max` characters (a chat's, support's). */
export const messageTextSchema = (max: number) =>
  z
    .string({ error: 'Message cannot be empty' })
    .check(
      z.trim(),
      storableText(),
      z.minLength(1, 'Message cannot be empty'),
      z.maxLength(max, `Message must be at most ${max} characters`),
    )

/** A chat message's text: trimmed, not empty, at most 500 characters. */
export const MessageContentSchema = messageTextSchema(MESSAGE_MAX_LENGTH)

/** POST /api/messages. */
export const SendMessageSchema = z
  .object({
    fromUserId: UserIdSchema,
    toUserId: UserIdSchema,
    content: MessageContentSchema,
    clientId: ClientIdSchema,
  })
  .check(
    z.refine((body) => body.fromUserId !== body.toUserId, {
      message: 'You cannot message yourself',
      path: ['toUserId'],
    }),
  )
export type SendMessage = z.infer<typeof SendMessageSchema>

/**
 * What the recipient is warned of under a message (docs/safety.md): the scam signals it carries
 * (only when the scam shield warns) and the harassment it carries ("Does this bother you?").
 * Sent to the recipient only; the sender's copy of the message never has it.
 */
export const MessageWarningSchema = z.object({
  scam: z.array(z.enum(SCAM_SIGNALS)),
  harassment: z.array(z.enum(HARASSMENT_KINDS)),
})
export type MessageWarning = z.infer<typeof MessageWarningSchema>

/** A stored message (GET /api/conversations/{userId}/{partnerId}, the send's answer). */
export const MessageSchema = z.object({
  id: z.int().check(z.positive()),
  fromUserId: UserIdSchema,
  toUserId: UserIdSchema,
  content: z.string(),
  createdAt: IsoDateTimeSchema,
  /** The sender's client id (null for messages not sent through the outbox). */
  clientId: z.optional(z.nullable(ClientIdSchema)),
  /** Only in the recipient's copy, and only when there is something to warn of. */
  warning: z.optional(MessageWarningSchema),
})
export type Message = z.infer<typeof MessageSchema>

export const MessageListSchema = z.array(MessageSchema)

/** Newest page size of GET /api/conversations/{userId}/{partnerId}, and the largest `limit`. */
export const CONVERSATION_PAGE_DEFAULT = 50
export const CONVERSATION_PAGE_MAX = 200
const CONVERSATION_LIMIT_MESSAGE = `Must be a whole number from 1 to ${CONVERSATION_PAGE_MAX}`

/** `?before=<message id>&limit=` of GET /api/conversations/{userId}/{partnerId}. */
export const ConversationPageQuerySchema = z.object({
  before: z.optional(IdFromPathSchema),
  limit: z.optional(
    z.pipe(
      z.pipe(
        z.string().check(z.regex(/^[1-9][0-9]{0,2}$/, CONVERSATION_LIMIT_MESSAGE)),
        z.transform(Number),
      ),
      z.int().check(z.lte(CONVERSATION_PAGE_MAX, CONVERSATION_LIMIT_MESSAGE)),
    ),
  ),
})

/**
 * GET /api/conversations/{userId}/{partnerId}: the newest `limit` messages before `before`, in
 * server order (ascending id). `hasOlder`: ask again with `before` = the first id for more.
 * `partnerLastReadMessageId` is the partner's read point (the "seen" mark), null when the partner
 * has read nothing or does not share read receipts; `lastReadMessageId` is the member's own.
 */
export const ConversationPageSchema = z.object({
  messages: MessageListSchema,
  hasOlder: z.boolean(),
  lastReadMessageId: z.nullable(z.int().check(z.nonnegative())),
  partnerLastReadMessageId: z.nullable(z.int().check(z.nonnegative())),
})
export type ConversationPage = z.infer<typeof ConversationPageSchema>

/** POST /api/conversations/{userId}/{partnerId}/read: the member has read up to this message. */
export const MarkReadSchema = z.object({ lastReadMessageId: MessageIdSchema })
export type MarkRead = z.infer<typeof MarkReadSchema>

/** The answer to a mark-read: the stored read point (it never moves back). */
export const ReadPointSchema = z.object({ lastReadMessageId: z.int().check(z.nonnegative()) })
export type ReadPoint = z.infer<typeof ReadPointSchema>

/**
 * One conversation of GET /api/users/{id}/conversations: its last message, both people, and how
 * many of the partner's messages the member has not read.
 */
export const ConversationListItemSchema = z.extend(MessageSchema, {
  fromUser: PublicProfileSchema,
  toUser: PublicProfileSchema,
  unreadCount: z.int().check(z.nonnegative()),
})
export type ConversationListItem = z.infer<typeof ConversationListItemSchema>

export const ConversationListSchema = z.array(ConversationListItemSchema)

/** `{userId}/{partnerId}` of GET /api/conversations/{userId}/{partnerId}. */
export const ConversationParamsSchema = z.object({
  userId: IdFromPathSchema,
  partnerId: IdFromPathSchema,
})
