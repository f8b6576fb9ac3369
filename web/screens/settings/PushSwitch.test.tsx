import { screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { reply, type FakeApi } from '../../data/testing/fake-api.ts'
import { stubPush } from '../../test/fake-push.ts'
import { signedInDevice } from '../../test/member-device.ts'
import { renderWithProviders } from '../../test/render.tsx'
import { PushSwitch } from './PushSwitch.tsx'

const PUBLIC_KEY = 'BA' + 'x'.repeat(85)
const keyBytes = Uint8Array.from(atob(PUBLIC_KEY.replace(/-/g, '+').replace(/_/g, '/')), (c) =>
  c.charCodeAt(0),
)

let server: FakeApi
/** The API: the VAPID key, and PUT/DELETE of the subscription answered with `status`. */
function answerPush(status = 204) {
  server.on('GET /api/push/key', { publicKey: PUBLIC_KEY })
  const answer = status === 204 ? reply(204) : reply(status, { message: 'No', code: 'internal' })
  server.on('PUT /api/push/subscription', answer)
  server.on('DELETE /api/push/subscription', answer)
}
/** What the push API was asked, in order: method, path and body. */
const pushCalls = () =>
  server.requests
    .filter((request) => request.path.startsWith('/api/push/'))
    .map(({ method, path, body }) => ({ method, path, body }))

const toggle = () => screen.findByRole('switch', { name: 'Notifications on this device' })

beforeEach(async () => {
  server = await signedInDevice()
  answerPush()
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  vi.unstubAllGlobals()
  Reflect.deleteProperty(navigator, 'serviceWorker')
})

describe('Notifications on this device', () => {
  it('says so in a browser without push, with no switch', async () => {
    stubPush({ push: false })
    renderWithProviders(<PushSwitch />)
    expect(
      await screen.findByText('This browser cannot show notifications from Orthodox Hearts.'),
    ).toBeTruthy()
    expect(screen.queryByRole('switch')).toBeNull()
  })

  it('asks permission, subscribes with the server key and stores the subscription', async () => {
    const push = stubPush()
    push.answerPrompt('granted')
    const { user } = renderWithProviders(<PushSwitch />)
    const toggleSwitch = await toggle()
    expect(toggleSwitch.getAttribute('aria-checked')).toBe('false')
    await user.click(toggleSwitch)
    await waitFor(() => expect(toggleSwitch.getAttribute('aria-checked')).toBe('true'))
    expect(push.requestPermission).toHaveBeenCalledOnce()
    expect(push.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: keyBytes,
    })
    expect(pushCalls().filter((call) => call.method === 'PUT')).toEqual([
      {
        method: 'PUT',
        path: '/api/push/subscription',
        body: {
          endpoint: 'https://push.example/device-1',
          expirationTime: null,
          keys: { p256dh: 'P'.repeat(87), auth: 'A'.repeat(22) },
        },
      },
    ])
  })

  it('turning it off deletes the subscription on the server and unsubscribes', async () => {
    const push = stubPush({ permission: 'granted' })
    const subscription = push.subscribed(keyBytes)
    const { user } = renderWithProviders(<PushSwitch />)
    const toggleSwitch = await toggle()
    await waitFor(() => expect(toggleSwitch.getAttribute('aria-checked')).toBe('true'))
    await user.click(toggleSwitch)
    await waitFor(() => expect(toggleSwitch.getAttribute('aria-checked')).toBe('false'))
    expect(pushCalls()).toEqual([
      {
        method: 'DELETE',
        path: '/api/push/subscription',
        body: { endpoint: 'https://push.example/device-1' },
      },
    ])
    expect(subscription.unsubscribe).toHaveBeenCalledOnce()
  })

  it('explains a refused permission and cannot be switched on', async () => {
    const push = stubPush()
    push.answerPrompt('denied')
    const { user } = renderWithProviders(<PushSwitch />)
    const toggleSwitch = await toggle()
    await user.click(toggleSwitch)
    expect(
      await screen.findByText(
        "Notifications are blocked for this site. Allow them in your browser's site settings.",
      ),
    ).toBeTruthy()
    expect(toggleSwitch.getAttribute('aria-checked')).toBe('false')
    expect(toggleSwitch.hasAttribute('disabled')).toBe(true)
    expect(push.subscribe).not.toHaveBeenCalled()
  })

  it('shows an alert and stays off when the server refuses', async () => {
    const push = stubPush()
    answerPush(500)
    push.answerPrompt('granted')
    const { user } = renderWithProviders(<PushSwitch />)
    const toggleSwitch = await toggle()
    await user.click(toggleSwitch)
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Notifications could not be changed. Check your connection and try again.',
    )
    expect(toggleSwitch.getAttribute('aria-checked')).toBe('false')
  })
})
