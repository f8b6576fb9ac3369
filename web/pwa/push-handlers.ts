import { REVIEW_SUBJECTS, type ReviewSubject } from '#shared/domain/review-notice.ts'
import { PushPayloadSchema, type PushPayload } from '#shared/schemas/push.ts'
import {
  forgetSubscription,
  saveSubscription,
  serverPushKey,
  subscribeWith,
} from './push-server.ts'

/** The device setting holding the notification texts in the interface language. */
export const PUSH_TEXTS_KEY = 'pushTexts'

/** Notification texts with a `{name}` placeholder (web/pwa/push-texts.ts writes them). */
export interface PushTexts {
  messageTitle: string
  messageBody: string
  matchTitle: string
  matchBody: string
  likeTitle: string
  /** A like the member may see the liker of (`{name}`)… */
  likeBody: string
  /** …and one they may not (no name). */
  likeHiddenBody: string
  /** An event's day-before reminder, with `{title}` and `{time}` placeholders. */
  reminderTitle: string
  reminderBody: string
  /** A moderator's decision on what the member sent, by what it was. */
  reviews: Record<ReviewSubject, ReviewTexts>
  /** Every rejection's body: the reason is in the app, never in a notification. */
  reviewRejectedBody: string
  /** A match asks the member to verify their photo (`{name}`). */
  verifyAskTitle: string
  verifyAskBody: string
  /** The support team answered the member. */
  supportReplyTitle: string
  supportReplyBody: string
  /** The BCP 47 tag of the interface language, to write an event's time in. */
  locale: string
}

/** The notification of a review's outcome, approved or rejected. */
export interface ReviewTexts {
  approvedTitle: string
  approvedBody: string
  rejectedTitle: string
}

const PUSH_TEXT_KEYS = [
  'messageTitle',
  'messageBody',
  'matchTitle',
  'matchBody',
  'likeTitle',
  'likeBody',
  'likeHiddenBody',
  'reminderTitle',
  'reminderBody',
  'reviewRejectedBody',
  'supportReplyTitle',
  'supportReplyBody',
  'verifyAskTitle',
  'verifyAskBody',
  'locale',
] as const satisfies ReadonlyArray<keyof PushTexts>
const REVIEW_TEXT_KEYS = [
  'approvedTitle',
  'approvedBody',
  'rejectedTitle',
] as const satisfies ReadonlyArray<keyof ReviewTexts>

const ICON = '/icons/icon-192.png'

function isPushTexts(value: unknown): value is PushTexts {
  if (typeof value !== 'object' || value === null) return false
  const texts = value as Record<string, unknown>
  // Texts stored by an older version (without the like texts) are not used: English instead.
  return PUSH_TEXT_KEYS.every((key) => typeof texts[key] === 'string') && hasReviewTexts(texts)
}

function hasReviewTexts(texts: Record<string, unknown>): boolean {
  const reviews = texts.reviews
  if (typeof reviews !== 'object' || reviews === null) return false
  return REVIEW_SUBJECTS.every((subject) => {
    const one = (reviews as Record<string, unknown>)[subject]
    if (typeof one !== 'object' || one === null) return false
    return REVIEW_TEXT_KEYS.every(
      (key) => typeof (one as Record<string, unknown>)[key] === 'string',
    )
  })
}

/**
 * What to show for a push: the payload's neutral text, or the device's language when the page
 * stored its texts. The click opens `data.url`.
 */
export function notificationFor(payload: PushPayload, storedTexts: unknown) {
  const texts = isPushTexts(storedTexts) ? storedTexts : null
  const [title, body] = texts ? translated(payload, texts) : [payload.title, payload.body]
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

/** The title and body in the device's language, the member's name (or the event) put in. */
function translated(payload: PushPayload, texts: PushTexts): [string, string] {
  if (payload.type === 'event-reminder') {
    const fill = (text: string) =>
      text
        .replaceAll('{title}', payload.eventTitle)
        .replaceAll('{time}', eventTime(payload.startsAt, texts.locale))
    return [fill(texts.reminderTitle), fill(texts.reminderBody)]
  }
  if (payload.type === 'support-reply') return [texts.supportReplyTitle, texts.supportReplyBody]
  if (payload.type === 'review') {
    const review = texts.reviews[payload.subject]
    return payload.approved
      ? [review.approvedTitle, review.approvedBody]
      : [review.rejectedTitle, texts.reviewRejectedBody]
  }
  const fill = (text: string) => text.replaceAll('{name}', payload.name ?? '')
  switch (payload.type) {
    case 'message':
      return [texts.messageTitle, fill(texts.messageBody)]
    case 'match':
      return [texts.matchTitle, fill(texts.matchBody)]
    case 'verify-ask':
      return [texts.verifyAskTitle, fill(texts.verifyAskBody)]
    case 'like':
      return [texts.likeTitle, payload.name ? fill(texts.likeBody) : texts.likeHiddenBody]
  }
}

/** An event's start as the member reads times: their language, the device's time zone. */
function eventTime(iso: string, locale: string): string {
  const options = { weekday: 'short', hour: 'numeric', minute: '2-digit' } as const
  try {
    return new Intl.DateTimeFormat(locale, options).format(new Date(iso))
  } catch {
    return new Intl.DateTimeFormat('en', options).format(new Date(iso))
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

/** A push subscription as `pushsubscriptionchange` hands it over. */
export type ChangedSubscription = Pick<PushSubscription, 'endpoint' | 'toJSON'> & {
  readonly options: Pick<PushSubscriptionOptions, 'applicationServerKey'>
}

/** What `pushsubscriptionchange` tells (the event is not in TypeScript's webworker lib). */
export interface SubscriptionChange {
  readonly oldSubscription: ChangedSubscription | null
  readonly newSubscription: ChangedSubscription | null
}

/** The part of the service worker's scope re-subscribing uses (a fake in tests). */
export interface ResubscribeScope {
  registration: { pushManager: Pick<PushManager, 'subscribe'> }
}

/**
 * `pushsubscriptionchange`: the browser replaced or dropped this device's subscription (the push
 * service rotated its endpoint, or it expired). Subscribes again with the same VAPID key (the
 * server's when the browser no longer tells the old one), unless the browser already did, stores
 * the new subscription on the server with the member's session, then asks the server to forget
 * the old endpoint.
 */
export async function resubscribe(scope: ResubscribeScope, change: SubscriptionChange) {
  const old = change.oldSubscription
  const subscription =
    change.newSubscription ??
    (await subscribeWith(
      scope.registration.pushManager,
      old?.options.applicationServerKey ?? (await serverPushKey()),
    ))
  await saveSubscription(subscription)
  if (old && old.endpoint !== subscription.endpoint) {
    // Best effort: the old endpoint's next push answers 410, which deletes it as well.
    await forgetSubscription(old.endpoint).catch(() => undefined)
  }
}
