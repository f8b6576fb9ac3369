import { beforeEach, describe, expect, it } from 'vitest'
import { DiscoverPageSchema, type DeckProfile } from '#shared/schemas/discover.ts'
import { AttendeeListSchema } from '#shared/schemas/parish-events.ts'
import { blocks, eventRsvps, type UserRow } from '../db/schema.ts'
import { memberApi, type MemberApi } from '../testing/member-api.ts'
import { insertMan, insertMember } from '../testing/members.ts'
import { insertEvent, insertParish } from '../testing/parishes.ts'
import { testClock } from '../testing/test-app.ts'
import { useTestDatabase } from '../testing/test-db.ts'

const database = useTestDatabase()
const clock = testClock(new Date('2026-11-22T12:00:00Z'))
const inDays = (days: number) => new Date(clock.now().getTime() + days * 24 * 60 * 60 * 1000)

beforeEach(() => database.reset())

/**
 * Anna (30, seeks men 25–40) and the men of her deck; the Nativity vigil in three days. Anna's own
 * answers go through the API (as the app sends them); the men's are written directly.
 */
async function scene() {
  const parish = await insertParish(database.db)
  const vigil = await insertEvent(database.db, parish.id, {
    eventDate: inDays(3),
    title: 'Nativity vigil',
  })
  const anna = await insertMember(database.db, { firstName: 'Anna', minAge: 25, maxAge: 40 })
  const asAnna = await memberApi(database.db, clock.now, anna)
  const man = (firstName: string, overrides: Partial<UserRow> = {}) =>
    insertMan(database.db, { firstName, ...overrides })
  const goes = (member: UserRow, eventId: number, visible = true) =>
    database.db.insert(eventRsvps).values({ eventId, userId: member.id, status: 'going', visible })
  const annaAnswers = async (eventId: number, status: 'going' | 'interested') => {
    const res = await asAnna.put(`/api/parish-events/${eventId}/rsvp`, { status })
    expect(res.status).toBe(200)
  }
  return { parish, vigil, anna, asAnna, man, goes, annaAnswers }
}

/** Anna's deck cards by first name. */
async function deck(api: MemberApi): Promise<Map<string, DeckProfile>> {
  const res = await api.get('/api/users')
  expect(res.status).toBe(200)
  const page = DiscoverPageSchema.parse(await res.json())
  return new Map(page.items.map((item) => [item.firstName, item]))
}

async function attendeeIds(api: MemberApi, eventId: number) {
  const res = await api.get(`/api/parish-events/${eventId}/attendees`)
  expect(res.status).toBe(200)
  return AttendeeListSchema.parse(await res.json()).attendees.map((a) => a.id)
}

describe('GET /api/users: Going to the same event', () => {
  it('marks a member who chose to be seen at an event the viewer is going to or interested in', async () => {
    const s = await scene()
    const petros = await s.man('Petros')
    const shy = await s.man('Shy')
    await s.goes(petros, s.vigil.id)
    await s.goes(shy, s.vigil.id, false)
    await s.annaAnswers(s.vigil.id, 'interested')

    const cards = await deck(s.asAnna)
    expect(cards.get('Petros')?.sameEvent).toEqual({ id: s.vigil.id, title: 'Nativity vigil' })
    // Not opted in: in the deck, with no chip.
    expect(cards.has('Shy')).toBe(true)
    expect(cards.get('Shy')?.sameEvent).toBeUndefined()
    // The same rules as who is going.
    expect(await attendeeIds(s.asAnna, s.vigil.id)).toEqual([petros.id])
  })

  it('shows the soonest of the events both go to, with a title in any script', async () => {
    const s = await scene()
    const later = await insertEvent(database.db, s.parish.id, {
      eventDate: inDays(10),
      title: 'Ρωμανός ο Μελωδός',
    })
    const petros = await s.man('Petros')
    await s.goes(petros, later.id)
    await s.annaAnswers(later.id, 'going')
    expect((await deck(s.asAnna)).get('Petros')?.sameEvent).toEqual({
      id: later.id,
      title: 'Ρωμανός ο Μελωδός',
    })
    await s.goes(petros, s.vigil.id)
    await s.annaAnswers(s.vigil.id, 'going')
    expect((await deck(s.asAnna)).get('Petros')?.sameEvent?.id).toBe(s.vigil.id)
  })

  it('leaves it out when the viewer is not going, or has answered nothing', async () => {
    const s = await scene()
    const other = await insertEvent(database.db, s.parish.id, { eventDate: inDays(5) })
    const petros = await s.man('Petros')
    await s.goes(petros, s.vigil.id)
    expect((await deck(s.asAnna)).get('Petros')?.sameEvent).toBeUndefined()
    await s.annaAnswers(other.id, 'going')
    expect((await deck(s.asAnna)).get('Petros')?.sameEvent).toBeUndefined()
    // Anna changes her mind: going, then not going.
    await s.annaAnswers(s.vigil.id, 'going')
    expect((await deck(s.asAnna)).get('Petros')?.sameEvent?.id).toBe(s.vigil.id)
    const res = await s.asAnna.put(`/api/parish-events/${s.vigil.id}/rsvp`, {
      status: 'not_going',
    })
    expect(res.status).toBe(200)
    expect((await deck(s.asAnna)).get('Petros')?.sameEvent).toBeUndefined()
  })

  it('leaves out an event that has passed', async () => {
    const s = await scene()
    const past = await insertEvent(database.db, s.parish.id, {
      eventDate: inDays(-1),
      title: 'Last week',
    })
    const other = await insertEvent(database.db, s.parish.id, { eventDate: inDays(5) })
    const petros = await s.man('Petros')
    await s.goes(petros, past.id)
    await s.goes(s.anna, past.id)
    await s.annaAnswers(other.id, 'going') // an upcoming answer, so the deck looks
    const cards = await deck(s.asAnna)
    expect(cards.has('Petros')).toBe(true)
    expect(cards.get('Petros')?.sameEvent).toBeUndefined()
  })

  it('follows who is going: not across a block, not to a member outside their age range', async () => {
    const s = await scene()
    const petros = await s.man('Petros')
    const blocked = await s.man('Blocked')
    const picky = await s.man('Picky', { minAge: 20, maxAge: 25 })
    for (const member of [petros, blocked, picky]) await s.goes(member, s.vigil.id)
    await database.db.insert(blocks).values({ blockerId: blocked.id, blockedId: s.anna.id })
    await s.annaAnswers(s.vigil.id, 'going')
    const cards = await deck(s.asAnna)
    expect(cards.get('Petros')?.sameEvent?.id).toBe(s.vigil.id)
    expect(cards.get('Picky')?.sameEvent).toBeUndefined()
    expect(cards.get('Blocked')).toBeUndefined()
    expect(await attendeeIds(s.asAnna, s.vigil.id)).toEqual([petros.id])
  })

  it('leaves out a Verified-only event once the viewer’s plan no longer opens it', async () => {
    const s = await scene()
    const exclusive = await insertEvent(database.db, s.parish.id, {
      eventDate: inDays(4),
      verifiedOnly: true,
    })
    const other = await insertEvent(database.db, s.parish.id, { eventDate: inDays(5) })
    const petros = await s.man('Petros')
    await s.goes(petros, exclusive.id)
    await s.goes(s.anna, exclusive.id) // answered while Verified; her plan is free now
    await s.annaAnswers(other.id, 'going')
    expect((await deck(s.asAnna)).get('Petros')?.sameEvent).toBeUndefined()
  })
})
