/**
 * Discovery preferences (issue 15 item 1, decision 035): who a member wants to see in their deck.
 * The age range, seeking, maximum distance and denominations live on the member's row
 * (users.min_age, max_age, looking_for, max_distance, distance_strict, seeking_denominations) and
 * mean the same everywhere: the deck applies them to every page, the Advanced Filters sheet starts
 * from them and narrows one search, and the ideal-match wizard's age range is the same two columns.
 */

/** The ages a range may span: a member is at least 18; the profile holds ages under 80. */
export const DISCOVERY_AGE = { min: 18, max: 79 } as const

/** Miles; MAX_DISTANCE_ANYWHERE means no limit. */
export const DISCOVERY_DISTANCE = { min: 5, max: 500, step: 5 } as const
export const MAX_DISTANCE_ANYWHERE = 10_000

/**
 * The range a new member starts with: eight years either side of their own age, within the
 * bounds. Members of every leading app keep a range around their own age; 25–45 for everyone
 * showed a 20-year-old members in their forties.
 */
export function defaultAgeRange(age: number): { minAge: number; maxAge: number } {
  const clamp = (value: number) => Math.min(DISCOVERY_AGE.max, Math.max(DISCOVERY_AGE.min, value))
  return { minAge: clamp(age - 8), maxAge: clamp(age + 8) }
}

/**
 * The distance the sparse-region notice offers (#15 item 3): twice the member's, on the slider's
 * step; past the slider's end, anywhere.
 */
export function widenedDistance(miles: number): number {
  if (miles >= DISCOVERY_DISTANCE.max) return MAX_DISTANCE_ANYWHERE
  const doubled = Math.ceil((miles * 2) / DISCOVERY_DISTANCE.step) * DISCOVERY_DISTANCE.step
  return Math.min(DISCOVERY_DISTANCE.max, Math.max(DISCOVERY_DISTANCE.min, doubled))
}
