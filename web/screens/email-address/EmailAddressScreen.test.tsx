import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { EmailStatus } from '#shared/schemas/email-address.ts'
import { reply, unreachable, type FakeApi, type SeenRequest } from '../../data/testing/fake-api.ts'
import { demoMember, signedInDevice } from '../../test/member-device.ts'
import { renderApp } from '../../test/render.tsx'

const unconfirmed = { ...demoMember, emailVerified: false }

/** The server's side of /api/auth/email for a member whose address is `status`. */
function addressServer(server: FakeApi, status: EmailStatus) {
  let now = status
  server.on('GET /api/auth/email', () => now)
  server.on('POST /api/auth/email/confirm-code', (request: SeenRequest) => {
    const { code } = request.body as unknown as { code: string }
    if (code !== '123456') {
      return reply(400, {
        code: 'email_code_wrong',
        message: 'That code is not right, or it has expired.',
      })
    }
    const purpose = now.pending ? 'change' : 'verify'
    const email = now.pending?.email ?? now.email
    now = { email, verified: true, pending: null }
    server.signIn({ ...demoMember, email, emailVerified: true })
    return { purpose, email }
  })
  server.on('POST /api/auth/email/verification', () =>
    reply(202, { message: 'A new link and code are on their way to your address.' }),
  )
  server.on('POST /api/auth/email/change', (request: SeenRequest) => {
    const { email, password } = request.body as unknown as { email: string; password: string }
    if (password !== 'my-password') {
      return reply(403, { code: 'password_incorrect', message: 'Password is incorrect' })
    }
    now = { ...now, pending: { email, expiresAt: '2026-12-01T12:00:00.000Z' } }
    return reply(202, { email })
  })
  server.on('DELETE /api/auth/email/change', () => {
    now = { ...now, pending: null }
    return reply(204)
  })
}

describe('Settings › Email address', () => {
  it('confirms an unconfirmed address with the code of the mail; the reminder then goes', async () => {
    const server = await signedInDevice(unconfirmed)
    addressServer(server, { email: demoMember.email, verified: false, pending: null })
    const user = userEvent.setup()
    renderApp('/settings')
    const banner = await screen.findByRole('complementary')
    expect(banner.textContent).toBe(
      `Confirm your email address: we sent a link to ${demoMember.email}.Confirm`,
    )
    await user.click(within(banner).getByRole('link', { name: 'Confirm' }))

    expect(await screen.findByRole('heading', { level: 1, name: 'Email address' })).toBeTruthy()
    expect(await screen.findByText(/Not confirmed yet/)).toBeTruthy()
    const code = screen.getByLabelText('Code from the email')
    await user.type(code, '12x')
    expect((code as HTMLInputElement).value).toBe('12') // only digits
    await user.click(screen.getByRole('button', { name: 'Confirm' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The code is the 6 digits in the email.',
    )
    await user.clear(code)
    await user.type(code, '654321')
    await user.click(screen.getByRole('button', { name: 'Confirm' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'That code is not right, or it has expired. Check the latest email, or ask for a new one.',
    )
    expect((code as HTMLInputElement).value).toBe('654321') // kept
    await user.clear(code)
    await user.type(code, '123456')
    await user.click(screen.getByRole('button', { name: 'Confirm' }))
    expect(await screen.findByText('Confirmed')).toBeTruthy()
    expect(screen.queryByRole('complementary')).toBeNull()
  })

  it('asks for a change with the password, shows it waiting, and cancels it', async () => {
    const server = await signedInDevice()
    addressServer(server, { email: demoMember.email, verified: true, pending: null })
    const user = userEvent.setup()
    renderApp('/settings/email')
    expect(await screen.findByText('Confirmed')).toBeTruthy()
    await user.type(screen.getByLabelText('New email address'), 'eleni.new@example.org')
    await user.type(screen.getByLabelText('Your password'), 'wrong')
    await user.click(screen.getByRole('button', { name: 'Send a confirmation link' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Password is incorrect')
    expect((screen.getByLabelText('New email address') as HTMLInputElement).value).toBe(
      'eleni.new@example.org',
    )
    await user.clear(screen.getByLabelText('Your password'))
    await user.type(screen.getByLabelText('Your password'), 'my-password')
    await user.click(screen.getByRole('button', { name: 'Send a confirmation link' }))
    expect(
      await screen.findByText('Check eleni.new@example.org for the confirmation link'),
    ).toBeTruthy()
    const waiting = await screen.findByRole('region', { name: 'Waiting for confirmation' })
    expect(within(waiting).getByText('eleni.new@example.org')).toBeTruthy()
    expect(server.requestsTo('POST /api/auth/email/change').at(-1)?.body).toEqual({
      email: 'eleni.new@example.org',
      password: 'my-password',
    })

    await user.click(within(waiting).getByRole('button', { name: 'Cancel the change' }))
    expect(await screen.findByRole('region', { name: 'Change your address' })).toBeTruthy()
  })

  it('says offline that the settings need a connection, and loads them when tried again', async () => {
    const server = await signedInDevice()
    server.on('GET /api/auth/email', unreachable)
    const user = userEvent.setup()
    renderApp('/settings/email')
    expect(
      await screen.findByText('You are offline. Your email settings need a connection.'),
    ).toBeTruthy()
    addressServer(server, { email: demoMember.email, verified: true, pending: null })
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Confirmed')).toBeTruthy()
  })
})
