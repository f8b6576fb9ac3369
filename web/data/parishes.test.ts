import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Parish } from '#shared/schemas/parish.ts'
import { db } from './db.ts'
import { refreshParishes } from './parishes.ts'
import { resetDevice } from './testing/member.ts'

const parish = (id: number, name: string): Parish => ({
  id,
  name,
  jurisdiction: 'OCA',
  address: `${id} Church St, Chicago, IL`,
  latitude: 41.9,
  longitude: -87.68,
  priestName: 'Fr. John',
  priestEmail: 'john@example.org',
  deaconName: null,
  deaconEmail: null,
  phone: null,
  website: null,
  events: [
    {
      id: id * 10,
      title: 'Divine Liturgy',
      description: null,
      eventDate: '2026-11-29T15:00:00.000Z',
      eventType: 'liturgy',
      isRecurring: true,
    },
  ],
})

let answer: () => Response

beforeEach(async () => {
  await resetDevice(6)
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => answer()),
  )
})
afterEach(() => {
  vi.unstubAllGlobals()
})

const serve = (list: Parish[]) => () =>
  new Response(JSON.stringify(list), { headers: { 'Content-Type': 'application/json' } })

describe('refreshParishes', () => {
  it('stores the server’s parishes with their events, replacing ones no longer listed', async () => {
    answer = serve([parish(1, 'Holy Trinity'), parish(2, 'St. George')])
    await refreshParishes()
    answer = serve([parish(2, 'St. George')])
    await refreshParishes()
    expect(await db.parishes.toArray()).toEqual([parish(2, 'St. George')])
  })

  it('offline, keeps the cached parishes so the list still shows them', async () => {
    answer = serve([parish(1, 'Holy Trinity')])
    await refreshParishes()
    answer = () => {
      throw new TypeError('Failed to fetch')
    }
    await refreshParishes()
    expect((await db.parishes.toArray()).map((p) => p.name)).toEqual(['Holy Trinity'])
  })
})
