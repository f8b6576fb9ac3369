import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { HttpError } from '../../data/api-client.ts'
import { demoMember, setSession } from '../../test/mock-session.ts'
import { renderApp } from '../../test/render.tsx'

vi.mock('../../data/session.ts', () => import('../../test/mock-session.ts'))
vi.mock('../../data/outbox.ts', () => import('../../test/mock-outbox.ts'))
vi.mock('../../data/device-settings.ts', () => import('../../test/mock-device-settings.ts'))
vi.mock('../../pwa/OfflineBanner.tsx', () => import('../../test/mock-pwa.tsx'))
vi.mock('../../pwa/UpdatePrompt.tsx', () => import('../../test/mock-pwa.tsx'))
const queued = vi.hoisted(() => ({ useQueuedProfile: vi.fn() }))
vi.mock('../profile-builder/use-queued-profile.ts', () => queued)
const photos = vi.hoisted(() => ({ saveProfilePhoto: vi.fn(), removeProfilePhoto: vi.fn() }))
vi.mock('../../data/profile-photo.ts', () => photos)
// The canvas work needs a real browser (e2e/profile-photo.spec.ts); here it answers a small JPEG.
const SMALL = new Blob(['small jpeg'], { type: 'image/jpeg' })
const downscale = vi.hoisted(() => ({ downscalePhoto: vi.fn() }))
vi.mock('./downscale-photo.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./downscale-photo.ts')>()),
  ...downscale,
}))

const setOnline = (online: boolean) => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online })
  window.dispatchEvent(new Event(online ? 'online' : 'offline'))
}

/** A promise the test settles, to see the pending labels. */
function deferred() {
  let resolve!: () => void
  let reject!: (error: unknown) => void
  const promise = new Promise<void>((yes, no) => {
    resolve = yes
    reject = no
  })
  return { promise, resolve, reject }
}

beforeEach(() => {
  vi.clearAllMocks()
  vi.spyOn(console, 'error').mockImplementation(() => {})
  setSession({ status: 'signed-in', member: demoMember })
  queued.useQueuedProfile.mockReturnValue(null)
  downscale.downscalePhoto.mockResolvedValue(SMALL)
  URL.createObjectURL = vi.fn(() => 'blob:preview')
  URL.revokeObjectURL = vi.fn()
  setOnline(true)
})
afterEach(() => setOnline(true))

const notifications = () => screen.getByRole('region', { name: 'Notifications (F8)' })

async function openDialog() {
  const view = renderApp('/profile')
  await screen.findByRole('heading', { level: 1, name: 'Eleni Pappas' })
  await view.user.click(screen.getByRole('button', { name: 'Change photo' }))
  return { ...view, dialog: screen.getByRole('dialog', { name: 'Profile photo' }) }
}

const photoFile = () => new File(['a big camera photo'], 'IMG_0042.png', { type: 'image/png' })

