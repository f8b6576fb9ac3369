import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { EVENT_DEFAULT_MILES, EVENT_MESSAGES } from '#shared/domain/parish-events.ts'
import { EventDetailSchema, EventListSchema } from '#shared/schemas/parish-events.ts'
import { PrivacyExportSchema } from '#shared/schemas/privacy.ts'
import { eventRsvps, users, type UserRow } from '../db/schema.ts'
import { memberApi, type MemberApi } from '../testing/member-api.ts'
import { insertMember, sessionCookie } from '../testing/members.ts'
import { insertEvent, insertParish } from '../testing/parishes.ts'
import { jsonHeaders, testApp, testClock } from '../testing/test-app.ts'
import { useTestDatabase } from '../testing/test-db.ts'

const database = useTestDatabase()
const clock = testClock(new Date('2026-11-22T12:00:00Z'))
const DAY = 24 * 60 * 60 * 1000
const inDays = (days: number, hours = 0) =>
  new Date(clock.now().getTime() + days * DAY + hours * 60 * 60 * 1000)

beforeEach(() => database.reset())

const as = (member: UserRow) => memberApi(database.db, clock.now, member)

async function rsvpRows(eventId: number) {
  return database.db
    .select({ userId: eventRsvps.userId, status: eventRsvps.status, visible: eventRsvps.visible })
    .from(eventRsvps)
    .where(eq(eventRsvps.eventId, eventId))
    .orderBy(eventRsvps.userId)
}

async function answer(api: MemberApi, eventId: number, body: unknown) {
  return api.put(`/api/parish-events/${eventId}/rsvp`, body)
}

async function scene() {
  const parish = await insertParish(database.db, { name: 'St. Nicholas' })
  const event = await insertEvent(database.db, parish.id, {
    eventDate: inDays(3),
    title: 'Nativity vigil',
  })
  const anna = await insertMember(database.db, { firstName: 'Anna' })
  return { parish, event, anna, asAnna: await as(anna) }
}

