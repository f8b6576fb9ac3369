import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { reply } from '../../data/testing/fake-api.ts'
import { signedOutDevice } from '../../test/member-device.ts'
import { renderApp } from '../../test/render.tsx'

describe('the pages mailed links open', () => {
  it('confirms the address once, on a device where nobody is signed in, and takes the token out of the address bar', async () => {
    const server = await signedOutDevice()
    server.on('POST /api/auth/email/confirm', { purpose: 'verify', email: 'eleni@example.org' })
    renderApp('/confirm-email?token=abc_DEF-123')
    expect(await screen.findByText('Your email address is confirmed. Thank you.')).toBeTruthy()
    expect(screen.getByText('eleni@example.org')).toBeTruthy()
    expect(window.location.pathname + window.location.search).toBe('/confirm-email')
    expect(server.requestsTo('POST /api/auth/email/confirm').map((r) => r.body)).toEqual([
      { token: 'abc_DEF-123' },
    ])
    const main = screen.getByRole('main')
    expect(within(main).getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/signin')
  })

  it('says a used link was used, and what a change of address did', async () => {
    const server = await signedOutDevice()
    server.on(
      'POST /api/auth/email/confirm',
      reply(409, { code: 'email_link_used', message: 'This link has been used already.' }),
    )
    renderApp('/confirm-email?token=used')
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This link has been used already.',
    )
  })

  it('puts the old address back with one tap, then offers a new password', async () => {
    const server = await signedOutDevice()
    server.on('POST /api/auth/email/undo', { email: 'eleni@example.org' })
    const user = userEvent.setup()
    renderApp('/undo-email-change?token=undo-token')
    await user.click(await screen.findByRole('button', { name: 'Put my address back' }))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your address is back' }),
    ).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Choose a new password' })).toBeTruthy()
    expect(server.requestsTo('POST /api/auth/email/undo').map((r) => r.body)).toEqual([
      { token: 'undo-token' },
    ])
  })
})
