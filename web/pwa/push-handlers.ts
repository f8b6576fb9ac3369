import { PushPayloadSchema, type PushPayload } from '#shared/schemas/push.ts'

/** The device setting holding the notification texts in the interface language. */
export const PUSH_TEXTS_KEY = 'pushTexts'

/** Notification texts with a `{name}` placeholder (web/pwa/push-texts.ts writes them). */
export interface PushTexts {
  messageTitle: string
  messageBody: string
  matchTitle: string
  matchBody: string
}

const ICON = '/icons/icon-192.png'

function isPushTexts(value: unknown): value is PushTexts {
  if (typeof value !== 'object' || value === null) return false
  const texts = value as Record<string, unknown>
  return ['messageTitle', 'messageBody', 'matchTitle', 'matchBody'].every(
    (key) => typeof texts[key] === 'string',
  )
}

/**
 * What to show for a push: the payload's neutral text, or the device's language when the page
 * stored its texts. The click opens `data.url`.
 */
export function notificationFor(payload: PushPayload, storedTexts: unknown) {
  const texts = isPushTexts(storedTexts) ? storedTexts : null
  const fill = (text: string) => text.replaceAll('{name}', payload.name)
  const [title, body] = !texts
    ? [payload.title, payload.body]
    : payload.type === 'message'
      ? [texts.messageTitle, fill(texts.messageBody)]
      : [texts.matchTitle, fill(texts.matchBody)]
  return {
    title,
    options: {
      body,
      icon: ICON,
      badge: ICON,
      tag: payload.tag,
      data: { url: payload.url },
    } satisfies NotificationOptions,
  }
}

/** A window of the app, as the service worker sees it (WindowClient). */
export interface AppWindow {
  readonly url: string
  focus(): Promise<AppWindow>
  navigate(url: string): Promise<unknown>
}

/** The parts of the service worker's global scope the handlers use (a fake in tests). */
export interface PushScope {
  registration: Pick<ServiceWorkerRegistration, 'showNotification'>
  clients: {
    matchAll(options: {
      type: 'window'
      includeUncontrolled: boolean
    }): Promise<readonly AppWindow[]>
    openWindow(url: string): Promise<unknown>
  }
  location: { origin: string }
}

/** `push`: shows the notification; a payload that is not ours is ignored. */
export async function showPush(
  scope: PushScope,
  data: { json(): unknown } | null,
  readTexts: () => Promise<unknown>,
): Promise<void> {
  let parsed: unknown
  try {
    parsed = data?.json()
  } catch {
    return
  }
  const payload = PushPayloadSchema.safeParse(parsed)
  if (!payload.success) return
  const texts = await readTexts().catch(() => undefined)
  const { title, options } = notificationFor(payload.data, texts)
  await scope.registration.showNotification(title, options)
}

/**
 * `notificationclick`: closes the notification and brings the app to its url: an open window of
 * the app navigates there and gets focus, else a new window opens.
 */
export async function openFromNotification(
  scope: PushScope,
  notification: Pick<Notification, 'close' | 'data'>,
): Promise<void> {
  notification.close()
  const path = (notification.data as { url?: unknown } | null)?.url
  // Only paths of this app: the payload comes from our server, but never open elsewhere.
  const url = new URL(
    typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') ? path : '/',
    scope.location.origin,
  ).href
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true })
  const open = windows.find((client) => new URL(client.url).origin === scope.location.origin)
  if (open) {
    const focused = await open.focus()
    await focused.navigate(url)
    return
  }
  await scope.clients.openWindow(url)
}
