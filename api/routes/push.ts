import { Hono } from 'hono'
import {
  DeletePushSubscriptionSchema,
  PushSubscriptionSchema,
  type PushSubscriptionJson,
} from '#shared/schemas/push.ts'
import type { AppEnv } from '../http/app-env.ts'
import type { RouteDeps } from '../http/deps.ts'
import { validate } from '../http/validation.ts'
import { pushEndpointProblem } from '../push/endpoint.ts'
import { deletePushSubscription, savePushSubscription } from '../push/subscriptions.ts'
import { refuse } from '../http/refusal.ts'

/**
 * Web push (docs/push.md): GET /key → { publicKey }; PUT /subscription stores this device's
 * PushSubscription for the signed-in member (idempotent, 204); DELETE /subscription { endpoint }
 * forgets it (204, also when it was not stored).
 */
export function pushRoutes(deps: RouteDeps) {
  return new Hono<AppEnv>()
    .get('/key', async (c) => c.json({ publicKey: await deps.push.publicKey() }, 200))
    .put('/subscription', validate('json', PushSubscriptionSchema), async (c) => {
      const subscription: PushSubscriptionJson = c.req.valid('json')
      const problem = pushEndpointProblem(subscription.endpoint, deps.config)
      if (problem) return refuse(c, 400, 'validation_failed', problem)
      await savePushSubscription(deps.db, c.var.member.id, subscription, deps.clock())
      return c.body(null, 204)
    })
    .delete('/subscription', validate('json', DeletePushSubscriptionSchema), async (c) => {
      await deletePushSubscription(deps.db, c.var.member.id, c.req.valid('json').endpoint)
      return c.body(null, 204)
    })
}