describe('PUT /api/parish-events/:id/rsvp', () => {
  it('sets going, interested and not going; the event shows the counts and the answer', async () => {
    const { event, anna, asAnna } = await scene()
    let res = await answer(asAnna, event.id, { status: 'going' })
    expect(res.status).toBe(200)
    let body = EventDetailSchema.parse(await res.json())
    expect(body).toMatchObject({ going: 1, interested: 0, myRsvp: { status: 'going' } })
    expect(await rsvpRows(event.id)).toEqual([{ userId: anna.id, status: 'going', visible: false }])

    res = await answer(asAnna, event.id, { status: 'interested' })
    body = EventDetailSchema.parse(await res.json())
    expect(body).toMatchObject({ going: 0, interested: 1, myRsvp: { status: 'interested' } })

    res = await answer(asAnna, event.id, { status: 'not_going' })
    body = EventDetailSchema.parse(await res.json())
    expect(body).toMatchObject({ going: 0, interested: 0, myRsvp: { status: 'not_going' } })
    expect(await rsvpRows(event.id)).toEqual([])
  })

  it('a replay of the same answer changes nothing', async () => {
    const { event, anna, asAnna } = await scene()
    const request = { status: 'going', visible: true, clientId: randomUUID() }
    await answer(asAnna, event.id, request)
    const res = await answer(asAnna, event.id, request)
    expect(res.status).toBe(200)
    expect(EventDetailSchema.parse(await res.json())).toMatchObject({ going: 1 })
    expect(await rsvpRows(event.id)).toEqual([{ userId: anna.id, status: 'going', visible: true }])
  })

  it('a new answer is shown to others when the member chose that in Settings; a change keeps the choice', async () => {
    const { event, anna, asAnna } = await scene()
    await database.db.update(users).set({ showAtEvents: true }).where(eq(users.id, anna.id))
    await answer(asAnna, event.id, { status: 'interested' })
    expect(await rsvpRows(event.id)).toEqual([
      { userId: anna.id, status: 'interested', visible: true },
    ])
    await answer(asAnna, event.id, { status: 'going', visible: false })
    await answer(asAnna, event.id, { status: 'interested' })
    expect(await rsvpRows(event.id)).toEqual([
      { userId: anna.id, status: 'interested', visible: false },
    ])
  })

  it('refuses a change once the event has started, and keeps the answer', async () => {
    const { parish, anna, asAnna } = await scene()
    const soon = await insertEvent(database.db, parish.id, { eventDate: inDays(0, 1) })
    await answer(asAnna, soon.id, { status: 'going' })
    clock.advance(2 * 60 * 60 * 1000)
    try {
      const res = await answer(asAnna, soon.id, { status: 'not_going' })
      expect(res.status).toBe(409)
      expect(await res.json()).toMatchObject({ message: EVENT_MESSAGES.started })
      expect(await rsvpRows(soon.id)).toEqual([
        { userId: anna.id, status: 'going', visible: false },
      ])
    } finally {
      clock.advance(-2 * 60 * 60 * 1000)
    }
  })

  it.each([
    [{ status: 'maybe' }, 'status'],
    [{}, 'status'],
    [{ status: 'going', visible: 'yes' }, 'visible'],
    [{ status: 'going', clientId: 'not-a-uuid' }, 'clientId'],
  ])('refuses %j with 400 naming the field, changing nothing', async (body, field) => {
    const { event, asAnna } = await scene()
    const res = await answer(asAnna, event.id, body)
    expect(res.status).toBe(400)
    const { message } = (await res.json()) as { message: string }
    expect(message.startsWith(`${field}:`)).toBe(true)
    expect(await rsvpRows(event.id)).toEqual([])
  })

  it('answers 404 for an event that is pending, rejected or missing', async () => {
    const { parish, asAnna } = await scene()
    const pending = await insertEvent(database.db, parish.id, {
      eventDate: inDays(2),
      status: 'pending',
    })
    const rejected = await insertEvent(database.db, parish.id, {
      eventDate: inDays(2),
      status: 'rejected',
    })
    for (const id of [pending.id, rejected.id, 999_999]) {
      const res = await answer(asAnna, id, { status: 'going' })
      expect(res.status).toBe(404)
      expect(await res.json()).toMatchObject({ message: EVENT_MESSAGES.notFound })
      expect((await asAnna.get(`/api/parish-events/${id}`)).status).toBe(404)
    }
    expect(await database.db.select().from(eventRsvps)).toEqual([])
  })

  it('refuses a Verified-only event to free and Premium members with the upgrade message', async () => {
    const { parish, asAnna } = await scene()
    const exclusive = await insertEvent(database.db, parish.id, {
      eventDate: inDays(4),
      verifiedOnly: true,
    })
    const premium = await insertMember(database.db, { membershipTier: 'premium' })
    for (const api of [asAnna, await as(premium)]) {
      const res = await answer(api, exclusive.id, { status: 'going' })
      expect(res.status).toBe(403)
      expect(await res.json()).toMatchObject({ message: EVENT_MESSAGES.verifiedOnly })
    }
    expect(await rsvpRows(exclusive.id)).toEqual([])
    const verified = await insertMember(database.db, { membershipTier: 'verified' })
    const res = await answer(await as(verified), exclusive.id, { status: 'going' })
    expect(res.status).toBe(200)
    expect(await rsvpRows(exclusive.id)).toEqual([
      { userId: verified.id, status: 'going', visible: false },
    ])
  })

  it('counts 20 members answering at once, each once', async () => {
    const { event } = await scene()
    const members = await Promise.all(Array.from({ length: 20 }, () => insertMember(database.db)))
    const apis = await Promise.all(members.map((m) => as(m)))
    const results = await Promise.all(
      apis.map((api, i) => answer(api, event.id, { status: i % 4 === 0 ? 'interested' : 'going' })),
    )
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200))
    // And the same answers again, at once, with a few changing their minds.
    await Promise.all(
      apis.map((api, i) =>
        answer(api, event.id, {
          status: i < 2 ? 'not_going' : i % 4 === 0 ? 'interested' : 'going',
        }),
      ),
    )
    const res = await apis[5]!.get(`/api/parish-events/${event.id}`)
    const body = EventDetailSchema.parse(await res.json())
    // 20 members: 5 interested (0, 4, 8, 12, 16), 15 going; then 0 and 1 left.
    expect(body).toMatchObject({ going: 14, interested: 4 })
    expect(await rsvpRows(event.id)).toHaveLength(18)
  })
})

