import { Hono } from 'hono'
import {
  BoostRequestSchema,
  CheckActionRequestSchema,
  IncrementUsageRequestSchema,
  SuperLikeRequestSchema,
} from '#shared/schemas/membership.ts'
import { UserIdPathSchema } from '#shared/schemas/user.ts'
import { refuseOtherMember } from '../auth/require-member.ts'
import type { AppEnv } from '../http/app-env.ts'
import type { RouteDeps } from '../http/deps.ts'
import { validate } from '../http/validation.ts'
import { startBoost } from '../membership/boost.ts'
import { canPerform, membershipStats } from '../membership/stats.ts'
import { pushLikeOutcome } from '../likes/like-pushes.ts'
import { superLike } from '../membership/super-like.ts'

/** /api/membership: stats, the read-only check, the spec's increment call, super likes, boosts. */
export function membershipRoutes(deps: RouteDeps) {
  return (
    new Hono<AppEnv>()
      .get('/stats/:userId', validate('param', UserIdPathSchema), async (c) => {
        const { userId } = c.req.valid('param')
        refuseOtherMember(c, userId)
        return c.json(await membershipStats(deps.db, userId, deps.clock()), 200)
      })
      .post('/check-action', validate('json', CheckActionRequestSchema), async (c) => {
        const { userId, action } = c.req.valid('json')
        refuseOtherMember(c, userId)
        const stats = await membershipStats(deps.db, userId, deps.clock())
        return c.json({ canPerform: canPerform(stats, action) }, 200)
      })
      /**
       * The spec's increment call, made harmless: it counts NOTHING and answers the current stats.
       * Every limited action is counted by the endpoint that performs it (likes, messages, super
       * likes, boosts — consumeAllowance in the action's own transaction), so a client can neither
       * skip a count (not calling this changes nothing), lower one (there is no decrement), nor
       * double-count by replaying or calling it after the action.
       */
      .post('/increment-usage', validate('json', IncrementUsageRequestSchema), async (c) => {
        const { userId } = c.req.valid('json')
        refuseOtherMember(c, userId)
        return c.json(await membershipStats(deps.db, userId, deps.clock()), 200)
      })
      .post('/super-like', validate('json', SuperLikeRequestSchema), async (c) => {
        const body = c.req.valid('json')
        refuseOtherMember(c, body.fromUserId)
        const now = deps.clock()
        const outcome = await superLike(deps.db, deps.publisher, { ...body, now })
        pushLikeOutcome(deps.push, outcome, body)
        return c.json({ isMatch: outcome.isMatch }, 200)
      })
      .post('/boost', validate('json', BoostRequestSchema), async (c) => {
        const { userId, durationHours, clientId } = c.req.valid('json')
        refuseOtherMember(c, userId)
        const now = deps.clock()
        const boost = await deps.db.transaction((tx) =>
          startBoost(tx, { userId, durationHours, clientId, now }),
        )
        return c.json(boost, 200)
      })
  )
}
