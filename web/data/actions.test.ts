import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { runAction } from './actions.ts'
import { db } from './db.ts'
import { resetDevice } from './testing/member.ts'

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }) // keep the engine from draining
  await resetDevice(6)
})
afterEach(() => {
  vi.clearAllTimers()
  vi.useRealTimers()
})

function favorite(userId: number, fail = false) {
  return runAction({
    kind: 'like',
    method: 'POST',
    path: '/api/likes',
    body: { fromUserId: 6, toUserId: userId },
    tables: [db.decisions],
    apply: async (_tx, { now }) => {
      await db.decisions.put({ userId, kind: 'like', isMatch: null, decidedAt: now })
      if (fail) throw new Error('the screen’s rule said no')
    },
  })
}

describe('runAction', () => {
  it('writes the local effect and an outbox row carrying the member and the client id', async () => {
    const { clientId } = await favorite(12)

    expect(await db.decisions.get(12)).toMatchObject({ kind: 'like' })
    const rows = await db.outbox.toArray()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      clientId,
      memberId: 6,
      kind: 'like',
      method: 'POST',
      path: '/api/likes',
      body: { fromUserId: 6, toUserId: 12, clientId },
      attempts: 0,
      status: 'pending',
    })
    expect(clientId).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    )
  })

  it('a local effect that throws leaves neither the effect nor an outbox row', async () => {
    await expect(favorite(13, true)).rejects.toThrow('the screen’s rule said no')

    expect(await db.decisions.get(13)).toBeUndefined()
    expect(await db.outbox.count()).toBe(0)
  })

  it('refuses a malformed write (a path outside /api/) together with its local effect', async () => {
    await expect(
      runAction({
        kind: 'like',
        method: 'POST',
        path: 'https://elsewhere.example/likes',
        tables: [db.decisions],
        apply: () => db.decisions.put({ userId: 5, kind: 'like', isMatch: null, decidedAt: 1 }),
      }),
    ).rejects.toThrow()
    expect(await db.decisions.count()).toBe(0)
    expect(await db.outbox.count()).toBe(0)
  })

  it('refuses when nobody is signed in on the device, writing nothing', async () => {
    await resetDevice(null)
    await expect(favorite(14)).rejects.toThrow('Not signed in')
    expect(await db.decisions.count()).toBe(0)
    expect(await db.outbox.count()).toBe(0)
  })

  it('gives every action its own client id, in FIFO order', async () => {
    const a = await favorite(15)
    const b = await favorite(16)
    const rows = await db.outbox.orderBy('id').toArray()
    expect(rows.map((r) => r.clientId)).toEqual([a.clientId, b.clientId])
    expect(a.clientId).not.toBe(b.clientId)
  })
})
