import * as z from './zod.ts'
import { storableText } from './text.ts'
import { REPORT_DETAILS_MAX, REPORT_REASONS } from '../domain/safety.ts'
import { IdFromPathSchema, UserIdSchema } from './ids.ts'
import { IsoDateTimeSchema } from './timestamps.ts'

/** POST /api/blocks. */
export const BlockRequestSchema = z.object({ blockedUserId: UserIdSchema })
export type BlockRequest = z.infer<typeof BlockRequestSchema>

/** The answer of POST /api/blocks (the first block's date on a repeat). */
export const BlockAnswerSchema = z.object({
  blockedUserId: UserIdSchema,
  createdAt: IsoDateTimeSchema,
})
export type BlockAnswer = z.infer<typeof BlockAnswerSchema>

/** A member in a path: DELETE /api/blocks/{userId}, DELETE /api/matches/{userId}. */
export const OtherMemberParamSchema = z.object({ userId: IdFromPathSchema })

/** The little of a blocked member the Safety Center shows. */
export const BlockedMemberSchema = z.object({
  id: UserIdSchema,
  firstName: z.string(),
  lastName: z.string(),
  profileImageUrl: z.nullable(z.string()),
})

/** GET /api/blocks: the members I blocked, newest first. */
export const BlockListSchema = z.array(
  z.object({ user: BlockedMemberSchema, createdAt: IsoDateTimeSchema }),
)
export type BlockList = z.infer<typeof BlockListSchema>
export type BlockListItem = BlockList[number]

/** POST /api/reports: also blocks the member unless `block: false`. */
export const ReportRequestSchema = z.object({
  reportedUserId: UserIdSchema,
  reason: z.enum(REPORT_REASONS, { error: 'Choose a listed reason' }),
  details: z.optional(
    z
      .string({ error: 'Must be text' })
      .check(
        z.trim(),
        storableText(),
        z.maxLength(REPORT_DETAILS_MAX, `Must be at most ${REPORT_DETAILS_MAX} characters`),
      ),
  ),
  block: z._default(z.boolean({ error: 'Must be true or false' }), true),
})
export type ReportRequest = z.input<typeof ReportRequestSchema>

export const ReportAnswerSchema = z.object({ id: z.int().check(z.positive()) })
