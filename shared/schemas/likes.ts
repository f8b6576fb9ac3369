import * as z from './zod.ts'
import { ClientIdSchema, UserIdSchema } from './ids.ts'
import { IsoDateTimeSchema } from './timestamps.ts'
import { PublicProfileSchema } from './user.ts'

/** fromUserId → toUserId between two different members, with the write's client id. */
const fromToShape = {
  fromUserId: UserIdSchema,
  toUserId: UserIdSchema,
  clientId: ClientIdSchema,
}
const notSelf = {
  check: (body: { fromUserId: number; toUserId: number }) => body.fromUserId !== body.toUserId,
  params: { message: 'You cannot do this to your own profile', path: ['toUserId'] },
}

/** POST /api/likes. */
export const LikeRequestSchema = z
  .object(fromToShape)
  .check(z.refine(notSelf.check, notSelf.params))
export type LikeRequest = z.infer<typeof LikeRequestSchema>

/** The like's answer: whether it made a match. */
export const LikeResponseSchema = z.object({ isMatch: z.boolean() })
export type LikeResponse = z.infer<typeof LikeResponseSchema>

/** A pass: the candidate is hidden from this member for good (same shape as a like). */
export const PassRequestSchema = z
  .object(fromToShape)
  .check(z.refine(notSelf.check, notSelf.params))
export type PassRequest = z.infer<typeof PassRequestSchema>

/** Start Over (POST /api/passes/start-over): the device's client id of it (exactly once). */
export const StartOverRequestSchema = z.object({ clientId: ClientIdSchema })
export type StartOverRequest = z.infer<typeof StartOverRequestSchema>

/** What Start Over did: how many passed members come back. */
export const StartOverResponseSchema = z.object({ passesForgotten: z.int().check(z.nonnegative()) })
export type StartOverResponse = z.infer<typeof StartOverResponseSchema>

/** One entry of GET /api/users/{id}/matches: the other person and when the match happened. */
export const MatchListItemSchema = z.object({
  id: z.int().check(z.positive()),
  user: PublicProfileSchema,
  createdAt: IsoDateTimeSchema,
})
export type MatchListItem = z.infer<typeof MatchListItemSchema>

export const MatchListSchema = z.array(MatchListItemSchema)
