// The data helper's session module, replaced in component tests (vi.mock of the agreed path).
import type { CurrentUser } from '#shared/schemas/user.ts'
import { useSyncExternalStore } from 'react'
import { vi } from 'vitest'

export type SessionState =
  { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; member: CurrentUser }

export const demoMember = {
  id: 6,
  email: 'demo@example.com',
  username: 'demo',
  firstName: 'Eleni',
  lastName: 'Pappas',
  age: 29,
  gender: 'female',
  lookingFor: 'male',
  minAge: 27,
  maxAge: 38,
  maxDistance: 50,
  distanceStrict: false,
  seekingDenominations: [] as CurrentUser['seekingDenominations'],
  bio: 'I sing in the choir at St. Andrew.',
  profileImageUrl: null,
  photos: [] as CurrentUser['photos'],
  isVerified: true,
  profileCompletionStep: 5,
  location: 'Chicago',
  createdAt: '2026-01-05T10:00:00.000Z',
  religiousDataConsentAt: '2026-01-05T10:00:00.000Z',
  role: 'member',
  profileEditVersion: 1,
} as CurrentUser

let state: SessionState = { status: 'signed-in', member: demoMember }
const listeners = new Set<() => void>()

export function setSession(next: SessionState) {
  state = next
  listeners.forEach((listener) => listener())
}

export function useSession(): SessionState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => state,
  )
}

export const signIn = vi.fn(async (_email: string, _password: string) => {})
export const signUp = vi.fn(async (_input: unknown) => {})
export const signOut = vi.fn(async () => setSession({ status: 'signed-out' }))
export const refreshSession = vi.fn(async () => {})
/** The device's database is the tests' own (fake-indexeddb): the shell's device queries stay at their fallback. */
export const whenDeviceSession = vi.fn((_task: unknown) => {})
export const startSession = vi.fn(() => {})
