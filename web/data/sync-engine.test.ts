import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { runAction } from './actions.ts'
import { db } from './db.ts'
import { onRejected, onSynced } from './outbox-handlers.ts'
import {
  createSyncEngine,
  drainOutbox,
  onSyncEvent,
  retryDelay,
  RETRY_BASE_MS,
  RETRY_CAP_MS,
  type OutboxFailedDetail,
} from './sync-engine.ts'
import type { FakeApi } from './testing/fake-api.ts'
import { startOfflineDevice, stopOfflineDevice } from './testing/offline-device.ts'
import { memberFixture } from './testing/member.ts'
import { rememberMember } from './current-member.ts'

let server: FakeApi

function like(toUserId: number) {
  return runAction({
    kind: 'like',
    method: 'POST',
    path: '/api/likes',
    body: { fromUserId: 6, toUserId },
    tables: [db.decisions],
    apply: async (_tx, { now }) => {
      await db.decisions.put({ userId: toUserId, kind: 'like', isMatch: null, decidedAt: now })
    },
  })
}

beforeEach(async () => {
  server = await startOfflineDevice()
  vi.spyOn(Math, 'random').mockReturnValue(1)
})
afterEach(stopOfflineDevice)

describe('sending the outbox', () => {
  it('sends rows oldest first, with the clientId in the body and the Idempotency-Key header', async () => {
    const first = await like(11)
    const second = await like(12)
    const third = await like(13)

    const report = await drainOutbox()

    expect(report).toMatchObject({ sent: 3, failed: 0, stopped: 'empty' })
    expect(server.requests.map((r) => r.body?.toUserId)).toEqual([11, 12, 13])
    expect(server.requests.map((r) => r.idempotencyKey)).toEqual([
      first.clientId,
      second.clientId,
      third.clientId,
    ])
    expect(server.requests.map((r) => r.body?.clientId)).toEqual([
      first.clientId,
      second.clientId,
      third.clientId,
    ])
    expect(server.requests.every((r) => r.credentials === 'include')).toBe(true)
    expect(server.requests.every((r) => r.contentType === 'application/json')).toBe(true)
    expect(await db.outbox.count()).toBe(0)
  })

  it('applies the server answer through the kind handler, e.g. a like that made a match', async () => {
    const off = onSynced('like', async (answer, row) => {
      const { isMatch } = answer as { isMatch: boolean }
      await db.decisions.update(Number(row.body.toUserId), { isMatch })
    })
    await like(12)
    await like(13)

    await drainOutbox()
    off()

    expect((await db.decisions.get(12))?.isMatch).toBe(true)
    expect((await db.decisions.get(13))?.isMatch).toBe(false)
  })

  it('sends each write exactly once when the reply was lost after the server stored it', async () => {
    const { clientId } = await like(12)
    server.fail('lost-reply')

    const firstDrain = await drainOutbox()
    expect(firstDrain.stopped).toBe('waiting')
    expect(server.writes.size).toBe(1) // the server has it, the device does not know yet
    expect(await db.outbox.count()).toBe(1)

    await vi.advanceTimersByTimeAsync(RETRY_BASE_MS)
    await drainOutbox()

    expect(server.requests.map((r) => r.idempotencyKey)).toEqual([clientId, clientId])
    expect(server.writes.size).toBe(1)
    expect(await db.outbox.count()).toBe(0)
  })

  it('still sends a row after a crash between enqueue and send (database closed and reopened)', async () => {
    const { clientId } = await like(21)
    db.close()
    await db.open()

    const report = await drainOutbox()

    expect(report.sent).toBe(1)
    expect([...server.writes.keys()]).toEqual([clientId])
  })

  it('after a crash between the server storing and the device deleting, the replay is answered from the first result', async () => {
    const off = onSynced('like', async (answer, row) => {
      await db.decisions.update(Number(row.body.toUserId), answer as { isMatch: boolean })
    })
    await like(14)
    const row = (await db.outbox.toArray())[0]!
    // The server received and stored it; then the tab died before deleting the row.
    await server.fetch(row.path, { method: row.method, body: JSON.stringify(row.body) })
    db.close()
    await db.open()

    await drainOutbox()
    off()

    expect(server.writes.size).toBe(1)
    expect(server.writes.get(row.clientId)?.answer).toEqual({ isMatch: true })
    expect((await db.decisions.get(14))?.isMatch).toBe(true)
    expect(await db.outbox.count()).toBe(0)
  })
})