describe('GET /api/parish-events/:id', () => {
  it('gives the event with its parish, distance and counts', async () => {
    const { parish, event, asAnna } = await scene()
    const res = await asAnna.get(`/api/parish-events/${event.id}`)
    expect(res.status).toBe(200)
    expect(EventDetailSchema.parse(await res.json())).toEqual({
      id: event.id,
      title: 'Nativity vigil',
      description: null,
      eventDate: event.eventDate.toISOString(),
      eventType: 'feast',
      verifiedOnly: false,
      parish: {
        id: parish.id,
        name: 'St. Nicholas',
        address: parish.address,
        latitude: parish.latitude,
        longitude: parish.longitude,
      },
      distanceMiles: 5,
      going: 0,
      interested: 0,
      myRsvp: { status: 'not_going', visible: false },
    })
  })

  it('refuses a path that is not an id with 400', async () => {
    const { asAnna } = await scene()
    const res = await asAnna.get('/api/parish-events/abc')
    expect(res.status).toBe(400)
    expect(((await res.json()) as { message: string }).message).toMatch(/^id:/)
  })
})

describe('GET /api/parish-events', () => {
  /** Anna in Chicago; parishes in Chicago, Milwaukee (about 80 miles) and Boston (about 850). */
  async function cities() {
    const { anna, asAnna, event: chicagoIn3 } = await scene()
    const milwaukee = await insertParish(database.db, { latitude: 43.04, longitude: -87.91 })
    const boston = await insertParish(database.db, { latitude: 42.36, longitude: -71.06 })
    const chicago = chicagoIn3.parishId
    const bostonIn3 = await insertEvent(database.db, boston.id, { eventDate: inDays(3, -1) })
    const milwaukeeIn3 = await insertEvent(database.db, milwaukee.id, { eventDate: inDays(3, 2) })
    const chicagoIn1 = await insertEvent(database.db, chicago, { eventDate: inDays(1) })
    const bostonIn10 = await insertEvent(database.db, boston.id, { eventDate: inDays(10) })
    await insertEvent(database.db, chicago, { eventDate: inDays(-1) })
    await insertEvent(database.db, chicago, { eventDate: inDays(2), status: 'pending' })
    return { anna, asAnna, chicagoIn1, chicagoIn3, milwaukeeIn3, bostonIn3, bostonIn10 }
  }

  const ids = async (api: MemberApi, query = '') => {
    const res = await api.get(`/api/parish-events${query}`)
    expect(res.status).toBe(200)
    return EventListSchema.parse(await res.json())
  }

  it('lists upcoming approved events by day, nearest first within a day, anywhere when asked', async () => {
    const e = await cities()
    const list = await ids(e.asAnna, '?withinMiles=any')
    expect(list.events.map((x) => x.id)).toEqual([
      e.chicagoIn1.id,
      e.chicagoIn3.id,
      e.milwaukeeIn3.id,
      e.bostonIn3.id,
      e.bostonIn10.id,
    ])
    expect(list.nextCursor).toBeNull()
  })

  it(`keeps to ${EVENT_DEFAULT_MILES} miles by default, so a far event on the same day does not lead`, async () => {
    const e = await cities()
    const list = await ids(e.asAnna)
    expect(list.events.map((x) => x.id)).toEqual([
      e.chicagoIn1.id,
      e.chicagoIn3.id,
      e.milwaukeeIn3.id,
    ])
    expect(list.events.every((x) => x.distanceMiles! <= EVENT_DEFAULT_MILES)).toBe(true)
  })

  it('lists every distance by default for a member whose location is unknown', async () => {
    const e = await cities()
    await database.db
      .update(users)
      .set({ latitude: null, longitude: null })
      .where(eq(users.id, e.anna.id))
    const list = await ids(e.asAnna)
    expect(list.events).toHaveLength(5)
  })

  it('measures from the travel city of a Premium member', async () => {
    const e = await cities()
    await database.db
      .update(users)
      .set({ membershipTier: 'premium', travelLatitude: 42.36, travelLongitude: -71.06 })
      .where(eq(users.id, e.anna.id))
    const list = await ids(e.asAnna, '?withinMiles=50')
    expect(list.events.map((x) => x.id)).toEqual([e.bostonIn3.id, e.bostonIn10.id])
  })

  it('filters by date and distance, and pages with a cursor', async () => {
    const e = await cities()
    const near = await ids(e.asAnna, '?withinMiles=100')
    expect(near.events.map((x) => x.id)).toEqual([
      e.chicagoIn1.id,
      e.chicagoIn3.id,
      e.milwaukeeIn3.id,
    ])
    const from = encodeURIComponent(inDays(2).toISOString())
    const to = encodeURIComponent(inDays(5).toISOString())
    const window = await ids(e.asAnna, `?from=${from}&to=${to}&withinMiles=any`)
    expect(window.events.map((x) => x.id)).toEqual([
      e.chicagoIn3.id,
      e.milwaukeeIn3.id,
      e.bostonIn3.id,
    ])

    const first = await ids(e.asAnna, '?withinMiles=any&limit=2')
    expect(first.events.map((x) => x.id)).toEqual([e.chicagoIn1.id, e.chicagoIn3.id])
    const second = await ids(e.asAnna, `?withinMiles=any&limit=2&cursor=${first.nextCursor}`)
    expect(second.events.map((x) => x.id)).toEqual([e.milwaukeeIn3.id, e.bostonIn3.id])
    const third = await ids(e.asAnna, `?withinMiles=any&limit=2&cursor=${second.nextCursor}`)
    expect(third.events.map((x) => x.id)).toEqual([e.bostonIn10.id])
    expect(third.nextCursor).toBeNull()
  })

  it("keeps the member's own upcoming events with mine=true", async () => {
    const e = await cities()
    await answer(e.asAnna, e.bostonIn10.id, { status: 'interested' })
    await answer(e.asAnna, e.chicagoIn1.id, { status: 'going' })
    const mine = await ids(e.asAnna, '?mine=true')
    expect(mine.events.map((x) => [x.id, x.myRsvp.status])).toEqual([
      [e.chicagoIn1.id, 'going'],
      [e.bostonIn10.id, 'interested'],
    ])
  })

  it.each([
    ['?withinMiles=-3', 'withinMiles'],
    ['?withinMiles=far', 'withinMiles'],
    ['?from=yesterday', 'from'],
    ['?limit=500', 'limit'],
    ['?mine=yes', 'mine'],
  ])('refuses %s with 400 naming the field', async (query, field) => {
    const { asAnna } = await scene()
    const res = await asAnna.get(`/api/parish-events${query}`)
    expect(res.status).toBe(400)
    expect(((await res.json()) as { message: string }).message.startsWith(`${field}:`)).toBe(true)
  })
})

