import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { db } from './db.ts'
import { DRAIN_DEBOUNCE_MS } from './sync-engine.ts'
import { startSyncEngine } from './sync.ts'
import type { FakeApi } from './testing/fake-api.ts'
import { startOfflineDevice, stopOfflineDevice } from './testing/offline-device.ts'
import { memberFixture } from './testing/member.ts'
import { eventually } from '#shared/testing/eventually.ts'

let server: FakeApi

beforeEach(async () => {
  server = await startOfflineDevice({ member: memberFixture(6) })
})
afterEach(stopOfflineDevice)

function writes() {
  return server.requests.filter((r) => r.path !== '/api/auth/user').map((r) => r.body?.toUserId)
}

/** A row as another tab or an older session left it: no in-page trigger fired for it. */
async function addRowDirectly(clientId: string, toUserId: number, nextAttemptAt = 0) {
  await db.outbox.add({
    clientId,
    memberId: 6,
    kind: 'like',
    method: 'POST',
    path: '/api/likes',
    body: { toUserId, clientId },
    createdAt: 1,
    attempts: nextAttemptAt ? 4 : 0,
    nextAttemptAt,
    status: 'pending',
    lastError: null,
  })
}

describe('the page triggers', () => {
  it('checks the session and drains at start, and drains again when the browser comes online, backoff or not', async () => {
    await addRowDirectly('c-start', 1) // left by an earlier visit
    await vi.advanceTimersByTimeAsync(10 * DRAIN_DEBOUNCE_MS)
    expect(writes()).toEqual([])

    startSyncEngine()
    startSyncEngine() // idempotent: one set of listeners
    // The first drain loads the answer handlers (outbox-answers.ts): slow on a busy machine.
    await eventually(() => expect(writes()).toEqual([1]))
    expect(server.requests.filter((r) => r.path === '/api/auth/user')).toHaveLength(1)

    // A row written by another context (no in-page trigger), waiting out a backoff after failed
    // tries while offline: the `online` event sends it at once.
    await addRowDirectly('c-online', 2, Date.now() + 60_000)
    await vi.advanceTimersByTimeAsync(10 * DRAIN_DEBOUNCE_MS)
    expect(writes()).toEqual([1])

    window.dispatchEvent(new Event('online'))

    await eventually(() => expect(writes()).toEqual([1, 2]))
    await eventually(async () => expect(await db.outbox.count()).toBe(0))
  })

  it('drains when the app becomes visible again', async () => {
    startSyncEngine()
    await addRowDirectly('c-visible', 3)
    await vi.advanceTimersByTimeAsync(10 * DRAIN_DEBOUNCE_MS)
    expect(server.writes.size).toBe(0)

    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' })
    document.dispatchEvent(new Event('visibilitychange'))

    await eventually(() => expect([...server.writes.keys()]).toEqual(['c-visible']))
  })
})
