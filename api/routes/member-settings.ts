import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { UpdateMemberSettingsSchema, type MemberSettings } from '#shared/schemas/settings.ts'
import { UserIdParamSchema } from '#shared/schemas/user.ts'
import { refuseOtherMember } from '../auth/require-member.ts'
import { users, type UserRow } from '../db/schema.ts'
import type { AppEnv } from '../http/app-env.ts'
import type { RouteDeps } from '../http/deps.ts'
import { validate } from '../http/validation.ts'

const settingsOf = (row: Pick<UserRow, keyof MemberSettings>): MemberSettings => ({
  showReadReceipts: row.showReadReceipts,
  showMe: row.showMe,
  showDistance: row.showDistance,
  notifyNewMatches: row.notifyNewMatches,
  notifyMessages: row.notifyMessages,
  notifyLikes: row.notifyLikes,
  showAtEvents: row.showAtEvents,
  messagesFromPhotoVerifiedOnly: row.messagesFromPhotoVerifiedOnly,
})

const settingColumns = {
  showReadReceipts: users.showReadReceipts,
  showMe: users.showMe,
  showDistance: users.showDistance,
  notifyNewMatches: users.notifyNewMatches,
  notifyMessages: users.notifyMessages,
  notifyLikes: users.notifyLikes,
  showAtEvents: users.showAtEvents,
  messagesFromPhotoVerifiedOnly: users.messagesFromPhotoVerifiedOnly,
}

/**
 * GET and PATCH /api/users/:id/settings: the "Seen" mark, "Show me" (discoverable) and
 * "Distance Info", the push notification switches and "only photo-verified members may message
 * me" (MemberSettingsSchema). The discover feed and the messages read them.
 */
export function memberSettingsRoutes(deps: RouteDeps) {
  return new Hono<AppEnv>()
    .get('/:id/settings', validate('param', UserIdParamSchema), (c) => {
      refuseOtherMember(c, c.req.valid('param').id)
      return c.json(settingsOf(c.var.member), 200)
    })
    .patch(
      '/:id/settings',
      validate('param', UserIdParamSchema),
      validate('json', UpdateMemberSettingsSchema),
      async (c) => {
        const { id } = c.req.valid('param')
        refuseOtherMember(c, id)
        const changes = c.req.valid('json')
        if (Object.keys(changes).length === 0) return c.json(settingsOf(c.var.member), 200)
        const [row] = await deps.db
          .update(users)
          .set(changes)
          .where(eq(users.id, id))
          .returning(settingColumns)
        return c.json(settingsOf(row!), 200)
      },
    )
}
