import { fireEvent, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { db } from '../../data/db.ts'
import {
  loadBuilderDraft,
  saveBuilderDraft,
  type BuilderDraft,
} from '../../data/profile-builder.ts'
import { reply, type FakeApi } from '../../data/testing/fake-api.ts'
import { demoMember, serverTakesConsent, signedInDevice } from '../../test/member-device.ts'
import { leftInOutbox } from '../../test/outbox-rows.ts'
import { renderApp } from '../../test/render.tsx'
import { eventually } from '#shared/testing/eventually.ts'

const completeDraft = {
  step: 4,
  values: {
    firstName: 'Eleni',
    lastName: 'Pappas',
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

let server: FakeApi
beforeEach(async () => {
  server = await signedInDevice()
  // The server's profile is at version 9: an edit that starts without a version starts there.
  server.signIn({ ...demoMember, profileEditVersion: 9 })
})

/** The member's draft as a previous visit left it. */
const draftLeft = (draft: BuilderDraft) => saveBuilderDraft(draft)

/** The profile submits the server received (the online one, then any the outbox sent). */
const submitted = () => server.requestsTo('POST /api/profile').map((request) => request.body)

/** The member's profile submit left in the outbox by an earlier visit. */
const profileLeft = (extra: Parameters<typeof leftInOutbox>[1]) =>
  leftInOutbox({ kind: 'profile', path: '/api/profile', body: completeDraft.values }, extra)

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
    await signedInDevice({ ...demoMember, profileEditVersion: 3 })
    const { user } = renderApp('/profile-builder')
    await user.type(await screen.findByLabelText('First name'), 'x')
    await eventually(async () =>
      expect(await loadBuilderDraft()).toEqual({
        step: 0,
        values: expect.objectContaining({ firstName: 'Elenix', location: 'Chicago' }),
        baseVersion: 3,
      }),
    )
  })

  it('asks for consent before the faith step, and shows its fields once given', async () => {
    server = await signedInDevice({ ...demoMember, religiousDataConsentAt: null })
    serverTakesConsent(server)
    await draftLeft({ ...completeDraft, step: 3 })
    const { user } = renderApp('/profile-builder')
    await screen.findByText('Step 4 of 5')
    expect(screen.getByRole('heading', { name: 'Your consent is needed' })).toBeTruthy()
    expect(screen.queryByLabelText('Denomination')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', false)
    await user.click(screen.getByRole('button', { name: 'I consent, continue' }))
    await eventually(() =>
      expect(server.requestsTo('PUT /api/privacy/consent').map((r) => r.body)).toEqual([
        { religiousData: true },
      ]),
    )
    expect(await screen.findByLabelText('Denomination')).toHaveProperty('value', 'Greek Orthodox')
    expect(screen.queryByRole('heading', { name: 'Your consent is needed' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy()
  })

  it('shows the failure toast and stays when the profile cannot be created', async () => {
    await draftLeft(completeDraft)
    server.on('POST /api/profile', reply(500, { message: 'boom' }))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { user } = renderApp('/profile-builder')
    await screen.findByText('Step 5 of 5')
    await user.click(screen.getByRole('button', { name: 'Complete Profile' }))
    expect(await screen.findByText('Failed to create profile. Please try again.')).toBeTruthy()
    expect(submitted()).toEqual([
      expect.objectContaining({
        weight: 130,
        denomination: 'Greek Orthodox',
        bio: 'I sing in the choir at St. Andrew.',
      }),
    ])
    expect(window.location.pathname).toBe('/profile-builder')
  })

  it('offline, queues the profile, says it will be sent when back online and lets the member go on', async () => {
    await draftLeft(completeDraft)
    server.failOn('POST /api/profile', 'network')
    const { user } = renderApp('/profile-builder')
    await screen.findByText('Step 5 of 5')
    await user.click(screen.getByRole('button', { name: 'Complete Profile' }))
    expect(await screen.findByText('Saved on this device')).toBeTruthy()
    expect(screen.getByText('Your profile will be sent when you are back online.')).toBeTruthy()
    expect(screen.queryByText('Failed to create profile. Please try again.')).toBeNull()
    // Queued once, and the outbox sends it (the fake server is reachable again).
    await eventually(() => expect(server.writes.size).toBe(1))
    expect([...server.writes.values()]).toEqual([
      expect.objectContaining({
        path: '/api/profile',
        body: expect.objectContaining({ weight: 130, denomination: 'Greek Orthodox' }),
      }),
    ])
    await eventually(() => expect(window.location.pathname).toBe('/profile'))
  })

  it('does not queue a profile the server refused while online', async () => {
    await draftLeft(completeDraft)
    server.on('POST /api/profile', reply(400, { message: 'x' }))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { user } = renderApp('/profile-builder')
    await screen.findByText('Step 5 of 5')
    await user.click(screen.getByRole('button', { name: 'Complete Profile' }))
    expect(await screen.findByText('Failed to create profile. Please try again.')).toBeTruthy()
    expect(await db.outbox.count()).toBe(0)
    expect(submitted()).toHaveLength(1)
  })

  it('says a queued profile is waiting to be sent', async () => {
    await profileLeft({ status: 'pending' })
    renderApp('/profile-builder')
    const status = await screen.findByText('Your profile will be sent when you are back online.')
    expect(status.getAttribute('role')).toBe('status')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it("on the next visit, shows the server's refusal of the queued profile and keeps the draft", async () => {
    await draftLeft(completeDraft)
    await profileLeft({
      status: 'failed',
      lastError: '400: {"message":"Weight must be realistic","code":"validation_failed"}',
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
    await draftLeft(completeDraft)
    renderApp('/profile-builder')
    await screen.findByText('Step 5 of 5')
    fireEvent.change(
      screen.getByLabelText('Deacon recommendation letter (PDF or image, up to 5MB)'),
      { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } },
    )
    expect(await screen.findByText('Invalid File Type')).toBeTruthy()
    expect(server.requestsTo('POST /api/upload/deacon-letter')).toEqual([])
  })
})

describe('profile builder and newer edits made elsewhere (decisions 009, 011)', () => {
  const conflict = reply(409, {
    message: 'Your profile was changed on another device after you started this edit',
    code: 'edit_conflict',
  })
  /** Whether the builder asked the server for its current version (the session, refreshed). */
  const askedForVersion = () => server.requestsTo('GET /api/auth/user').length > 0

  it('sends the version the edit started from, kept in the draft', async () => {
    await draftLeft({ ...completeDraft, baseVersion: 4 })
    const { user } = renderApp('/profile-builder')
    await screen.findByText('Step 5 of 5')
    await user.click(screen.getByRole('button', { name: 'Complete Profile' }))
    await eventually(() =>
      expect(submitted()).toEqual([expect.objectContaining({ baseVersion: 4 })]),
    )
    // Nothing asked the server for a version before the submit (the session refresh that
    // follows a completed profile comes after it).
    const sent = server.requests.map((request) => `${request.method} ${request.path}`)
    expect(sent.slice(0, sent.indexOf('POST /api/profile'))).not.toContain('GET /api/auth/user')
  })

  it('refused online with 409, says so, keeps the form as typed, and the next submit starts from the current version', async () => {
    await draftLeft({ ...completeDraft, baseVersion: 4 })
    server.on('POST /api/profile', (request: { body: Record<string, unknown> }) =>
      request.body.baseVersion === 9 ? { ...demoMember, profileEditVersion: 10 } : conflict,
    )
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
    expect(await db.outbox.count()).toBe(0)
    await eventually(async () =>
      expect(await loadBuilderDraft()).toEqual({
        step: 4,
        values: expect.objectContaining({ weight: '130', denomination: 'Greek Orthodox' }),
        baseVersion: 9,
        conflict: true,
      }),
    )
    expect(window.location.pathname).toBe('/profile-builder')

    await user.click(screen.getByRole('button', { name: 'Complete Profile' }))
    await eventually(() => expect(window.location.pathname).toBe('/profile'))
    expect(submitted().at(-1)).toEqual(
      expect.objectContaining({ baseVersion: 9, weight: 130, denomination: 'Greek Orthodox' }),
    )
  })

  it('on the next visit after a queued submit met a newer edit, says the changes are a draft to review', async () => {
    await draftLeft({ ...completeDraft, conflict: true })
    const { user } = renderApp('/profile-builder')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain(
      'Your changes are kept on this device as a draft. Review them and complete your profile again.',
    )
    expect(screen.getByText('Step 5 of 5')).toBeTruthy()
    // The restored draft has no version: the edit goes on from the server's current one.
    expect(askedForVersion()).toBe(true)
    await user.click(screen.getByRole('button', { name: 'Complete Profile' }))
    await eventually(() =>
      expect(submitted()).toEqual([expect.objectContaining({ baseVersion: 9 })]),
    )
    await eventually(() => expect(window.location.pathname).toBe('/profile'))
  })

  it('refused on sync for want of consent (403), opens on the consent step with the request focused', async () => {
    // The device still believes consent was given (withdrawn elsewhere): the server's word counts.
    serverTakesConsent(server)
    await draftLeft({ ...completeDraft, baseVersion: 4 })
    await profileLeft({
      status: 'failed',
      lastError:
        '403: {"message":"Consent to store religious data is required","code":"consent_required"}',
    })
    const { user } = renderApp('/profile-builder')
    expect(await screen.findByText('Step 4 of 5')).toBeTruthy()
    const heading = screen.getByRole('heading', { name: 'Your consent is needed' })
    await eventually(() => expect(document.activeElement).toBe(heading))
    expect(screen.getByRole('alert').textContent).toContain(
      'The server did not accept your profile: Consent to store religious data is required',
    )
    expect(screen.queryByLabelText('Denomination')).toBeNull()

    await user.click(screen.getByRole('button', { name: 'I consent, continue' }))
    await eventually(() =>
      expect(server.requestsTo('PUT /api/privacy/consent').map((r) => r.body)).toEqual([
        { religiousData: true },
      ]),
    )
    expect(await screen.findByLabelText('Denomination')).toHaveProperty('value', 'Greek Orthodox')
    // Consent is no builder field (decision 011): the edit goes on from the version it started from.
    await eventually(async () =>
      expect(await loadBuilderDraft()).toEqual(
        expect.objectContaining({ step: 3, baseVersion: 4 }),
      ),
    )
    // One question for the member after the consent (setReligiousDataConsent), none for a version.
    expect(server.requestsTo('GET /api/auth/user')).toHaveLength(1)
  })
})
