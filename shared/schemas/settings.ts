import * as z from './zod.ts'

/**
 * GET and PATCH /api/users/{id}/settings: the member's settings the server acts on — whether
 * matches see a "Seen" mark, whether the member appears in others' discover decks ("Show me"),
 * whether others see the distance to them ("Distance Info"), spec core-experience §2, and which
 * events push a notification to the member's devices (docs/push.md), and whether they are shown
 * at parish events they answer by default, and whether only photo-verified members may message
 * them.
 */
export const MemberSettingsSchema = z.object({
  showReadReceipts: z.boolean(),
  showMe: z.boolean(),
  showDistance: z.boolean(),
  notifyNewMatches: z.boolean(),
  notifyMessages: z.boolean(),
  notifyLikes: z.boolean(),
  /** Whether a new event answer starts shown to others going (issue 17); off by default. */
  showAtEvents: z.boolean(),
  /**
   * Only photo-verified members may message the member (docs/safety.md "Photo verification"):
   * a message from anyone else is refused (403). Off until the member turns it on.
   */
  messagesFromPhotoVerifiedOnly: z.boolean(),
})
export type MemberSettings = z.infer<typeof MemberSettingsSchema>
export type MemberSettingKey = keyof MemberSettings

export const UpdateMemberSettingsSchema = z.partial(MemberSettingsSchema)
export type UpdateMemberSettings = z.infer<typeof UpdateMemberSettingsSchema>
