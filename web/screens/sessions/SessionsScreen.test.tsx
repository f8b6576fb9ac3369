import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { eventually } from '#shared/testing/eventually.ts'
import type { MemberSession } from '#shared/schemas/sessions.ts'
import { reply, unreachable, type FakeApi } from '../../data/testing/fake-api.ts'
import { signedInDevice } from '../../test/member-device.ts'
import { renderApp } from '../../test/render.tsx'

const today = new Date()
const daysBefore = (days: number) => new Date(today.getTime() - days * 86_400_000).toISOString()

const session = (id: string, fields: Partial<MemberSession>): MemberSession => ({
  id,
  browser: 'Chrome',
  system: 'Android',
  device: 'phone',
  signedInAt: daysBefore(30),
  lastActiveAt: daysBefore(0),
  current: false,
  ...fields,
})

const THIS = '11111111-1111-4111-8111-111111111111'
const LAPTOP = '22222222-2222-4222-8222-222222222222'
const TABLET = '33333333-3333-4333-8333-333333333333'

/** The server's side of /api/auth/sessions: a list, one sign-out, and all others. */
function sessionsServer(server: FakeApi) {
  let sessions = [
    session(THIS, { current: true }),
    session(LAPTOP, {
      browser: 'Firefox',
      system: 'Windows',
      device: 'computer',
      lastActiveAt: daysBefore(3),
    }),
    session(TABLET, {
      browser: null,
      system: null,
      device: 'unknown',
      lastActiveAt: daysBefore(1),
    }),
  ]
  server.on('GET /api/auth/sessions', () => ({ sessions }))
  server.on(`DELETE /api/auth/sessions/${LAPTOP}`, () => {
    sessions = sessions.filter((s) => s.id !== LAPTOP)
    return reply(204)
  })
  server.on('POST /api/auth/sessions/end-others', () => {
    const ended = sessions.length - 1
    sessions = sessions.filter((s) => s.current)
    return { ended }
  })
}

describe('Where you are signed in', () => {
  it('lists the devices, this one first and marked, each other with when it was last active', async () => {
    const server = await signedInDevice()
    sessionsServer(server)
    renderApp('/settings/devices')
    const list = await screen.findByRole('list', { name: 'Your devices' })
    const cards = within(list).getAllByRole('article')
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Chrome on Android',
      'Firefox on Windows',
      'Unknown browser',
    ])
    expect(within(cards[0]!).getByText('This device')).toBeTruthy()
    expect(within(cards[0]!).queryByRole('button')).toBeNull()
    expect(within(cards[1]!).getByText('Last active: 3 days ago')).toBeTruthy()
    expect(within(cards[2]!).getByText('Last active: yesterday')).toBeTruthy()
  })

  it('signs out one device, and then all the others', async () => {
    const server = await signedInDevice()
    sessionsServer(server)
    const user = userEvent.setup()
    renderApp('/settings/devices')
    await user.click(await screen.findByRole('button', { name: 'Sign out Firefox on Windows' }))
    expect(await screen.findByText('Signed out: Firefox on Windows')).toBeTruthy()
    // The list is read again: the laptop has left it, the others stay.
    await eventually(() =>
      expect(screen.queryByRole('heading', { name: 'Firefox on Windows' })).toBeNull(),
    )
    expect(screen.getByRole('button', { name: 'Sign out Unknown browser' })).toBeTruthy()
    expect(server.requestsTo(`DELETE /api/auth/sessions/${LAPTOP}`)).toHaveLength(1)

    await user.click(screen.getByRole('button', { name: 'Sign out of all other devices' }))
    expect(await screen.findByText('You are signed in on this device only.')).toBeTruthy()
    expect(screen.getAllByRole('article')).toHaveLength(1)
  })

  it('says offline that the list needs a connection, and loads it when tried again', async () => {
    const server = await signedInDevice()
    server.on('GET /api/auth/sessions', unreachable)
    const user = userEvent.setup()
    renderApp('/settings/devices')
    expect(
      await screen.findByText('You are offline. The list of your devices needs a connection.'),
    ).toBeTruthy()
    sessionsServer(server)
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('list', { name: 'Your devices' })).toBeTruthy()
  })
})
