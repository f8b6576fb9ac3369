import { screen } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { reply, unreachable, type FakeApi } from '../../data/testing/fake-api.ts'
import { signedOutDevice } from '../../test/member-device.ts'
import { renderApp } from '../../test/render.tsx'

const LOGIN = 'POST /api/auth/login'

let server: FakeApi
beforeEach(async () => {
  server = await signedOutDevice()
})

/** The server refuses the sign-in: the password does not match. */
const wrongPassword = () =>
  server.on(
    LOGIN,
    reply(401, { message: 'Invalid email or password', code: 'invalid_credentials' }),
  )

async function fillAndSubmit(user: ReturnType<typeof renderApp>['user']) {
  await user.type(screen.getByLabelText('Email'), 'demo@example.com')
  await user.type(screen.getByLabelText('Password'), 'wrong-password')
  await user.click(screen.getByRole('button', { name: 'Sign In' }))
}

describe('sign-in screen', () => {
  it("shows the server's message when the password is wrong (401)", async () => {
    wrongPassword()
    const { user } = renderApp('/signin')
    await screen.findByRole('heading', { level: 1, name: 'Sign In' })
    await fillAndSubmit(user)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe('Invalid email or password')
    expect(server.requestsTo(LOGIN).map((request) => request.body)).toEqual([
      { email: 'demo@example.com', password: 'wrong-password', language: 'en' },
    ])
    expect(window.location.pathname).toBe('/signin')
  })

  it("shows the server's refusal in the member's language", async () => {
    wrongPassword()
    const { user } = renderApp('/signin')
    await screen.findByRole('heading', { level: 1, name: 'Sign In' })
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ru')
    await screen.findByRole('heading', { level: 1, name: 'Войти' })
    await user.type(screen.getByLabelText('Электронная почта'), 'demo@example.com')
    await user.type(screen.getByLabelText('Пароль'), 'wrong-password')
    await user.click(screen.getByRole('button', { name: 'Войти' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Неверный адрес электронной почты или пароль',
    )
  })

  it('asks to wait after too many attempts (429)', async () => {
    server.on(
      LOGIN,
      reply(429, {
        message: 'Too many sign-in attempts. Please try again in 15 minutes.',
        code: 'rate_limited',
      }),
    )
    const { user } = renderApp('/signin')
    await screen.findByRole('heading', { level: 1, name: 'Sign In' })
    await fillAndSubmit(user)
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many sign-in attempts. Please try again later.',
    )
  })

  it('says so when the network is down', async () => {
    server.on(LOGIN, unreachable)
    const { user } = renderApp('/signin')
    await screen.findByRole('heading', { level: 1, name: 'Sign In' })
    await fillAndSubmit(user)
    expect((await screen.findByRole('alert')).textContent).toBe('Network error. Please try again.')
  })

  it('goes on to `next` after signing in', async () => {
    const { user } = renderApp('/signin?next=%2Fprofile')
    await screen.findByRole('heading', { level: 1, name: 'Sign In' })
    await fillAndSubmit(user)
    await screen.findByRole('heading', { level: 1, name: 'Eleni Pappas' })
    expect(window.location.pathname).toBe('/profile')
  })

  it('shows the demo hint and links to sign up', async () => {
    renderApp('/signin')
    await screen.findByRole('heading', { level: 1, name: 'Sign In' })
    expect(screen.getByText('demo@example.com')).toBeTruthy()
    expect(screen.getByText('demo-password')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      '/signup',
    )
  })
})
