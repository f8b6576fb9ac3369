import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { resetDeviceSettings, storedSetting } from '../../test/mock-device-settings.ts'
import { setPendingCount } from '../../test/mock-outbox.ts'
import { demoMember, setSession, signOut } from '../../test/mock-session.ts'
import { renderApp } from '../../test/render.tsx'
import { DARK_MODE_SETTING } from '../../app/use-theme.ts'
import { mirrorThemeChoice } from '../../data/theme-preference.ts'

vi.mock('../../data/session.ts', () => import('../../test/mock-session.ts'))
vi.mock('../../data/outbox.ts', () => import('../../test/mock-outbox.ts'))
vi.mock('../../data/device-settings.ts', () => import('../../test/mock-device-settings.ts'))
vi.mock('../../pwa/OfflineBanner.tsx', () => import('../../test/mock-pwa.tsx'))
vi.mock('../../pwa/UpdatePrompt.tsx', () => import('../../test/mock-pwa.tsx'))

beforeEach(() => {
  setSession({ status: 'signed-in', member: demoMember })
  setPendingCount(0)
  resetDeviceSettings()
  mirrorThemeChoice('system')
  signOut.mockClear()
})

async function openSettings() {
  const view = renderApp('/settings')
  // The first render loads the lazy screen: more than the default second on a busy machine.
  await screen.findByRole('heading', { level: 1, name: 'Settings' }, { timeout: 5000 })
  return view
}

describe('settings screen', () => {
  it('shows the switches of the spec with their defaults', async () => {
    await openSettings()
    const state = (name: string) =>
      screen.getByRole('switch', { name }).getAttribute('aria-checked')
    expect(state('New Matches')).toBe('true')
    expect(state('Messages')).toBe('true')
    expect(state('Likes')).toBe('true')
    expect(state('Show me on Orthodox Hearts')).toBe('true')
    expect(state('Distance Info')).toBe('true')
    const darkMode = screen.getByRole('radiogroup', { name: 'Dark Mode' })
    expect(within(darkMode).getByRole('radio', { name: 'System' })).toHaveProperty('checked', true)
    expect(screen.getByText('v1.0.0')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Membership Demo' }).getAttribute('href')).toBe(
      '/pricing-demo',
    )
  })

  it('keeps the Dark Mode choice on the device', async () => {
    const { user } = await openSettings()
    const dark = screen.getByRole('radio', { name: 'Dark' })
    await user.click(dark)
    expect(dark).toHaveProperty('checked', true)
    expect(storedSetting(DARK_MODE_SETTING)).toBe('dark')
    await user.click(screen.getByRole('radio', { name: 'System' }))
    expect(dark).toHaveProperty('checked', false)
    expect(storedSetting(DARK_MODE_SETTING)).toBe('system')
  })

  it('really switches to the dark theme, and back to the phone’s (light) setting', async () => {
    const { user } = await openSettings()
    await user.click(screen.getByRole('radio', { name: 'Dark' }))
    expect(document.documentElement.dataset.theme).toBe('dark')
    await user.click(screen.getByRole('radio', { name: 'Light' }))
    expect(document.documentElement.dataset.theme).toBe('light')
    await user.click(screen.getByRole('radio', { name: 'System' }))
    expect(document.documentElement.dataset.theme).toBe('light')
  })

  it('opens the About text in a dialog and closes it', async () => {
    const { user } = await openSettings()
    await user.click(screen.getByRole('button', { name: 'About' }))
    const dialog = screen.getByRole('dialog', { name: 'About Orthodox Hearts' })
    expect(within(dialog).getByText('Version 1.0.0')).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('signs out at once when nothing is waiting to be sent', async () => {
    const { user } = await openSettings()
    await user.click(screen.getByRole('button', { name: 'Sign Out' }))
    expect(signOut).toHaveBeenCalledTimes(1)
    await screen.findByRole('heading', { level: 1, name: 'Sign In' })
    expect(window.location.pathname).toBe('/signin')
  })

  it('asks first when changes have not been sent yet', async () => {
    setPendingCount(3)
    const { user } = await openSettings()
    await user.click(screen.getByRole('button', { name: 'Sign Out' }))
    const dialog = screen.getByRole('dialog', { name: 'Sign out now?' })
    expect(
      within(dialog).getByText('3 changes have not been sent yet and will be lost.'),
    ).toBeTruthy()
    expect(signOut).not.toHaveBeenCalled()

    await user.click(within(dialog).getByRole('button', { name: 'Stay signed in' }))
    expect(signOut).not.toHaveBeenCalled()
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy()

    await user.click(screen.getByRole('button', { name: 'Sign Out' }))
    await user.click(screen.getByRole('button', { name: 'Sign out anyway' }))
    expect(signOut).toHaveBeenCalledTimes(1)
    await screen.findByRole('heading', { level: 1, name: 'Sign In' })
  })

  it('counts the unsent changes with Russian plural forms', async () => {
    setPendingCount(5)
    const { user } = await openSettings()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ru')
    await user.click(await screen.findByRole('button', { name: 'Выйти' }))
    expect(screen.getByText('5 изменений ещё не отправлены и будут потеряны.')).toBeTruthy()
  })
})
