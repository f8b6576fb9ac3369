import { liveQuery } from 'dexie'
import type { I18n } from '@lingui/core'
import type { SignupInput } from '#shared/schemas/auth.ts'
import { CurrentUserSchema, type CurrentUser } from '#shared/schemas/user.ts'
import { deletePrivateCaches, SW_MESSAGES } from '../pwa/cache-names.ts'
import { apiRequest, HttpError, NetworkError } from './api-client.ts'
import { whenIdle } from '../app/when-idle.ts'
import { forgetSnapshot } from '../app/snapshot-store.ts'
import {
  checkSessionOnce,
  checkSessionWith,
  finishPendingLogout,
  PENDING_LOGOUT_KEY,
  rememberMember,
  sessionChecked,
  subscribeSessionCheck,
} from './current-member.ts'
import { db } from './db.ts'
import { interfaceLanguage } from './member-language.ts'
import { rememberFirstCardPhoto } from './discover/first-card-photo.ts'
import { currentSession, publishSession, takeAnsweredMember } from './session.ts'
import { readSessionMarker, writeSessionMarker } from './session-marker.ts'
import { outboxChanged } from './sync.ts'
import { themeChoice } from './theme-choice.ts'
import { DARK_MODE_SETTING, mirrorThemeChoice } from './theme-preference.ts'

/**
 * The session's device half, loaded only when a member is (or may be) signed in
 * (session.ts): the Dexie session row followed live, sign-in, sign-up and sign-out.
 */

export { liveQuery } from 'dexie'
export { refreshSession } from './current-member.ts'
export { pendingCount } from './outbox.ts'

const SIGNED_OUT = { status: 'signed-out' } as const

let watching = false

/**
 * Follows the stored session row (and the Dark Mode setting, which the shell reads from its
 * localStorage mirror) and publishes it to the page (idempotent). 'loading' until the row is
 * read and, when no member is stored, until the server has been asked once.
 */
export function watchSession(): void {
  if (watching) return
  watching = true
  // The page may already have heard "signed out" from the server (session.ts).
  const answeredSignedOut = currentSession().status === 'signed-out'
  let stored: CurrentUser | null | undefined
  let firstRead = true
  const show = () => {
    if (stored) return publishSession({ status: 'signed-in', member: stored })
    if (stored !== null || !(answeredSignedOut || sessionChecked())) return
    // The first check may have just stored the member the server named, and the live query not
    // delivered it yet: 'signed out' only when the device holds no member now (else the page
    // would go to /signin and back).
    void db.session.get('current').then((row) => {
      if (!row?.member && !stored) publishSession(SIGNED_OUT)
    })
  }
  liveQuery(async () => (await db.session.get('current'))?.member ?? null).subscribe({
    next: (member) => {
      stored = member
      // A device from before the marker, or a row the service worker wrote.
      if (member) writeSessionMarker({ kind: 'member', memberId: member.id })
      else if (readSessionMarker().kind === 'member') writeSessionMarker({ kind: 'none' })
      // The page's first check with the server: a stored member is shown at once and checked
      // once the first screen is up; with none stored, the page waits for the answer.
      if (firstRead) {
        firstRead = false
        if (member) whenIdle(() => void checkSessionOnce())
        else void checkSessionOnce()
      }
      show()
    },
    error: (error: unknown) => {
      console.error('The session could not be read', error)
      void checkSessionOnce()
    },
  })
  const answered = takeAnsweredMember()
  if (answered !== undefined) void checkSessionWith(answered)
  subscribeSessionCheck(show)
  liveQuery(() => db.deviceSettings.get(DARK_MODE_SETTING)).subscribe({
    next: (setting) => mirrorThemeChoice(themeChoice(setting?.value)),
    error: (error: unknown) => console.error('The theme could not be read', error),
  })
}

/**
 * Keeps the notification texts of the interface language for the service worker, on a device that
 * may show notifications: the Settings switch stores them when pushes are turned on, so a device
 * that never allowed them fetches none of this (it is not on the first screen).
 */
export function keepPushTexts(i18n: I18n): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return
  import('../pwa/push-texts.ts').then((texts) => texts.storePushTexts(i18n)).catch(() => {})
}

/** Signs in; a refusal throws the spec's Error('<status>: <body text>'). */
export async function signIn(email: string, password: string): Promise<void> {
  await finishPendingLogout()
  await apiRequest('/api/auth/login', {
    method: 'POST',
    body: { email, password, language: interfaceLanguage() },
  })
  await loadSignedInMember()
}

/**
 * Signs in with a passkey's answer (the browser's JSON, from @simplewebauthn/browser), as signIn
 * does with a password; a refusal throws Error('<status>: <body text>').
 */
export async function signInWithPasskey(credential: unknown): Promise<void> {
  await finishPendingLogout()
  await apiRequest('/api/auth/passkeys/sign-in', {
    method: 'POST',
    body: { credential, language: interfaceLanguage() },
  })
  await loadSignedInMember()
}

/** Creates the account and signs in; a refusal throws Error('<status>: <body text>'). */
export async function signUp(input: SignupInput): Promise<void> {
  await finishPendingLogout()
  await apiRequest('/api/auth/signup', {
    method: 'POST',
    body: { ...input, language: interfaceLanguage() },
  })
  await loadSignedInMember()
}

async function loadSignedInMember(): Promise<void> {
  const member = await apiRequest('/api/auth/user', { schema: CurrentUserSchema })
  await rememberMember(member)
  // Rows this member left unsent in an earlier session go now.
  outboxChanged()
}

/**
 * Unsubscribes the device from web push, ends the server session, then forgets everything on
 * this device: every Dexie table
 * (including unsent changes: the screens warn first) and the private runtime caches.
 * Offline, the device is cleared anyway and the server half runs at the next refresh.
 */
export async function signOut(): Promise<void> {
  // First, while the session lasts: the next member on this device must not get this one's pushes.
  // The push code is fetched here (no first screen needs it; the service worker holds it offline).
  // Were it unreachable (offline on a first visit, before the worker held it), signing out still
  // goes on rather than keep the member signed in.
  const push = await import('../pwa/push-subscription.ts').catch(() => null)
  await push?.stopPushOnSignOut()
  let serverDone = true
  try {
    await apiRequest('/api/auth/logout', { method: 'POST' })
  } catch (error) {
    if (error instanceof NetworkError) serverDone = false
    else if (!(error instanceof HttpError && error.status === 401)) throw error
  }
  await db.transaction('rw', db.tables, async () => {
    await Promise.all(db.tables.map((table) => table.clear()))
    if (!serverDone) await db.deviceSettings.put({ key: PENDING_LOGOUT_KEY, value: true })
  })
  writeSessionMarker(serverDone ? { kind: 'none' } : { kind: 'pending-logout' })
  rememberFirstCardPhoto(undefined)
  forgetSnapshot()
  publishSession(SIGNED_OUT)
  await deletePrivateCaches()
  globalThis.navigator?.serviceWorker?.controller?.postMessage({
    type: SW_MESSAGES.clearPrivateCaches,
  })
}
