import { useSyncExternalStore } from 'react'
import { useLiveQuery } from 'dexie-react-hooks'
import type { SignupInput } from '#shared/schemas/auth.ts'
import { CurrentUserSchema, type CurrentUser } from '#shared/schemas/user.ts'
import { deletePrivateCaches, SW_MESSAGES } from '../pwa/cache-names.ts'
import { stopPushOnSignOut } from '../pwa/push-subscription.ts'
import { apiRequest, HttpError, NetworkError } from './api-client.ts'
import {
  finishPendingLogout,
  PENDING_LOGOUT_KEY,
  rememberMember,
  sessionChecked,
  subscribeSessionCheck,
} from './current-member.ts'
import { db } from './db.ts'
import { outboxChanged } from './sync.ts'

export { refreshSession } from './current-member.ts'

export type SessionState =
  { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; member: CurrentUser }

const LOADING: SessionState = { status: 'loading' }
const SIGNED_OUT: SessionState = { status: 'signed-out' }

/**
 * The session as this device knows it, live from Dexie. 'loading' until the device's answer
 * is read, and — when no member is cached — until the server has been asked once.
 */
export function useSession(): SessionState {
  const row = useLiveQuery(async () => (await db.session.get('current')) ?? null, [])
  const checked = useSyncExternalStore(subscribeSessionCheck, sessionChecked, sessionChecked)
  if (row === undefined) return LOADING
  if (row?.member) return { status: 'signed-in', member: row.member }
  return checked ? SIGNED_OUT : LOADING
}

/** Signs in; a refusal throws the spec's Error('<status>: <body text>'). */
export async function signIn(email: string, password: string): Promise<void> {
  await finishPendingLogout()
  await apiRequest('/api/auth/login', { method: 'POST', body: { email, password } })
  await loadSignedInMember()
}

/** Creates the account and signs in; a refusal throws Error('<status>: <body text>'). */
export async function signUp(input: SignupInput): Promise<void> {
  await finishPendingLogout()
  await apiRequest('/api/auth/signup', { method: 'POST', body: input })
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
  await stopPushOnSignOut()
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
  await deletePrivateCaches()
  globalThis.navigator?.serviceWorker?.controller?.postMessage({
    type: SW_MESSAGES.clearPrivateCaches,
  })
}
