import { Hono } from 'hono'
import { SupportMessageRequestSchema } from '#shared/schemas/support.ts'
import type { AppEnv } from '../http/app-env.ts'
import type { RouteDeps } from '../http/deps.ts'
import { validate } from '../http/validation.ts'
import { countRequest, tooManyRequests } from '../rate-limits/too-many.ts'
import {
  markSupportRead,
  memberSupportThread,
  sendSupportMessage,
} from '../support/member-thread.ts'
import { sendAnswer } from '../support/send-answer.ts'

/**
 * The member's conversation with the support team (docs/support.md), mounted at /api/support:
 * GET / (the thread, its messages and the unread replies), POST /messages (exactly once per
 * clientId; 201, 200 for a replay) and POST /read (the team's replies are read; 204).
 */
export function supportRoutes(deps: RouteDeps) {
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json(await memberSupportThread(deps.db, c.var.member), 200))
    .post('/messages', validate('json', SupportMessageRequestSchema), async (c) => {
      const me = c.var.member.id
      const counted = await countRequest(deps, { limit: 'support-message', subject: String(me) })
      if (!counted.allowed) return tooManyRequests(c, counted)
      const result = await sendSupportMessage(deps.db, me, c.req.valid('json'), deps.clock())
      return sendAnswer(c, result)
    })
    .post('/read', async (c) => {
      await markSupportRead(deps.db, c.var.member.id)
      return c.body(null, 204)
    })
}
