import { Hono } from 'hono'
import {
  ConversationPageQuerySchema,
  ConversationParamsSchema,
  MarkReadSchema,
} from '#shared/schemas/messages.ts'
import { UserIdParamSchema } from '#shared/schemas/user.ts'
import { refuseOtherMember } from '../auth/require-member.ts'
import type { AppEnv } from '../http/app-env.ts'
import type { RouteDeps } from '../http/deps.ts'
import { validate } from '../http/validation.ts'
import { conversationPage, listConversations } from '../messages/conversations.ts'
import { markRead } from '../messages/read-state.ts'
import { refuse } from '../http/refusal.ts'

/**
 * Mounted at /api: GET /users/:id/conversations, GET /conversations/:userId/:partnerId
 * (?before=&limit=), POST /conversations/:userId/:partnerId/read.
 */
export function conversationRoutes(deps: RouteDeps) {
  return new Hono<AppEnv>()
    .get('/users/:id/conversations', validate('param', UserIdParamSchema), async (c) => {
      refuseOtherMember(c, c.req.valid('param').id)
      return c.json(await listConversations(deps.db, c.var.member), 200)
    })
    .get(
      '/conversations/:userId/:partnerId',
      validate('param', ConversationParamsSchema),
      validate('query', ConversationPageQuerySchema),
      async (c) => {
        const { userId, partnerId } = c.req.valid('param')
        refuseOtherMember(c, userId)
        const { before, limit } = c.req.valid('query')
        return c.json(await conversationPage(deps.db, userId, partnerId, { before, limit }), 200)
      },
    )
    .post(
      '/conversations/:userId/:partnerId/read',
      validate('param', ConversationParamsSchema),
      validate('json', MarkReadSchema),
      async (c) => {
        const { userId, partnerId } = c.req.valid('param')
        refuseOtherMember(c, userId)
        const { lastReadMessageId } = c.req.valid('json')
        const result = await markRead(
          deps.db,
          deps.publisher,
          c.var.member,
          partnerId,
          lastReadMessageId,
          deps.clock(),
        )
        if (result.kind === 'not-in-conversation') {
          return refuse(
            c,
            404,
            'not_found',
            'lastReadMessageId: No such message in this conversation',
          )
        }
        return c.json({ lastReadMessageId: result.lastReadMessageId }, 200)
      },
    )
}
