import ICAL from 'ical.js'
import { beforeEach, describe, expect, it } from 'vitest'
import { memberApi } from '../testing/member-api.ts'
import { insertMember } from '../testing/members.ts'
import { insertEvent, insertParish } from '../testing/parishes.ts'
import { testClock } from '../testing/test-app.ts'
import { useTestDatabase } from '../testing/test-db.ts'

/** GET /api/parish-events/:id/calendar.ics: an approved event for a phone's calendar (RFC 5545). */

const database = useTestDatabase()
const clock = testClock(new Date('2026-12-20T12:00:00Z'))

beforeEach(() => database.reset())

const member = async (tier = 'free') =>
  memberApi(database.db, clock.now, await insertMember(database.db, { membershipTier: tier }))

/** The calendar's one VEVENT, read back with ical.js. */
function parsedEvent(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text))
  const events = calendar.getAllSubcomponents('vevent')
  expect(events).toHaveLength(1)
  return { calendar, vevent: events[0]!, event: new ICAL.Event(events[0]!) }
}

describe('GET /api/parish-events/:id/calendar.ics', () => {
  it('answers an approved event as text/calendar with summary, UTC start, location and uid', async () => {
    const parish = await insertParish(database.db, {
      name: 'St. Nicholas',
      address: '1 Church St, Springfield, IL 62701',
    })
    const event = await insertEvent(database.db, parish.id, {
      title: 'Nativity Vigil',
      description: 'Vigil, then a meal; all young adults welcome.',
      eventDate: new Date('2026-12-24T23:00:00Z'),
    })
    const api = await member()
    const res = await api.get(`/api/parish-events/${event.id}/calendar.ics`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="nativity-vigil.ics"')
    const text = await res.text()
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/)
    expect(text).toContain('DTSTART:20261224T230000Z')
    const { calendar, vevent, event: parsed } = parsedEvent(text)
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0')
    expect(parsed.summary).toBe('Nativity Vigil')
    expect(parsed.startDate.toJSDate().toISOString()).toBe('2026-12-24T23:00:00.000Z')
    expect(parsed.startDate.zone?.tzid).toBe('UTC')
    expect(parsed.location).toBe('St. Nicholas, 1 Church St, Springfield, IL 62701')
    expect(parsed.description).toBe('Vigil, then a meal; all young adults welcome.')
    expect(parsed.uid).toBe(`parish-event-${event.id}@orthodox-hearts`)
    expect(vevent.getFirstPropertyValue('url')).toBe(`http://localhost/events/${event.id}`)
    // The same UID on every download (a calendar updates the entry instead of adding another).
    const again = await (await api.get(`/api/parish-events/${event.id}/calendar.ics`)).text()
    expect(parsedEvent(again).event.uid).toBe(parsed.uid)
  })

  it('answers 404 for a pending or rejected proposal and an unknown event', async () => {
    const parish = await insertParish(database.db)
    const pending = await insertEvent(database.db, parish.id, {
      status: 'pending',
      eventDate: new Date('2026-12-24T23:00:00Z'),
    })
    const rejected = await insertEvent(database.db, parish.id, {
      status: 'rejected',
      eventDate: new Date('2026-12-24T23:00:00Z'),
    })
    const api = await member()
    for (const id of [pending.id, rejected.id, 987_654]) {
      const res = await api.get(`/api/parish-events/${id}/calendar.ics`)
      expect(res.status).toBe(404)
      expect(await res.json()).toMatchObject({ message: 'Event not found' })
    }
    expect((await api.get('/api/parish-events/abc/calendar.ics')).status).toBe(400)
  })

  it('gives a Verified-only event only to Verified members', async () => {
    const parish = await insertParish(database.db)
    const event = await insertEvent(database.db, parish.id, {
      verifiedOnly: true,
      eventDate: new Date('2026-12-24T23:00:00Z'),
    })
    expect(
      (await (await member('free')).get(`/api/parish-events/${event.id}/calendar.ics`)).status,
    ).toBe(404)
    expect(
      (await (await member('premium')).get(`/api/parish-events/${event.id}/calendar.ics`)).status,
    ).toBe(404)
    expect(
      (await (await member('verified')).get(`/api/parish-events/${event.id}/calendar.ics`)).status,
    ).toBe(200)
  })
})
