import { beforeEach, describe, expect, it } from 'vitest'
import { EVENT_MESSAGES } from '#shared/domain/parish-events.ts'
import { AttendeeListSchema } from '#shared/schemas/parish-events.ts'
import { blocks, eventRsvps, type UserRow } from '../db/schema.ts'
import { memberApi } from '../testing/member-api.ts'
import { insertMan, insertMember, type MemberOverrides } from '../testing/members.ts'
import { insertEvent, insertParish } from '../testing/parishes.ts'
import { testClock } from '../testing/test-app.ts'
import { useTestDatabase } from '../testing/test-db.ts'

const database = useTestDatabase()
const clock = testClock(new Date('2026-11-22T12:00:00Z'))

beforeEach(() => database.reset())

const as = (member: UserRow) => memberApi(database.db, clock.now, member)

/** Anna (30, seeks men 25–40) goes to the vigil; men who may or may not be shown to her. */
async function vigil(eventOverrides: { verifiedOnly?: boolean } = {}) {
  const parish = await insertParish(database.db)
  const event = await insertEvent(database.db, parish.id, {
    eventDate: new Date('2026-11-25T18:00:00Z'),
    title: 'Nativity vigil',
    ...eventOverrides,
  })
  const anna = await insertMember(database.db, {
    firstName: 'Anna',
    age: 30,
    minAge: 25,
    maxAge: 40,
    membershipTier: eventOverrides.verifiedOnly ? 'verified' : 'free',
  })
  const man = (overrides: MemberOverrides = {}) => insertMan(database.db, overrides)
  const rsvp = (member: UserRow, status: 'going' | 'interested', visible = true) =>
    database.db.insert(eventRsvps).values({ eventId: event.id, userId: member.id, status, visible })
  return { event, anna, man, rsvp }
}

async function attendeeIds(viewer: UserRow, eventId: number) {
  const res = await (await as(viewer)).get(`/api/parish-events/${eventId}/attendees`)
  expect(res.status).toBe(200)
  return AttendeeListSchema.parse(await res.json()).attendees.map((a) => a.id)
}

describe('GET /api/parish-events/:id/attendees', () => {
  it('shows members who chose to be seen, as public cards with compatibility', async () => {
    const { event, anna, man, rsvp } = await vigil()
    const petros = await man({ firstName: 'Petros', email: 'petros@example.org' })
    const shy = await man({ firstName: 'Shy' })
    const ioannis = await man({ firstName: 'Ioannis' })
    await rsvp(anna, 'going', false)
    await rsvp(petros, 'going')
    await rsvp(shy, 'going', false)
    await rsvp(ioannis, 'interested')
    const res = await (await as(anna)).get(`/api/parish-events/${event.id}/attendees`)
    expect(res.status).toBe(200)
    const body = (await res.json()) as { attendees: Record<string, unknown>[] }
    expect(AttendeeListSchema.parse(body).attendees.map((a) => [a.firstName, a.status])).toEqual([
      ['Petros', 'going'],
      ['Ioannis', 'interested'],
    ])
    expect(Object.keys(body.attendees[0]!).sort()).toEqual(
      [
        'age',
        'compatibilityScore',
        'firstName',
        'id',
        'isVerified',
        'profileImageUrl',
        'status',
      ].sort(),
    )
    expect(typeof body.attendees[0]!.compatibilityScore).toBe('number')
    expect(JSON.stringify(body)).not.toContain('petros@example.org')
  })

  it("applies both sides' preferences: gender sought and age range", async () => {
    const { event, anna, man, rsvp } = await vigil()
    const fits = await man()
    const tooOld = await man({ age: 45, maxAge: 50 }) // outside Anna's 25–40
    const seeksOlder = await man({ minAge: 35, maxAge: 45 }) // Anna's 30 outside his range
    const seeksMen = await man({ lookingFor: 'male' })
    const woman = await insertMember(database.db, { age: 30 })
    await rsvp(anna, 'interested')
    for (const m of [fits, tooOld, seeksOlder, seeksMen, woman]) await rsvp(m, 'going')
    expect(await attendeeIds(anna, event.id)).toEqual([fits.id])
  })

  it('never across a block, either way, nor snoozed or suspended members, nor the viewer', async () => {
    const { event, anna, man, rsvp } = await vigil()
    const fine = await man()
    const blockedByAnna = await man()
    const blockedAnna = await man()
    const snoozed = await man({ snoozedUntil: new Date('2026-11-23T00:00:00Z') })
    const snoozeEnded = await man({ snoozedUntil: new Date('2026-11-21T00:00:00Z') })
    const suspended = await man({ suspendedAt: new Date('2026-11-20T00:00:00Z') })
    await database.db.insert(blocks).values([
      { blockerId: anna.id, blockedId: blockedByAnna.id },
      { blockerId: blockedAnna.id, blockedId: anna.id },
    ])
    await rsvp(anna, 'going', true)
    for (const m of [fine, blockedByAnna, blockedAnna, snoozed, snoozeEnded, suspended])
      await rsvp(m, 'going')
    expect((await attendeeIds(anna, event.id)).sort()).toEqual([fine.id, snoozeEnded.id].sort())
    // The blocked and the one who blocked do not see Anna either.
    await database.db.update(eventRsvps).set({ visible: true })
    expect(await attendeeIds(blockedByAnna, event.id)).not.toContain(anna.id)
    expect(await attendeeIds(blockedAnna, event.id)).not.toContain(anna.id)
    expect(await attendeeIds(fine, event.id)).toContain(anna.id)
  })

  it('refuses a member who is not going or interested', async () => {
    const { event, anna, man, rsvp } = await vigil()
    await rsvp(await man(), 'going')
    const res = await (await as(anna)).get(`/api/parish-events/${event.id}/attendees`)
    expect(res.status).toBe(403)
    expect(await res.json()).toMatchObject({ message: EVENT_MESSAGES.notAttending })
  })

  it('refuses a Verified-only event to a member whose plan is not Verified', async () => {
    const { event, anna, man, rsvp } = await vigil({ verifiedOnly: true })
    const lapsed = await man({ membershipTier: 'free' })
    await rsvp(anna, 'going')
    await rsvp(lapsed, 'going') // answered while Verified; the plan ended since
    const res = await (await as(lapsed)).get(`/api/parish-events/${event.id}/attendees`)
    expect(res.status).toBe(403)
    expect(await res.json()).toMatchObject({ message: EVENT_MESSAGES.verifiedOnly })
    expect(await attendeeIds(anna, event.id)).toEqual([lapsed.id])
  })

  it('answers 404 for an event not approved', async () => {
    const { anna } = await vigil()
    const parish = await insertParish(database.db)
    const pending = await insertEvent(database.db, parish.id, {
      eventDate: new Date('2026-12-01T10:00:00Z'),
      status: 'pending',
    })
    const res = await (await as(anna)).get(`/api/parish-events/${pending.id}/attendees`)
    expect(res.status).toBe(404)
  })
})
