/**
 * The Dark Mode choice and how it becomes the page's theme: plain rules with no React, shared by
 * the settings (theme-preference.ts) and the boot code that paints the first frame
 * (web/boot/head.ts).
 */

/**
 * The Dark Mode choice: follow the phone (the default), or always light, or always dark
 * (issue 14: dark mode follows the phone's own setting until the member chooses otherwise).
 */
export const THEME_CHOICES = ['system', 'light', 'dark'] as const
export type ThemeChoice = (typeof THEME_CHOICES)[number]
export type Theme = 'light' | 'dark'

/**
 * The choice as the shell reads it before the device's database is open: a localStorage mirror
 * of the Dexie device setting, 'dark' or 'light'; absent is System.
 */
export const THEME_KEY = 'orthodox-hearts:theme'

/** The media query of the phone's own dark setting. */
export const DARK_QUERY = '(prefers-color-scheme: dark)'

/**
 * The stored Dark Mode setting as a choice. Before "System" existed the setting was a switch:
 * `true` (on) is still Dark; `false` was also what a member who never touched it had, so it now
 * follows the phone. Anything else unknown follows the phone too.
 */
export function themeChoice(value: unknown): ThemeChoice {
  if (value === true) return 'dark'
  return THEME_CHOICES.find((choice) => choice === value) ?? 'system'
}

/** The theme the page shows: the choice, or the phone's setting while the choice is System. */
export function effectiveTheme(choice: ThemeChoice, system: Theme): Theme {
  return choice === 'system' ? system : choice
}

/** The phone's own setting, where the page can ask (light where it cannot). */
export function systemTheme(): Theme {
  return globalThis.matchMedia?.(DARK_QUERY).matches ? 'dark' : 'light'
}
