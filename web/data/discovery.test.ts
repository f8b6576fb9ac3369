import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { DiscoveryPreferences } from '#shared/schemas/discovery.ts'
import { currentMember } from './current-member.ts'
import { db } from './db.ts'
import { saveDiscoveryPreferences } from './discovery.ts'
import { shownPreferences, waitingDiscoveryRows } from './discovery-outbox.ts'
import './outbox-answers.ts'
import { drainOutbox } from './sync-engine.ts'
import type { FakeApi } from './testing/fake-api.ts'
import { memberFixture } from './testing/member.ts'
import { startOfflineDevice, stopOfflineDevice } from './testing/offline-device.ts'

const wanted: DiscoveryPreferences = {
  lookingFor: 'male',
  minAge: 30,
  maxAge: 38,
  maxDistance: 100,
  distanceStrict: true,
  denominations: ['OCA'],
}

let server: FakeApi

beforeEach(async () => {
  // The stand-in server answers the preferences it was sent, as the real one does.
  server = await startOfflineDevice({
    member: memberFixture(6),
    answer: (_method, _path, body) => {
      const { clientId: _clientId, ...preferences } = body
      return preferences
    },
  })
})
afterEach(stopOfflineDevice)

const shown = async () => shownPreferences((await currentMember())!, await waitingDiscoveryRows(6))

describe('discovery preferences on the device', () => {
  it('show at once offline, then land once and become the member the device holds', async () => {
    await db.deck.put({
      filterKey: '',
      ids: [7, 8],
      nextCursor: null,
      within: null,
      beyond: [],
      fetchedAt: 0,
    })
    server.fail('network')
    await saveDiscoveryPreferences(6, wanted)
    await drainOutbox()
    expect(await shown()).toEqual(wanted)
    expect((await currentMember())!.minAge).toBe(25)

    await drainOutbox()
    vi.advanceTimersByTime(60_000)
    await drainOutbox()
    const sent = server.requests.filter((request) => request.method === 'PUT')
    expect(sent.map((request) => request.path)).toEqual([
      '/api/users/6/discovery',
      '/api/users/6/discovery',
    ])
    expect(await waitingDiscoveryRows(6)).toEqual([])
    expect(await currentMember()).toMatchObject({
      minAge: 30,
      maxAge: 38,
      maxDistance: 100,
      distanceStrict: true,
      seekingDenominations: ['OCA'],
    })
    // The deck chosen under the old preferences is asked for again.
    expect(await db.deck.count()).toBe(0)
  })
})
