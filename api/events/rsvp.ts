import { and, eq, sql, type SQL } from 'drizzle-orm'
import {
  canJoinVerifiedEvents,
  EVENT_MESSAGES,
  mayJoinEvent,
  rsvpOpen,
} from '#shared/domain/parish-events.ts'
import type { RsvpRequest } from '#shared/schemas/parish-events.ts'
import type { Database } from '../db/connect.ts'
import { eventRsvps, parishEvents, type UserRow } from '../db/schema.ts'
import { Refusal } from '../http/refusal.ts'

type Member = Pick<UserRow, 'id' | 'membershipTier' | 'showAtEvents'>

/**
 * The events a member of this tier may take part in, as SQL conditions on `parish_events`
 * (mayJoinEvent's rule): approved, and Verified-only ones only when their plan opens them.
 */
export const joinableEvents = (tier: string): SQL[] => [
  eq(parishEvents.status, 'approved'),
  ...(canJoinVerifiedEvents(tier) ? [] : [eq(parishEvents.verifiedOnly, false)]),
]

/**
 * An approved event the member may take part in: 404 when there is none, 403 (the upgrade
 * message) when it is for Verified members and their plan is not. Returns its date.
 */
export async function joinableEvent(
  db: Pick<Database, 'select'>,
  member: Pick<UserRow, 'membershipTier'>,
  eventId: number,
): Promise<{ eventDate: Date }> {
  const [event] = await db
    .select({ eventDate: parishEvents.eventDate, verifiedOnly: parishEvents.verifiedOnly })
    .from(parishEvents)
    .where(and(eq(parishEvents.id, eventId), eq(parishEvents.status, 'approved')))
  if (!event) throw new Refusal(404, 'not_found', EVENT_MESSAGES.notFound)
  if (!mayJoinEvent(event, member.membershipTier))
    throw new Refusal(403, 'verification_required', EVENT_MESSAGES.verifiedOnly)
  return event
}

/**
 * Sets the member's answer to an event, as a state: not_going removes the row, going or
 * interested writes it in one upsert (so answers sent at once leave one row each and the counts
 * right). `visible` left out keeps the row's choice, or for a new row takes the member's setting.
 * Refused once the event has started (409).
 */
export async function setRsvp(
  db: Pick<Database, 'select' | 'insert' | 'delete'>,
  member: Member,
  eventId: number,
  request: RsvpRequest,
  now: Date,
): Promise<void> {
  const event = await joinableEvent(db, member, eventId)
  if (!rsvpOpen(event.eventDate, now))
    throw new Refusal(409, 'event_started', EVENT_MESSAGES.started)
  const mine = and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.userId, member.id))
  if (request.status === 'not_going') {
    await db.delete(eventRsvps).where(mine)
    return
  }
  await db
    .insert(eventRsvps)
    .values({
      eventId,
      userId: member.id,
      status: request.status,
      visible: request.visible ?? member.showAtEvents,
    })
    .onConflictDoUpdate({
      target: [eventRsvps.eventId, eventRsvps.userId],
      set: {
        status: request.status,
        visible: request.visible ?? sql`${eventRsvps.visible}`,
        updatedAt: now,
      },
    })
}
