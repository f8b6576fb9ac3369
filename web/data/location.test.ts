import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cityById, travelPlaceOf } from '#shared/domain/cities.ts'
import { TRAVEL_MESSAGES } from '#shared/domain/travel.ts'
import { currentMember } from './current-member.ts'
import { db } from './db.ts'
import { setHomeCity, setTravel, shownLocation, waitingLocationRows } from './location.ts'
import { HOME_CITY_KIND, TRAVEL_KIND } from './location-outbox.ts'
import { failedRows } from './outbox-queue.ts'
import './outbox-answers.ts'
import { drainOutbox } from './sync-engine.ts'
import type { FakeApi } from './testing/fake-api.ts'
import { memberFixture } from './testing/member.ts'
import { startOfflineDevice, stopOfflineDevice } from './testing/offline-device.ts'

const athens = cityById('gr-athens')!
const boston = cityById('us-boston')!
const home = memberFixture(6, {
  location: 'Chicago',
  country: 'United States',
  profileEditVersion: 3,
})

let server: FakeApi

beforeEach(async () => {
  // The stand-in server keeps the member's record and answers it, as the real one does.
  let record = home
  server = await startOfflineDevice({
    member: home,
    answer: (_method, path, body) => {
      const city = typeof body.cityId === 'string' ? cityById(body.cityId)! : null
      record = path.endsWith('/home-city')
        ? {
            ...record,
            location: city!.name,
            country: city!.country,
            profileEditVersion: record.profileEditVersion + 1,
          }
        : { ...record, travelPlace: city && travelPlaceOf(city) }
      return record
    },
  })
})
afterEach(stopOfflineDevice)

const shown = async () =>
  shownLocation(
    (await currentMember())!,
    await waitingLocationRows(6, HOME_CITY_KIND),
    await waitingLocationRows(6, TRAVEL_KIND),
  )

describe('home city and travel on the device', () => {
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
    await setHomeCity(6, boston)
    await setTravel(6, athens)
    await drainOutbox()
    expect(await shown()).toEqual({
      location: 'Boston',
      country: 'United States',
      travelPlace: 'Athens, Greece',
      waiting: true,
    })
    // The record the device holds changes only with the server's answer.
    expect((await currentMember())!.location).toBeNull()
    expect(await db.deck.count()).toBe(1)

    vi.advanceTimersByTime(60_000)
    await drainOutbox()
    const sent = server.requests.filter((request) => request.method === 'PUT')
    expect(sent.map((request) => [request.path, request.body?.cityId])).toEqual([
      ['/api/users/6/home-city', 'us-boston'],
      ['/api/users/6/home-city', 'us-boston'],
      ['/api/users/6/travel', 'gr-athens'],
    ])
    expect(server.writes.size).toBe(2)
    expect(await currentMember()).toMatchObject({ location: 'Boston', profileEditVersion: 4 })
    expect(await shown()).toMatchObject({ travelPlace: 'Athens, Greece', waiting: false })
    // The deck measured from the old place is asked for again.
    expect(await db.deck.count()).toBe(0)
  })

  it('returns home: the travel place is cleared at once and on the server', async () => {
    await setTravel(6, athens)
    await drainOutbox()
    expect((await currentMember())!.travelPlace).toBe('Athens, Greece')
    server.fail('network')
    await setTravel(6, null)
    await drainOutbox()
    expect(await shown()).toMatchObject({ travelPlace: null, waiting: true })
    vi.advanceTimersByTime(60_000)
    await drainOutbox()
    expect((await currentMember())!.travelPlace).toBeNull()
    expect(server.requests.at(-1)?.body).toMatchObject({ cityId: null })
  })

  it('keeps a refused travel change for the screen to explain, and the record unchanged', async () => {
    server.fail({
      status: 403,
      body: JSON.stringify({ message: TRAVEL_MESSAGES.tier, code: 'upgrade_required' }),
    })
    await setTravel(6, athens)
    expect(await drainOutbox()).toMatchObject({ sent: 0, failed: 1 })
    const [refused] = await failedRows(6)
    expect(refused).toMatchObject({ kind: TRAVEL_KIND, status: 'failed' })
    expect(refused!.lastError).toMatch(/^403/)
    expect(await shown()).toMatchObject({ travelPlace: null, waiting: false })
  })
})
