import { Hono } from 'hono'
import { PassRequestSchema } from '#shared/schemas/likes.ts'
import { refuseOtherMember } from '../auth/require-member.ts'
import type { AppEnv } from '../http/app-env.ts'
import type { RouteDeps } from '../http/deps.ts'
import { validate } from '../http/validation.ts'
import { recordPass } from '../likes/record-pass.ts'

/** POST /api/passes → 204, idempotent by clientId and by pair. */
export function passRoutes(deps: RouteDeps) {
  return new Hono<AppEnv>().post('/', validate('json', PassRequestSchema), async (c) => {
    const body = c.req.valid('json')
    refuseOtherMember(c, body.fromUserId)
    await recordPass(deps.db, { ...body, now: deps.clock() })
    return c.body(null, 204)
  })
}
