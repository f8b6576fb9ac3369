import { useSyncExternalStore } from 'react'

/** The device setting key of the Dark Mode switch (Settings → App Preferences). */
export const DARK_MODE_SETTING = 'darkMode'

/**
 * The Dark Mode setting as the shell reads it: a localStorage mirror of the Dexie device setting
 * (device-session.ts keeps it in step, also when sign-out clears the settings), so the theme is
 * known at start without loading the device's database.
 */
export const THEME_KEY = 'orthodox-hearts:theme'

const listeners = new Set<() => void>()

function storedDarkMode(): boolean {
  try {
    return localStorage.getItem(THEME_KEY) === 'dark'
  } catch {
    return false
  }
}

let dark = storedDarkMode()

export function mirrorDarkMode(value: boolean): void {
  try {
    if (value) localStorage.setItem(THEME_KEY, 'dark')
    else localStorage.removeItem(THEME_KEY)
  } catch {
    // No localStorage: the theme still follows the setting on this page.
  }
  if (value === dark) return
  dark = value
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const current = () => dark

/** Whether Dark Mode is on, live. */
export function useDarkMode(): boolean {
  return useSyncExternalStore(subscribe, current, current)
}
