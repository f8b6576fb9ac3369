import { PARISH_EVENT_TYPES } from './vocabularies.ts'

/**
 * Parish events members propose (#17, docs/parishes.md): the types an event can have, how long its
 * texts may be, when it may start, and the messages of these rules. Stored values are exactly
 * these strings.
 */

/** The types of event a member can propose: every kind of parish event. */
export const EVENT_TYPES = PARISH_EVENT_TYPES

/** A proposal's life: pending until a moderator approves it or rejects it with a reason. */
export const EVENT_STATUSES = ['pending', 'approved', 'rejected'] as const
export type EventStatus = (typeof EVENT_STATUSES)[number]

export const EVENT_TITLE_MAX = 120
export const EVENT_DESCRIPTION_MAX = 2000
/** The latest start a proposal may have: about a year ahead (a parish plans its feasts). */
export const EVENT_START_MAX_DAYS = 366
/** The longest reason a moderator may give for a rejection (the member reads it). */
export const PROPOSAL_REJECTION_REASON_MAX = 500

export const EVENT_PROPOSAL_MESSAGES = {
  titleRequired: 'Give the event a title',
  titleTooLong: `The title must be at most ${EVENT_TITLE_MAX} characters`,
  descriptionTooLong: `The description must be at most ${EVENT_DESCRIPTION_MAX} characters`,
  chooseType: 'Choose the type of event',
  startRequired: 'Choose when the event starts',
  startInPast: 'The event must start in the future',
  startTooFar: 'The event must start within a year',
  parishNotFound: 'Parish not found',
  proposalNotFound: 'Event proposal not found',
  alreadyReviewed: 'This event proposal has already been reviewed',
  ownProposal: 'You cannot review your own proposal',
  chooseDecision: 'Choose approve or reject',
  verifiedOnlyBoolean: 'verifiedOnly must be true or false',
  eventNotFound: 'Event not found',
  /** A clientId another request (of another member or parish) was stored under. */
  clientIdTaken: 'clientId: was already used for another request',
} as const

const DAY_MS = 24 * 60 * 60 * 1000

/** Why an event may not start at `start` (seen at `now`), or null when it may. */
export function eventStartProblem(start: Date, now: Date): string | null {
  if (start.getTime() <= now.getTime()) return EVENT_PROPOSAL_MESSAGES.startInPast
  if (start.getTime() > now.getTime() + EVENT_START_MAX_DAYS * DAY_MS) {
    return EVENT_PROPOSAL_MESSAGES.startTooFar
  }
  return null
}