describe('signing out while a change is on its way', () => {
  it('writes nothing of the answer back into the cleared device', async () => {
    const off = onSynced('like', async (answer, row) => {
      await db.decisions.put({
        userId: Number(row.body.toUserId),
        kind: 'like',
        isMatch: (answer as { isMatch: boolean }).isMatch,
        decidedAt: 1,
      })
    })
    await like(16)
    await db.decisions.clear()
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      await Promise.all(db.tables.map((table) => table.clear())) // signOut's clearing, mid-flight
      return server.fetch(input, init)
    })

    await drainOutbox()
    off()

    expect(server.writes.size).toBe(1)
    expect(await db.decisions.count()).toBe(0)
    expect(await db.outbox.count()).toBe(0)
  })
})

describe('retrying', () => {
  it('retries network errors and 5xx with growing delays, while an unrelated row goes at once', async () => {
    await like(31)
    await like(32) // another member: another ordering key
    server.fail('network')

    await drainOutbox() // attempt 1: network error → wait 2 s; 32 goes meanwhile
    expect(server.requests.map((r) => r.body?.toUserId)).toEqual([31, 32])
    let row = (await db.outbox.toArray())[0]!
    expect(row).toMatchObject({ attempts: 1, status: 'pending', lastError: 'Failed to fetch' })

    server.fail({ status: 503 })
    await vi.advanceTimersByTimeAsync(RETRY_BASE_MS - 1)
    expect(server.requests).toHaveLength(2) // not before its time
    await vi.advanceTimersByTimeAsync(1) // attempt 2: 503 → wait 4 s
    await drainOutbox()
    expect(server.requests).toHaveLength(3)
    row = (await db.outbox.toArray())[0]!
    expect(row).toMatchObject({ attempts: 2, lastError: '503: Service Unavailable' })

    server.fail({ status: 500, body: '{"message":"boom"}' })
    await vi.advanceTimersByTimeAsync(2 * RETRY_BASE_MS) // attempt 3: 500 → wait 8 s
    await drainOutbox()
    expect(server.requests).toHaveLength(4)
    row = (await db.outbox.toArray())[0]!
    expect(row).toMatchObject({ attempts: 3, lastError: '500: {"message":"boom"}' })

    await vi.advanceTimersByTimeAsync(4 * RETRY_BASE_MS) // attempt 4 succeeds
    await drainOutbox()

    expect(server.requests.map((r) => r.body?.toUserId)).toEqual([31, 32, 31, 31, 31])
    expect([...server.writes.values()].map((w) => w.body.toUserId)).toEqual([32, 31])
    expect(await db.outbox.count()).toBe(0)
  })

  it('grows the delay exponentially with jitter and caps it', () => {
    expect(retryDelay(1, () => 1)).toBe(RETRY_BASE_MS)
    expect(retryDelay(1, () => 0)).toBe(RETRY_BASE_MS / 2)
    expect(retryDelay(3, () => 1)).toBe(4 * RETRY_BASE_MS)
    expect(retryDelay(30, () => 1)).toBe(RETRY_CAP_MS)
    expect(retryDelay(30, () => 0)).toBe(RETRY_CAP_MS / 2)
  })
})

