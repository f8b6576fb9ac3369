import * as z from 'zod'
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
    .positive(messages.revisionRequired)
    .max(2_147_483_647, messages.revisionRequired)
  /** The reason of a rejection: 1 to `reasonMax` characters once trimmed. */
  const reason = z
    .string({ error: messages.reasonRequired })
    .trim()
    .min(1, messages.reasonRequired)
    .max(options.reasonMax, messages.reasonTooLong)
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
    id: z.int().positive(),
    status: z.enum([options.accepted, 'rejected']),
    reviewedAt: IsoDateTimeSchema,
    reviewedById: UserIdSchema,
    reason: z.string().nullable(),
  })
  return { request, review, reason }
}
