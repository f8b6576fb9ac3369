import { Hono } from 'hono'
import { PHOTO_VERIFICATION_MESSAGES as M } from '#shared/domain/photo-verification.ts'
import { OtherMemberParamSchema } from '#shared/schemas/safety.ts'
import type { AppEnv } from '../http/app-env.ts'
import type { RouteDeps } from '../http/deps.ts'
import { refuse } from '../http/refusal.ts'
import { validate } from '../http/validation.ts'
import { askToVerify } from '../photo-verification/asks.ts'
import { countRequest, tooManyRequests } from '../rate-limits/too-many.ts'

/**
 * Mounted at /api/matches: POST /:userId/ask-to-verify, the signed-in member asks a match to
 * verify their photo (docs/safety.md "Photo verification"). 201 { userId, askedAt }, and the
 * match's open screens hear it (the live event `verify-ask`) and their devices show it (a web
 * push, under their switch for messages); their status lists who asked.
 * 403 not a match, 409 verified already or asked within 30 days, 429 past the day's limit.
 */
export function verifyAskRoutes(deps: RouteDeps) {
  return new Hono<AppEnv>().post(
    '/:userId/ask-to-verify',
    validate('param', OtherMemberParamSchema),
    async (c) => {
      const me = c.var.member.id
      const { userId } = c.req.valid('param')
      const counted = await countRequest(deps, { limit: 'verify-ask', subject: String(me) })
      if (!counted.allowed) return tooManyRequests(c, counted)
      const outcome = await askToVerify(deps.db, { askerId: me, askedId: userId }, deps.clock())
      switch (outcome.kind) {
        case 'asked':
          deps.publisher.publish(userId, { type: 'verify-ask', fromUserId: me })
          deps.push.verifyAsked(userId, me)
          return c.json({ userId, askedAt: outcome.askedAt.toISOString() }, 201)
        case 'not-a-match':
          return refuse(c, 403, 'not_a_match', M.askNotAMatch)
        case 'verified':
          return refuse(c, 409, 'already_photo_verified', M.askVerified)
        case 'asked-already':
          return refuse(c, 409, 'already_asked', M.alreadyAsked)
      }
    },
  )
}
