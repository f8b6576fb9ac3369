import { tierHas } from './membership.ts'
import type { MembershipTier } from './vocabularies.ts'

/**
 * Parish events members join (issue 17): Going, Interested or not going, changeable until the
 * event starts. A member's answer is a state, so sending the same answer again changes nothing.
 */
export const RSVP_STATUSES = ['going', 'interested', 'not_going'] as const
export type RsvpStatus = (typeof RSVP_STATUSES)[number]

/** Which plans open the events marked for Verified members (the plan's exclusive events access). */
export const VERIFIED_EVENTS = {
  free: false,
  premium: false,
  verified: true,
} as const satisfies Record<MembershipTier, boolean>

/** Whether a member of `tier` may join an event for Verified members; an unknown tier may not. */
export const canJoinVerifiedEvents = (tier: string): boolean => tierHas(VERIFIED_EVENTS, tier)

/** Whether the member may answer (or see who goes to) an event: Verified-only events need the plan. */
export const mayJoinEvent = (event: { verifiedOnly: boolean }, tier: string): boolean =>
  !event.verifiedOnly || canJoinVerifiedEvents(tier)

/** Whether answers to an event starting at `eventDate` can still change at `now`. */
export const rsvpOpen = (eventDate: Date, now: Date): boolean => eventDate.getTime() > now.getTime()

/**
 * How far the events list reaches when the member does not say (from their home or travel city):
 * the nearest events first, so a same-day event across the country does not lead the list.
 */
export const EVENT_DEFAULT_MILES = 100

/** The most events one page of the list holds, and the default. */
export const EVENT_PAGE_MAX = 50
export const EVENT_PAGE_DEFAULT = 20

/** The server's refusals, word for word (the screens match on the Verified one to offer the plan). */
export const EVENT_MESSAGES = {
  notFound: 'Event not found',
  verifiedOnly: 'This event is for Verified members: upgrade to Verified to join it',
  started: 'This event has already started: answers can no longer be changed',
  notAttending: 'Only members going or interested can see who is going',
} as const
