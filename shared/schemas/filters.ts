import * as z from './zod.ts'
import {
  CHURCH_ATTENDANCE,
  COUNTRIES,
  DENOMINATIONS,
  DRINKING_HABITS,
  EDUCATION_LEVELS,
  ENGLISH_FLUENCY,
  GENDERS,
  MARITAL_STATUSES,
  RACE_FILTER_OPTIONS,
  SMOKING_HABITS,
  WANTS_CHILDREN,
} from '../domain/vocabularies.ts'
import { PROFILE_BOUNDS } from './profile-bounds.ts'

/** A URL value where absent, empty or 'all' means "not set". */
function unsetWhenAll<T extends z.ZodMiniType>(schema: T) {
  return z.pipe(
    z.transform((value: unknown) => (value === '' || value === 'all' ? undefined : value)),
    z.optional(schema),
  )
}

function wholeNumber(label: string, min: number, max: number) {
  const message = `${label} must be a whole number from ${min} to ${max}`
  return unsetWhenAll(
    z.pipe(
      z.pipe(z.string().check(z.regex(/^[0-9]{1,10}$/, message)), z.transform(Number)),
      z.int().check(z.gte(min, message), z.lte(max, message)),
    ),
  )
}

function oneOf<const T extends readonly [string, ...string[]]>(label: string, values: T) {
  return unsetWhenAll(z.enum(values, { error: `Unknown ${label}` }))
}

/**
 * GET /api/users query: the discover filter set (core-experience §3 "Filter set"). Values come
 * from the URL as strings; a filter that is absent, empty or 'all' is not set. Number bounds are
 * the profile's own (a filter may not ask for what no profile can hold); a minimum above its
 * maximum is refused. currentUserId is accepted for compatibility with the spec's client and
 * ignored: the server always uses the signed-in member. `cursor` asks for the next page.
 */
export const DiscoverFiltersQuerySchema = z
  .object({
    denomination: oneOf('denomination', DENOMINATIONS),
    country: oneOf('country', COUNTRIES),
    gender: oneOf('gender', GENDERS),
    minAge: wholeNumber('minAge', PROFILE_BOUNDS.age.min, PROFILE_BOUNDS.age.max),
    maxAge: wholeNumber('maxAge', PROFILE_BOUNDS.age.min, PROFILE_BOUNDS.age.max),
    minWeight: wholeNumber('minWeight', PROFILE_BOUNDS.weightLbs.min, PROFILE_BOUNDS.weightLbs.max),
    maxWeight: wholeNumber('maxWeight', PROFILE_BOUNDS.weightLbs.min, PROFILE_BOUNDS.weightLbs.max),
    minIncome: wholeNumber('minIncome', 0, 1_000_000_000),
    maxIncome: wholeNumber('maxIncome', 0, 1_000_000_000),
    churchAttendance: oneOf('church attendance', CHURCH_ATTENDANCE),
    educationLevel: oneOf('education level', EDUCATION_LEVELS),
    englishFluency: oneOf('English fluency', ENGLISH_FLUENCY),
    race: oneOf('race', RACE_FILTER_OPTIONS),
    minCompatibility: wholeNumber('minCompatibility', 0, 100),
    // The vitals (issue #33 part 3): advanced filters, as education is.
    maritalStatus: oneOf('marital status', MARITAL_STATUSES),
    wantsChildren: oneOf('wants children', WANTS_CHILDREN),
    smoking: oneOf('smoking', SMOKING_HABITS),
    drinking: oneOf('drinking', DRINKING_HABITS),
    verifiedOnly: unsetWhenAll(
      z.pipe(
        z.enum(['true', 'false'], { error: 'verifiedOnly must be true or false' }),
        z.transform((value: 'true' | 'false') => value === 'true'),
      ),
    ),
    /** Only members with the "Photo verified" badge (docs/safety.md); for every tier. */
    photoVerifiedOnly: unsetWhenAll(
      z.pipe(
        z.enum(['true', 'false'], { error: 'photoVerifiedOnly must be true or false' }),
        z.transform((value: 'true' | 'false') => value === 'true'),
      ),
    ),
    currentUserId: z.optional(z.string()),
    /** The opaque `nextCursor` of the previous page (shared/schemas/discover.ts). */
    cursor: z.optional(z.string().check(z.maxLength(200, 'cursor is not valid'))),
    /**
     * `fresh=true` ranks a new deck for a first page (Start Over) instead of continuing the one
     * ranked in the last minutes (decision 036).
     */
    fresh: unsetWhenAll(
      z.pipe(
        z.enum(['true', 'false'], { error: 'fresh must be true or false' }),
        z.transform((value: 'true' | 'false') => value === 'true'),
      ),
    ),
  })
  .check(
    z.superRefine((filters, ctx) => {
      const pairs = [
        ['minAge', 'maxAge'],
        ['minWeight', 'maxWeight'],
        ['minIncome', 'maxIncome'],
      ] as const
      for (const [low, high] of pairs) {
        const min = filters[low]
        const max = filters[high]
        if (min !== undefined && max !== undefined && min > max) {
          ctx.addIssue({ code: 'custom', message: `${low} must not exceed ${high}`, path: [low] })
        }
      }
    }),
  )
export type DiscoverFilters = z.infer<typeof DiscoverFiltersQuerySchema>
