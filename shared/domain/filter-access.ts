import { VITALS_FILTERS, type MembershipTier } from './vocabularies.ts'
import type { ErrorCode } from '../schemas/errors.ts'

/**
 * Which discover filters each tier may use (core-experience §6 "Filters": free = basic,
 * premium = advanced (age, location, education), verified = advanced plus Orthodox-only).
 *
 * - Basic (every member): denomination, gender, weight, income, English fluency, race,
 *   minimum compatibility.
 * - Advanced (premium and verified): an age range moved off the sheet's default 18–50, country
 *   (the spec's "location"), education level, and the vitals (marital status, wants children,
 *   smoking, drinking; issue #33 part 3).
 * - Orthodox-only (verified): church attendance, clergy endorsement switched on.
 *
 * The age range at its default is the basic deck and allowed to everyone, so a client that sends
 * the sheet's starting values is never refused.
 */
export type GatedFilterAction = 'advanced_filters' | 'orthodox_filters'

/** The 403 messages, for people. */
export const FILTER_REFUSED_MESSAGES = {
  advanced_filters:
    'Advanced filters (age, location, education, marital status, lifestyle) need a Premium membership',
  orthodox_filters:
    'Orthodox-only filters (church attendance, clergy endorsement) need a Verified Orthodox membership',
} as const satisfies Record<GatedFilterAction, string>

/** The 403 codes; the web opens the upgrade prompt for the action of the code. */
export const FILTER_REFUSED_CODES = {
  advanced_filters: 'advanced_filters_required',
  orthodox_filters: 'orthodox_filters_required',
} as const satisfies Record<GatedFilterAction, ErrorCode>

/** The upgrade prompt action for a refusal's code, or undefined for any other code. */
export function gatedFilterActionOf(code: ErrorCode | undefined): GatedFilterAction | undefined {
  const entry = Object.entries(FILTER_REFUSED_CODES).find(([, refused]) => refused === code)
  return entry?.[0] as GatedFilterAction | undefined
}

const DEFAULT_AGE_RANGE = { minAge: 18, maxAge: 50 } as const

export type GateableFilters = {
  minAge?: number | undefined
  maxAge?: number | undefined
  country?: string | undefined
  educationLevel?: string | undefined
  maritalStatus?: string | undefined
  wantsChildren?: string | undefined
  smoking?: string | undefined
  drinking?: string | undefined
  churchAttendance?: string | undefined
  verifiedOnly?: boolean | undefined
}

export function usesAdvancedFilters(f: GateableFilters): boolean {
  const ageMoved =
    (f.minAge !== undefined && f.minAge !== DEFAULT_AGE_RANGE.minAge) ||
    (f.maxAge !== undefined && f.maxAge !== DEFAULT_AGE_RANGE.maxAge)
  return (
    ageMoved ||
    f.country !== undefined ||
    f.educationLevel !== undefined ||
    VITALS_FILTERS.some((name) => f[name] !== undefined)
  )
}

export function usesOrthodoxFilters(f: GateableFilters): boolean {
  return f.churchAttendance !== undefined || f.verifiedOnly === true
}

/** The upgrade the member needs for these filters, or null when the tier allows them all. */
export function filterAccessRefusal(
  filters: GateableFilters,
  tier: MembershipTier,
): GatedFilterAction | null {
  if (tier !== 'verified' && usesOrthodoxFilters(filters)) return 'orthodox_filters'
  if (tier === 'free' && usesAdvancedFilters(filters)) return 'advanced_filters'
  return null
}
