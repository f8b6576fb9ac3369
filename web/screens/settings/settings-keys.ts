/**
 * Device-only Settings switches and their defaults (spec core-experience §2): notification
 * choices, until web push delivers notifications. The settings the server acts on (Show me,
 * Distance Info, the "Seen" mark) are in web/data/member-settings.ts.
 */
export const SETTING_DEFAULTS = {
  notifyNewMatches: true,
  notifyMessages: true,
  notifyLikes: true,
} as const

export type SwitchSetting = keyof typeof SETTING_DEFAULTS
