import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { Passkey } from '#shared/schemas/passkeys.ts'
import { reply, unreachable, type FakeApi } from '../../data/testing/fake-api.ts'
import { signedInDevice } from '../../test/member-device.ts'
import { renderApp } from '../../test/render.tsx'

const PHONE: Passkey = {
  id: 'cGhvbmUtcGFzc2tleQ',
  name: 'Chrome on Android',
  createdAt: '2026-10-04T09:00:00.000Z',
  lastUsedAt: '2026-11-20T18:30:00.000Z',
}
const LAPTOP: Passkey = {
  id: 'bGFwdG9wLXBhc3NrZXk',
  name: 'Safari on macOS',
  createdAt: '2026-11-01T09:00:00.000Z',
  lastUsedAt: null,
}

/** The server's side of /api/auth/passkeys: two passkeys, the phone's the last way in. */
function passkeysServer(server: FakeApi, hasPassword = true) {
  let passkeys = [LAPTOP, PHONE]
  server.on('GET /api/auth/passkeys', () => ({ passkeys, hasPassword }))
  server.on(`DELETE /api/auth/passkeys/${LAPTOP.id}`, () => {
    passkeys = passkeys.filter((p) => p.id !== LAPTOP.id)
    return reply(204)
  })
  server.on(`DELETE /api/auth/passkeys/${PHONE.id}`, () =>
    reply(409, { code: 'last_way_in', message: 'This is your only way to sign in' }),
  )
}

describe('Passkeys', () => {
  it('lists the passkeys with where they were made, when, and when last used', async () => {
    passkeysServer(await signedInDevice())
    renderApp('/settings/passkeys')
    const list = await screen.findByRole('list', { name: 'Your passkeys' })
    const cards = within(list).getAllByRole('article')
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Safari on macOS',
      'Chrome on Android',
    ])
    expect(within(cards[0]!).getByText('Not used to sign in yet')).toBeTruthy()
    expect(within(cards[1]!).getByText('Last used Nov 20, 2026')).toBeTruthy()
    expect(within(cards[1]!).getByText('Added Oct 4, 2026')).toBeTruthy()
  })

  it('removes a passkey after asking, and says so when it is the last way in', async () => {
    const server = await signedInDevice()
    passkeysServer(server, false)
    const user = userEvent.setup()
    renderApp('/settings/passkeys')
    expect(await screen.findByText('You sign in with passkeys only')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Remove the passkey Safari on macOS' }))
    const dialog = await screen.findByRole('dialog', { name: 'Remove this passkey?' })
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }))
    expect(await screen.findByText('Passkey removed')).toBeTruthy()
    expect(server.requestsTo(`DELETE /api/auth/passkeys/${LAPTOP.id}`)).toHaveLength(1)
    expect(await screen.findByRole('list', { name: 'Your passkeys' })).toBeTruthy()

    await user.click(
      await screen.findByRole('button', { name: 'Remove the passkey Chrome on Android' }),
    )
    const again = await screen.findByRole('dialog', { name: 'Remove this passkey?' })
    await user.click(within(again).getByRole('button', { name: 'Remove' }))
    expect(
      await screen.findByText(
        'This passkey is your only way to sign in. Add another passkey first.',
      ),
    ).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Chrome on Android' })).toBeTruthy()
  })

  it('removes the password with the password typed again, and keeps it typed on a refusal', async () => {
    const server = await signedInDevice()
    passkeysServer(server)
    let tries = 0
    server.on('POST /api/auth/passkeys/remove-password', () =>
      ++tries === 1
        ? reply(403, { code: 'password_incorrect', message: 'The password is not correct' })
        : reply(204),
    )
    const user = userEvent.setup()
    renderApp('/settings/passkeys')
    const field = await screen.findByLabelText('Current password')
    await user.type(field, 'wrong-one')
    await user.click(screen.getByRole('button', { name: 'Remove my password' }))
    expect(await screen.findByText('That password is not correct.')).toBeTruthy()
    expect((field as HTMLInputElement).value).toBe('wrong-one')
    await user.clear(field)
    await user.type(field, 'church-bells-7')
    await user.click(screen.getByRole('button', { name: 'Remove my password' }))
    expect(
      await screen.findByText('Password removed. You now sign in with a passkey.'),
    ).toBeTruthy()
    expect(server.requestsTo('POST /api/auth/passkeys/remove-password').at(-1)?.body).toEqual({
      password: 'church-bells-7',
    })
  })

  it('says offline that passkeys need a connection, keeps the typed password, queues nothing', async () => {
    const server = await signedInDevice()
    passkeysServer(server)
    server.on('POST /api/auth/passkeys/remove-password', unreachable)
    const user = userEvent.setup()
    renderApp('/settings/passkeys')
    const field = await screen.findByLabelText('Current password')
    await user.type(field, 'church-bells-7')
    await user.click(screen.getByRole('button', { name: 'Remove my password' }))
    expect(
      await screen.findByText('You are offline. Removing your password needs a connection.'),
    ).toBeTruthy()
    expect((field as HTMLInputElement).value).toBe('church-bells-7')
  })

  it('says offline that the list needs a connection', async () => {
    const server = await signedInDevice()
    server.on('GET /api/auth/passkeys', unreachable)
    renderApp('/settings/passkeys')
    expect(
      await screen.findByText(
        'You are offline. Your passkeys can be seen and changed only online.',
      ),
    ).toBeTruthy()
  })
})
