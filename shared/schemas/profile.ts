import * as z from './zod.ts'
import { storableLine, storableText } from './text.ts'
import {
  CHURCH_ATTENDANCE,
  COUNTRIES,
  CUP_SIZES,
  DENOMINATIONS,
  DRINKING_HABITS,
  EDUCATION_LEVELS,
  ENGLISH_FLUENCY,
  EYE_COLORS,
  HAS_CHILDREN,
  JURISDICTIONS,
  LOVE_LANGUAGES,
  MARITAL_STATUSES,
  MBTI_TYPES,
  RACES,
  SMOKING_HABITS,
  WANTS_CHILDREN,
} from '../domain/vocabularies.ts'
import { ClientIdSchema } from './ids.ts'
import { PROFILE_BOUNDS } from './profile-bounds.ts'

/** Required text: missing or empty both give the field's message; surrounding space is trimmed. */
function requiredText(message: string, max = 100) {
  return z
    .string({ error: message })
    .check(
      z.trim(),
      storableLine(),
      z.minLength(1, message),
      z.maxLength(max, `Must be at most ${max} characters`),
    )
}

/** Optional text (a bio may run over lines): empty becomes null, so a cleared field clears the stored value. */
function optionalText(max: number, lines: 'one line' | 'lines' = 'one line') {
  const storable = lines === 'lines' ? storableText() : storableLine()
  return z.pipe(
    z.nullish(
      z.string().check(z.trim(), storable, z.maxLength(max, `Must be at most ${max} characters`)),
    ),
    z.transform((value: string | null | undefined) => (value ? value : null)),
  )
}

function measurement(label: string, bounds: { min: number; max: number }) {
  const message = `${label} must be a whole number from ${bounds.min} to ${bounds.max}`
  return z.int({ error: message }).check(z.gte(bounds.min, message), z.lte(bounds.max, message))
}

/**
 * A "show on my profile" choice (decision 051): absent keeps what the member chose before (a
 * submit queued by an older app), false hides the field from every other member.
 */
function showChoice(name: string) {
  return z.optional(z.boolean({ error: `${name} must be true or false` }))
}

/** A vital (issue #33 part 3): optional, one of its list. */
function vital<const T extends readonly [string, ...string[]]>(values: T) {
  return z.nullish(z.enum(values, { error: 'Choose a listed answer' }))
}

/** Step 1, Basic Information. The age is not here: it comes from the date of birth (docs/first-run.md). */
export const BasicInfoStepSchema = z.object({
  firstName: requiredText('First name is required', 50),
  lastName: requiredText('Last name is required', 50),
  location: requiredText('Location is required'),
  country: z.enum(COUNTRIES, { error: 'Country is required' }),
  bio: optionalText(1000, 'lines'),
  // The vitals (issue #33 part 3): optional; absent or null clears them.
  maritalStatus: vital(MARITAL_STATUSES),
  hasChildren: vital(HAS_CHILDREN),
  wantsChildren: vital(WANTS_CHILDREN),
  smoking: vital(SMOKING_HABITS),
  drinking: vital(DRINKING_HABITS),
})
export type BasicInfoStep = z.infer<typeof BasicInfoStepSchema>

/**
 * Step 2, Physical Profile. Weight in whole pounds; height as written ('5\'6"' or '168cm');
 * measurements in whole inches.
 */
export const PhysicalStepSchema = z.object({
  race: z.enum(RACES, { error: 'Race/ethnicity is required' }),
  weight: z
    .int({ error: 'Weight must be realistic' })
    .check(
      z.gte(PROFILE_BOUNDS.weightLbs.min, 'Weight must be realistic'),
      z.lte(PROFILE_BOUNDS.weightLbs.max, 'Weight must be realistic'),
    ),
  height: requiredText('Height is required', 20),
  eyeColor: z.enum(EYE_COLORS, { error: 'Eye color is required' }),
  bustChest: measurement('Bust/chest', PROFILE_BOUNDS.bustChest),
  waist: measurement('Waist', PROFILE_BOUNDS.waist),
  hipsInseam: measurement('Hips/inseam', PROFILE_BOUNDS.hipsInseam),
  cupSize: z.nullish(z.enum(CUP_SIZES, { error: 'Choose a listed cup size' })),
  showRace: showChoice('showRace'),
  showWeight: showChoice('showWeight'),
  showMeasurements: showChoice('showMeasurements'),
})
export type PhysicalStep = z.infer<typeof PhysicalStepSchema>

/** Step 3, Professional Background. Income is annual, in US dollars. */
export const ProfessionalStepSchema = z.object({
  occupation: requiredText('Occupation is required'),
  income: z
    .int({ error: 'Income must be a whole number of dollars' })
    .check(z.gte(0, 'Income cannot be negative'), z.lte(1_000_000_000, 'Income must be realistic')),
  educationLevel: z.enum(EDUCATION_LEVELS, { error: 'Education level is required' }),
  englishFluency: z.enum(ENGLISH_FLUENCY, { error: 'English fluency is required' }),
  showIncome: showChoice('showIncome'),
})
export type ProfessionalStep = z.infer<typeof ProfessionalStepSchema>

