import { and, eq, gt, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { LRUCache } from 'lru-cache'
import type { SameEvent } from '#shared/schemas/discover.ts'
import type { Database } from '../db/connect.ts'
import { perDatabase } from '../db/per-database.ts'
import { eventRsvps, parishEvents, users, type UserRow } from '../db/schema.ts'
import { shownAttendees } from './attendees.ts'
import { joinableEvents } from './rsvp.ts'

/**
 * The deck card's "Going to the same event" (issue 17): for a page of candidates, the soonest
 * upcoming event each chose to be seen at that the viewer is going to or interested in, by the
 * very rules of who is going (shownAttendees): a candidate the viewer would not see among those
 * going gets no chip. One statement per page, and none at all for a viewer with no upcoming
 * answer (most members), which is known without asking the database most of the time.
 */

/**
 * Whether a member has an answer to an upcoming event, remembered for a minute per database.
 * Forgotten when the member answers here (setRsvp); an answer given through another API instance
 * shows on this one's deck within the minute.
 */
const upcomingAnswers = perDatabase(
  () => new LRUCache<number, boolean>({ max: 50_000, ttl: 60_000 }),
)

export function forgetUpcomingAnswers(db: Database, memberId: number): void {
  upcomingAnswers(db).delete(memberId)
}

async function hasUpcomingAnswer(db: Database, viewer: UserRow, now: Date): Promise<boolean> {
  const cache = upcomingAnswers(db)
  const known = cache.get(viewer.id)
  if (known !== undefined) return known
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(eventRsvps)
    .innerJoin(parishEvents, eq(parishEvents.id, eventRsvps.eventId))
    .where(and(eq(eventRsvps.userId, viewer.id), gt(parishEvents.eventDate, now)))
    .limit(1)
  cache.set(viewer.id, row !== undefined)
  return row !== undefined
}

/** The viewer's own answer, beside the candidate's (both are rows of event_rsvps). */
const mine = alias(eventRsvps, 'mine')

/** Candidate id → the event to show on their card; only candidates with one are present. */
export async function sameEvents(
  db: Database,
  viewer: UserRow,
  candidateIds: readonly number[],
  now: Date,
): Promise<Map<number, SameEvent>> {
  const found = new Map<number, SameEvent>()
  if (candidateIds.length === 0 || !(await hasUpcomingAnswer(db, viewer, now))) return found
  const shown = shownAttendees(db, viewer, now)
  const rows = await db
    .selectDistinctOn([eventRsvps.userId], {
      memberId: eventRsvps.userId,
      id: parishEvents.id,
      title: parishEvents.title,
    })
    .from(mine)
    .innerJoin(
      parishEvents,
      and(
        eq(parishEvents.id, mine.eventId),
        gt(parishEvents.eventDate, sql.placeholder('now')),
        ...joinableEvents(viewer.membershipTier),
      ),
    )
    .innerJoin(eventRsvps, eq(eventRsvps.eventId, mine.eventId))
    .innerJoin(users, eq(users.id, eventRsvps.userId))
    .where(
      and(
        eq(mine.userId, sql.placeholder('viewerId')),
        sql`${eventRsvps.userId} = any(${sql.placeholder('candidateIds')}::int[])`,
        ...shown.where,
      ),
    )
    .orderBy(eventRsvps.userId, parishEvents.eventDate, parishEvents.id)
    .prepare('deck_same_event')
    .execute({ ...shown.values, candidateIds })
  for (const row of rows) found.set(row.memberId, { id: row.id, title: row.title })
  return found
}
