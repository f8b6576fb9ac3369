import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { HttpError, NetworkError } from '../../data/api-client.ts'
import { resetDeviceSettings } from '../../test/mock-device-settings.ts'
import { setPendingCount } from '../../test/mock-outbox.ts'
import { demoMember, setSession } from '../../test/mock-session.ts'
import { renderApp } from '../../test/render.tsx'

vi.mock('../../data/session.ts', () => import('../../test/mock-session.ts'))
vi.mock('../../data/outbox.ts', () => import('../../test/mock-outbox.ts'))
vi.mock('../../data/device-settings.ts', () => import('../../test/mock-device-settings.ts'))
vi.mock('../../pwa/OfflineBanner.tsx', () => import('../../test/mock-pwa.tsx'))
vi.mock('../../pwa/UpdatePrompt.tsx', () => import('../../test/mock-pwa.tsx'))

const privacy = vi.hoisted(() => ({
  setReligiousDataConsent: vi.fn(),
  downloadMyData: vi.fn(),
  deleteMyAccount: vi.fn(),
}))
vi.mock('../../data/privacy.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../data/privacy.ts')>()),
  ...privacy,
}))

beforeEach(() => {
  vi.clearAllMocks()
  vi.spyOn(console, 'error').mockImplementation(() => {})
  setSession({ status: 'signed-in', member: demoMember })
  setPendingCount(0)
  resetDeviceSettings()
  privacy.setReligiousDataConsent.mockResolvedValue(undefined)
  privacy.downloadMyData.mockResolvedValue('orthodox-hearts-data-6-2026-03-01.json')
  privacy.deleteMyAccount.mockResolvedValue(undefined)
})

async function openSettings() {
  const view = renderApp('/settings')
  await screen.findByRole('heading', { level: 2, name: 'Your Data' })
  return view
}

const consentSwitch = () => screen.getByRole('switch', { name: 'Store my faith data' })
const notifications = () => screen.getByRole('region', { name: 'Notifications (F8)' })

describe('Settings › Your Data', () => {
  it('shows the consent with its explanation, and withdrawing asks first, then withdraws', async () => {
    const { user } = await openSettings()
    expect(consentSwitch().getAttribute('aria-checked')).toBe('true')
    expect(consentSwitch().getAttribute('aria-describedby')).toBeTruthy()
    expect(screen.getByText(/We store your faith answers only with your consent/)).toBeTruthy()

    await user.click(consentSwitch())
    const dialog = screen.getByRole('dialog', { name: 'Withdraw consent?' })
    await user.click(within(dialog).getByRole('button', { name: 'Keep consent' }))
    expect(privacy.setReligiousDataConsent).not.toHaveBeenCalled()

    await user.click(consentSwitch())
    await user.click(screen.getByRole('button', { name: 'Withdraw and delete' }))
    expect(privacy.setReligiousDataConsent).toHaveBeenCalledWith(false)
    expect(await within(notifications()).findByText('Consent withdrawn')).toBeTruthy()
  })

  it('gives consent with one click when it is not given; offline it says so', async () => {
    setSession({ status: 'signed-in', member: { ...demoMember, religiousDataConsentAt: null } })
    const { user } = await openSettings()
    expect(consentSwitch().getAttribute('aria-checked')).toBe('false')
    privacy.setReligiousDataConsent.mockRejectedValueOnce(new NetworkError(new TypeError('x')))
    await user.click(consentSwitch())
    expect(await within(notifications()).findByText('You are offline')).toBeTruthy()
    await user.click(consentSwitch())
    expect(privacy.setReligiousDataConsent).toHaveBeenLastCalledWith(true)
    expect(await within(notifications()).findByText('Consent given')).toBeTruthy()
  })

  it('downloads the data export', async () => {
    const { user } = await openSettings()
    await user.click(screen.getByRole('button', { name: 'Download my data' }))
    expect(privacy.downloadMyData).toHaveBeenCalledTimes(1)
    expect(await within(notifications()).findByText('Your data is downloading')).toBeTruthy()
  })

  it('deletes the account only with the password, showing a wrong one', async () => {
    const { user } = await openSettings()
    await user.click(screen.getByRole('button', { name: 'Delete my account' }))
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' })
    expect(within(dialog).getByText(/permanently deletes your profile/)).toBeTruthy()
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account permanently' })

    await user.click(confirm)
    expect(within(dialog).getByRole('alert').textContent).toBe('Password is required')
    expect(privacy.deleteMyAccount).not.toHaveBeenCalled()

    privacy.deleteMyAccount.mockRejectedValueOnce(
      new HttpError(403, 'Forbidden', JSON.stringify({ message: 'Password is incorrect' })),
    )
    await user.type(within(dialog).getByLabelText('Your password'), 'wrong-password')
    await user.click(confirm)
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Password is incorrect')

    const notCancelled =
      'Your subscription could not be cancelled right now, so nothing was deleted. Please try again in a few minutes.'
    privacy.deleteMyAccount.mockRejectedValueOnce(
      new HttpError(503, 'Service Unavailable', JSON.stringify({ message: notCancelled })),
    )
    await user.click(confirm)
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe(notCancelled))

    const tooMany = 'Too many password attempts. Please try again in 15 minutes.'
    privacy.deleteMyAccount.mockRejectedValueOnce(
      new HttpError(429, 'Too Many Requests', JSON.stringify({ message: tooMany })),
    )
    await user.click(confirm)
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe(
        'Too many password attempts. Please try again later.',
      ),
    )

    const field = within(dialog).getByLabelText('Your password')
    await user.clear(field)
    await user.type(field, 'demo-password{Enter}')
    expect(privacy.deleteMyAccount).toHaveBeenLastCalledWith('demo-password')
    expect(await within(notifications()).findByText('Account deleted')).toBeTruthy()
  })
})
