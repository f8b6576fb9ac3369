import { useSyncExternalStore } from 'react'
import { liveValue } from './live-value.ts'

/** The device setting key of the Dark Mode choice (Settings → App Preferences). */
export const DARK_MODE_SETTING = 'darkMode'

/**
 * The Dark Mode choice: follow the phone (the default), or always light, or always dark
 * (issue 14: dark mode follows the phone's own setting until the member chooses otherwise).
 */
export const THEME_CHOICES = ['system', 'light', 'dark'] as const
export type ThemeChoice = (typeof THEME_CHOICES)[number]
export type Theme = 'light' | 'dark'

/**
 * The stored Dark Mode setting as a choice. Before "System" existed the setting was a switch:
 * `true` (on) is still Dark; `false` was also what a member who never touched it had, so it now
 * follows the phone. Anything else unknown follows the phone too.
 */
export function themeChoice(value: unknown): ThemeChoice {
  if (value === true) return 'dark'
  return THEME_CHOICES.find((choice) => choice === value) ?? 'system'
}

/**
 * The Dark Mode choice as the shell reads it: a localStorage mirror of the Dexie device setting
 * (device-session.ts keeps it in step, also when sign-out clears the settings), so the theme is
 * known at start without loading the device's database. 'dark' or 'light'; absent is System.
 * The head script of index.html reads the same key (build/first-paint.ts).
 */
export const THEME_KEY = 'orthodox-hearts:theme'

function storedChoice(): ThemeChoice {
  try {
    return themeChoice(localStorage.getItem(THEME_KEY))
  } catch {
    return 'system'
  }
}

const choice = liveValue(storedChoice())

export function mirrorThemeChoice(value: ThemeChoice): void {
  try {
    if (value === 'system') localStorage.removeItem(THEME_KEY)
    else localStorage.setItem(THEME_KEY, value)
  } catch {
    // No localStorage: the theme still follows the setting on this page.
  }
  choice.set(value)
}

/** The Dark Mode choice, live. */
export function useThemeChoice(): ThemeChoice {
  return choice.useValue()
}

const DARK_QUERY = '(prefers-color-scheme: dark)'

function subscribeToSystem(listener: () => void): () => void {
  const query = globalThis.matchMedia?.(DARK_QUERY)
  query?.addEventListener('change', listener)
  return () => query?.removeEventListener('change', listener)
}

const systemIsDark = () => globalThis.matchMedia?.(DARK_QUERY).matches ?? false

/** The phone's own light or dark setting, live (it changes at sunset on many phones). */
export function useSystemTheme(): Theme {
  const dark = useSyncExternalStore(subscribeToSystem, systemIsDark, () => false)
  return dark ? 'dark' : 'light'
}

/** The theme the page shows: the choice, or the phone's setting while the choice is System. */
export function useEffectiveTheme(): Theme {
  const chosen = useThemeChoice()
  const system = useSystemTheme()
  return chosen === 'system' ? system : chosen
}
