import { fireEvent, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { HttpError, NetworkError } from '../../data/api-client.ts'
import { demoMember, setSession } from '../../test/mock-session.ts'
import { renderApp } from '../../test/render.tsx'

vi.mock('../../data/session.ts', () => import('../../test/mock-session.ts'))
vi.mock('../../data/outbox.ts', () => import('../../test/mock-outbox.ts'))
vi.mock('../../data/device-settings.ts', () => import('../../test/mock-device-settings.ts'))
vi.mock('../../pwa/OfflineBanner.tsx', () => import('../../test/mock-pwa.tsx'))
vi.mock('../../pwa/UpdatePrompt.tsx', () => import('../../test/mock-pwa.tsx'))

const data = vi.hoisted(() => ({
  loadBuilderDraft: vi.fn(),
  saveBuilderDraft: vi.fn(),
  submitProfile: vi.fn(),
  uploadDeaconLetter: vi.fn(),
  latestProfileEditVersion: vi.fn(),
}))
vi.mock('../../data/profile-builder.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../data/profile-builder.ts')>()),
  ...data,
}))
const outbox = vi.hoisted(() => ({ queueProfile: vi.fn() }))
vi.mock('../../data/profile-queue.ts', () => outbox)
const queued = vi.hoisted(() => ({ useQueuedProfile: vi.fn() }))
vi.mock('./use-queued-profile.ts', () => queued)
const privacy = vi.hoisted(() => ({ setReligiousDataConsent: vi.fn() }))
vi.mock('../../data/privacy.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../data/privacy.ts')>()),
  ...privacy,
}))

const completeDraft = {
  step: 4,
  values: {
    firstName: 'Eleni',
    lastName: 'Pappas',
    age: '29',
    location: 'Chicago',
    country: 'United States',
    race: 'Greek',
    weight: '130',
    height: '168cm',
    eyeColor: 'Brown',
    bustChest: '34',
    waist: '27',
    hipsInseam: '36',
    occupation: 'Nurse',
    income: '60000',
    educationLevel: "Bachelor's Degree",
    englishFluency: 'Native',
    denomination: 'Greek Orthodox',
    churchAttendanceFrequency: 'Weekly',
    jurisdiction: 'GOARCH',
    mbtiType: 'ISFJ',
    loveLanguage: 'Quality Time',
  },
}

beforeEach(() => {
  vi.clearAllMocks()
  setSession({ status: 'signed-in', member: demoMember })
  data.loadBuilderDraft.mockResolvedValue(null)
  data.saveBuilderDraft.mockResolvedValue(undefined)
  data.latestProfileEditVersion.mockResolvedValue(9)
  privacy.setReligiousDataConsent.mockResolvedValue(undefined)
  outbox.queueProfile.mockResolvedValue(undefined)
  queued.useQueuedProfile.mockReturnValue(null)
})

