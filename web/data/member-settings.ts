import {
  MemberSettingsSchema,
  type MemberSettingKey,
  type MemberSettings,
} from '#shared/schemas/settings.ts'
import { runAction } from './actions.ts'
import { apiRequest } from './api-client.ts'
import { db } from './db.ts'

/**
 * The member's settings the server acts on ("Seen" mark, Show me, Distance Info, the push
 * notification switches), kept on the server (users.showReadReceipts, showMe, showDistance,
 * notifyNewMatches, notifyMessages, notifyLikes) and mirrored in deviceSettings under the
 * same keys, so the switches read Dexie and work offline.
 */
export const MEMBER_SETTINGS_KIND = 'member-settings'
export const MEMBER_SETTING_DEFAULTS: MemberSettings = {
  showReadReceipts: true,
  showMe: true,
  showDistance: true,
  notifyNewMatches: true,
  notifyMessages: true,
  notifyLikes: true,
  showAtEvents: false,
  messagesFromPhotoVerifiedOnly: false,
}

/** Changes a setting at once on this device; the outbox takes it to the server. */
export async function setMemberSetting(
  memberId: number,
  key: MemberSettingKey,
  value: boolean,
): Promise<void> {
  await runAction({
    kind: MEMBER_SETTINGS_KIND,
    method: 'PATCH',
    path: `/api/users/${memberId}/settings`,
    body: { [key]: value },
    tables: [db.deviceSettings],
    apply: async () => {
      await db.deviceSettings.put({ key, value })
    },
  })
}

/** Reads the server's values, except those a change made here is still carrying. */
export async function refreshMemberSettings(memberId: number): Promise<void> {
  const settings = await apiRequest(`/api/users/${memberId}/settings`, {
    schema: MemberSettingsSchema,
  })
  await db.transaction('rw', [db.outbox, db.deviceSettings], async () => {
    const waiting = await db.outbox
      .where('[memberId+status]')
      .equals([memberId, 'pending'])
      .filter((row) => row.kind === MEMBER_SETTINGS_KIND)
      .toArray()
    const pendingKeys = new Set(waiting.flatMap((row) => Object.keys(row.body)))
    for (const [key, value] of Object.entries(settings)) {
      if (!pendingKeys.has(key)) await db.deviceSettings.put({ key, value })
    }
  })
}
