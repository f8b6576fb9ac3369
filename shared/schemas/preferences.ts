import * as z from './zod.ts'
import {
  LOVE_LANGUAGES,
  MBTI_TYPES,
  PREFERENCE_ETHNIC_BACKGROUNDS,
  PREFERENCE_JURISDICTIONS,
} from '../domain/vocabularies.ts'

/** Slider bounds of the ideal-match wizard (profile-faith-parish §5). */
export const PREFERENCE_SLIDERS = {
  age: { min: 18, max: 65, step: 1 },
  heightInches: { min: 48, max: 84, step: 1 },
  children: { min: 0, max: 10, step: 1 },
} as const

/** A [min, max] pair of whole numbers inside a slider's bounds, min not above max. */
function rangeSchema(label: string, bounds: { min: number; max: number }) {
  const outside = `${label} must be between ${bounds.min} and ${bounds.max}`
  const bound = z
    .int({ error: `${label} must be a whole number` })
    .check(z.gte(bounds.min, outside), z.lte(bounds.max, outside))
  return z
    .tuple([bound, bound], { error: `${label} must be a [min, max] pair` })
    .check(z.refine(([min, max]) => min <= max, `${label}: minimum must not exceed maximum`))
}

const IMPORTANCE = ['not-important', 'open-to-discussion', 'important'] as const
const importance = z._default(z.enum(IMPORTANCE), 'not-important')

export const TheologicalIssuesSchema = z.object({
  contraception: importance,
  divorceRemarriage: importance,
  genderRoles: importance,
  theotokosVeneration: importance,
  confessionFrequency: importance,
})

/** The ideal-match preferences stored in a member's matchPreferences (profile-faith-parish §3). */
export const MatchPreferencesSchema = z.object({
  ageRange: z._default(rangeSchema('Age range', PREFERENCE_SLIDERS.age), [22, 35]),
  heightRange: z._default(rangeSchema('Height range', PREFERENCE_SLIDERS.heightInches), [60, 72]),
  ethnicBackgrounds: z._default(z.array(z.enum(PREFERENCE_ETHNIC_BACKGROUNDS)), []),
  willingToRelocate: z._default(z.enum(['yes', 'no', 'maybe']), 'maybe'),
  acceptableJurisdictions: z._default(z.array(z.enum(PREFERENCE_JURISDICTIONS)), []),
  theologicalIssues: z.prefault(TheologicalIssuesSchema, {}),
  compatibleMbtiTypes: z._default(z.array(z.enum(MBTI_TYPES)), []),
  preferredLoveLanguages: z._default(z.array(z.enum(LOVE_LANGUAGES)), []),
  introvertExtrovertPreference: z._default(
    z.enum(['introvert', 'extrovert', 'doesnt-matter']),
    'doesnt-matter',
  ),
  openToMentalHealthDiscussion: z._default(
    z.enum(['yes', 'no', 'prefer-not-to-say']),
    'prefer-not-to-say',
  ),
  churchAttendance: z.optional(z.enum(['weekly', 'monthly', 'occasionally', 'doesnt-matter'])),
  praysRegularly: z.optional(z.enum(['yes', 'no', 'doesnt-matter'])),
  observesFasts: z.optional(z.enum(['strictly', 'sometimes', 'rarely', 'doesnt-matter'])),
  openToPrayingTogether: z.optional(z.enum(['yes', 'no', 'doesnt-matter'])),
  wantsChildren: z._default(z.enum(['yes', 'no', 'maybe']), 'maybe'),
  numberOfChildren: z._default(
    z
      .int({ error: 'Number of children must be a whole number' })
      .check(
        z.gte(PREFERENCE_SLIDERS.children.min, 'Number of children must be between 0 and 10'),
        z.lte(PREFERENCE_SLIDERS.children.max, 'Number of children must be between 0 and 10'),
      ),
    2,
  ),
  openToHomeschooling: z.optional(z.enum(['yes', 'no', 'maybe'])),
  supportsTraditionalRoles: z._default(
    z.enum(['yes', 'no', 'open-to-discussion']),
    'open-to-discussion',
  ),
})
/** Preferences after parsing: every defaulted field present. */
export type MatchPreferences = z.infer<typeof MatchPreferencesSchema>
/** What a client may send: any defaulted field may be left out. */
export type MatchPreferencesInput = z.input<typeof MatchPreferencesSchema>

/** The preferences with every default filled in (what a new member starts from). */
export const DEFAULT_MATCH_PREFERENCES: MatchPreferences = MatchPreferencesSchema.parse({})

/**
 * The preferences that are religious data (docs/privacy.md): what the member wants of a partner's
 * jurisdiction, theology and spiritual life. Stored only with consent, reset when it is withdrawn.
 */
export const RELIGIOUS_PREFERENCE_KEYS = [
  'acceptableJurisdictions',
  'theologicalIssues',
  'churchAttendance',
  'praysRegularly',
  'observesFasts',
  'openToPrayingTogether',
] as const satisfies readonly (keyof MatchPreferences)[]

/** The preferences with their religious part back at the defaults. */
export function withoutReligiousPreferences(preferences: MatchPreferences): MatchPreferences {
  const defaults = RELIGIOUS_PREFERENCE_KEYS.map((key) => [key, DEFAULT_MATCH_PREFERENCES[key]])
  return { ...preferences, ...Object.fromEntries(defaults) }
}

/** Whether the preferences say anything religious (anything but the defaults there). */
export function hasReligiousPreferences(preferences: MatchPreferences): boolean {
  return RELIGIOUS_PREFERENCE_KEYS.some(
    (key) => JSON.stringify(preferences[key]) !== JSON.stringify(DEFAULT_MATCH_PREFERENCES[key]),
  )
}

/**
 * PATCH /api/users/{id}: the ideal-match wizard saves matchPreferences (profile-faith-parish §7);
 * the settings screen's privacy switches may also be saved here. At least one field is required.
 */
export const UpdateUserRequestSchema = z
  .object({
    matchPreferences: z.optional(MatchPreferencesSchema),
    showMe: z.optional(z.boolean({ error: 'showMe must be true or false' })),
    showDistance: z.optional(z.boolean({ error: 'showDistance must be true or false' })),
  })
  .check(
    z.refine(
      (body) => Object.values(body).some((value) => value !== undefined),
      'Nothing to update: send matchPreferences, showMe or showDistance',
    ),
  )
export type UpdateUserRequest = z.infer<typeof UpdateUserRequestSchema>
