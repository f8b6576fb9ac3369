import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { DARK_MODE_SETTING } from '../../app/use-theme.ts'
import { currentMember } from '../../data/current-member.ts'
import { db } from '../../data/db.ts'
import { unreachable, type FakeApi } from '../../data/testing/fake-api.ts'
import { mirrorThemeChoice } from '../../data/theme-preference.ts'
import { signedInDevice } from '../../test/member-device.ts'
import { leftInOutbox } from '../../test/outbox-rows.ts'
import { renderApp } from '../../test/render.tsx'
import { eventually } from '#shared/testing/eventually.ts'

let server: FakeApi
beforeEach(async () => {
  server = await signedInDevice()
  mirrorThemeChoice('system')
})

/** The Dark Mode choice stored on the device. */
const storedDarkMode = async () => (await db.deviceSettings.get(DARK_MODE_SETTING))?.value

/** `count` likes the member gave offline, still in the outbox (the server is out of reach). */
async function unsentLikes(count: number) {
  server.on('POST /api/likes', unreachable)
  for (let userId = 11; userId < 11 + count; userId++)
    await leftInOutbox({ kind: 'like', path: '/api/likes', body: { toUserId: userId } })
}

const signOutsSent = () => server.requestsTo('POST /api/auth/logout').length

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
    // Off until the member chooses it (docs/safety.md "Photo verification").
    expect(state('Messages from photo-verified members only')).toBe('false')
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
    await eventually(async () => expect(await storedDarkMode()).toBe('dark'))
    await user.click(screen.getByRole('radio', { name: 'System' }))
    await eventually(() => expect(dark).toHaveProperty('checked', false))
    await eventually(async () => expect(await storedDarkMode()).toBe('system'))
  })

  it('really switches to the dark theme, and back to the phone’s (light) setting', async () => {
    const { user } = await openSettings()
    const theme = () => document.documentElement.dataset.theme
    await user.click(screen.getByRole('radio', { name: 'Dark' }))
    await eventually(() => expect(theme()).toBe('dark'))
    await user.click(screen.getByRole('radio', { name: 'Light' }))
    await eventually(() => expect(theme()).toBe('light'))
    await user.click(screen.getByRole('radio', { name: 'System' }))
    await eventually(() =>
      expect(screen.getByRole('radio', { name: 'System' })).toHaveProperty('checked', true),
    )
    expect(theme()).toBe('light')
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
    await screen.findByRole('heading', { level: 1, name: 'Sign In' })
    expect(signOutsSent()).toBe(1)
    expect(window.location.pathname).toBe('/signin')
    expect(await currentMember()).toBeNull()
  })

  it('asks first when changes have not been sent yet', async () => {
    await unsentLikes(3)
    const { user } = await openSettings()
    await user.click(screen.getByRole('button', { name: 'Sign Out' }))
    const dialog = screen.getByRole('dialog', { name: 'Sign out now?' })
    expect(
      within(dialog).getByText('3 changes have not been sent yet and will be lost.'),
    ).toBeTruthy()
    expect(signOutsSent()).toBe(0)

    await user.click(within(dialog).getByRole('button', { name: 'Stay signed in' }))
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy()
    expect(signOutsSent()).toBe(0)
    expect(await db.outbox.count()).toBe(3)
    expect(await currentMember()).not.toBeNull()

    await user.click(screen.getByRole('button', { name: 'Sign Out' }))
    await user.click(screen.getByRole('button', { name: 'Sign out anyway' }))
    await screen.findByRole('heading', { level: 1, name: 'Sign In' })
    expect(signOutsSent()).toBe(1)
    expect(await db.outbox.count()).toBe(0)
  })

  it('counts the unsent changes with Russian plural forms', async () => {
    await unsentLikes(5)
    const { user } = await openSettings()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ru')
    await user.click(await screen.findByRole('button', { name: 'Выйти' }))
    expect(screen.getByText('5 изменений ещё не отправлены и будут потеряны.')).toBeTruthy()
  })
})
