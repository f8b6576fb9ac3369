import { describe, expect, it } from 'vitest'
import { ParishesInViewQuerySchema } from './parish-view-query.ts'
import { ParishesInViewSchema, ParishSchema } from './parish.ts'

const parish = {
  id: 1,
  name: 'Holy Trinity Cathedral',
  jurisdiction: 'OCA',
  address: '1121 N Leavitt St, Chicago, IL 60622',
  latitude: 41.9,
  longitude: -87.68,
  priestName: 'Fr. John Smith',
  priestEmail: 'fr.john@example.org',
  deaconName: null,
  deaconEmail: null,
  phone: '(312) 555-0101',
  website: null,
  serviceTimes: 'Sunday: Divine Liturgy 9:30',
  events: [
    {
      id: 1,
      title: 'Divine Liturgy',
      description: null,
      eventDate: '2026-11-29T15:00:00.000Z',
      eventType: 'liturgy',
      isRecurring: true,
      verifiedOnly: false,
    },
  ],
}

describe('ParishesInViewSchema', () => {
  it('reads parishes with their events and whether the answer was capped', () => {
    const answer = ParishesInViewSchema.parse({ parishes: [parish], capped: true })
    expect(answer.parishes[0]?.events[0]?.title).toBe('Divine Liturgy')
    expect(answer.capped).toBe(true)
  })

  it('refuses an event date that is not ISO and coordinates off the globe', () => {
    expect(ParishSchema.safeParse({ ...parish, latitude: 91 }).success).toBe(false)
    expect(
      ParishSchema.safeParse({
        ...parish,
        events: [{ ...parish.events[0], eventDate: 'Mar 5, 2025' }],
      }).success,
    ).toBe(false)
  })

  it('reads a parish cached before service times and Verified-only events, with defaults', () => {
    const { serviceTimes: _, ...older } = parish
    const { verifiedOnly: __, ...olderEvent } = parish.events[0]!
    expect(ParishSchema.parse({ ...older, events: [olderEvent] })).toEqual({
      ...parish,
      serviceTimes: null,
    })
  })
})

describe('ParishesInViewQuerySchema', () => {
  it('reads the bbox into a box, and names bbox when it is wrong', () => {
    expect(ParishesInViewQuerySchema.parse({ bbox: '170,-10,-170,10' }).bbox).toEqual({
      west: 170,
      south: -10,
      east: -170,
      north: 10,
    })
    const failed = ParishesInViewQuerySchema.safeParse({ bbox: '0,0,0' })
    expect(failed.error?.issues[0]?.path).toEqual(['bbox'])
  })
})
