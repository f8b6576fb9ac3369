import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PushPayload } from '#shared/schemas/push.ts'
import {
  openFromNotification,
  resubscribe,
  showPush,
  type AppWindow,
  type ChangedSubscription,
  type PushScope,
  type PushTexts,
} from './push-handlers.ts'
import { stubPushApi } from '../test/fake-push.ts'

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
const russian: PushTexts = {
  messageTitle: 'Новое сообщение',
  messageBody: '{name} отправил(а) вам сообщение',
  matchTitle: 'Новая пара',
  matchBody: 'Вы и {name} понравились друг другу',
  likeTitle: 'Новый лайк',
  likeBody: '{name} лайкнул(а) ваш профиль',
  likeHiddenBody: 'Кто-то лайкнул ваш профиль',
  reminderTitle: 'Завтра: {title}',
  reminderBody: '{title} начинается {time}. До встречи!',
  supportReplyTitle: 'Поддержка ответила',
  supportReplyBody: 'Откройте приложение, чтобы прочитать ответ.',
  verifyAskTitle: 'Подтвердите фото',
  verifyAskBody: '{name} просит вас подтвердить фото',
  reviews: {
    'clergy-reference': {
      approvedTitle: 'Рекомендация священника одобрена',
      approvedBody: 'Ваша рекомендация одобрена. В профиле теперь есть значок.',
      rejectedTitle: 'Рекомендация священника не одобрена',
    },
    'deacon-letter': {
      approvedTitle: 'Вы подтверждены',
      approvedBody: 'Письмо диакона одобрено. В профиле теперь есть значок.',
      rejectedTitle: 'Письмо диакона не одобрено',
    },
    photo: {
      approvedTitle: 'Ваше фото опубликовано',
      approvedBody: 'Теперь участники видят ваше новое фото.',
      rejectedTitle: 'Фото не одобрено',
    },
    'event-proposal': {
      approvedTitle: 'Ваше событие одобрено',
      approvedBody: 'Теперь оно в календаре прихода.',
      rejectedTitle: 'Событие не одобрено',
    },
    'parish-correction': {
      approvedTitle: 'Данные прихода обновлены',
      approvedBody: 'Ваше исправление внесено. Спасибо!',
      rejectedTitle: 'Исправление не внесено',
    },
    'photo-verification': {
      approvedTitle: 'Ваше фото подтверждено',
      approvedBody: 'Теперь в профиле есть значок «Фото подтверждено».',
      rejectedTitle: 'Подтверждение фото не одобрено',
    },
  },
  reviewRejectedBody: 'Откройте приложение, чтобы узнать причину.',
  locale: 'ru',
}
const hiddenLike: PushPayload = {
  type: 'like',
  url: '/subscription',
  title: 'New like',
  body: 'Someone liked your profile',
  tag: 'like',
}
const namedLike: PushPayload = {
  ...hiddenLike,
  name: 'Petros',
  url: '/matches',
  body: 'Petros liked your profile',
}

/** The title and body of each notification shown so far. */
function shownTexts(scope: ReturnType<typeof fakeScope>['scope']) {
  const calls = scope.registration.showNotification.mock.calls as unknown as [
    string,
    NotificationOptions,
  ][]
  return calls.map(([title, options]) => [title, options.body])
}
const noTexts = () => Promise.resolve(undefined)

const photoApproved: PushPayload = {
  type: 'review',
  subject: 'photo',
  approved: true,
  url: '/profile',
  title: 'Your photo is live',
  body: 'Members can now see your new photo.',
  tag: 'review-photo',
}

