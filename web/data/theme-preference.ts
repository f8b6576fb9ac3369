import { liveValue } from './live-value.ts'

/** The device setting key of the Dark Mode switch (Settings → App Preferences). */
export const DARK_MODE_SETTING = 'darkMode'

/**
 * The Dark Mode setting as the shell reads it: a localStorage mirror of the Dexie device setting
 * (device-session.ts keeps it in step, also when sign-out clears the settings), so the theme is
 * known at start without loading the device's database.
 */
export const THEME_KEY = 'orthodox-hearts:theme'

function storedDarkMode(): boolean {
  try {
    return localStorage.getItem(THEME_KEY) === 'dark'
  } catch {
    return false
  }
}

const darkMode = liveValue(storedDarkMode())

export function mirrorDarkMode(value: boolean): void {
  try {
    if (value) localStorage.setItem(THEME_KEY, 'dark')
    else localStorage.removeItem(THEME_KEY)
  } catch {
    // No localStorage: the theme still follows the setting on this page.
  }
  darkMode.set(value)
}

/** Whether Dark Mode is on, live. */
export function useDarkMode(): boolean {
  return darkMode.useValue()
}
