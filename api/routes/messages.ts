import { Hono } from 'hono'
import { LIMIT_REACHED_MESSAGES } from '#shared/domain/membership.ts'
import { SAFETY_MESSAGES } from '#shared/domain/safety.ts'
import { SendMessageSchema } from '#shared/schemas/messages.ts'
import { refuseOtherMember } from '../auth/require-member.ts'
import type { AppEnv } from '../http/app-env.ts'
import type { RouteDeps } from '../http/deps.ts'
import { validate } from '../http/validation.ts'
import { toMessage } from '../messages/message-shape.ts'
import { sendMessage } from '../messages/send.ts'

export const MESSAGE_REFUSALS = {
  notAMatch: 'You can only message your matches',
  clientIdTaken: 'This clientId was already used for another message',
} as const

/** POST /api/messages: 201 with the stored message, 200 with the first one for a replay. */
export function messageRoutes(deps: RouteDeps) {
  return new Hono<AppEnv>().post('/', validate('json', SendMessageSchema), async (c) => {
    const input = c.req.valid('json')
    refuseOtherMember(c, input.fromUserId)
    const result = await sendMessage(deps.db, deps.publisher, input, deps.clock())
    switch (result.kind) {
      case 'sent':
        if (result.recipientHasDevice) deps.push.newMessage(input.toUserId, input.fromUserId)
        return c.json(toMessage(result.message), 201)
      case 'replayed':
        return c.json(toMessage(result.message), 200)
      case 'not-a-match':
        return c.json({ message: MESSAGE_REFUSALS.notAMatch }, 403)
      case 'blocked':
        return c.json({ message: SAFETY_MESSAGES.cannotMessage }, 403)
      case 'limit-reached':
        return c.json({ message: LIMIT_REACHED_MESSAGES.message }, 403)
      case 'client-id-taken':
        return c.json({ message: MESSAGE_REFUSALS.clientIdTaken }, 409)
    }
  })
}