describe('the profile photo dialog', () => {
  it('makes the chosen photo small on the device, previews it, and saves it', async () => {
    const { user, dialog } = await openDialog()
    const input = within(dialog).getByLabelText<HTMLInputElement>('Choose a photo')
    expect(input.type).toBe('file')
    expect(input.accept).toBe('image/*')
    const save = within(dialog).getByRole('button', { name: 'Save photo' })
    expect(save).toHaveProperty('disabled', true)
    // No photo yet: nothing to remove.
    expect(within(dialog).queryByRole('button', { name: 'Remove photo' })).toBeNull()

    await user.upload(input, photoFile())
    expect(downscale.downscalePhoto).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'IMG_0042.png' }),
    )
    const preview = await within(dialog).findByRole('img', { name: 'Preview of your new photo' })
    expect(preview.getAttribute('src')).toBe('blob:preview')

    const saving = deferred()
    photos.saveProfilePhoto.mockReturnValue(saving.promise)
    await user.click(save)
    expect(photos.saveProfilePhoto).toHaveBeenCalledWith(SMALL)
    expect(within(dialog).getByRole('button', { name: 'Saving...' })).toHaveProperty(
      'disabled',
      true,
    )
    saving.resolve()
    expect(await within(notifications()).findByText('Photo updated')).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Profile photo' })).toBeNull())
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview')
  })

  it('says what the server refused in a toast and stays open', async () => {
    const { user, dialog } = await openDialog()
    await user.upload(within(dialog).getByLabelText('Choose a photo'), photoFile())
    photos.saveProfilePhoto.mockRejectedValue(
      new HttpError(
        415,
        'Unsupported Media Type',
        '{"message":"Please upload a JPEG, PNG or WebP photo."}',
      ),
    )
    await user.click(await within(dialog).findByRole('button', { name: 'Save photo' }))
    const toast = notifications()
    expect(await within(toast).findByText('Could not save your photo')).toBeTruthy()
    expect(within(toast).getByText('Please upload a JPEG, PNG or WebP photo.')).toBeTruthy()
    expect(screen.getByRole('dialog', { name: 'Profile photo' })).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: 'Save photo' })).toHaveProperty(
      'disabled',
      false,
    )
  })

  it('tells the member when the file cannot be read as a photo', async () => {
    const { user, dialog } = await openDialog()
    downscale.downscalePhoto.mockRejectedValue(new Error('not an image'))
    await user.upload(within(dialog).getByLabelText('Choose a photo'), photoFile())
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This file could not be read as a photo. Choose a JPEG, PNG or WebP photo.',
    )
    expect(within(dialog).getByRole('button', { name: 'Save photo' })).toHaveProperty(
      'disabled',
      true,
    )
  })

  it('removes the current photo', async () => {
    setSession({
      status: 'signed-in',
      member: { ...demoMember, profileImageUrl: '/api/profile/photo/6-a.jpg' },
    })
    const { user, dialog } = await openDialog()
    expect(within(dialog).getByRole('img', { name: 'Your current photo' })).toBeTruthy()
    const removing = deferred()
    photos.removeProfilePhoto.mockReturnValue(removing.promise)
    await user.click(within(dialog).getByRole('button', { name: 'Remove photo' }))
    expect(within(dialog).getByRole('button', { name: 'Removing…' })).toHaveProperty(
      'disabled',
      true,
    )
    removing.resolve()
    expect(await within(notifications()).findByText('Photo removed')).toBeTruthy()
    expect(photos.removeProfilePhoto).toHaveBeenCalledTimes(1)
  })

  it('offline, says a photo needs a connection and lets nothing be chosen or sent', async () => {
    setSession({
      status: 'signed-in',
      member: { ...demoMember, profileImageUrl: '/api/profile/photo/6-a.jpg' },
    })
    setOnline(false)
    const { dialog } = await openDialog()
    expect(within(dialog).getByRole('status').textContent).toBe(
      'You are offline. Changing your photo needs a connection.',
    )
    expect(within(dialog).getByLabelText('Choose a photo')).toHaveProperty('disabled', true)
    expect(within(dialog).getByRole('button', { name: 'Save photo' })).toHaveProperty(
      'disabled',
      true,
    )
    expect(within(dialog).getByRole('button', { name: 'Remove photo' })).toHaveProperty(
      'disabled',
      true,
    )
  })
})

describe("Settings' Profile Photos – Edit", () => {
  it('leads to /profile with focus on Change photo', async () => {
    const { user, router } = renderApp('/settings')
    await screen.findByRole('heading', { level: 1, name: 'Settings' }, { timeout: 5000 })
    await user.click(screen.getByRole('link', { name: 'Edit profile photos' }))
    await screen.findByRole('heading', { level: 1, name: 'Eleni Pappas' }, { timeout: 5000 })
    expect(router.state.location.pathname).toBe('/profile')
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Change photo' })),
    )
  })
})
