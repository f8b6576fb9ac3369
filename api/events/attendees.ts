import { and, eq, gte, lte, ne, sql, type SQL } from 'drizzle-orm'
import { ageToday } from '#shared/domain/age.ts'
import { EVENT_MESSAGES } from '#shared/domain/parish-events.ts'
import type { Attendee } from '#shared/schemas/parish-events.ts'
import type { Database } from '../db/connect.ts'
import { eventRsvps, users, type UserRow } from '../db/schema.ts'
import {
  conditionValues,
  deckFiltersOf,
  filterConditions,
  setFilters,
} from '../discover/conditions.ts'
import { publicProfilesFor } from '../discover/scoring.ts'
import { notBlockedWith } from '../safety/blocks.ts'
import { PROFILE_SOURCE_COLUMNS } from '../users/profile-columns.ts'
import { joinableEvent } from './rsvp.ts'
import { Refusal } from '../http/refusal.ts'

/**
 * Who is going to an event, as one member going or interested sees them (issue 17): the members
 * who chose to be seen there, who fit the viewer's discovery preferences (the deck's own
 * conditions, api/discover/conditions.ts, without distance: they will be in the same place) and
 * whose preferences the viewer fits in turn (gender sought, age range); never across a block
 * either way, never snoozed or suspended, never the viewer. Public card fields only.
 */
export async function eventAttendees(
  db: Pick<Database, 'select'>,
  viewer: UserRow,
  eventId: number,
  now: Date,
): Promise<Attendee[]> {
  await joinableEvent(db, viewer, eventId)
  const [mine] = await db
    .select({ status: eventRsvps.status })
    .from(eventRsvps)
    .where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.userId, viewer.id)))
  if (!mine) throw new Refusal(403, 'not_attending', EVENT_MESSAGES.notAttending)

  const shown = shownAttendees(db, viewer, now)
  const rows = await db
    .select({ status: eventRsvps.status, row: PROFILE_SOURCE_COLUMNS })
    .from(eventRsvps)
    .innerJoin(users, eq(users.id, eventRsvps.userId))
    .where(and(eq(eventRsvps.eventId, eventId), ...shown.where))
    .orderBy(eventRsvps.status, eventRsvps.createdAt, users.id)
    .prepare('event_attendees')
    .execute(shown.values)
  const profiles = await publicProfilesFor(
    db,
    viewer,
    rows.map(({ row }) => row),
  )
  return profiles.map((profile, index) => ({
    id: profile.id,
    firstName: profile.firstName,
    age: profile.age,
    profileImageUrl: profile.profileImageUrl,
    compatibilityScore: profile.compatibilityScore,
    isVerified: profile.isVerified,
    status: rows[index]!.status as Attendee['status'],
  }))
}

/**
 * Whom a viewer going to an event sees there: the conditions on an attendee's `event_rsvps` row
 * and `users` row, with their placeholder values. The one copy of these rules: who is going
 * (above) and the deck's "Going to the same event" (same-event.ts) both read them. They chose to
 * be seen; they fit the viewer's discovery preferences (the deck's own conditions without the
 * distance) and the viewer fits theirs (gender sought, age range); not the viewer, not snoozed,
 * never across a block either way (suspended members count as blocked).
 */
export function shownAttendees(
  db: Pick<Database, 'select'>,
  viewer: UserRow,
  now: Date,
): { where: SQL[]; values: Record<string, unknown> } {
  const { filters } = deckFiltersOf(viewer, {})
  const set = setFilters(filters).filter((name) => name !== 'withinMiles')
  return {
    where: [
      eq(eventRsvps.visible, true),
      ne(users.id, sql.placeholder('viewerId')),
      // The viewer's side: the gender they seek and their age range and denominations.
      eq(users.gender, sql.placeholder('gender')),
      ...filterConditions(set),
      // The other side: they seek the viewer's gender, and the viewer's age is in their range.
      eq(users.lookingFor, viewer.gender),
      lte(users.minAge, ageToday(viewer.birthDate)),
      gte(users.maxAge, ageToday(viewer.birthDate)),
      // Only members with the minimum others are shown (issue #35).
      sql`${users.deckReady}`,
      sql`(${users.snoozedUntil} is null or ${users.snoozedUntil} <= ${sql.placeholder('now')})`,
      ...notBlockedWith(db, users.id, viewer.id),
    ],
    values: conditionValues(viewer, filters, set, now),
  }
}
