import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { REWIND_WINDOW_MS } from '#shared/domain/rewind.ts'
import { db } from '../db.ts'
import { drainOutbox } from '../sync-engine.ts'
import type { FakeApi } from '../testing/fake-api.ts'
import { memberFixture } from '../testing/member.ts'
import { startOfflineDevice, stopOfflineDevice } from '../testing/offline-device.ts'
import '../outbox-answers.ts'
import { decide } from './decisions.ts'
import { rewindLastPass } from './rewind.ts'
import { rewindablePass } from './rewindable-pass.ts'

let server: FakeApi

beforeEach(async () => {
  server = await startOfflineDevice({ member: memberFixture(6, { membershipTier: 'premium' }) })
  vi.setSystemTime(new Date('2026-11-26T12:00:00.000Z'))
})
afterEach(stopOfflineDevice)

const passedIds = async () =>
  (await db.decisions.where('kind').equals('pass').toArray()).map((row) => row.userId)
const sent = () => server.requests.map((request) => `${request.method} ${request.path}`)

describe('rewind', () => {
  it('offline, a pass never sent is simply dropped: nothing reaches the server', async () => {
    server.fail('network')
    await decide('pass', 11)
    expect(await rewindLastPass(false)).toBe(11)
    expect(await passedIds()).toEqual([])
    expect(await db.outbox.count()).toBe(0)
    await drainOutbox()
    expect(sent()).toEqual([])
  })

  it('a pass the server has is undone by its client id, once', async () => {
    const { clientId } = await decide('pass', 11)
    await drainOutbox()
    vi.advanceTimersByTime(60_000)
    expect(await rewindLastPass(true)).toBe(11)
    expect(await passedIds()).toEqual([])
    server.fail('lost-reply')
    await drainOutbox()
    vi.advanceTimersByTime(60_000)
    await drainOutbox()
    const rewinds = server.requests.filter((request) => request.method === 'DELETE')
    expect(rewinds.map((request) => request.path)).toEqual([
      `/api/passes/${clientId}`,
      `/api/passes/${clientId}`,
    ])
    // The replay carries the same idempotency key.
    expect(new Set(rewinds.map((request) => request.idempotencyKey)).size).toBe(1)
    expect(await db.outbox.count()).toBe(0)
  })

  it('a pass tried once (it may have landed) is dropped and undone on the server too', async () => {
    server.fail('network')
    const { clientId } = await decide('pass', 11)
    await drainOutbox()
    expect(await rewindLastPass(false)).toBe(11)
    vi.advanceTimersByTime(10 * 60_000)
    await drainOutbox()
    expect(sent()).toEqual([`POST /api/passes`, `DELETE /api/passes/${clientId}`])
  })

  it('undoes only the last pass, once, and only within the window', async () => {
    await decide('pass', 11)
    vi.advanceTimersByTime(1000)
    await decide('pass', 12)
    vi.advanceTimersByTime(1000)
    await decide('like', 13)
    expect(await rewindLastPass()).toBe(12)
    // The pass before it stays final.
    expect(await rewindablePass(6, Date.now())).toBeNull()
    expect(await rewindLastPass()).toBeNull()
    expect(await passedIds()).toEqual([11])

    vi.advanceTimersByTime(1000)
    await decide('pass', 14)
    vi.advanceTimersByTime(REWIND_WINDOW_MS + 1)
    expect(await rewindLastPass()).toBeNull()
    expect(await passedIds()).toEqual([11, 14])
  })

  it('a rewind the server refuses puts the pass back', async () => {
    const { clientId } = await decide('pass', 11)
    await drainOutbox()
    await rewindLastPass(true)
    server.fail({
      status: 409,
      body: JSON.stringify({ message: 'Only your last pass can be undone' }),
    })
    await drainOutbox()
    expect(await db.decisions.get(11)).toMatchObject({ kind: 'pass', clientId })
    const [failed] = await db.outbox.toArray()
    expect(failed).toMatchObject({ kind: 'rewind', status: 'failed' })
  })
})
