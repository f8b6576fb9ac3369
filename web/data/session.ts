import { useSyncExternalStore } from 'react'
import type { SignupInput } from '#shared/schemas/auth.ts'
import type { CurrentUser } from '#shared/schemas/user.ts'
import { apiRequestOrNull, HttpError } from './api-client.ts'
import { EARLY_PATHS, takeEarlyAnswer } from './early-answers.ts'
import { readSessionMarker } from './session-marker.ts'

/**
 * The session as the page shows it, without the device's database: the shell (header, bottom
 * navigation, the guards of the routes) reads it here, so a signed-out visitor's page never
 * loads Dexie or the row schemas. A device marked as signed in (session-marker.ts) loads its
 * database at once, beside the first screen, and the session then follows the Dexie row live
 * (device-session.ts); an unmarked device asks the server first and loads the database only
 * when the answer is not a plain "signed out".
 */

export type SessionState =
  { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; member: CurrentUser }

const LOADING: SessionState = { status: 'loading' }
const SIGNED_OUT: SessionState = { status: 'signed-out' }

type DeviceSession = typeof import('./device-session.ts')

let state: SessionState = LOADING
const listeners = new Set<() => void>()
let started = false
let device: Promise<DeviceSession> | null = null
const waitingForDevice: Array<(device: DeviceSession) => void> = []
/** The member the server named before the database loaded (an unmarked device), once. */
let answeredMember: unknown

/** The server's answer askServerFirst already holds, for the device's first check (once). */
export function takeAnsweredMember(): unknown {
  const answer = answeredMember
  answeredMember = undefined
  return answer
}

/** What the page shows now. */
export const currentSession = (): SessionState => state

/** Publishes what the page shows (device-session.ts, from the Dexie row). */
export function publishSession(next: SessionState): void {
  if (next === state) return
  state = next
  for (const listener of listeners) listener()
}

/**
 * The device's session module (Dexie, the row schemas, sign-in and sign-out), loaded once. Once
 * the page shows the session (startSession), loading it also starts following the stored row.
 */
export function deviceSession(): Promise<DeviceSession> {
  if (!device) {
    device = import('./device-session.ts')
    void device.then((module) => {
      for (const task of waitingForDevice.splice(0)) task(module)
    })
  }
  if (started) void device.then((module) => module.watchSession())
  return device
}

/**
 * Fetches the device's session module without starting it: for a members' screen opened on a
 * device with no marker (its storage cleared, or evicted as Safari does after a week), so that a
 * member the server still knows is not kept waiting for the module after the server's answer. A
 * signed-out visitor's page only fetched what a members' screen imports anyway.
 */
export function warmDeviceSession(): void {
  // Only a head start: a fetch that fails here is made again by deviceSession(), which reports it.
  import('./device-session.ts').catch(() => {})
}

/**
 * Runs `task` with the device's session module once something else has loaded it (a member is
 * or becomes signed in), never loading it for a signed-out visitor.
 */
export function whenDeviceSession(task: (device: DeviceSession) => void): void {
  if (device) void device.then(task)
  else waitingForDevice.push(task)
}

/**
 * Starts finding out who is signed in (idempotent; main.tsx calls it before the first render so
 * a signed-in member's database loads beside the catalog and the screen).
 */
export function startSession(): void {
  if (started) return
  started = true
  if (readSessionMarker().kind === 'none') void askServerFirst()
  else void deviceSession()
}

/**
 * An unmarked device (the answer the head script asked for, when it did): a 401 is a signed-out
 * visitor; anything else is the device's to sort out.
 */
async function askServerFirst(): Promise<void> {
  try {
    const member = await apiRequestOrNull(EARLY_PATHS.user, { answered: takeEarlyAnswer('user') })
    if (member === null) {
      publishSession(SIGNED_OUT)
      return
    }
    answeredMember = member // the device stores it without asking again
  } catch (error) {
    // Offline or a server fault: the device may still hold a member (a version before the marker).
    if (error instanceof HttpError) console.warn('Could not check the session', error)
  }
  // Signed in on the server (or unknown): the device stores the member and follows its row.
  await deviceSession()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  startSession()
  return () => listeners.delete(listener)
}

/**
 * The session as this device knows it, live. 'loading' until the device's answer is read, and —
 * when no member is cached — until the server has been asked once.
 */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, currentSession, currentSession)
}

/** Signs in; a refusal throws the spec's Error('<status>: <body text>'). */
export async function signIn(email: string, password: string): Promise<void> {
  await (await deviceSession()).signIn(email, password)
}

/** Creates the account and signs in; a refusal throws Error('<status>: <body text>'). */
export async function signUp(input: SignupInput): Promise<void> {
  await (await deviceSession()).signUp(input)
}

/** Signs out and forgets everything on this device (device-session.ts). */
export async function signOut(): Promise<void> {
  await (await deviceSession()).signOut()
}

/** Asks the server who is signed in and stores the answer (current-member.ts). */
export async function refreshSession(): Promise<void> {
  await (await deviceSession()).refreshSession()
}
