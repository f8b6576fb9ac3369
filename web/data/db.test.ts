import { Dexie } from 'dexie'
import { beforeEach, describe, expect, it } from 'vitest'
import { db, OrthodoxHeartsDatabase } from './db.ts'
import { memberFixture, resetDevice } from './testing/member.ts'

/** Writes a row as an older version of the app would have, bypassing today's types. */
async function putRaw(tableName: string, row: Record<string, unknown>): Promise<void> {
  await db.table(tableName).put(row)
}

beforeEach(() => resetDevice(null))

describe('rows written by an older version still read in today’s shape', () => {
  it('an outbox row without the retry fields gets their defaults', async () => {
    await putRaw('outbox', {
      id: 1,
      clientId: '5b0c3b0e-2f59-4a8e-9a43-0a1b9f0c2d11',
      memberId: 6,
      kind: 'like',
      method: 'POST',
      path: '/api/likes',
      body: { toUserId: 3 },
    })
    expect(await db.outbox.get(1)).toEqual({
      id: 1,
      clientId: '5b0c3b0e-2f59-4a8e-9a43-0a1b9f0c2d11',
      memberId: 6,
      kind: 'like',
      method: 'POST',
      path: '/api/likes',
      body: { toUserId: 3 },
      createdAt: 0,
      attempts: 0,
      nextAttemptAt: 0,
      status: 'pending',
      lastError: null,
      orderKey: '',
      serverErrors: 0,
      parkedFor: null,
    })
  })

  it('the upgrade to version 9 gives the rows queued before it their ordering key (decision 044)', async () => {
    const name = 'outbox-before-044'
    await Dexie.delete(name)
    const before = new Dexie(name)
    before.version(8).stores({ outbox: '++id, &clientId, memberId, [memberId+status]' })
    const row = { memberId: 6, method: 'POST', createdAt: 1, attempts: 0, nextAttemptAt: 0 }
    await before.table('outbox').bulkAdd([
      { ...row, clientId: 'a', kind: 'like', path: '/api/likes', body: { toUserId: 3 } },
      { ...row, clientId: 'b', kind: 'photo-order', path: '/api/profile/photos/order', body: {} },
      { ...row, clientId: 'c', kind: 'snooze', path: '/api/users/6/snooze', body: {} },
    ])
    before.close()

    const upgraded = new OrthodoxHeartsDatabase(name)
    const keys = (await upgraded.outbox.toArray()).map((r) => [r.clientId, r.orderKey])
    upgraded.close()
    await Dexie.delete(name)

    expect(keys).toEqual([
      ['a', 'member:3'],
      ['b', '/api/profile/photos'],
      ['c', 'own-record'],
    ])
  })

  it('an unknown status or method falls back instead of breaking the drain', async () => {
    await putRaw('outbox', {
      id: 2,
      clientId: 'c2',
      memberId: 6,
      kind: 'like',
      method: 'SEND',
      path: '/api/likes',
      status: 'queued',
    })
    expect(await db.outbox.get(2)).toMatchObject({ method: 'POST', status: 'pending' })
  })

  it('a cached member that no longer fits the contract reads as no member (the server is asked again)', async () => {
    await putRaw('session', { key: 'current', member: { id: 6, firstName: 'Old shape' } })
    expect(await db.session.get('current')).toEqual({ key: 'current', member: null, savedAt: 0 })
  })

  it('a member cached before the edit version (decision 011) reads with its profileVersion as it', async () => {
    const { profileEditVersion: _today, ...member } = memberFixture(6)
    await putRaw('session', {
      key: 'current',
      member: { ...member, profileVersion: 7 },
      savedAt: 5,
    })
    expect((await db.session.get('current'))?.member).toEqual({
      ...member,
      profileEditVersion: 7,
    })
  })

  it('a cached member that fits reads back whole', async () => {
    const member = memberFixture(6)
    await db.session.put({ key: 'current', member, savedAt: 5 })
    expect((await db.session.get('current'))?.member).toEqual(member)
  })

  it('read-model rows get defaults for fields added later and keep extra profile fields', async () => {
    await putRaw('profiles', { id: 9, firstName: 'Anna', denomination: 'Greek Orthodox' })
    await putRaw('messages', {
      localId: 's1',
      partnerId: 9,
      fromUserId: 9,
      toUserId: 6,
      content: 'Hi',
    })
    await putRaw('membership', { key: 'current', tier: 'gold', limits: { dailyLikes: 25 } })

    expect(await db.profiles.get(9)).toEqual({
      id: 9,
      firstName: 'Anna',
      lastName: '',
      age: null,
      profileImageUrl: null,
      photos: [],
      denomination: 'Greek Orthodox',
      fetchedAt: 0,
    })
    expect(await db.messages.get('s1')).toMatchObject({ id: null, createdAt: '', delivery: 'sent' })
    expect(await db.membership.get('current')).toEqual({
      key: 'current',
      tier: 'free',
      limits: { dailyLikes: 25 },
      usage: {},
      fetchedAt: 0,
    })
  })

  it('a row that cannot be understood at all fails loudly, naming its table', async () => {
    await putRaw('favorites', { userId: 'nine' })
    await expect(db.favorites.get('nine' as unknown as number)).rejects.toThrow(
      /stored favorites row could not be read/,
    )
  })
})
