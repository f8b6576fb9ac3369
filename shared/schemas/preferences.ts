import * as z from 'zod'
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
  const bound = z
    .int({ error: `${label} must be a whole number` })
    .min(bounds.min, `${label} must be between ${bounds.min} and ${bounds.max}`)
    .max(bounds.max, `${label} must be between ${bounds.min} and ${bounds.max}`)
  return z
    .tuple([bound, bound], { error: `${label} must be a [min, max] pair` })
    .refine(([min, max]) => min <= max, `${label}: minimum must not exceed maximum`)
}

const IMPORTANCE = ['not-important', 'open-to-discussion', 'important'] as const
const importance = z.enum(IMPORTANCE).default('not-important')

export const TheologicalIssuesSchema = z.object({
  contraception: importance,
  divorceRemarriage: importance,
  genderRoles: importance,
  theotokosVeneration: importance,
  confessionFrequency: importance,
})

/** The ideal-match preferences stored in a member's matchPreferences (profile-faith-parish §3). */
export const MatchPreferencesSchema = z.object({
  ageRange: rangeSchema('Age range', PREFERENCE_SLIDERS.age).default([22, 35]),
  heightRange: rangeSchema('Height range', PREFERENCE_SLIDERS.heightInches).default([60, 72]),
  ethnicBackgrounds: z.array(z.enum(PREFERENCE_ETHNIC_BACKGROUNDS)).default([]),
  willingToRelocate: z.enum(['yes', 'no', 'maybe']).default('maybe'),
  acceptableJurisdictions: z.array(z.enum(PREFERENCE_JURISDICTIONS)).default([]),
  theologicalIssues: TheologicalIssuesSchema.prefault({}),
  compatibleMbtiTypes: z.array(z.enum(MBTI_TYPES)).default([]),
  preferredLoveLanguages: z.array(z.enum(LOVE_LANGUAGES)).default([]),
  introvertExtrovertPreference: z
    .enum(['introvert', 'extrovert', 'doesnt-matter'])
    .default('doesnt-matter'),
  openToMentalHealthDiscussion: z
    .enum(['yes', 'no', 'prefer-not-to-say'])
    .default('prefer-not-to-say'),
  churchAttendance: z.enum(['weekly', 'monthly', 'occasionally', 'doesnt-matter']).optional(),
  praysRegularly: z.enum(['yes', 'no', 'doesnt-matter']).optional(),
  observesFasts: z.enum(['strictly', 'sometimes', 'rarely', 'doesnt-matter']).optional(),
  openToPrayingTogether: z.enum(['yes', 'no', 'doesnt-matter']).optional(),
  wantsChildren: z.enum(['yes', 'no', 'maybe']).default('maybe'),
  numberOfChildren: z
    .int({ error: 'Number of children must be a whole number' })
    .min(PREFERENCE_SLIDERS.children.min, 'Number of children must be between 0 and 10')
    .max(PREFERENCE_SLIDERS.children.max, 'Number of children must be between 0 and 10')
    .default(2),
  openToHomeschooling: z.enum(['yes', 'no', 'maybe']).optional(),
  supportsTraditionalRoles: z
    .enum(['yes', 'no', 'open-to-discussion'])
    .default('open-to-discussion'),
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
    matchPreferences: MatchPreferencesSchema.optional(),
    showMe: z.boolean({ error: 'showMe must be true or false' }).optional(),
    showDistance: z.boolean({ error: 'showDistance must be true or false' }).optional(),
  })
  .refine(
    (body) => Object.values(body).some((value) => value !== undefined),
    'Nothing to update: send matchPreferences, showMe or showDistance',
  )
export type UpdateUserRequest = z.infer<typeof UpdateUserRequestSchema>
