import { useEffect } from 'react'
import { useDeviceSetting } from '../data/device-settings.ts'

/** The device setting key of the Dark Mode switch (Settings → App Preferences). */
export const DARK_MODE_SETTING = 'darkMode'

/** Applies the stored theme to <html data-theme>, which swaps the CSS colour tokens. */
export function useTheme(): void {
  const dark = useDeviceSetting<boolean>(DARK_MODE_SETTING, false)
  useEffect(() => {
    document.documentElement.dataset.theme = dark ? 'dark' : 'light'
  }, [dark])
}
