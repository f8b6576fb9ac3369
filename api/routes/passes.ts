import { Hono } from 'hono'
import * as z from 'zod'
import { PassRequestSchema, StartOverRequestSchema } from '#shared/schemas/likes.ts'
import { ClientIdSchema } from '#shared/schemas/ids.ts'
import { refuseOtherMember } from '../auth/require-member.ts'
import type { AppEnv } from '../http/app-env.ts'
import type { RouteDeps } from '../http/deps.ts'
import { validate } from '../http/validation.ts'
import { recordPass } from '../likes/record-pass.ts'
import { rewindPass } from '../likes/rewind-pass.ts'
import { startOver } from '../likes/start-over.ts'

const PassClientIdParam = z.object({ clientId: ClientIdSchema })

/**
 * POST /api/passes → 204, idempotent by clientId and by pair.
 * DELETE /api/passes/:clientId → 204: the member's last pass undone (rewind), idempotent.
 * POST /api/passes/start-over → 200 { passesForgotten }: Start Over, exactly once by clientId.
 */
export function passRoutes(deps: RouteDeps) {
  return new Hono<AppEnv>()
    .post('/', validate('json', PassRequestSchema), async (c) => {
      const body = c.req.valid('json')
      refuseOtherMember(c, body.fromUserId)
      await recordPass(deps.db, { ...body, now: deps.clock() })
      return c.body(null, 204)
    })
    .post('/start-over', validate('json', StartOverRequestSchema), async (c) => {
      const { clientId } = c.req.valid('json')
      const now = deps.clock()
      return c.json(await startOver(deps.db, { memberId: c.var.member.id, clientId, now }), 200)
    })
    .delete('/:clientId', validate('param', PassClientIdParam), async (c) => {
      const { clientId } = c.req.valid('param')
      await rewindPass(deps.db, { memberId: c.var.member.id, clientId, now: deps.clock() })
      return c.body(null, 204)
    })
}
