import { Hono } from 'hono'
import { LIMIT_REACHED_MESSAGES } from '#shared/domain/membership.ts'
import { PHOTO_VERIFICATION_MESSAGES } from '#shared/domain/photo-verification.ts'
import { SAFETY_MESSAGES } from '#shared/domain/safety.ts'
import { SendMessageSchema } from '#shared/schemas/messages.ts'
import { refuseOtherMember } from '../auth/require-member.ts'
import { refuseBeyondDailyMessages } from '../auth/confirmed-address.ts'
import type { AppEnv } from '../http/app-env.ts'
import type { RouteDeps } from '../http/deps.ts'
import { validate } from '../http/validation.ts'
import { toMessage } from '../messages/message-shape.ts'
import { sendMessage } from '../messages/send.ts'
import { checkSpamBurst } from '../messages/spam-bursts.ts'
import { tooManyRequests } from '../rate-limits/too-many.ts'
import { refuse } from '../http/refusal.ts'

export const MESSAGE_REFUSALS = {
  notAMatch: 'You can only message your matches',
  clientIdTaken:
    'This clientId was already used for another message (another sender, recipient or text)',
} as const

/** POST /api/messages: 201 with the stored message, 200 with the first one for a replay. */
export function messageRoutes(deps: RouteDeps) {
  return new Hono<AppEnv>().post('/', validate('json', SendMessageSchema), async (c) => {
    const input = c.req.valid('json')
    refuseOtherMember(c, input.fromUserId)
    await refuseBeyondDailyMessages(deps.db, c.var.member, input.clientId, deps.clock())
    const spam = await checkSpamBurst(deps, c.var.member, input)
    if (spam.refusal) return tooManyRequests(c, spam.refusal)
    const result = await sendMessage(deps.db, deps.publisher, input, deps.clock())
    // A copy counts only when it was stored: a replay or a refusal gives its count back.
    if (result.kind !== 'sent') await spam.release()
    switch (result.kind) {
      case 'sent':
        if (result.recipientHasDevice) deps.push.newMessage(input.toUserId, input.fromUserId)
        return c.json(toMessage(result.message), 201)
      case 'replayed':
        return c.json(toMessage(result.message), 200)
      case 'not-a-match':
        return refuse(c, 403, 'not_a_match', MESSAGE_REFUSALS.notAMatch)
      case 'blocked':
        return refuse(c, 403, 'blocked', SAFETY_MESSAGES.cannotMessage)
      case 'photo-verification-required':
        return refuse(
          c,
          403,
          'photo_verification_required',
          PHOTO_VERIFICATION_MESSAGES.senderNotVerified,
        )
      case 'limit-reached':
        return refuse(c, 403, 'limit_reached', LIMIT_REACHED_MESSAGES.message)
      case 'client-id-taken':
        return refuse(c, 409, 'idempotency_conflict', MESSAGE_REFUSALS.clientIdTaken)
    }
  })
}