describe('showAtEvents setting', () => {
  it('is read and changed with the other member settings', async () => {
    const { anna, asAnna } = await scene()
    const { app } = testApp(database.db, { clock: clock.now })
    const cookie = await sessionCookie(database.db, anna.id, clock.now())
    expect(await (await asAnna.get(`/api/users/${anna.id}/settings`)).json()).toMatchObject({
      showAtEvents: false,
    })
    const res = await app.request(`/api/users/${anna.id}/settings`, {
      method: 'PATCH',
      headers: jsonHeaders(cookie),
      body: JSON.stringify({ showAtEvents: true }),
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ showAtEvents: true })
    const [row] = await database.db
      .select({ showAtEvents: users.showAtEvents })
      .from(users)
      .where(eq(users.id, anna.id))
    expect(row).toEqual({ showAtEvents: true })
  })
})

describe('privacy', () => {
  it("puts the member's answers in their export, and deletes them with the account", async () => {
    const { event, anna, asAnna } = await scene()
    await answer(asAnna, event.id, { status: 'going', visible: true })
    const res = await asAnna.get('/api/privacy/export')
    expect(res.status).toBe(200)
    const exported = PrivacyExportSchema.parse(await res.json())
    expect(exported.eventRsvps).toEqual([
      {
        eventId: event.id,
        title: 'Nativity vigil',
        eventDate: event.eventDate.toISOString(),
        status: 'going',
        visible: true,
        createdAt: expect.any(String),
      },
    ])
    expect(exported.settings.showAtEvents).toBe(false)
    await database.db.delete(users).where(eq(users.id, anna.id))
    expect(await rsvpRows(event.id)).toEqual([])
  })
})