describe('profile builder', () => {
  it('starts on step 1 prefilled from the member, and Next shows the messages of that step only', async () => {
    const { user } = renderApp('/profile-builder')
    await screen.findByText('Step 1 of 5')
    expect(screen.getByText('20% complete')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true)
    expect(screen.getByLabelText('First name')).toHaveProperty('value', 'Eleni')
    expect(screen.getByLabelText('Location (city, state/province)')).toHaveProperty(
      'value',
      'Chicago',
    )
    await user.click(screen.getByRole('button', { name: 'Next' }))
    const country = screen.getByLabelText('Country')
    expect(screen.getByText('Country is required').id).toBe('profile-country-error')
    expect(country.getAttribute('aria-describedby')).toBe('profile-country-error')
    expect(document.activeElement).toBe(country)
    expect(screen.queryByText('Race/ethnicity is required')).toBeNull()
    expect(screen.getByText('Step 1 of 5')).toBeTruthy()
  })

  it("keeps each change in the draft, with the member's version the edit started from", async () => {
    setSession({ status: 'signed-in', member: { ...demoMember, profileEditVersion: 3 } })
    const { user } = renderApp('/profile-builder')
    await user.type(await screen.findByLabelText('First name'), 'x')
    expect(data.saveBuilderDraft).toHaveBeenLastCalledWith({
      step: 0,
      values: expect.objectContaining({ firstName: 'Elenix', location: 'Chicago' }),
      baseVersion: 3,
    })
  })

  it('asks for consent before the faith step, and shows its fields once given', async () => {
    setSession({ status: 'signed-in', member: { ...demoMember, religiousDataConsentAt: null } })
    data.loadBuilderDraft.mockResolvedValue({ ...completeDraft, step: 3 })
    const { user } = renderApp('/profile-builder')
    await screen.findByText('Step 4 of 5')
    expect(screen.getByRole('heading', { name: 'Your consent is needed' })).toBeTruthy()
    expect(screen.queryByLabelText('Denomination')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', false)
    await user.click(screen.getByRole('button', { name: 'I consent, continue' }))
    expect(privacy.setReligiousDataConsent).toHaveBeenCalledWith(true)
    expect(await screen.findByLabelText('Denomination')).toHaveProperty('value', 'Greek Orthodox')
    expect(screen.queryByRole('heading', { name: 'Your consent is needed' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy()
  })

  it('shows the failure toast and stays when the profile cannot be created', async () => {
    data.loadBuilderDraft.mockResolvedValue(completeDraft)
    data.submitProfile.mockRejectedValue(new Error('offline'))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { user } = renderApp('/profile-builder')
    await screen.findByText('Step 5 of 5')
    await user.click(screen.getByRole('button', { name: 'Complete Profile' }))
    expect(await screen.findByText('Failed to create profile. Please try again.')).toBeTruthy()
    expect(data.submitProfile).toHaveBeenCalledWith(
      expect.objectContaining({
        weight: 130,
        denomination: 'Greek Orthodox',
        bio: 'I sing in the choir at St. Andrew.',
      }),
    )
    expect(window.location.pathname).toBe('/profile-builder')
  })

  it('offline, queues the profile, says it will be sent when back online and lets the member go on', async () => {
    data.loadBuilderDraft.mockResolvedValue(completeDraft)
    data.submitProfile.mockRejectedValue(new NetworkError(new TypeError('Failed to fetch')))
    const { user } = renderApp('/profile-builder')
    await screen.findByText('Step 5 of 5')
    await user.click(screen.getByRole('button', { name: 'Complete Profile' }))
    expect(await screen.findByText('Saved on this device')).toBeTruthy()
    expect(screen.getByText('Your profile will be sent when you are back online.')).toBeTruthy()
    expect(screen.queryByText('Failed to create profile. Please try again.')).toBeNull()
    expect(outbox.queueProfile).toHaveBeenCalledTimes(1)
    expect(outbox.queueProfile).toHaveBeenCalledWith(
      expect.objectContaining({ weight: 130, denomination: 'Greek Orthodox' }),
    )
    await vi.waitFor(() => expect(window.location.pathname).toBe('/profile'))
  })

  it('does not queue a profile the server refused while online', async () => {
    data.loadBuilderDraft.mockResolvedValue(completeDraft)
    data.submitProfile.mockRejectedValue(new HttpError(400, 'Bad Request', '{"message":"x"}'))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { user } = renderApp('/profile-builder')
    await screen.findByText('Step 5 of 5')
    await user.click(screen.getByRole('button', { name: 'Complete Profile' }))
    expect(await screen.findByText('Failed to create profile. Please try again.')).toBeTruthy()
    expect(outbox.queueProfile).not.toHaveBeenCalled()
  })

  it('says a queued profile is waiting to be sent', async () => {
    queued.useQueuedProfile.mockReturnValue({ status: 'pending' })
    renderApp('/profile-builder')
    const status = await screen.findByText('Your profile will be sent when you are back online.')
    expect(status.getAttribute('role')).toBe('status')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it("on the next visit, shows the server's refusal of the queued profile and keeps the draft", async () => {
    data.loadBuilderDraft.mockResolvedValue(completeDraft)
    queued.useQueuedProfile.mockReturnValue({
      status: 'failed',
      message: 'Weight must be realistic',
    })
    renderApp('/profile-builder')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain(
      'The server did not accept your profile: Weight must be realistic',
    )
    expect(alert.textContent).toContain(
      'Your answers are kept. Correct them and complete your profile again.',
    )
    expect(await screen.findByText('Step 5 of 5')).toBeTruthy()
  })

  it('refuses a file that is not a PDF or image before uploading it', async () => {
    data.loadBuilderDraft.mockResolvedValue(completeDraft)
    renderApp('/profile-builder')
    await screen.findByText('Step 5 of 5')
    fireEvent.change(
      screen.getByLabelText('Deacon recommendation letter (PDF or image, up to 5MB)'),
      { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } },
    )
    expect(await screen.findByText('Invalid File Type')).toBeTruthy()
    expect(data.uploadDeaconLetter).not.toHaveBeenCalled()
  })
})

describe('profile builder and newer edits made elsewhere (decisions 009, 011)', () => {
  const conflict = new HttpError(
    409,
    'Conflict',
    '{"message":"Your profile was changed on another device after you started this edit"}',
  )

  it('sends the version the edit started from, kept in the draft', async () => {
    data.loadBuilderDraft.mockResolvedValue({ ...completeDraft, baseVersion: 4 })
    const { user } = renderApp('/profile-builder')
    await screen.findByText('Step 5 of 5')
    await user.click(screen.getByRole('button', { name: 'Complete Profile' }))
    await vi.waitFor(() =>
      expect(data.submitProfile).toHaveBeenCalledWith(expect.objectContaining({ baseVersion: 4 })),
    )
    expect(data.latestProfileEditVersion).not.toHaveBeenCalled()
  })

  it('refused online with 409, says so, keeps the form as typed, and the next submit starts from the current version', async () => {
    data.loadBuilderDraft.mockResolvedValue({ ...completeDraft, baseVersion: 4 })
    data.submitProfile.mockRejectedValueOnce(conflict).mockResolvedValueOnce(undefined)
    const { user } = renderApp('/profile-builder')
    await screen.findByText('Step 5 of 5')
    await user.click(screen.getByRole('button', { name: 'Complete Profile' }))

    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain(
      'Your profile was changed on another device after you started this edit',
    )
    expect(alert.textContent).toContain(
      'Your changes are kept on this device as a draft. Review them and complete your profile again.',
    )
    expect(screen.getByText('Step 5 of 5')).toBeTruthy()
    expect(screen.queryByText('Failed to create profile. Please try again.')).toBeNull()
    expect(outbox.queueProfile).not.toHaveBeenCalled()
    await vi.waitFor(() =>
      expect(data.saveBuilderDraft).toHaveBeenLastCalledWith({
        step: 4,
        values: expect.objectContaining({ weight: '130', denomination: 'Greek Orthodox' }),
        baseVersion: 9,
        conflict: true,
      }),
    )
    expect(window.location.pathname).toBe('/profile-builder')

    await user.click(screen.getByRole('button', { name: 'Complete Profile' }))
    await vi.waitFor(() => expect(window.location.pathname).toBe('/profile'))
    expect(data.submitProfile).toHaveBeenLastCalledWith(
      expect.objectContaining({ baseVersion: 9, weight: 130, denomination: 'Greek Orthodox' }),
    )
  })

  it('on the next visit after a queued submit met a newer edit, says the changes are a draft to review', async () => {
    data.loadBuilderDraft.mockResolvedValue({ ...completeDraft, conflict: true })
    const { user } = renderApp('/profile-builder')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain(
      'Your changes are kept on this device as a draft. Review them and complete your profile again.',
    )
    expect(screen.getByText('Step 5 of 5')).toBeTruthy()
    // The restored draft has no version: the edit goes on from the server's current one.
    expect(data.latestProfileEditVersion).toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Complete Profile' }))
    await vi.waitFor(() =>
      expect(data.submitProfile).toHaveBeenCalledWith(expect.objectContaining({ baseVersion: 9 })),
    )
  })

  it('refused on sync for want of consent (403), opens on the consent step with the request focused', async () => {
    // The device still believes consent was given (withdrawn elsewhere): the server's word counts.
    data.loadBuilderDraft.mockResolvedValue({ ...completeDraft, baseVersion: 4 })
    queued.useQueuedProfile.mockReturnValue({
      status: 'failed',
      message: 'Consent to store religious data is required',
    })
    const { user } = renderApp('/profile-builder')
    expect(await screen.findByText('Step 4 of 5')).toBeTruthy()
    const heading = screen.getByRole('heading', { name: 'Your consent is needed' })
    await vi.waitFor(() => expect(document.activeElement).toBe(heading))
    expect(screen.getByRole('alert').textContent).toContain(
      'The server did not accept your profile: Consent to store religious data is required',
    )
    expect(screen.queryByLabelText('Denomination')).toBeNull()

    await user.click(screen.getByRole('button', { name: 'I consent, continue' }))
    expect(privacy.setReligiousDataConsent).toHaveBeenCalledWith(true)
    expect(await screen.findByLabelText('Denomination')).toHaveProperty('value', 'Greek Orthodox')
    // Consent is no builder field (decision 011): the edit goes on from the version it started from.
    await vi.waitFor(() =>
      expect(data.saveBuilderDraft).toHaveBeenLastCalledWith(
        expect.objectContaining({ step: 3, baseVersion: 4 }),
      ),
    )
    expect(data.latestProfileEditVersion).not.toHaveBeenCalled()
  })
})
