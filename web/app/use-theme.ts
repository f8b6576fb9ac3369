import { useEffect } from 'react'
import { useDarkMode } from '../data/theme-preference.ts'

export { DARK_MODE_SETTING } from '../data/theme-preference.ts'

/** Applies the stored theme to <html data-theme>, which swaps the CSS colour tokens. */
export function useTheme(): void {
  const dark = useDarkMode()
  useEffect(() => {
    document.documentElement.dataset.theme = dark ? 'dark' : 'light'
  }, [dark])
}
