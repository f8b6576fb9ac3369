import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { EVENT_MESSAGES } from '#shared/domain/parish-events.ts'
import type { EventDetail } from '#shared/schemas/parish-events.ts'
import { messageOfErrorText } from './api-client.ts'
import { db } from './db.ts'
import type { EventRow } from './event-row.ts'
import { refusedRsvpRows, shownEvent, waitingRsvpRows } from './event-rsvp-outbox.ts'
import { answerEvent, eventListQuery, eventsInList } from './parish-events.ts'
import { drainOutbox } from './sync-engine.ts'
import type { FakeApi } from './testing/fake-api.ts'
import { memberFixture } from './testing/member.ts'
import { startOfflineDevice, stopOfflineDevice } from './testing/offline-device.ts'

const NOW = Date.parse('2026-11-26T12:00:00.000Z')

function eventRow(id: number, eventDate: string, overrides: Partial<EventDetail> = {}): EventRow {
  return {
    id,
    title: `Event ${id}`,
    description: null,
    eventDate,
    eventType: 'liturgy',
    verifiedOnly: false,
    parish: { id: 1, name: 'St. Nicholas', address: 'Chicago', latitude: 41.88, longitude: -87.63 },
    distanceMiles: 5,
    going: 3,
    interested: 1,
    myRsvp: { status: 'not_going', visible: false },
    attendees: null,
    fetchedAt: 0,
    ...overrides,
  }
}

/** The stand-in server: answers an RSVP with the event, counting each member once. */
let server: FakeApi
let serverEvent: EventDetail

beforeEach(async () => {
  serverEvent = eventRow(7, '2026-11-28T18:00:00.000Z')
  server = await startOfflineDevice({
    member: memberFixture(6),
    answer: (method, path, body) => {
      if (path !== '/api/parish-events/7/rsvp') return { ok: true }
      const was = serverEvent.myRsvp.status
      const next = body.status as EventDetail['myRsvp']['status']
      const delta = (of: 'going' | 'interested') => (next === of ? 1 : 0) - (was === of ? 1 : 0)
      serverEvent = {
        ...serverEvent,
        going: serverEvent.going + delta('going'),
        interested: serverEvent.interested + delta('interested'),
        myRsvp: { status: next, visible: Boolean(body.visible) },
      }
      return serverEvent
    },
  })
  vi.setSystemTime(new Date(NOW))
  await db.events.put(eventRow(7, '2026-11-28T18:00:00.000Z'))
})
afterEach(stopOfflineDevice)

describe('an answer made offline', () => {
  it('shows at once with the counts moved, then lands once and the device keeps the answer', async () => {
    server.fail('network')
    await answerEvent(7, 'going')
    await drainOutbox()
    const waiting = await waitingRsvpRows(6, 7)
    expect(waiting).toHaveLength(1)
    const shown = shownEvent((await db.events.get(7))!, waiting)
    expect(shown).toMatchObject({ going: 4, interested: 1, myRsvp: { status: 'going' } })

    vi.advanceTimersByTime(60_000)
    await drainOutbox()
    const sent = server.requests.filter((r) => r.path === '/api/parish-events/7/rsvp')
    expect(sent.map((r) => r.body?.status)).toEqual(['going', 'going'])
    expect(server.writes.size).toBe(1)
    expect(await waitingRsvpRows(6, 7)).toEqual([])
    expect(await db.events.get(7)).toMatchObject({ going: 4, myRsvp: { status: 'going' } })
  })

  it('the last of several answers is what shows: going, then interested, then not going', async () => {
    server.fail('network')
    await answerEvent(7, 'going')
    await answerEvent(7, 'interested', true)
    let shown = shownEvent((await db.events.get(7))!, await waitingRsvpRows(6, 7))
    expect(shown).toMatchObject({
      going: 3,
      interested: 2,
      myRsvp: { status: 'interested', visible: true },
    })
    await answerEvent(7, 'not_going')
    shown = shownEvent((await db.events.get(7))!, await waitingRsvpRows(6, 7))
    expect(shown).toMatchObject({
      going: 3,
      interested: 1,
      myRsvp: { status: 'not_going', visible: false },
    })
  })
})

describe('an answer the server refuses', () => {
  const refusal = (status: number, message: string) => ({
    status,
    body: JSON.stringify({ message }),
  })

  it.each([
    [403, EVENT_MESSAGES.verifiedOnly],
    [409, EVENT_MESSAGES.started],
  ])(
    'answered %i: the server’s answer shows again, the refusal is kept to tell, later answers dropped',
    async (status, message) => {
      server.fail('network')
      await answerEvent(7, 'going')
      await answerEvent(7, 'interested')
      await drainOutbox()
      server.fail(refusal(status, message))
      vi.advanceTimersByTime(60_000)
      await drainOutbox()
      expect(await waitingRsvpRows(6, 7)).toEqual([])
      const sent = server.requests.filter((r) => r.path === '/api/parish-events/7/rsvp')
      expect(sent).toHaveLength(2) // the network failure and the refusal; 'interested' never went
      const shown = shownEvent((await db.events.get(7))!, [])
      expect(shown).toMatchObject({ going: 3, myRsvp: { status: 'not_going' } })
      const refused = await refusedRsvpRows(6, 7)
      expect(refused).toHaveLength(1)
      expect(messageOfErrorText(refused[0]!.lastError!)).toBe(message)
      expect(refused[0]!.lastError!.startsWith(String(status))).toBe(true)
    },
  )

  it('answered 404: the event is forgotten, its title kept for the notice', async () => {
    server.fail(refusal(404, EVENT_MESSAGES.notFound))
    await answerEvent(7, 'going')
    await drainOutbox()
    expect(await db.events.get(7)).toBeUndefined()
    const [refused] = await refusedRsvpRows(6)
    expect(refused?.body.eventTitle).toBe('Event 7')
    expect(refused?.lastError?.startsWith('404')).toBe(true)
  })
})

describe('eventsInList', () => {
  const a = eventRow(1, '2026-11-27T18:00:00.000Z', { distanceMiles: 40 })
  const b = eventRow(2, '2026-11-27T09:00:00.000Z', { distanceMiles: 5 })
  const c = eventRow(3, '2026-12-20T09:00:00.000Z', { distanceMiles: 5 })
  const past = eventRow(4, '2026-11-25T09:00:00.000Z')
  const mine = eventRow(5, '2026-11-30T09:00:00.000Z', {
    distanceMiles: 200,
    myRsvp: { status: 'interested', visible: false },
  })
  const all = [a, b, c, past, mine]
  const ids = (events: EventRow[]) => events.map((e) => e.id)

  it('orders by day, nearest first within a day, and leaves past events out', () => {
    expect(ids(eventsInList(all, [], {}, NOW))).toEqual([2, 1, 5, 3])
  })

  it('filters by days ahead, distance and the member’s own', () => {
    expect(ids(eventsInList(all, [], { withinDays: 7 }, NOW))).toEqual([2, 1, 5])
    expect(ids(eventsInList(all, [], { withinMiles: 25 }, NOW))).toEqual([2, 3])
    expect(ids(eventsInList(all, [], { mine: true }, NOW))).toEqual([5])
  })
})

describe('eventListQuery', () => {
  it('asks for any distance when the member chose Anywhere (the server keeps to 100 miles otherwise)', () => {
    expect(eventListQuery({}, NOW)).toBe('?withinMiles=any')
    expect(eventListQuery({ withinMiles: 100 }, NOW)).toBe('?withinMiles=100')
    expect(eventListQuery({ mine: true }, NOW)).toBe('?mine=true')
  })
})