describe('refusals', () => {
  it('marks a row refused with a 4xx as failed, tells the UI, and goes on with the next', async () => {
    const failures: OutboxFailedDetail[] = []
    const offEvent = onSyncEvent('outbox-failed', (detail) => failures.push(detail))
    const offRejected = onRejected('like', async (_message, row) => {
      await db.decisions.delete(Number(row.body.toUserId))
    })
    await like(41)
    await like(42)
    server.fail({
      status: 409,
      body: '{"message":"Already liked this user","code":"already_liked"}',
    })

    const report = await drainOutbox()
    offEvent()
    offRejected()

    expect(report).toMatchObject({ sent: 1, failed: 1, stopped: 'empty' })
    const rows = await db.outbox.toArray()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      status: 'failed',
      lastError: '409: {"message":"Already liked this user","code":"already_liked"}',
    })
    expect(failures.map((f) => f.message)).toEqual(['Already liked this user'])
    expect(await db.decisions.get(41)).toBeUndefined() // the local effect was undone
    expect([...server.writes.values()].map((w) => w.body.toUserId)).toEqual([42])
  })

  it('stops on 401 and keeps every row for when the member signs in again', async () => {
    await like(51)
    await like(52)
    server.signOut()

    const report = await drainOutbox()

    expect(report.stopped).toBe('unauthorized')
    expect(server.requests).toHaveLength(1)
    expect(await db.outbox.count()).toBe(2)
    expect(await db.session.get('current')).toBeUndefined()
  })

  it('never sends rows made by another member', async () => {
    await like(61) // made by member 6
    await rememberMember(memberFixture(7))

    const report = await drainOutbox()

    expect(report.sent).toBe(0)
    expect(server.requests).toHaveLength(0)
    expect(await db.outbox.count()).toBe(1)
  })
})

describe('one drain at a time', () => {
  it('joins concurrent triggers in one tab into one sequential drain', async () => {
    for (const id of [71, 72, 73, 74]) await like(id)

    await Promise.all([drainOutbox(), drainOutbox(), drainOutbox(), drainOutbox()])

    expect(server.maxInFlight).toBe(1)
    expect(server.requests.map((r) => r.body?.toUserId)).toEqual([71, 72, 73, 74])
  })

  it('takes turns with another context (a tab and the service worker) through the shared lock', async () => {
    for (const id of [81, 82, 83]) await like(id)
    const locks = fakeLockManager()
    const options = {
      now: () => Date.now(),
      random: () => 1,
      setTimer: () => null,
      clearTimer: () => {},
      locks,
    }
    const tab = createSyncEngine(options)
    const worker = createSyncEngine(options)

    const [a, b] = await Promise.all([tab.drain(), worker.drain()])

    expect(a.sent + b.sent).toBe(3)
    expect(server.maxInFlight).toBe(1)
    expect(server.requests).toHaveLength(3)
  })

  it('debounces a burst of enqueued actions into one drain', async () => {
    for (const id of [91, 92, 93]) await like(id)
    expect(server.requests).toHaveLength(0)

    await vi.advanceTimersByTimeAsync(300)
    await drainOutbox()

    expect(server.requests.map((r) => r.body?.toUserId)).toEqual([91, 92, 93])
  })
})

describe('a member who never pauses', () => {
  it('has what they did sent while they go on: a pass every 100 ms for 6 s leaves the outbox bounded', async () => {
    // Faster than the drain's debounce, as a member swiping through the deck can be: each
    // action asks for a drain, and none may push the drain of the earlier ones back for good.
    // The answer handlers are loaded, as after the member's first drain.
    await import('./outbox-answers.ts')
    for (let id = 1; id <= 60; id++) {
      await runAction({
        kind: 'pass',
        method: 'POST',
        path: '/api/passes',
        body: { fromUserId: 6, toUserId: id },
      })
      await vi.advanceTimersByTimeAsync(100)
      expect(await db.outbox.count()).toBeLessThanOrEqual(5)
    }

    expect(server.writes.size).toBeGreaterThanOrEqual(55)
    // Each once, in the order they were made.
    const sent = server.requests.map((r) => r.body?.toUserId)
    expect(sent).toEqual([...new Set(sent)].sort((a, b) => Number(a) - Number(b)))
  })
})

/** Web Locks in one process: exclusive, first come first served. */
function fakeLockManager(): LockManager {
  let tail: Promise<unknown> = Promise.resolve()
  return {
    request: (async (_name: string, callback: (lock: Lock | null) => unknown) => {
      const run = tail.then(() => callback({ name: _name, mode: 'exclusive' } as Lock))
      tail = run.catch(() => {})
      return run
    }) as LockManager['request'],
    query: async () => ({ held: [], pending: [] }),
  }
}
