import { useSyncExternalStore } from 'react'
import { liveValue } from './live-value.ts'
import {
  DARK_QUERY,
  effectiveTheme,
  systemTheme,
  THEME_KEY,
  themeChoice,
  type Theme,
  type ThemeChoice,
} from './theme-choice.ts'

/** The device setting key of the Dark Mode choice (Settings → App Preferences). */
export const DARK_MODE_SETTING = 'darkMode'

/*
 * The Dark Mode choice as the shell reads it: a localStorage mirror (THEME_KEY) of the Dexie
 * device setting (device-session.ts keeps it in step, also when sign-out clears the settings), so
 * the theme is known at start without loading the device's database. The boot code reads the
 * same key before the first paint (web/boot/head.ts).
 */

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

function subscribeToSystem(listener: () => void): () => void {
  const query = globalThis.matchMedia?.(DARK_QUERY)
  query?.addEventListener('change', listener)
  return () => query?.removeEventListener('change', listener)
}

/** The phone's own light or dark setting, live (it changes at sunset on many phones). */
export function useSystemTheme(): Theme {
  return useSyncExternalStore(subscribeToSystem, systemTheme, () => 'light')
}

/** The theme the page shows: the choice, or the phone's setting while the choice is System. */
export function useEffectiveTheme(): Theme {
  return effectiveTheme(useThemeChoice(), useSystemTheme())
}
