import * as z from './zod.ts'
import { DEFAULT_BOOST_HOURS, MEMBERSHIP_ACTIONS, UNLIMITED } from '../domain/membership.ts'
import { MEMBERSHIP_TIERS } from '../domain/vocabularies.ts'
import { ClientIdSchema, UserIdSchema } from './ids.ts'
import { IsoDateTimeSchema } from './timestamps.ts'

export const MembershipActionSchema = z.enum(MEMBERSHIP_ACTIONS, {
  error: `Action must be one of ${MEMBERSHIP_ACTIONS.join(', ')}`,
})
export const MembershipTierSchema = z.enum(MEMBERSHIP_TIERS)

/** A limit: a count, or -1 for unlimited. */
const limit = z.int().check(z.gte(UNLIMITED))

/** GET /api/membership/stats/{userId} (core-experience §3 "Membership stats"). */
export const MembershipStatsSchema = z.object({
  tier: MembershipTierSchema,
  limits: z.object({
    dailyLikes: limit,
    dailyMessages: limit,
    weeklySuperlikes: limit,
    monthlyBoosts: limit,
  }),
  usage: z.object({
    likesToday: z.int().check(z.nonnegative()),
    messagesToday: z.int().check(z.nonnegative()),
    superlikesThisWeek: z.int().check(z.nonnegative()),
    boostsThisMonth: z.int().check(z.nonnegative()),
  }),
})
export type MembershipStats = z.infer<typeof MembershipStatsSchema>

/** POST /api/membership/check-action. */
export const CheckActionRequestSchema = z.object({
  userId: UserIdSchema,
  action: MembershipActionSchema,
})
export type CheckActionRequest = z.infer<typeof CheckActionRequestSchema>

export const CheckActionResponseSchema = z.object({ canPerform: z.boolean() })
export type CheckActionResponse = z.infer<typeof CheckActionResponseSchema>

/** POST /api/membership/increment-usage (same body as the check). */
export const IncrementUsageRequestSchema = CheckActionRequestSchema
export type IncrementUsageRequest = z.infer<typeof IncrementUsageRequestSchema>

/** POST /api/membership/super-like; queued offline like a like, so it carries a client id. */
export const SuperLikeRequestSchema = z
  .object({
    fromUserId: UserIdSchema,
    toUserId: UserIdSchema,
    clientId: ClientIdSchema,
  })
  .check(
    z.refine((body) => body.fromUserId !== body.toUserId, {
      message: 'You cannot super like yourself',
      path: ['toUserId'],
    }),
  )
export type SuperLikeRequest = z.infer<typeof SuperLikeRequestSchema>

/** POST /api/membership/boost: durationHours defaults to 24, at most a week. */
export const BoostRequestSchema = z.object({
  userId: UserIdSchema,
  durationHours: z._default(
    z
      .int({ error: 'durationHours must be a whole number from 1 to 168' })
      .check(
        z.gte(1, 'durationHours must be a whole number from 1 to 168'),
        z.lte(168, 'durationHours must be a whole number from 1 to 168'),
      ),
    DEFAULT_BOOST_HOURS,
  ),
  clientId: ClientIdSchema,
})
export type BoostRequest = z.infer<typeof BoostRequestSchema>
export type BoostRequestInput = z.input<typeof BoostRequestSchema>

/** POST /api/membership/super-like answer: it counts as a like, so it can make a match. */
export const SuperLikeResponseSchema = z.object({ isMatch: z.boolean() })
export type SuperLikeResponse = z.infer<typeof SuperLikeResponseSchema>

/** POST /api/membership/boost answer: the boost's window (ISO date-times). */
export const BoostResponseSchema = z.object({
  startTime: IsoDateTimeSchema,
  endTime: IsoDateTimeSchema,
})
export type BoostResponse = z.infer<typeof BoostResponseSchema>