describe('push', () => {
  it("shows a review's outcome in the device's language, a rejection without its reason", async () => {
    const { scope } = fakeScope()
    const texts = () => Promise.resolve(russian)
    await showPush(scope, data(photoApproved), texts)
    await showPush(
      scope,
      data({ ...photoApproved, subject: 'clergy-reference', approved: false, tag: 'review-c' }),
      texts,
    )
    expect(shownTexts(scope)).toEqual([
      ['Ваше фото опубликовано', 'Теперь участники видят ваше новое фото.'],
      ['Рекомендация священника не одобрена', 'Откройте приложение, чтобы узнать причину.'],
    ])
    expect(scope.registration.showNotification).toHaveBeenCalledWith(
      'Ваше фото опубликовано',
      expect.objectContaining({ tag: 'review-photo', data: { url: '/profile' } }),
    )
  })

  it("shows the server's English for a review when the stored texts predate reviews", async () => {
    const { scope } = fakeScope()
    const { reviews: _r, reviewRejectedBody: _b, ...older } = russian
    await showPush(scope, data(photoApproved), () => Promise.resolve(older))
    expect(shownTexts(scope)).toEqual([
      ['Your photo is live', 'Members can now see your new photo.'],
    ])
  })

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
    const texts = russian
    await showPush(scope, data(message), () => Promise.resolve(texts))
    await showPush(scope, data({ ...message, type: 'match', url: '/matches', tag: 'match' }), () =>
      Promise.resolve(texts),
    )
    const ask = { ...message, type: 'verify-ask', url: '/verify-photo', tag: 'verify-ask-7' }
    await showPush(scope, data(ask), () => Promise.resolve(texts))
    const shown = scope.registration.showNotification.mock.calls as unknown as [
      string,
      NotificationOptions,
    ][]
    expect(shown.map(([title, options]) => [title, options.body])).toEqual([
      ['Новое сообщение', 'Petros отправил(а) вам сообщение'],
      ['Новая пара', 'Вы и Petros понравились друг другу'],
      ['Подтвердите фото', 'Petros просит вас подтвердить фото'],
    ])
  })

  it("shows a like in the device's language, naming the liker only when the server did", async () => {
    const { scope } = fakeScope()
    await showPush(scope, data(namedLike), () => Promise.resolve(russian))
    await showPush(scope, data(hiddenLike), () => Promise.resolve(russian))
    expect(shownTexts(scope)).toEqual([
      ['Новый лайк', 'Petros лайкнул(а) ваш профиль'],
      ['Новый лайк', 'Кто-то лайкнул ваш профиль'],
    ])
    expect(scope.registration.showNotification).toHaveBeenLastCalledWith(
      'Новый лайк',
      expect.objectContaining({ tag: 'like', data: { url: '/subscription' } }),
    )
  })

  it("shows the server's English when the stored texts predate likes", async () => {
    const { scope } = fakeScope()
    const { likeTitle: _t, likeBody: _b, likeHiddenBody: _h, ...older } = russian
    await showPush(scope, data(hiddenLike), () => Promise.resolve(older))
    await showPush(scope, data(message), () => Promise.resolve(older))
    expect(shownTexts(scope)).toEqual([
      ['New like', 'Someone liked your profile'],
      ['New message', 'Petros sent you a message'],
    ])
  })

  it("shows an event reminder in the device's language, with the start in its time zone", async () => {
    const reminder: PushPayload = {
      type: 'event-reminder',
      eventTitle: 'Всенощное бдение',
      startsAt: '2026-12-24T17:00:00.000Z',
      url: '/events/12',
      title: 'Tomorrow',
      body: 'Всенощное бдение, 2026-12-24 17:00 UTC',
      tag: 'event-reminder-12',
    }
    const { scope } = fakeScope()
    await showPush(scope, data(reminder), () => Promise.resolve(russian))
    await showPush(scope, data(reminder), () => Promise.resolve({ ...russian, locale: 'el' }))
    const time = (locale: string) =>
      new Intl.DateTimeFormat(locale, {
        weekday: 'short',
        hour: 'numeric',
        minute: '2-digit',
      }).format(new Date(reminder.startsAt))
    expect(shownTexts(scope)).toEqual([
      ['Завтра: Всенощное бдение', `Всенощное бдение начинается ${time('ru')}. До встречи!`],
      ['Завтра: Всенощное бдение', `Всенощное бдение начинается ${time('el')}. До встречи!`],
    ])
    expect(time('ru')).not.toEqual(time('el'))
    expect(scope.registration.showNotification).toHaveBeenLastCalledWith(
      expect.any(String),
      expect.objectContaining({ tag: 'event-reminder-12', data: { url: '/events/12' } }),
    )
  })

  it('ignores a push that is not ours', async () => {
    const { scope } = fakeScope()
    await showPush(scope, data({ hello: 1 }), noTexts)
    await showPush(scope, null, noTexts)
    await showPush(scope, { json: () => JSON.parse('not json') as unknown }, noTexts)
    await showPush(scope, data({ ...message, name: undefined }), noTexts)
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

describe('pushsubscriptionchange', () => {
  const KEY = Uint8Array.from({ length: 65 }, (_, i) => i + 1)
  const SERVER_KEY = 'BA' + 'x'.repeat(85)

  /** A browser's subscription at `endpoint`, made with `key`. */
  const subscription = (endpoint: string, key: Uint8Array = KEY): ChangedSubscription => ({
    endpoint,
    options: { applicationServerKey: key.slice().buffer },
    toJSON: () => ({
      endpoint,
      expirationTime: null,
      keys: { p256dh: 'P'.repeat(87), auth: 'A'.repeat(22) },
    }),
  })

  /** A push manager whose subscribe hands out a subscription at /device-new. */
  function fakeWorker() {
    const subscribe = vi.fn((init: PushSubscriptionOptionsInit) =>
      Promise.resolve(
        subscription(
          'https://push.example/device-new',
          new Uint8Array(init.applicationServerKey as ArrayBuffer),
        ) as unknown as PushSubscription,
      ),
    )
    return { subscribe, scope: { registration: { pushManager: { subscribe } } } }
  }

  const stubApi = (status = 204) => stubPushApi(SERVER_KEY, status)
  const stored = (endpoint: string) => ({
    method: 'PUT',
    url: '/api/push/subscription',
    body: {
      endpoint,
      expirationTime: null,
      keys: { p256dh: 'P'.repeat(87), auth: 'A'.repeat(22) },
    },
  })
  const forgotten = (endpoint: string) => ({
    method: 'DELETE',
    url: '/api/push/subscription',
    body: { endpoint },
  })

  afterEach(() => vi.unstubAllGlobals())

  it.each([
    ['subscribes again with the same key', null, 'https://push.example/device-new'],
    [
      'takes the subscription the browser already made',
      subscription('https://push.example/device-rotated'),
      'https://push.example/device-rotated',
    ],
  ])('%s, stores it on the server, then forgets the old', async (_, made, endpoint) => {
    const { scope, subscribe } = fakeWorker()
    const calls = stubApi()
    await resubscribe(scope, {
      oldSubscription: subscription('https://push.example/device-old'),
      newSubscription: made,
    })
    const keys = subscribe.mock.calls.map(([init]) => {
      expect(init.userVisibleOnly).toBe(true)
      return new Uint8Array(init.applicationServerKey as ArrayBuffer)
    })
    expect(keys).toEqual(made ? [] : [KEY])
    expect(calls).toEqual([stored(endpoint), forgotten('https://push.example/device-old')])
  })

  it("subscribes with the server's key when the browser no longer tells the old one", async () => {
    const { scope, subscribe } = fakeWorker()
    const calls = stubApi()
    await resubscribe(scope, { oldSubscription: null, newSubscription: null })
    const serverKey = Uint8Array.from(atob(SERVER_KEY), (char) => char.charCodeAt(0))
    expect(subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: serverKey,
    })
    expect(calls).toEqual([
      { method: 'GET', url: '/api/push/key', body: undefined },
      stored('https://push.example/device-new'),
    ])
  })

  it('keeps the old subscription on the server when the new one could not be stored', async () => {
    const { scope } = fakeWorker()
    const calls = stubApi(401)
    await expect(
      resubscribe(scope, {
        oldSubscription: subscription('https://push.example/device-old'),
        newSubscription: null,
      }),
    ).rejects.toThrow('401')
    expect(calls).toEqual([stored('https://push.example/device-new')])
  })
})
