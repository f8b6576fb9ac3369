import { milesBetween, type Coordinates } from '#shared/domain/distance.ts'

/**
 * The demo's answers to parish events (issue 17), so the event screens are not empty: the demo
 * member goes to the soonest upcoming event near her and is interested in the next one; a few
 * members near her who fit her preferences (and she theirs) go too, and chose to be seen.
 * Deterministic: no random draws, so the rest of the demo data stays what it was.
 */

interface RsvpMember extends Coordinates {
  id: number
  gender: string
  lookingFor: string
  age: number
  minAge: number
  maxAge: number
}

interface RsvpEvent {
  id: number
  parishId: number
  eventDate: Date
}

export interface DemoEventRsvp {
  eventId: number
  userId: number
  status: 'going' | 'interested'
  visible: boolean
}

/** Within this many miles of the demo member, a parish is hers. */
const NEAR_MILES = 60
const OTHERS_PER_EVENT = 6

export function demoEventRsvps(
  demo: RsvpMember,
  members: readonly RsvpMember[],
  parishes: readonly (Coordinates & { id: number })[],
  events: readonly RsvpEvent[],
  now: Date,
): DemoEventRsvp[] {
  const near = new Set(parishes.filter((p) => milesBetween(demo, p) <= NEAR_MILES).map((p) => p.id))
  const upcoming = events
    .filter((e) => near.has(e.parishId) && e.eventDate.getTime() > now.getTime())
    .toSorted((a, b) => a.eventDate.getTime() - b.eventDate.getTime() || a.id - b.id)
    .slice(0, 2)
  const fits = members.filter(
    (m) =>
      m.id !== demo.id &&
      m.gender === demo.lookingFor &&
      m.lookingFor === demo.gender &&
      m.age >= demo.minAge &&
      m.age <= demo.maxAge &&
      demo.age >= m.minAge &&
      demo.age <= m.maxAge &&
      milesBetween(demo, m) <= NEAR_MILES,
  )
  return upcoming.flatMap((event, n) => [
    { eventId: event.id, userId: demo.id, status: n === 0 ? 'going' : 'interested', visible: true },
    ...fits.slice(n * OTHERS_PER_EVENT, (n + 1) * OTHERS_PER_EVENT).map((m, i): DemoEventRsvp => ({
      eventId: event.id,
      userId: m.id,
      status: i % 3 === 2 ? 'interested' : 'going',
      visible: i % 4 !== 3,
    })),
  ])
}
