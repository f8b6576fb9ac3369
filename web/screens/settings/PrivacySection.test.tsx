import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { PRIVACY_MESSAGES } from '#shared/schemas/privacy.ts'
import { currentMember } from '../../data/current-member.ts'
import { reply, type FakeApi } from '../../data/testing/fake-api.ts'
import { demoMember, serverTakesConsent, signedInDevice } from '../../test/member-device.ts'
import { renderApp } from '../../test/render.tsx'

const CONSENT = 'PUT /api/privacy/consent'
const EXPORT = 'GET /api/privacy/export'
const DELETE = 'DELETE /api/privacy/account'
const EXPORT_FILE = 'orthodox-hearts-data-6-2026-03-01.json'

let server: FakeApi
/** The files the page asked the browser to save. */
let downloads: string[]

/** The member's device, with a server that takes consent and sends the export as the API does. */
async function deviceOf(member = demoMember) {
  server = await signedInDevice(member)
  serverTakesConsent(server, member)
  server.on(
    EXPORT,
    reply(
      200,
      { member: { id: member.id } },
      { 'Content-Disposition': `attachment; filename="${EXPORT_FILE}"` },
    ),
  )
}

beforeEach(async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  // A download link's click makes the browser save the file, which happy-dom cannot: the
  // file's name is noted instead.
  downloads = []
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    downloads.push(this.download)
  })
  await deviceOf()
})

async function openSettings() {
  const view = renderApp('/settings')
  await screen.findByRole('heading', { level: 2, name: 'Your Data' })
  return view
}

const consentSwitch = () => screen.getByRole('switch', { name: 'Store my faith data' })
const notifications = () => screen.getByRole('region', { name: 'Notifications (F8)' })
const consentsSent = () => server.requestsTo(CONSENT).map((request) => request.body)
const passwordsSent = () => server.requestsTo(DELETE).map((request) => request.body)

describe('Settings › Your Data', () => {
  it('shows the consent with its explanation, and withdrawing asks first, then withdraws', async () => {
    const { user } = await openSettings()
    expect(consentSwitch().getAttribute('aria-checked')).toBe('true')
    expect(consentSwitch().getAttribute('aria-describedby')).toBeTruthy()
    expect(screen.getByText(/We store your faith answers only with your consent/)).toBeTruthy()

    await user.click(consentSwitch())
    const dialog = screen.getByRole('dialog', { name: 'Withdraw consent?' })
    await user.click(within(dialog).getByRole('button', { name: 'Keep consent' }))
    expect(consentsSent()).toEqual([])

    await user.click(consentSwitch())
    await user.click(screen.getByRole('button', { name: 'Withdraw and delete' }))
    expect(await within(notifications()).findByText('Consent withdrawn')).toBeTruthy()
    expect(consentsSent()).toEqual([{ religiousData: false }])
    // The device holds the member as the server now names them: without consent.
    expect((await currentMember())?.religiousDataConsentAt).toBeNull()
    await waitFor(() => expect(consentSwitch().getAttribute('aria-checked')).toBe('false'))
  })

  it('gives consent with one click when it is not given; offline it says so', async () => {
    await deviceOf({ ...demoMember, religiousDataConsentAt: null })
    const { user } = await openSettings()
    expect(consentSwitch().getAttribute('aria-checked')).toBe('false')
    server.failOn(CONSENT, 'network')
    await user.click(consentSwitch())
    expect(await within(notifications()).findByText('You are offline')).toBeTruthy()
    expect(consentSwitch().getAttribute('aria-checked')).toBe('false')
    await user.click(consentSwitch())
    expect(await within(notifications()).findByText('Consent given')).toBeTruthy()
    expect(consentsSent()).toEqual([{ religiousData: true }, { religiousData: true }])
    await waitFor(() => expect(consentSwitch().getAttribute('aria-checked')).toBe('true'))
  })

  it('downloads the data export', async () => {
    const { user } = await openSettings()
    await user.click(screen.getByRole('button', { name: 'Download my data' }))
    expect(await within(notifications()).findByText('Your data is downloading')).toBeTruthy()
    expect(server.requestsTo(EXPORT)).toHaveLength(1)
    // Saved under the name the server gave it.
    expect(downloads).toEqual([EXPORT_FILE])
  })

  it('deletes the account only with the password, showing a wrong one', async () => {
    const { user } = await openSettings()
    await user.click(screen.getByRole('button', { name: 'Delete my account' }))
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' })
    expect(within(dialog).getByText(/permanently deletes your profile/)).toBeTruthy()
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account permanently' })

    await user.click(confirm)
    expect(within(dialog).getByRole('alert').textContent).toBe('Password is required')
    expect(passwordsSent()).toEqual([])

    // The refusals of api/routes/privacy.ts, each with its code.
    server.on(
      DELETE,
      reply(403, { message: PRIVACY_MESSAGES.passwordIncorrect, code: 'password_incorrect' }),
    )
    await user.type(within(dialog).getByLabelText('Your password'), 'wrong-password')
    await user.click(confirm)
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Password is incorrect')

    const notCancelled = PRIVACY_MESSAGES.subscriptionNotCancelled
    server.on(DELETE, reply(503, { message: notCancelled, code: 'service_unavailable' }))
    await user.click(confirm)
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe(notCancelled))

    const tooMany = 'Too many password attempts. Please try again in 15 minutes.'
    server.on(DELETE, reply(429, { message: tooMany, code: 'rate_limited' }))
    await user.click(confirm)
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe(
        'Too many password attempts. Please try again later.',
      ),
    )

    server.on(DELETE, reply(204))
    const field = within(dialog).getByLabelText('Your password')
    await user.clear(field)
    await user.type(field, 'demo-password{Enter}')
    expect(await within(notifications()).findByText('Account deleted')).toBeTruthy()
    expect(passwordsSent()).toEqual([
      { password: 'wrong-password' },
      { password: 'wrong-password' },
      { password: 'wrong-password' },
      { password: 'demo-password' },
    ])
    // The device forgets the member as a sign-out does.
    await waitFor(async () => expect(await currentMember()).toBeNull())
  })
})
