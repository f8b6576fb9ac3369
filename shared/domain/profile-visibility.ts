/**
 * The sensitive profile fields a member chooses to show or not (issue #33 part 2, decision 051):
 * each "show on my profile" choice and the public fields it governs. Hidden fields reach no other
 * member (api/users/profile-shapes.ts), are not matched by a filter on them
 * (api/discover/conditions.ts) and count for nothing in compatibility; the member's own record
 * always holds them. Weight, race and measurements are hidden until the member shows them; income
 * is shown, as the Discover card's fact (core §2), until the member hides it.
 */
export const PROFILE_VISIBILITY = {
  showWeight: ['weight'],
  showRace: ['race'],
  showIncome: ['income'],
  showMeasurements: ['bustChest', 'waist', 'hipsInseam', 'cupSize'],
} as const

export type VisibilityChoice = keyof typeof PROFILE_VISIBILITY
export type SensitiveField = (typeof PROFILE_VISIBILITY)[VisibilityChoice][number]

export const VISIBILITY_CHOICES = Object.keys(PROFILE_VISIBILITY) as VisibilityChoice[]

/** The choice that governs a field, if it is a sensitive one. */
export function visibilityChoiceOf(field: string): VisibilityChoice | undefined {
  return VISIBILITY_CHOICES.find((choice) =>
    (PROFILE_VISIBILITY[choice] as readonly string[]).includes(field),
  )
}
