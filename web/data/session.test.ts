import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useFirstScreenShownWhen } from '../app/when-idle.ts'
import { IMAGE_CACHE } from '../pwa/cache-names.ts'
import { stubPush } from '../test/fake-push.ts'
import { rememberMember } from './current-member.ts'
import { db } from './db.ts'
import { readSessionMarker } from './session-marker.ts'
import { refreshSession, signIn, signOut, useSession } from './session.ts'
import { memberFixture, resetDevice } from './testing/member.ts'

type Route = (init: RequestInit) => Response | Promise<Response>

/** A fake API answering by "METHOD /path"; an unknown route is a network failure. */
function serve(routes: Record<string, Route>) {
  const seen: string[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${String(input)}`
    seen.push(key)
    const route = routes[key]
    if (!route) throw new TypeError('Failed to fetch')
    return route(init)
  })
  vi.stubGlobal('fetch', fetch)
  return seen
}

const json = (status: number, body: unknown) => () => Response.json(body, { status })
const offline = () => {
  throw new TypeError('Failed to fetch')
}

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }) // keep the engine from draining
  await resetDevice(6)
})
afterEach(() => {
  vi.clearAllTimers()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

async function fillEveryTable(): Promise<void> {
  await db.outbox.add({
    clientId: 'c1',
    memberId: 6,
    kind: 'like',
    method: 'POST',
    path: '/api/likes',
    body: {},
    createdAt: 1,
    attempts: 0,
    nextAttemptAt: 0,
    status: 'pending',
    lastError: null,
  })
  await db.deviceSettings.put({ key: 'darkMode', value: true })
  await db.profiles.put({
    id: 9,
    firstName: 'Anna',
    lastName: 'P',
    age: 30,
    profileImageUrl: null,
    fetchedAt: 1,
  })
  await db.matches.put({ id: 1, userId: 9, createdAt: '2026-01-01' })
  await db.conversations.put({
    partnerId: 9,
    lastMessage: 'Hi',
    lastFromUserId: 9,
    createdAt: '',
    unread: 1,
  })
  await db.messages.put({
    localId: 's1',
    id: 1,
    partnerId: 9,
    fromUserId: 9,
    toUserId: 6,
    content: 'Hi',
    createdAt: '',
    delivery: 'sent',
  })
  await db.favorites.put({ userId: 9, addedAt: 1 })
  await db.decisions.put({ userId: 9, kind: 'like', isMatch: true, decidedAt: 1 })
  await db.drafts.put({ key: 'profile-builder', value: { step: 2 }, updatedAt: 1 })
  await db.membership.put({ key: 'current', tier: 'premium', limits: {}, usage: {}, fetchedAt: 1 })
  await db.deck.put({
    filterKey: '',
    ids: [9],
    nextCursor: null,
    within: null,
    beyond: [],
    fetchedAt: 1,
  })
  await db.blocked.put({
    userId: 9,
    firstName: 'Anna',
    lastName: 'Petrova',
    profileImageUrl: null,
    createdAt: '2026-11-01T00:00:00.000Z',
  })
  await db.parishes.put({
    id: 1,
    name: 'Holy Trinity',
    jurisdiction: 'OCA',
    address: '1 Church St',
    latitude: 41.9,
    longitude: -87.68,
    priestName: null,
    priestEmail: null,
    deaconName: null,
    deaconEmail: null,
    phone: null,
    website: null,
    serviceTimes: null,
    events: [],
  })
  await db.events.put({
    id: 3,
    title: 'Nativity vigil',
    description: null,
    eventDate: '2026-12-24T22:00:00.000Z',
    eventType: 'feast',
    verifiedOnly: false,
    parish: {
      id: 1,
      name: 'Holy Trinity',
      address: '1 Church St',
      latitude: 41.9,
      longitude: -87.68,
    },
    distanceMiles: 2,
    going: 4,
    interested: 1,
    myRsvp: { status: 'going', visible: true },
    attendees: null,
    fetchedAt: 0,
  })
  for (const table of db.tables) expect(await table.count(), table.name).toBeGreaterThan(0)
}

describe('signOut', () => {
  it('ends the server session and clears every table and the private caches', async () => {
    await fillEveryTable()
    vi.stubGlobal('caches', fakeCacheStorage())
    const cache = await caches.open(IMAGE_CACHE)
    await cache.put('/uploads/a.png', new Response('png'))
    const seen = serve({ 'POST /api/auth/logout': () => new Response(null, { status: 204 }) })

    await signOut()

    expect(seen).toEqual(['POST /api/auth/logout'])
    for (const table of db.tables) expect(await table.count(), table.name).toBe(0)
    expect(await caches.has(IMAGE_CACHE)).toBe(false)
  })

  it('offline, still clears the device, and ends the server session at the next refresh', async () => {
    await fillEveryTable()
    serve({ 'POST /api/auth/logout': offline })

    await signOut()

    expect(await db.session.count()).toBe(0)
    expect(await db.outbox.count()).toBe(0)
    expect(await db.deviceSettings.toArray()).toEqual([{ key: 'pendingLogout', value: true }])

    const seen = serve({
      'POST /api/auth/logout': () => new Response(null, { status: 204 }),
      'GET /api/auth/user': json(401, { message: 'Not signed in' }),
    })
    await refreshSession()
    expect(seen).toEqual(['POST /api/auth/logout', 'GET /api/auth/user'])
    expect(await db.deviceSettings.count()).toBe(0)
    expect(await db.session.count()).toBe(0)
  })
})

describe('signOut on a device subscribed to web push', () => {
  afterEach(() => Reflect.deleteProperty(navigator, 'serviceWorker'))

  it('tells the server to forget the device before ending the session, and unsubscribes', async () => {
    const push = stubPush({ permission: 'granted' })
    const subscription = push.subscribed(new Uint8Array([4]))
    const seen = serve({
      'DELETE /api/push/subscription': () => new Response(null, { status: 204 }),
      'POST /api/auth/logout': () => new Response(null, { status: 204 }),
    })
    await signOut()
    expect(seen).toEqual(['DELETE /api/push/subscription', 'POST /api/auth/logout'])
    expect(subscription.unsubscribe).toHaveBeenCalledOnce()
  })

  it('offline, unsubscribes anyway', async () => {
    const push = stubPush({ permission: 'granted' })
    const subscription = push.subscribed(new Uint8Array([4]))
    serve({ 'POST /api/auth/logout': offline })
    await signOut()
    expect(subscription.unsubscribe).toHaveBeenCalledOnce()
    expect(await db.session.count()).toBe(0)
  })
})

describe('signIn', () => {
  it('throws the spec error text on a refusal and stays signed out', async () => {
    await resetDevice(null)
    serve({ 'POST /api/auth/login': json(401, { message: 'Invalid email or password' }) })

    await expect(signIn('demo@example.com', 'wrong')).rejects.toThrow(
      '401: {"message":"Invalid email or password"}',
    )
    expect(await db.session.count()).toBe(0)
  })

  it('stores the member; a different member than before finds none of the previous data', async () => {
    await db.favorites.put({ userId: 9, addedAt: 1 })
    await db.outbox.add({
      clientId: 'c-of-6',
      memberId: 6,
      kind: 'like',
      method: 'POST',
      path: '/api/likes',
      body: {},
      createdAt: 1,
      attempts: 0,
      nextAttemptAt: 0,
      status: 'pending',
      lastError: null,
    })
    serve({
      'POST /api/auth/login': json(200, { ok: true }),
      'GET /api/auth/user': json(200, memberFixture(7)),
    })

    await signIn('member7@example.org', 'secret-password')

    expect((await db.session.get('current'))?.member?.id).toBe(7)
    expect(await db.favorites.count()).toBe(0)
    expect(await db.outbox.count()).toBe(1) // member 6's unsent change waits for member 6
  })
})

describe('refreshSession', () => {
  it('a 401 signs the device out; a network error keeps the cached member', async () => {
    serve({ 'GET /api/auth/user': offline })
    await refreshSession()
    expect((await db.session.get('current'))?.member?.id).toBe(6)

    serve({ 'GET /api/auth/user': json(401, { message: 'Not signed in' }) })
    await refreshSession()
    expect(await db.session.get('current')).toBeUndefined()
  })
})

describe('useSession', () => {
  beforeEach(() => vi.useRealTimers()) // waitFor polls with real timers
  it("shows the cached member, the server's once the first screen is up, then follows sign-out live", async () => {
    const seen = serve({
      'GET /api/auth/user': json(200, memberFixture(6, { firstName: 'Sophia' })),
      'POST /api/auth/logout': () => new Response(null, { status: 204 }),
    })
    let firstScreenUp = false
    const { result, rerender } = renderHook(() => {
      useFirstScreenShownWhen(firstScreenUp)
      return useSession()
    })

    await waitFor(() => expect(result.current.status).toBe('signed-in'))
    // The stored member is checked with the server once the first screen is shown, not before.
    expect(seen).not.toContain('GET /api/auth/user')
    firstScreenUp = true
    rerender()
    await waitFor(() =>
      expect(result.current).toMatchObject({ member: { id: 6, firstName: 'Sophia' } }),
    )

    await act(() => signOut())
    await waitFor(() => expect(result.current).toEqual({ status: 'signed-out' }))
  })

  it('member change through rememberMember shows the new member', async () => {
    serve({ 'GET /api/auth/user': offline })
    const { result } = renderHook(() => useSession())
    await waitFor(() => expect(result.current.status).toBe('signed-in'))
    await act(() => rememberMember(memberFixture(8)))
    await waitFor(() => expect(result.current).toMatchObject({ member: { id: 8 } }))
  })
})

describe('the signed-in marker the page starts from (localStorage)', () => {
  it('names the member after sign-in, and nobody after sign-out', async () => {
    await resetDevice(null)
    expect(readSessionMarker()).toEqual({ kind: 'none' })
    serve({
      'POST /api/auth/login': json(200, { ok: true }),
      'GET /api/auth/user': json(200, memberFixture(7)),
      'POST /api/auth/logout': () => new Response(null, { status: 204 }),
    })
    await signIn('member7@example.org', 'secret-password')
    expect(readSessionMarker()).toEqual({ kind: 'member', memberId: 7 })
    await signOut()
    expect(readSessionMarker()).toEqual({ kind: 'none' })
  })

  it('keeps an offline sign-out pending until its server half is done', async () => {
    serve({ 'POST /api/auth/logout': offline })
    await signOut()
    expect(readSessionMarker()).toEqual({ kind: 'pending-logout' })
    serve({
      'POST /api/auth/logout': () => new Response(null, { status: 204 }),
      'GET /api/auth/user': json(401, { message: 'Not signed in' }),
    })
    await refreshSession()
    expect(readSessionMarker()).toEqual({ kind: 'none' })
  })

  it('forgets the member when the server no longer knows the session', async () => {
    expect(readSessionMarker()).toEqual({ kind: 'member', memberId: 6 })
    serve({ 'GET /api/auth/user': json(401, { message: 'Not signed in' }) })
    await refreshSession()
    expect(readSessionMarker()).toEqual({ kind: 'none' })
  })
})

/** The part of CacheStorage sign-out uses (happy-dom has none). */
function fakeCacheStorage(): Pick<CacheStorage, 'open' | 'has' | 'delete'> {
  const stores = new Map<string, Map<string, Response>>()
  return {
    async open(name: string) {
      const store = stores.get(name) ?? new Map<string, Response>()
      stores.set(name, store)
      return {
        put: async (request: RequestInfo | URL, response: Response) => {
          store.set(String(request), response)
        },
      } as Cache
    },
    has: async (name: string) => stores.has(name),
    delete: async (name: string) => stores.delete(name),
  }
}
