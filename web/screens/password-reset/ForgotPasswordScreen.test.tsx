import { screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { db } from '../../data/db.ts'
import { reply, unreachable, type FakeApi } from '../../data/testing/fake-api.ts'
import { signedOutDevice } from '../../test/member-device.ts'
import { renderApp } from '../../test/render.tsx'

const ASK = 'POST /api/auth/password-reset'

let server: FakeApi
beforeEach(async () => {
  server = await signedOutDevice()
})

async function openFromSignIn() {
  const view = renderApp('/signin')
  await screen.findByRole('heading', { level: 1, name: 'Sign In' })
  await view.user.click(screen.getByRole('link', { name: 'Forgot password?' }))
  await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' })
  return view
}

describe('forgot password screen', () => {
  it('is reached from the sign-in screen and says the link is on its way', async () => {
    server.on(ASK, reply(202, { message: 'If an account uses this address…' }))
    const { user } = await openFromSignIn()
    expect(window.location.pathname).toBe('/forgot-password')
    await user.type(screen.getByLabelText('Email'), '  Maria@Example.org ')
    await user.click(screen.getByRole('button', { name: 'Send the link' }))

    await screen.findByRole('heading', { level: 1, name: 'Check your email' })
    expect(document.querySelector('.notice[role="status"]')?.textContent).toContain(
      'If an account uses maria@example.org, a link to choose a new password is on its way.',
    )
    expect(server.requestsTo(ASK).map((request) => request.body)).toEqual([
      { email: 'maria@example.org' },
    ])
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe(
      '/signin',
    )
  })

  it('names a malformed address and sends nothing', async () => {
    const { user } = await openFromSignIn()
    await user.type(screen.getByLabelText('Email'), 'maria')
    await user.click(screen.getByRole('button', { name: 'Send the link' }))
    expect((await screen.findByText('Please enter a valid email address')).className).toBe(
      'field-error',
    )
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true')
    expect(server.requestsTo(ASK)).toHaveLength(0)
  })

  it('offline: says so in the member’s language, keeps the address and queues nothing', async () => {
    const { user } = await openFromSignIn()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ru')
    await screen.findByRole('heading', { level: 1, name: 'Забыли пароль?' })
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    await user.type(screen.getByLabelText('Электронная почта'), 'maria@example.org')
    await user.click(screen.getByRole('button', { name: 'Отправить ссылку' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Вы не в сети. Подключитесь и попробуйте ещё раз.',
    )
    expect((screen.getByLabelText('Электронная почта') as HTMLInputElement).value).toBe(
      'maria@example.org',
    )
    expect(server.requestsTo(ASK)).toHaveLength(0)
    expect(await db.outbox.count()).toBe(0)
    online.mockRestore()
  })

  it('says so when the request does not reach the server, keeping the address', async () => {
    server.on(ASK, unreachable)
    const { user } = await openFromSignIn()
    await user.type(screen.getByLabelText('Email'), 'maria@example.org')
    await user.click(screen.getByRole('button', { name: 'Send the link' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You are offline. Connect and try again.',
    )
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('maria@example.org')
  })

  it('asks to wait after too many requests (429)', async () => {
    server.on(ASK, reply(429, { message: 'Too many…', code: 'rate_limited' }))
    const { user } = await openFromSignIn()
    await user.type(screen.getByLabelText('Email'), 'maria@example.org')
    await user.click(screen.getByRole('button', { name: 'Send the link' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many requests for a reset link. Please try again later.',
    )
  })
})
