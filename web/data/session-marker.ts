/**
 * What the page needs to know before it loads the device's database: whether a member is
 * signed in on this device. A small mirror of the Dexie session row in localStorage, written
 * wherever that row is (rememberMember, forgetMember, signOut), so a signed-out visitor's page
 * never loads Dexie, and a signed-in member's page starts loading it with the first screen.
 * It holds the member's id only; the member's data stays in IndexedDB (signing out forgets both).
 */

/** The localStorage key of the marker. */
export const SESSION_MARKER_KEY = 'orthodox-hearts:session'

export type SessionMarker =
  /** Nothing is known: a first visit, a signed-out visitor, or a device from before the marker. */
  | { kind: 'none' }
  /** The device holds this member's session. */
  | { kind: 'member'; memberId: number }
  /** A sign-out made offline: its server half runs before anything else (current-member.ts). */
  | { kind: 'pending-logout' }

const NONE: SessionMarker = { kind: 'none' }

type KeyValueStorage = {
  getItem: (key: string) => string | null
  setItem: (key: string, value: string) => void
  removeItem: (key: string) => void
}

/** The page's localStorage; the service worker (which also runs current-member.ts) has none. */
function storage(): KeyValueStorage | undefined {
  return (globalThis as { localStorage?: KeyValueStorage }).localStorage
}

export function readSessionMarker(): SessionMarker {
  try {
    const stored: unknown = JSON.parse(storage()?.getItem(SESSION_MARKER_KEY) ?? 'null')
    if (typeof stored !== 'object' || stored === null) return NONE
    if ('memberId' in stored && typeof stored.memberId === 'number')
      return { kind: 'member', memberId: stored.memberId }
    if ('pendingLogout' in stored && stored.pendingLogout === true)
      return { kind: 'pending-logout' }
    return NONE
  } catch {
    return NONE
  }
}

export function writeSessionMarker(marker: SessionMarker): void {
  try {
    const localStorage = storage()
    if (!localStorage) return
    if (marker.kind === 'member')
      localStorage.setItem(SESSION_MARKER_KEY, JSON.stringify({ memberId: marker.memberId }))
    else if (marker.kind === 'pending-logout')
      localStorage.setItem(SESSION_MARKER_KEY, JSON.stringify({ pendingLogout: true }))
    else localStorage.removeItem(SESSION_MARKER_KEY)
  } catch {
    // Private mode or a full quota: the page asks the server instead.
  }
}
