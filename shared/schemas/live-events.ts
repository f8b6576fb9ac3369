import * as z from './zod.ts'
import { UserIdSchema } from './ids.ts'
import { MessageSchema } from './messages.ts'
import { REVIEW_SUBJECTS } from '../domain/review-notice.ts'

/** How long a browser waits before reconnecting a dropped event stream (the SSE `retry:`). */
export const EVENT_STREAM_RETRY_MS = 3000

/**
 * The events of GET /api/events (server-sent events). Each arrives as `event: <type>` with
 * `data: <JSON of the whole event>`; a `ready` event opens every stream once it is live.
 * - message: a new message to or from the member (the sender's other devices see it too).
 * - match: a new match with `partnerId`.
 * - read: `readerId` has read the conversation with `partnerId` up to `lastReadMessageId`
 *   (sent to the partner when the reader shares read receipts, and to the reader's devices).
 * - review: a moderator decided on something the member sent (shared/domain/review-notice.ts);
 *   the member's screens read it again from the server.
 * - support-reply: the support team answered the member (docs/support.md).
 * - verify-ask: the match `fromUserId` asks the member to verify their photo.
 * - sessions-ended: some of the member's sessions were signed out (docs/accounts.md). Between API
 *   processes only: each closes its streams of sessions that no longer exist; never sent on.
 */
export const LiveEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message'), message: MessageSchema }),
  z.object({
    type: z.literal('match'),
    matchId: z.int().check(z.positive()),
    partnerId: UserIdSchema,
  }),
  z.object({
    type: z.literal('read'),
    readerId: UserIdSchema,
    partnerId: UserIdSchema,
    lastReadMessageId: z.int().check(z.nonnegative()),
  }),
  z.object({ type: z.literal('review'), subject: z.enum(REVIEW_SUBJECTS), approved: z.boolean() }),
  z.object({ type: z.literal('support-reply') }),
  z.object({ type: z.literal('verify-ask'), fromUserId: UserIdSchema }),
  z.object({ type: z.literal('sessions-ended') }),
])
export type LiveEvent = z.infer<typeof LiveEventSchema>
export type LiveEventType = LiveEvent['type']

/** The SSE event names of GET /api/events. */
export const LIVE_EVENT_TYPES = [
  'message',
  'match',
  'read',
  'review',
  'support-reply',
  'verify-ask',
] as const satisfies LiveEventType[]
