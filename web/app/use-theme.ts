import { useEffect } from 'react'
import { useEffectiveTheme } from '../data/theme-preference.ts'

export { DARK_MODE_SETTING } from '../data/theme-preference.ts'

/**
 * Applies the theme to <html data-theme>, which swaps the CSS colour tokens: the member's choice,
 * or the phone's own setting, followed live, while the choice is System.
 */
export function useTheme(): void {
  const theme = useEffectiveTheme()
  useEffect(() => {
    document.documentElement.dataset.theme = theme
  }, [theme])
}
