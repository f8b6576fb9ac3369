import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { eventually } from '#shared/testing/eventually.ts'
import { db } from '../../data/db.ts'
import { reply, type FakeApi } from '../../data/testing/fake-api.ts'
import { signedInDevice, signedOutDevice } from '../../test/member-device.ts'
import { renderApp } from '../../test/render.tsx'

const CONFIRM = 'POST /api/auth/password-reset/confirm'
const TOKEN = 'k3lQm0b1Zx8yW2vU7tS6rP5oN4mL3kJ2iH1gF0eD9cB'

let server: FakeApi
beforeEach(async () => {
  server = await signedOutDevice()
})

async function openLink() {
  const view = renderApp(`/reset-password?token=${TOKEN}`)
  await screen.findByRole('heading', { level: 1, name: 'Choose a new password' })
  return view
}

async function typeTwice(
  user: Awaited<ReturnType<typeof openLink>>['user'],
  password: string,
  repeat = password,
) {
  await user.type(screen.getByLabelText('New password'), password)
  await user.type(screen.getByLabelText('New password, again'), repeat)
  await user.click(screen.getByRole('button', { name: 'Save the new password' }))
}

describe('reset password screen', () => {
  it('sets the new password with the link’s token, then sends the member to sign in', async () => {
    server.on(CONFIRM, reply(204))
    const { user } = await openLink()
    // The token leaves the address bar (an effect of the screen's first render).
    await eventually(() => expect(window.location.search).toBe(''))
    expect(document.querySelector('meta[name="referrer"]')?.getAttribute('content')).toBe(
      'no-referrer',
    )
    await typeTwice(user, 'new-password-2')

    await screen.findByRole('heading', { level: 1, name: 'Password changed' })
    expect(document.querySelector('.notice[role="status"]')?.textContent).toContain(
      'you were signed out on every device',
    )
    expect(server.requestsTo(CONFIRM).map((request) => request.body)).toEqual([
      { token: TOKEN, password: 'new-password-2' },
    ])
    const page = document.querySelector<HTMLElement>('.auth-screen')!
    expect(within(page).getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/signin')
    expect(await db.outbox.count()).toBe(0)
  })

  it('works where the member is signed in: the device learns its session ended with the others', async () => {
    server = await signedInDevice()
    server.on(CONFIRM, () => {
      server.signOut() // the server ends every session of the member
      return reply(204)
    })
    const { user } = await openLink()
    expect(screen.getByText(/Welcome,/)).toBeTruthy()
    await typeTwice(user, 'new-password-2')

    await screen.findByRole('heading', { level: 1, name: 'Password changed' })
    await eventually(() => expect(screen.queryByText(/Welcome,/)).toBeNull())
    const page = document.querySelector<HTMLElement>('.auth-screen')!
    expect(within(page).getByRole('link', { name: 'Sign In' })).toBeTruthy()
  })

  it('asks for the same password twice and for sign-up’s length, sending nothing', async () => {
    const { user } = await openLink()
    await typeTwice(user, 'new-password-2', 'new-password-3')
    expect((await screen.findByText('The two passwords are not the same.')).className).toBe(
      'field-error',
    )
    await user.clear(screen.getByLabelText('New password'))
    await user.clear(screen.getByLabelText('New password, again'))
    await typeTwice(user, 'short')
    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy()
    expect(server.requestsTo(CONFIRM)).toHaveLength(0)
  })

  it.each([
    ['reset_link_used', 409, 'This reset link has been used already. Ask for a new one.'],
    [
      'reset_link_expired',
      409,
      'This reset link has expired (it works for 30 minutes). Ask for a new one.',
    ],
    ['reset_link_invalid', 400, 'This reset link is not valid. Ask for a new one.'],
  ])('refuses a link %s with its message and the way to a new one', async (code, status, text) => {
    server.on(CONFIRM, reply(status, { message: 'English text', code }))
    const { user } = await openLink()
    await typeTwice(user, 'new-password-2')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain(text)
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe(
      '/forgot-password',
    )
  })

  it('offline: says so in the member’s language and keeps both passwords', async () => {
    const { user } = await openLink()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'gr')
    await screen.findByRole('heading', { level: 1, name: 'Επιλέξτε νέο κωδικό' })
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    await user.type(screen.getByLabelText('Νέος κωδικός'), 'new-password-2')
    await user.type(screen.getByLabelText('Νέος κωδικός, ξανά'), 'new-password-2')
    await user.click(screen.getByRole('button', { name: 'Αποθήκευση νέου κωδικού' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Είστε εκτός σύνδεσης. Συνδεθείτε και δοκιμάστε ξανά.',
    )
    expect((screen.getByLabelText('Νέος κωδικός') as HTMLInputElement).value).toBe('new-password-2')
    expect(server.requestsTo(CONFIRM)).toHaveLength(0)
    expect(await db.outbox.count()).toBe(0)
    online.mockRestore()
  })

  it('without a token, says the link is not valid and sends nothing', async () => {
    const { user } = renderApp('/reset-password')
    await screen.findByRole('heading', { level: 1, name: 'Choose a new password' })
    await typeTwice(user, 'new-password-2')
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This reset link is not valid. Ask for a new one.',
    )
    expect(server.requestsTo(CONFIRM)).toHaveLength(0)
  })
})