/** Step 4, Orthodox Faith. */
export const FaithStepSchema = z.object({
  denomination: z.enum(DENOMINATIONS, { error: 'Denomination is required' }),
  churchAttendanceFrequency: z.enum(CHURCH_ATTENDANCE, {
    error: 'Church attendance frequency is required',
  }),
  jurisdiction: z.enum(JURISDICTIONS, { error: 'Jurisdiction is required' }),
  spiritualFatherName: optionalText(100),
  mbtiType: z.enum(MBTI_TYPES, { error: 'MBTI type is required' }),
  loveLanguage: z.enum(LOVE_LANGUAGES, { error: 'Love language is required' }),
})
export type FaithStep = z.infer<typeof FaithStepSchema>

/** Step 5, Deacon Letter: no form validation; the url comes from the upload answer. */
export const DeaconLetterStepSchema = z.object({
  deaconLetterUrl: optionalText(500),
})
export type DeaconLetterStep = z.infer<typeof DeaconLetterStepSchema>

/** The builder's steps in order (profile-faith-parish §2: 'Step X of 5'). */
export const PROFILE_STEP_SCHEMAS = [
  BasicInfoStepSchema,
  PhysicalStepSchema,
  ProfessionalStepSchema,
  FaithStepSchema,
  DeaconLetterStepSchema,
] as const

/**
 * POST /api/profile: every step together. The spec's client also sends username, email,
 * password, gender, lookingFor, age range and profileCompletionStep placeholders; those are
 * not profile data (the account already has them, the server sets the completion step) and
 * are dropped here.
 */
export const ProfileSchema = z.extend(BasicInfoStepSchema, {
  ...PhysicalStepSchema.shape,
  ...ProfessionalStepSchema.shape,
  ...FaithStepSchema.shape,
  ...DeaconLetterStepSchema.shape,
})
export type ProfileInput = z.input<typeof ProfileSchema>
export type Profile = z.infer<typeof ProfileSchema>

const BASE_VERSION_MESSAGE = 'Must be the profile version the edit started from'

/**
 * The body of POST /api/profile: the profile, the member's profileEditVersion the edit started from
 * (the submit applies only while it is still current, decision 009), and the outbox's clientId
 * when it was queued offline (a replay answers the first result).
 */
export const ProfileSubmitSchema = z.extend(ProfileSchema, {
  baseVersion: z.int({ error: BASE_VERSION_MESSAGE }).check(z.positive(BASE_VERSION_MESSAGE)),
  clientId: z.optional(ClientIdSchema),
})
export type ProfileSubmit = z.infer<typeof ProfileSubmitSchema>

/** The 409 of a submit whose baseVersion is no longer the member's profileEditVersion. */
export const PROFILE_CONFLICT_MESSAGE =
  'Your profile was changed on another device after you started this edit'

/**
 * The 503 of a submit naming a deacon letter while the letter store (object storage, the disk)
 * cannot say whether it keeps it: nothing is saved, and the outbox sends the submit again.
 */
export const PROFILE_LETTER_STORE_UNAVAILABLE_MESSAGE =
  'Your profile could not be saved right now. Please try again in a few minutes.'

/** Deacon letter upload (POST /api/upload/deacon-letter, multipart field deaconLetter). */
export const DEACON_LETTER_FIELD = 'deaconLetter'
export const DEACON_LETTER_MAX_BYTES = 5 * 1024 * 1024
/** PDF or a raster image; SVG is refused because it can carry script. */
export const DEACON_LETTER_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/heic',
  'image/heif',
] as const
/** The toasts of profile-faith-parish §5 (title, then description). */
export const DEACON_LETTER_ERRORS = {
  invalidType: { title: 'Invalid File Type', description: 'Please upload a PDF or image file.' },
  tooLarge: { title: 'File Too Large', description: 'Please upload a file smaller than 5MB.' },
} as const

/** A chosen file as both sides see it (browser File, or the multipart part on the server). */
export const DeaconLetterFileSchema = z.object({
  type: z.string().check(
    z.refine((type) => (DEACON_LETTER_TYPES as readonly string[]).includes(type), {
      message: DEACON_LETTER_ERRORS.invalidType.description,
    }),
  ),
  size: z
    .number()
    .check(
      z.int(),
      z.positive('The file is empty'),
      z.lte(DEACON_LETTER_MAX_BYTES, DEACON_LETTER_ERRORS.tooLarge.description),
    ),
})

/** The upload's answer: where the letter is stored (becomes deaconLetterUrl). */
export const UploadAnswerSchema = z.object({ url: z.string().check(z.minLength(1)) })
export type UploadAnswer = z.infer<typeof UploadAnswerSchema>
