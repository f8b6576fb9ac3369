import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { THEME_KEY, themeChoice } from './theme-choice.ts'
import { mirrorThemeChoice, useEffectiveTheme } from './theme-preference.ts'

/** A phone whose light/dark setting the test changes, as matchMedia reports it. */
function fakePhone(dark: boolean) {
  const listeners = new Set<() => void>()
  const phone = {
    dark,
    set(next: boolean) {
      phone.dark = next
      listeners.forEach((listener) => listener())
    },
  }
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query === '(prefers-color-scheme: dark)' && phone.dark
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }))
  return phone
}

beforeEach(() => mirrorThemeChoice('system'))
afterEach(() => vi.unstubAllGlobals())

describe('the Dark Mode choice', () => {
  it('reads the older switch: on is Dark, off (also the untouched default) follows the phone', () => {
    expect(themeChoice(true)).toBe('dark')
    expect(themeChoice(false)).toBe('system')
    expect(themeChoice(undefined)).toBe('system')
    expect(themeChoice(null)).toBe('system')
    expect(themeChoice('light')).toBe('light')
    expect(themeChoice('dark')).toBe('dark')
    expect(themeChoice('sepia')).toBe('system')
  })

  it('is mirrored for the head script: light or dark stored, System leaves nothing', () => {
    mirrorThemeChoice('dark')
    expect(localStorage.getItem(THEME_KEY)).toBe('dark')
    mirrorThemeChoice('light')
    expect(localStorage.getItem(THEME_KEY)).toBe('light')
    mirrorThemeChoice('system')
    expect(localStorage.getItem(THEME_KEY)).toBeNull()
  })

  it('on System follows the phone live; a chosen theme ignores it', () => {
    const phone = fakePhone(true)
    const { result } = renderHook(() => useEffectiveTheme())
    expect(result.current).toBe('dark')
    act(() => phone.set(false))
    expect(result.current).toBe('light')

    act(() => mirrorThemeChoice('dark'))
    expect(result.current).toBe('dark')
    act(() => mirrorThemeChoice('light'))
    act(() => phone.set(true))
    expect(result.current).toBe('light')
    act(() => mirrorThemeChoice('system'))
    expect(result.current).toBe('dark')
  })
})
