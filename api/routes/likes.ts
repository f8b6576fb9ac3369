import { Hono } from 'hono'
import { LikeRequestSchema } from '#shared/schemas/likes.ts'
import { refuseOtherMember } from '../auth/require-member.ts'
import type { AppEnv } from '../http/app-env.ts'
import type { RouteDeps } from '../http/deps.ts'
import { validate } from '../http/validation.ts'
import { pushLikeOutcome } from '../likes/like-pushes.ts'
import { like } from '../likes/record-like.ts'

/**
 * POST /api/likes → { isMatch } (LikeResponseSchema); refusals in api/likes/record-like.ts.
 * Once committed, the liked member is pushed the match, or the like (docs/push.md); a replay of
 * the clientId pushes nothing.
 */
export function likeRoutes(deps: RouteDeps) {
  return new Hono<AppEnv>().post('/', validate('json', LikeRequestSchema), async (c) => {
    const body = c.req.valid('json')
    refuseOtherMember(c, body.fromUserId)
    const now = deps.clock()
    const outcome = await like(deps.db, deps.publisher, { ...body, now })
    pushLikeOutcome(deps.push, outcome, body)
    return c.json({ isMatch: outcome.isMatch }, 200)
  })
}
