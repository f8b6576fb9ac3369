import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { db } from '../db.ts'
import { drainOutbox } from '../sync-engine.ts'
import { createFakeApi, type FakeApi } from '../testing/fake-api.ts'
import { resetDevice } from '../testing/member.ts'
import { AlreadyDecidedError, decide } from './decisions.ts'
import { CELEBRATION_KEY, takeCelebration } from './like-sync.ts'

let server: FakeApi

beforeEach(async () => {
  await resetDevice(6)
  server = createFakeApi() // answers isMatch for an even toUserId
  vi.stubGlobal('fetch', server.fetch)
})

afterEach(async () => {
  await drainOutbox()
  vi.unstubAllGlobals()
})

describe('likes and passes', () => {
  it('writes the decision and its outbox row together, and blocks a second decision', async () => {
    await decide('like', 11)
    expect(await db.decisions.get(11)).toMatchObject({ kind: 'like', isMatch: null })
    const [row] = await db.outbox.toArray()
    expect(row).toMatchObject({
      kind: 'like',
      path: '/api/likes',
      body: { fromUserId: 6, toUserId: 11 },
    })

    await expect(decide('like', 11)).rejects.toBeInstanceOf(AlreadyDecidedError)
    await expect(decide('pass', 11)).rejects.toBeInstanceOf(AlreadyDecidedError)
    expect(await db.outbox.count()).toBe(1)
  })

  it('stores the answer, and a match found when the outbox syncs is kept for the celebration', async () => {
    await decide('like', 12)
    await decide('like', 13)
    await decide('pass', 15)
    expect(await drainOutbox()).toMatchObject({ sent: 3, failed: 0 })

    expect(server.requests.map((r) => r.path)).toEqual(['/api/likes', '/api/likes', '/api/passes'])
    expect(await db.decisions.get(12)).toMatchObject({ isMatch: true })
    expect(await db.decisions.get(13)).toMatchObject({ isMatch: false })
    expect(await db.outbox.count()).toBe(0)
    expect(await takeCelebration()).toBe(12)
    expect(await db.deviceSettings.get(CELEBRATION_KEY)).toBeUndefined()
  })

  it('sends a like queued offline once, when the network is back', async () => {
    server.fail('network')
    await decide('like', 14)
    expect(await drainOutbox()).toMatchObject({ sent: 0, stopped: 'waiting' })
    await db.outbox.toCollection().modify({ nextAttemptAt: 0 })
    expect(await drainOutbox()).toMatchObject({ sent: 1 })
    expect(server.writes.size).toBe(1)
    expect(await db.decisions.get(14)).toMatchObject({ isMatch: true })
  })

  it('keeps the like the server already holds, and gives back a card refused for a limit', async () => {
    server.fail(
      {
        status: 409,
        body: JSON.stringify({ message: 'Already liked this user', code: 'already_liked' }),
      },
      {
        status: 403,
        body: JSON.stringify({ message: 'Daily like limit reached', code: 'limit_reached' }),
      },
    )
    await decide('like', 21)
    await decide('like', 23)
    expect(await drainOutbox()).toMatchObject({ failed: 2 })

    expect(await db.decisions.get(21)).toMatchObject({ kind: 'like' })
    expect(await db.decisions.get(23)).toBeUndefined()
  })
})

describe('super likes', () => {
  it('queued offline, are sent once on reconnect, and a match found then is celebrated', async () => {
    server.fail('network', 'lost-reply')
    await decide('superlike', 30)
    expect(await db.decisions.get(30)).toMatchObject({ kind: 'superlike', isMatch: null })
    await expect(decide('like', 30)).rejects.toBeInstanceOf(AlreadyDecidedError)
    expect(await drainOutbox()).toMatchObject({ sent: 0, stopped: 'waiting' })
    await db.outbox.toCollection().modify({ nextAttemptAt: 0 })
    await drainOutbox() // the reply is lost: the server holds it, the row is sent again
    await db.outbox.toCollection().modify({ nextAttemptAt: 0 })
    expect(await drainOutbox()).toMatchObject({ sent: 1 })

    const sent = server.requests.filter((r) => r.path === '/api/membership/super-like')
    expect(new Set(sent.map((r) => r.body?.clientId)).size).toBe(1)
    expect(server.writes.size).toBe(1)
    expect(await db.decisions.get(30)).toMatchObject({ isMatch: true })
    expect(await takeCelebration()).toBe(30)
  })

  it('gives the card back when refused for the weekly limit', async () => {
    server.fail({
      status: 403,
      body: JSON.stringify({ message: 'Weekly super like limit reached', code: 'limit_reached' }),
    })
    await decide('superlike', 31)
    expect(await drainOutbox()).toMatchObject({ failed: 1 })
    expect(await db.decisions.get(31)).toBeUndefined()
    const [row] = await db.outbox.toArray()
    expect(row).toMatchObject({ kind: 'superlike', status: 'failed' })
  })
})

describe('reading a refusal back from the outbox', () => {
  it('tells the refusal by its code, whatever its words', async () => {
    const { likeFailureOfRow } = await import('./like-errors.ts')
    expect(
      likeFailureOfRow('409: {"message":"Ce membre est déjà aimé","code":"already_liked"}'),
    ).toEqual({ kind: 'already-liked' })
    expect(likeFailureOfRow('403: {"message":"Plus de cœurs","code":"limit_reached"}')).toEqual({
      kind: 'limit',
    })
    expect(likeFailureOfRow('403: {"message":"Blocked","code":"forbidden"}')).toEqual({
      kind: 'permission',
    })
    // Words that once decided, without their code, decide nothing.
    expect(likeFailureOfRow('409: {"message":"Already liked this user"}')).toEqual({
      kind: 'other',
      message: 'Already liked this user',
    })
    expect(likeFailureOfRow('400: toUserId: bad')).toEqual({
      kind: 'other',
      message: 'toUserId: bad',
    })
  })
})
