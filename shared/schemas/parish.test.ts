import { describe, expect, it } from 'vitest'
import { ParishListSchema } from './parish.ts'

describe('ParishListSchema', () => {
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
    events: [
      {
        id: 1,
        title: 'Divine Liturgy',
        description: null,
        eventDate: '2026-11-29T15:00:00.000Z',
        eventType: 'liturgy',
        isRecurring: true,
      },
    ],
  }

  it('reads parishes with their events', () => {
    expect(ParishListSchema.parse([parish])[0]?.events[0]?.title).toBe('Divine Liturgy')
  })

  it('refuses an event date that is not ISO and coordinates off the globe', () => {
    expect(ParishListSchema.safeParse([{ ...parish, latitude: 91 }]).success).toBe(false)
    expect(
      ParishListSchema.safeParse([
        { ...parish, events: [{ ...parish.events[0], eventDate: 'Mar 5, 2025' }] },
      ]).success,
    ).toBe(false)
  })
})
