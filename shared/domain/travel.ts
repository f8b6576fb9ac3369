import type { Coordinates } from './distance.ts'
import { tierHas } from './membership.ts'
import type { MembershipTier } from './vocabularies.ts'

/**
 * Travel (issue 15 item 3): a Premium or Verified member can set a travel location, a city from
 * the city list, which the deck measures distances from instead of their home while it is set
 * and their plan includes it (a member whose plan ends is measured from home again; the place
 * stays stored for when they return to a paid plan).
 */
export const TRAVELS = {
  free: false,
  premium: true,
  verified: true,
} as const satisfies Record<MembershipTier, boolean>

/** Whether a member of `tier` may set a travel location; an unknown tier may not. */
export const canTravel = (tier: string): boolean => tierHas(TRAVELS, tier)

/** The stored location columns of a member the deck reads. */
export interface LocatedMember {
  membershipTier: string
  latitude: number | null
  longitude: number | null
  travelLatitude: number | null
  travelLongitude: number | null
}

/** Where the deck measures a member's distances from: their travel city, else home; null: unknown. */
export function deckOriginOf(member: LocatedMember): Coordinates | null {
  if (
    canTravel(member.membershipTier) &&
    member.travelLatitude !== null &&
    member.travelLongitude !== null
  ) {
    return { latitude: member.travelLatitude, longitude: member.travelLongitude }
  }
  if (member.latitude === null || member.longitude === null) return null
  return { latitude: member.latitude, longitude: member.longitude }
}

/** The server's refusal of a travel location, word for word (the web opens the upgrade prompt). */
export const TRAVEL_MESSAGES = {
  tier: 'A travel location is part of Premium and Verified',
} as const
