import { CurrentUserSchema, type CurrentUser } from '#shared/schemas/user.ts'
import { apiRequest, apiRequestOrNull, HttpError, NetworkError } from './api-client.ts'
import { db } from './db.ts'
import { readSessionMarker, writeSessionMarker } from './session-marker.ts'

/**
 * Who is signed in on this device, as far as the device knows. No React here: the sync
 * engine (also inside the service worker) reads it to send only that member's outbox rows.
 */

/** deviceSettings key: the member whose data the read model holds. */
const OWNER_KEY = 'readModelOwner'
/** deviceSettings key: a sign-out made offline whose server half is still to do. */
export const PENDING_LOGOUT_KEY = 'pendingLogout'

export async function currentMember(): Promise<CurrentUser | null> {
  return (await db.session.get('current'))?.member ?? null
}

export async function currentMemberId(): Promise<number | null> {
  return (await currentMember())?.id ?? null
}

/**
 * Stores the signed-in member. When a different member than the one whose data the read
 * model holds signs in, that data is dropped first (their unsent outbox rows stay, and are
 * sent only when they sign in again).
 */
export async function rememberMember(member: CurrentUser, now = Date.now()): Promise<void> {
  await db.transaction('rw', [db.session, db.deviceSettings, ...db.readModelTables], async () => {
    const owner = (await db.deviceSettings.get(OWNER_KEY))?.value
    if (owner !== member.id) {
      await Promise.all(db.readModelTables.map((table) => table.clear()))
      await db.deviceSettings.put({ key: OWNER_KEY, value: member.id })
    }
    await db.deviceSettings.delete(PENDING_LOGOUT_KEY)
    await db.session.put({ key: 'current', member, savedAt: now })
  })
  writeSessionMarker({ kind: 'member', memberId: member.id })
}

/** The server no longer knows the session (401): the member must sign in again. */
export async function forgetMember(): Promise<void> {
  await db.session.delete('current')
  writeSessionMarker({ kind: 'none' })
}

/**
 * Ends the server session of a sign-out that was made offline (its cookie is still in the
 * browser). Throws NetworkError while still offline.
 */
export async function finishPendingLogout(): Promise<void> {
  if ((await db.deviceSettings.get(PENDING_LOGOUT_KEY))?.value !== true) return
  await apiRequest('/api/auth/logout', { method: 'POST' }).catch((error: unknown) => {
    if (!(error instanceof HttpError && error.status === 401)) throw error
  })
  await db.deviceSettings.delete(PENDING_LOGOUT_KEY)
  if (readSessionMarker().kind === 'pending-logout') writeSessionMarker({ kind: 'none' })
}

/**
 * Asks the server who is signed in: a member → stored; 401 → signed out; no answer (offline,
 * server down) → the cached member stays. A sign-out that could not reach the server is
 * finished first, so a shared phone does not silently sign the last member back in.
 */
export async function refreshSession(): Promise<void> {
  try {
    await finishPendingLogout()
    const member = await apiRequestOrNull('/api/auth/user', { schema: CurrentUserSchema })
    if (member) await rememberMember(member)
    else await forgetMember()
  } catch (error) {
    // Offline or a server fault: keep what the device knows and try again on the next trigger.
    if (!(error instanceof NetworkError)) console.warn('Could not refresh the session', error)
  } finally {
    markSessionChecked()
  }
}

// Whether this page has asked the server once. Until then, a device with no cached member
// shows "loading" rather than the sign-in screen (the cookie may still be valid).
let firstCheck: Promise<void> | null = null
let checked = false
const checkListeners = new Set<() => void>()

function markSessionChecked(): void {
  if (checked) return
  checked = true
  for (const listener of checkListeners) listener()
}

/** The first refreshSession of this page (started once, shared by every caller). */
export function checkSessionOnce(): Promise<void> {
  firstCheck ??= refreshSession()
  return firstCheck
}

/**
 * The first check of this page, made with the server's answer the page already holds (session.ts
 * asked before loading the database): the member is stored without a second request, unless a
 * sign-out made offline must be finished first.
 */
export function checkSessionWith(answer: unknown): Promise<void> {
  firstCheck ??= (async () => {
    if ((await db.deviceSettings.get(PENDING_LOGOUT_KEY))?.value === true) return refreshSession()
    try {
      await rememberMember(CurrentUserSchema.parse(answer))
    } catch (error) {
      console.warn('Could not store the signed-in member', error)
    } finally {
      markSessionChecked()
    }
  })()
  return firstCheck
}

/** Calls `listener` once the page's first check has been made (checkSessionOnce starts it). */
export function subscribeSessionCheck(listener: () => void): () => void {
  checkListeners.add(listener)
  return () => checkListeners.delete(listener)
}

export function sessionChecked(): boolean {
  return checked
}
