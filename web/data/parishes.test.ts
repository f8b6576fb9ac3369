import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Parish } from '#shared/schemas/parish.ts'
import { db } from './db.ts'
import { createParishViewLoader, VIEW_SETTLE_MS } from './parish-view-loader.ts'
import { refreshParishesInView } from './parishes.ts'
import { resetDevice } from './testing/member.ts'
import { eventually } from '#shared/testing/eventually.ts'

const parish = (id: number, name: string, latitude = 41.9, longitude = -87.68): Parish => ({
  id,
  name,
  jurisdiction: 'OCA',
  address: `${id} Church St, Chicago, IL`,
  latitude,
  longitude,
  priestName: 'Fr. John',
  priestEmail: 'john@example.org',
  deaconName: null,
  deaconEmail: null,
  phone: null,
  website: null,
  serviceTimes: null,
  events: [
    {
      id: id * 10,
      title: 'Divine Liturgy',
      description: null,
      eventDate: '2026-11-29T15:00:00.000Z',
      eventType: 'liturgy',
      isRecurring: true,
      verifiedOnly: false,
    },
  ],
})

const CHICAGO = { west: -88, south: 41.5, east: -87.4, north: 42.2 }
const ATHENS = { west: 23.5, south: 37.8, east: 24, north: 38.2 }
const athens = parish(9, 'St. Demetrios', 37.98, 23.73)

let answer: () => Response
const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => answer())

beforeEach(async () => {
  await resetDevice(6)
  fetchMock.mockClear()
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const serve =
  (parishes: Parish[], capped = false) =>
  () =>
    new Response(JSON.stringify({ parishes, capped }), {
      headers: { 'Content-Type': 'application/json' },
    })

describe('refreshParishesInView', () => {
  it('asks for the box and keeps the parishes, forgetting those of the box no longer listed', async () => {
    answer = serve([athens])
    await refreshParishesInView(ATHENS)
    answer = serve([parish(1, 'Holy Trinity'), parish(2, 'St. George')])
    expect(await refreshParishesInView(CHICAGO)).toEqual({ capped: false })
    expect(fetchMock.mock.calls[1]![0]).toMatch(/\/api\/parishes\?bbox=-88,41\.5,-87\.4,42\.2$/)
    answer = serve([parish(2, 'St. George')])
    await refreshParishesInView(CHICAGO)
    // Athens was outside the box: still there for the map offline.
    expect(await db.parishes.orderBy('id').toArray()).toEqual([parish(2, 'St. George'), athens])
  })

  it('keeps what it cannot know is gone when the answer was capped', async () => {
    answer = serve([parish(1, 'Holy Trinity'), parish(2, 'St. George')])
    await refreshParishesInView(CHICAGO)
    answer = serve([parish(2, 'St. George')], true)
    expect(await refreshParishesInView(CHICAGO)).toEqual({ capped: true })
    expect((await db.parishes.toArray()).map((p) => p.name)).toEqual(['Holy Trinity', 'St. George'])
  })

  it('offline, keeps the cached parishes so the map and list still show them', async () => {
    answer = serve([parish(1, 'Holy Trinity')])
    await refreshParishesInView(CHICAGO)
    answer = () => {
      throw new TypeError('Failed to fetch')
    }
    expect(await refreshParishesInView(CHICAGO)).toBeUndefined()
    expect((await db.parishes.toArray()).map((p) => p.name)).toEqual(['Holy Trinity'])
  })
})

describe('createParishViewLoader', () => {
  it('asks once for the view the map rests on, and drops an answer overtaken by a newer view', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const heard: boolean[] = []
    const loader = createParishViewLoader((capped) => heard.push(capped))
    answer = serve([athens])
    loader.show(CHICAGO)
    loader.show(ATHENS)
    await vi.advanceTimersByTimeAsync(VIEW_SETTLE_MS)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(fetchMock.mock.calls[0]![0]).toContain('bbox=23.5,37.8,24,38.2')
    await eventually(() => expect(heard).toEqual([false]))
    // A request still running is aborted by the next view's.
    loader.show(CHICAGO)
    await vi.advanceTimersByTimeAsync(VIEW_SETTLE_MS)
    const firstSignal = fetchMock.mock.calls[1]![1]?.signal
    loader.show(ATHENS)
    await vi.advanceTimersByTimeAsync(VIEW_SETTLE_MS)
    expect(firstSignal?.aborted).toBe(true)
    loader.stop()
    expect(fetchMock.mock.calls[2]![1]?.signal?.aborted).toBe(true)
  })
})
