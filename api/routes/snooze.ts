import { eq, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { snoozeEnd } from '#shared/domain/snooze.ts'
import { ReturnFromSnoozeSchema, SnoozeRequestSchema } from '#shared/schemas/snooze.ts'
import { UserIdParamSchema } from '#shared/schemas/user.ts'
import { refuseOtherMember } from '../auth/require-member.ts'
import { users } from '../db/schema.ts'
import type { AppEnv } from '../http/app-env.ts'
import type { RouteDeps } from '../http/deps.ts'
import { validate } from '../http/validation.ts'

/**
 * Sets the member's snoozed_until in ONE statement, unless this clientId's change was applied
 * already (an outbox replay after a lost answer): then the row is left as it is and answered
 * again, so a replayed "24 hours" does not start the 24 hours over.
 */
async function writeSnooze(
  deps: RouteDeps,
  memberId: number,
  until: Date | null,
  clientId: string | undefined,
) {
  const key = clientId ?? null
  const [row] = await deps.db
    .update(users)
    .set({
      snoozedUntil: sql`case when ${key}::uuid is not null and ${users.snoozeClientId} = ${key}::uuid
        then ${users.snoozedUntil} else ${until?.toISOString() ?? null}::timestamptz end`,
      snoozeClientId: key,
    })
    .where(eq(users.id, memberId))
    .returning({ snoozedUntil: users.snoozedUntil })
  return { snoozedUntil: row?.snoozedUntil?.toISOString() ?? null }
}

/**
 * PUT and DELETE /api/users/:id/snooze (decision 028): the member hides their profile from
 * every deck and likes-you for 24 hours, 3 days, a week or until they return, and returns.
 * Answers SnoozeStatusSchema. Only the member's own row (403 otherwise).
 */
export function snoozeRoutes(deps: RouteDeps) {
  return new Hono<AppEnv>()
    .put(
      '/:id/snooze',
      validate('param', UserIdParamSchema),
      validate('json', SnoozeRequestSchema),
      async (c) => {
        const { id } = c.req.valid('param')
        refuseOtherMember(c, id)
        const { duration, clientId } = c.req.valid('json')
        return c.json(await writeSnooze(deps, id, snoozeEnd(duration, deps.clock()), clientId), 200)
      },
    )
    .delete(
      '/:id/snooze',
      validate('param', UserIdParamSchema),
      validate('json', ReturnFromSnoozeSchema),
      async (c) => {
        const { id } = c.req.valid('param')
        refuseOtherMember(c, id)
        return c.json(await writeSnooze(deps, id, null, c.req.valid('json').clientId), 200)
      },
    )
}
