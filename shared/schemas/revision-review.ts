import * as z from './zod.ts'
import { storableText } from './text.ts'
import { UserIdSchema } from './ids.ts'
import { IsoDateTimeSchema } from './timestamps.ts'

/**
 * The request and answer of a moderator's review of something a member may submit again (a
 * clergy reference, a photo): accept it, or reject it with a reason the member is shown;
 * `revision` names the version the moderator read (a newer one since is refused with 409).
 */
export function revisionReviewSchemas<Accept extends string, Accepted extends string>(options: {
  /** The accepting decision ('verify', 'approve') and the status it gives ('verified', …). */
  accept: Accept
  accepted: Accepted
  reasonMax: number
  messages: {
    revisionRequired: string
    reasonRequired: string
    reasonTooLong: string
    chooseDecision: string
  }
}) {
  const { messages } = options
  const revision = z
    .int({ error: messages.revisionRequired })
    .check(z.positive(messages.revisionRequired), z.lte(2_147_483_647, messages.revisionRequired))
  /** The reason of a rejection: 1 to `reasonMax` characters once trimmed. */
  const reason = z
    .string({ error: messages.reasonRequired })
    .check(
      z.trim(),
      storableText(),
      z.minLength(1, messages.reasonRequired),
      z.maxLength(options.reasonMax, messages.reasonTooLong),
    )
  const request = z.discriminatedUnion(
    'decision',
    [
      z.object({ decision: z.literal(options.accept), revision }),
      z.object({ decision: z.literal('reject'), revision, reason }),
    ],
    { error: messages.chooseDecision },
  )
  /** The answer of a review: what was recorded, by whom, when. */
  const review = z.object({
    id: z.int().check(z.positive()),
    status: z.enum([options.accepted, 'rejected']),
    reviewedAt: IsoDateTimeSchema,
    reviewedById: UserIdSchema,
    reason: z.nullable(z.string()),
  })
  return { request, review, reason }
}
