import { describe, expect, it, vi } from 'vitest'
import type { PushPayload } from '#shared/schemas/push.ts'
import { openFromNotification, showPush, type AppWindow, type PushScope } from './push-handlers.ts'

const ORIGIN = 'https://hearts.example'

/** A fake service worker scope: records notifications, and has the given open windows. */
function fakeScope(windowUrls: string[] = []) {
  const navigated: string[] = []
  const focused: string[] = []
  const windows: AppWindow[] = windowUrls.map((url) => {
    const window: AppWindow = {
      url,
      focus: () => {
        focused.push(url)
        return Promise.resolve(window)
      },
      navigate: (to) => {
        navigated.push(to)
        return Promise.resolve(window)
      },
    }
    return window
  })
  const scope = {
    registration: { showNotification: vi.fn(() => Promise.resolve()) },
    clients: {
      matchAll: vi.fn(() => Promise.resolve(windows)),
      openWindow: vi.fn(() => Promise.resolve(null)),
    },
    location: { origin: ORIGIN },
  } satisfies PushScope
  return { scope, navigated, focused }
}

const message: PushPayload = {
  type: 'message',
  name: 'Petros',
  url: '/messages?partner=7',
  title: 'New message',
  body: 'Petros sent you a message',
  tag: 'message-7',
}
const data = (value: unknown) => ({ json: () => value })
const noTexts = () => Promise.resolve(undefined)

describe('push', () => {
  it("shows the server's text with the app icon when the device stored no texts", async () => {
    const { scope } = fakeScope()
    await showPush(scope, data(message), noTexts)
    expect(scope.registration.showNotification).toHaveBeenCalledWith('New message', {
      body: 'Petros sent you a message',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      tag: 'message-7',
      data: { url: '/messages?partner=7' },
    })
  })

  it("shows the device's language with the member's name", async () => {
    const { scope } = fakeScope()
    const texts = {
      messageTitle: 'Новое сообщение',
      messageBody: '{name} отправил(а) вам сообщение',
      matchTitle: 'Новая пара',
      matchBody: 'Вы и {name} понравились друг другу',
    }
    await showPush(scope, data(message), () => Promise.resolve(texts))
    await showPush(scope, data({ ...message, type: 'match', url: '/matches', tag: 'match' }), () =>
      Promise.resolve(texts),
    )
    const shown = scope.registration.showNotification.mock.calls as unknown as [
      string,
      NotificationOptions,
    ][]
    expect(shown.map(([title, options]) => [title, options.body])).toEqual([
      ['Новое сообщение', 'Petros отправил(а) вам сообщение'],
      ['Новая пара', 'Вы и Petros понравились друг другу'],
    ])
  })

  it('ignores a push that is not ours', async () => {
    const { scope } = fakeScope()
    await showPush(scope, data({ hello: 1 }), noTexts)
    await showPush(scope, null, noTexts)
    await showPush(scope, { json: () => JSON.parse('not json') as unknown }, noTexts)
    expect(scope.registration.showNotification).not.toHaveBeenCalled()
  })
})

describe('notificationclick', () => {
  const notification = (url: unknown) => ({ close: vi.fn(), data: { url } })

  it('focuses an open window of the app and takes it to the chat', async () => {
    const { scope, navigated, focused } = fakeScope(['https://other.example/', `${ORIGIN}/`])
    const clicked = notification('/messages?partner=7')
    await openFromNotification(scope, clicked)
    expect(clicked.close).toHaveBeenCalledOnce()
    expect(focused).toEqual([`${ORIGIN}/`])
    expect(navigated).toEqual([`${ORIGIN}/messages?partner=7`])
    expect(scope.clients.openWindow).not.toHaveBeenCalled()
  })

  it('opens the app at the url when no window is open', async () => {
    const { scope } = fakeScope()
    await openFromNotification(scope, notification('/matches'))
    expect(scope.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/matches`)
  })

  it('never opens another site', async () => {
    const { scope } = fakeScope()
    await openFromNotification(scope, notification('//evil.example/x'))
    await openFromNotification(scope, notification('https://evil.example/'))
    expect(scope.clients.openWindow.mock.calls).toEqual([[`${ORIGIN}/`], [`${ORIGIN}/`]])
  })
})
