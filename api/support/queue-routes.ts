import { Hono } from 'hono'
import { SUPPORT_MESSAGES } from '#shared/domain/support.ts'
import {
  SupportMessageRequestSchema,
  SupportQueueQuerySchema,
  SupportThreadIdParamSchema,
} from '#shared/schemas/support.ts'
import type { AppEnv } from '../http/app-env.ts'
import type { RouteDeps } from '../http/deps.ts'
import { refuse } from '../http/refusal.ts'
import { validate } from '../http/validation.ts'
import { countRequest, tooManyRequests } from '../rate-limits/too-many.ts'
import { moderatedSupportThread, supportQueue } from './queue.ts'
import { sendAnswer, teamRefusal } from './send-answer.ts'
import { closeSupportThread, replyToSupportThread } from './team-answer.ts'

/**
 * The support queue of the moderators (docs/support.md), mounted at /api/moderation/support
 * behind the moderators-only check: GET / (awaiting the team first, by tier, then the longest
 * waiting), GET /{id} (one thread), POST /{id}/replies (exactly once per clientId; the member is
 * told live and by web push) and POST /{id}/close.
 */
export function supportQueueRoutes(deps: RouteDeps) {
  return new Hono<AppEnv>()
    .get('/', validate('query', SupportQueueQuerySchema), async (c) =>
      c.json(await supportQueue(deps.db, c.var.member, c.req.valid('query')), 200),
    )
    .get('/:id', validate('param', SupportThreadIdParamSchema), async (c) => {
      const thread = await moderatedSupportThread(deps.db, c.var.member, c.req.valid('param').id)
      if (!thread) return refuse(c, 404, 'not_found', SUPPORT_MESSAGES.threadNotFound)
      return c.json(thread, 200)
    })
    .post(
      '/:id/replies',
      validate('param', SupportThreadIdParamSchema),
      validate('json', SupportMessageRequestSchema),
      async (c) => {
        const moderatorId = c.var.member.id
        const counted = await countRequest(deps, {
          limit: 'support-message',
          subject: String(moderatorId),
        })
        if (!counted.allowed) return tooManyRequests(c, counted)
        const input = {
          threadId: c.req.valid('param').id,
          moderatorId,
          request: c.req.valid('json'),
        }
        const result = await replyToSupportThread(deps.db, input, deps.clock())
        if (result.kind === 'sent' && result.memberId !== undefined) {
          // Once committed: the member's open screens, then their devices. The mail port
          // (issue #34) hooks in here the same way.
          deps.publisher.publish(result.memberId, { type: 'support-reply' })
          deps.push.supportReplied(result.memberId)
        }
        if (
          result.kind === 'sent' ||
          result.kind === 'replayed' ||
          result.kind === 'client-id-taken'
        ) {
          return sendAnswer(c, result)
        }
        return teamRefusal(c, result)
      },
    )
    .post('/:id/close', validate('param', SupportThreadIdParamSchema), async (c) => {
      const input = { threadId: c.req.valid('param').id, moderatorId: c.var.member.id }
      const result = await closeSupportThread(deps.db, input, deps.clock())
      if (result.kind === 'closed-now') return c.json({ id: input.threadId, status: 'closed' }, 200)
      return teamRefusal(c, result)
    })
}
