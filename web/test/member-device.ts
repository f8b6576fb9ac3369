import type { MembershipTier } from '#shared/domain/vocabularies.ts'
import type { CurrentUser } from '#shared/schemas/user.ts'
import { vi } from 'vitest'
import { rememberMember } from '../data/current-member.ts'
import { drainOutbox } from '../data/sync-engine.ts'
import { currentSession, deviceSession, type SessionState } from '../data/session.ts'
import { createFakeApi, type FakeApi, type SeenRequest } from '../data/testing/fake-api.ts'
import { memberFixture, resetDevice } from '../data/testing/member.ts'
import { eventually } from '#shared/testing/eventually.ts'

/**
 * The device of a screen test, for beforeEach: the real session, outbox and device settings on
 * the test's IndexedDB (fake-indexeddb), and `fetch` answered by the fake API — the network is
 * the only thing stood in for.
 */

/** The member the screen tests sign in (member 6, as the data-layer tests). */
export const demoMember: CurrentUser = memberFixture(6, {
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
  bio: 'I sing in the choir at St. Andrew.',
  isVerified: true,
  profileCompletionStep: 5,
  location: 'Chicago',
  createdAt: '2026-01-05T10:00:00.000Z',
  religiousDataConsentAt: '2026-01-05T10:00:00.000Z',
})

/**
 * A fresh device with `member` signed in: stored as the server named them (Dexie and the
 * session marker), and the fake API knows the same session. Returns the fake API.
 */
export async function signedInDevice(member: CurrentUser = demoMember): Promise<FakeApi> {
  await settle()
  const server = createFakeApi({ member })
  vi.stubGlobal('fetch', server.fetch)
  await resetDevice(null)
  await rememberMember(member)
  // The page may have started its session signed out (an earlier test): follow the stored row.
  await deviceSession()
  await pageShows({ status: 'signed-in', member })
  return server
}

/** signedInDevice with the demo member on the plan `membershipTier`. */
export const memberOnPlan = (membershipTier: MembershipTier): Promise<FakeApi> =>
  signedInDevice({ ...demoMember, membershipTier })

/** A fresh device nobody is signed in on, and a server that answers 401 until a sign-in. */
export async function signedOutDevice(): Promise<FakeApi> {
  await settle()
  const server = createFakeApi({ member: demoMember })
  server.signOut()
  vi.stubGlobal('fetch', server.fetch)
  await resetDevice(null)
  // The page's session (started by an earlier test or not) learns that nobody is signed in.
  await (await deviceSession()).refreshSession()
  await pageShows({ status: 'signed-out' })
  server.requests.length = 0
  return server
}

/**
 * The server takes the member's consent to store faith data (or its withdrawal) and names them
 * with it from then on, answering the consent state as api/routes/privacy.ts does.
 */
export function serverTakesConsent(server: FakeApi, member: CurrentUser = demoMember): void {
  server.on('PUT /api/privacy/consent', (request: SeenRequest) => {
    const religiousDataConsentAt = request.body?.religiousData ? '2026-02-01T10:00:00.000Z' : null
    server.signIn({ ...member, religiousDataConsentAt })
    return { religiousDataConsentAt }
  })
}

/**
 * Waits until the page's session (already started by an earlier test of the file) shows `state`,
 * so a screen does not open with the member of the test before. Not started yet, it will read
 * the device when the app renders.
 */
async function pageShows(state: SessionState): Promise<void> {
  await eventually(() => {
    const shown = currentSession()
    if (shown.status !== 'loading' && JSON.stringify(shown) !== JSON.stringify(state))
      throw new Error(`The page still shows ${JSON.stringify(shown)}`)
  })
}

/** Lets what an earlier test of the file started (a drain of the outbox) end before the reset. */
async function settle(): Promise<void> {
  await drainOutbox()
}
