import { vi } from 'vitest'

/**
 * A browser with web push for component tests: Notification (permission, requestPermission),
 * PushManager and a service worker registration whose pushManager hands out one fake
 * subscription. `stubPush({ push: false })` is a browser without push.
 */
export function stubPush(options: { permission?: NotificationPermission; push?: boolean } = {}) {
  const state = {
    permission: options.permission ?? 'default',
    subscription: null as FakeSubscription | null,
  }
  interface FakeSubscription {
    endpoint: string
    options: { applicationServerKey: ArrayBuffer | null }
    toJSON(): unknown
    unsubscribe: ReturnType<typeof vi.fn>
  }
  const fakeSubscription = (key: Uint8Array): FakeSubscription => ({
    endpoint: 'https://push.example/device-1',
    options: { applicationServerKey: key.slice().buffer },
    toJSON: () => ({
      endpoint: 'https://push.example/device-1',
      expirationTime: null,
      keys: { p256dh: 'P'.repeat(87), auth: 'A'.repeat(22) },
    }),
    unsubscribe: vi.fn(() => {
      state.subscription = null
      return Promise.resolve(true)
    }),
  })
  const requestPermission = vi.fn(() => Promise.resolve(state.permission))
  const subscribe = vi.fn((init: { applicationServerKey: Uint8Array }) => {
    state.subscription = fakeSubscription(init.applicationServerKey)
    return Promise.resolve(state.subscription)
  })
  const pushManager = {
    getSubscription: () => Promise.resolve(state.subscription),
    subscribe,
  }
  vi.stubGlobal('Notification', {
    get permission() {
      return state.permission
    },
    requestPermission,
  })
  if (options.push !== false) vi.stubGlobal('PushManager', class {})
  else vi.stubGlobal('PushManager', undefined)
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: () => Promise.resolve({ pushManager }) },
  })
  return {
    state,
    requestPermission,
    subscribe,
    /** What the member answers the permission prompt with. */
    answerPrompt(permission: NotificationPermission) {
      requestPermission.mockImplementationOnce(() => {
        state.permission = permission
        return Promise.resolve(permission)
      })
    },
    subscribed(key: Uint8Array) {
      state.subscription = fakeSubscription(key)
      return state.subscription
    },
  }
}

/** What a test's fake API was asked: method, path and JSON body. */
export interface ApiCall {
  method: string
  url: string
  body: unknown
}

/**
 * The push API as `fetch` sees it: GET /api/push/key answers `publicKey`, PUT and DELETE of the
 * subscription answer `status` (204, or an error with a message). Returns the calls made.
 */
export function stubPushApi(publicKey: string, status = 204): ApiCall[] {
  const calls: ApiCall[] = []
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET'
    calls.push({ method, url, body: init.body ? JSON.parse(init.body as string) : undefined })
    if (url === '/api/push/key') {
      return Promise.resolve(new Response(JSON.stringify({ publicKey })))
    }
    return Promise.resolve(
      new Response(status === 204 ? null : JSON.stringify({ message: 'No' }), { status }),
    )
  })
  return calls
}
