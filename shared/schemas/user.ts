import * as z from './zod.ts'
import { MEMBER_ROLES } from '../domain/moderation.ts'
import {
  CHURCH_ATTENDANCE,
  CLERGY_VERIFICATION_STATUSES,
  COUNTRIES,
  CUP_SIZES,
  DENOMINATIONS,
  DRINKING_HABITS,
  EDUCATION_LEVELS,
  ENGLISH_FLUENCY,
  EYE_COLORS,
  GENDERS,
  HAS_CHILDREN,
  JURISDICTIONS,
  LOVE_LANGUAGES,
  MARITAL_STATUSES,
  MBTI_TYPES,
  MEMBERSHIP_TIERS,
  RACES,
  SMOKING_HABITS,
  WANTS_CHILDREN,
} from '../domain/vocabularies.ts'
import { IdFromPathSchema, UserIdSchema } from './ids.ts'
import { OwnPhotoSchema, PublicPhotoSchema } from './photos.ts'
import { MatchPreferencesSchema } from './preferences.ts'
import { TheologicalMatchSchema } from './theological-match.ts'
import { IsoDateTimeSchema } from './timestamps.ts'

/**
 * Another member as the API shows them (core-experience §3 "User", ARCHITECTURE "Public data
 * only"): never email, password, payment ids or exact coordinates. Fields a member completes
 * in the profile builder are null until then. compatibilityScore and theologicalScore are
 * computed for the viewer (0-100), null until both members said enough to compute them (issue
 * #35: a denomination and church attendance each for compatibility, questions answered in common
 * for the theological score, and `theology` says who has not: decision 049); distanceMiles is rounded and null when either side has no location or
 * the member hides it. Race, weight, income and the body measurements are null unless the member
 * chose to show them (decision 051): null whether hidden or not given, so the choice itself does
 * not show.
 */
export const PublicProfileSchema = z.object({
  id: UserIdSchema,
  firstName: z.string(),
  lastName: z.string(),
  age: z.int(),
  gender: z.enum(GENDERS),
  bio: z.nullable(z.string()),
  /** The main photo's thumbnail (or a generated picture): the avatar beside the name. */
  profileImageUrl: z.nullable(z.string()),
  /** The approved photos in order, the main one first (docs/photos.md). */
  photos: z._default(z.array(PublicPhotoSchema), []),
  /**
   * The member's answered prompts, in the order shown (docs/profile-prompts.md); [] for a member
   * cached before prompts existed. The id is a plain string here (not the catalog's list): the
   * first screen carries no list of prompts, and a screen skips an id it has no words for.
   */
  prompts: z._default(z.array(z.object({ promptId: z.string(), answer: z.string() })), []),
  denomination: z.nullable(z.enum(DENOMINATIONS)),
  location: z.nullable(z.string()),
  country: z.nullable(z.enum(COUNTRIES)),
  race: z.nullable(z.enum(RACES)),
  height: z.nullable(z.string()),
  weight: z.nullable(z.number()),
  eyeColor: z.nullable(z.enum(EYE_COLORS)),
  bustChest: z.nullable(z.number()),
  waist: z.nullable(z.number()),
  hipsInseam: z.nullable(z.number()),
  cupSize: z.nullable(z.enum(CUP_SIZES)),
  mbtiType: z.nullable(z.enum(MBTI_TYPES)),
  loveLanguage: z.nullable(z.enum(LOVE_LANGUAGES)),
  occupation: z.nullable(z.string()),
  income: z.nullable(z.number()),
  educationLevel: z.nullable(z.enum(EDUCATION_LEVELS)),
  englishFluency: z.nullable(z.enum(ENGLISH_FLUENCY)),
  churchAttendanceFrequency: z.nullable(z.enum(CHURCH_ATTENDANCE)),
  jurisdiction: z.nullable(z.enum(JURISDICTIONS)),
  /**
   * The vitals (issue #33 part 3), null when not given, and for a member cached on a device
   * before they existed.
   */
  maritalStatus: z._default(z.nullable(z.enum(MARITAL_STATUSES)), null),
  hasChildren: z._default(z.nullable(z.enum(HAS_CHILDREN)), null),
  wantsChildren: z._default(z.nullable(z.enum(WANTS_CHILDREN)), null),
  smoking: z._default(z.nullable(z.enum(SMOKING_HABITS)), null),
  drinking: z._default(z.nullable(z.enum(DRINKING_HABITS)), null),
  /** The Verified badge: a moderator verified their clergy reference or deacon letter (decision 050). */
  isVerified: z.boolean(),
  /**
   * The "Photo verified" badge: a moderator matched the member's posed selfie with the main photo
   * shown now (docs/safety.md "Photo verification"); false for a member cached on a device before
   * the field existed.
   */
  photoVerified: z._default(z.boolean(), false),
  membershipTier: z.enum(MEMBERSHIP_TIERS),
  compatibilityScore: z.nullable(z.number().check(z.gte(0), z.lte(100))),
  theologicalScore: z.nullable(z.number().check(z.gte(0), z.lte(100))),
  /**
   * Why the theological score is what it is (TheologicalMatchSchema): null where no viewer is
   * known, and for a member cached on a device before the field existed.
   */
  theology: z._default(z.nullable(TheologicalMatchSchema), null),
  distanceMiles: z.nullable(z.number().check(z.nonnegative())),
  createdAt: IsoDateTimeSchema,
})
export type PublicProfile = z.infer<typeof PublicProfileSchema>

/** The signed-in member's own record (GET /api/auth/user): the public fields plus private ones. */
export const CurrentUserSchema = z.extend(PublicProfileSchema, {
  /** Every photo of the member's own, with where each stands in moderation. */
  photos: z._default(z.array(OwnPhotoSchema), []),
  email: z.email(),
  /**
   * Whether the member confirmed `email` from a mailed link or code (docs/accounts.md); true for a
   * member cached on a device before the field existed (the server tells the truth next time).
   */
  emailVerified: z._default(z.boolean(), true),
  username: z.string(),
  /** The date of birth, 'YYYY-MM-DD': the age is computed from it (docs/first-run.md). */
  birthDate: z._default(z.nullable(z.string()), null),
  /**
   * False for a member who joined when the app asked for an age (the date is then estimated from
   * it) until they confirm their date of birth; true for a member cached before the field existed.
   */
  birthDateConfirmed: z._default(z.boolean(), true),
  lookingFor: z.enum(GENDERS),
  minAge: z.int(),
  maxAge: z.int(),
  maxDistance: z.int(),
  /** Discovery preferences (decision 035); defaults for a member cached before they existed. */
  distanceStrict: z._default(z.boolean(), false),
  seekingDenominations: z._default(z.array(z.enum(DENOMINATIONS)), []),
  /**
   * A paid member's travel location, as shown ('Athens, Greece'); null when the deck measures
   * from home (decision 037), and for a member cached before the field existed.
   */
  travelPlace: z._default(z.nullable(z.string()), null),
  profileCompletionStep: z.int().check(z.gte(0), z.lte(5)),
  clergyVerificationStatus: z.enum(CLERGY_VERIFICATION_STATUSES),
  /**
   * The reviewer's reason while the clergy verification is 'rejected'; null otherwise (and for a
   * member cached on a device before the field existed).
   */
  clergyReviewReason: z._default(z.nullable(z.string()), null),
  deaconLetterUrl: z.nullable(z.string()),
  /**
   * The review of the member's deacon letter, as the clergy reference's (decision 050); 'none'
   * and null for a member cached on a device before they existed.
   */
  deaconLetterStatus: z._default(z.enum(CLERGY_VERIFICATION_STATUSES), 'none'),
  deaconLetterReviewReason: z._default(z.nullable(z.string()), null),
  spiritualFatherName: z.nullable(z.string()),
  subscriptionStatus: z.nullable(z.string()),
  subscriptionEndDate: z.nullable(IsoDateTimeSchema),
  showMe: z.boolean(),
  showDistance: z.boolean(),
  /**
   * The "show on my profile" choices (decision 051): while one is false, every other member gets
   * null for its fields. The server's defaults for a member cached on a device before they existed.
   */
  showWeight: z._default(z.boolean(), false),
  showRace: z._default(z.boolean(), false),
  showIncome: z._default(z.boolean(), true),
  showMeasurements: z._default(z.boolean(), false),
  /**
   * Until when the member's profile is hidden from decks and likes-you (decision 028); null or a
   * past moment = shown; SNOOZE_UNTIL_RETURN = until they return. Null for a member cached on a
   * device before the field existed.
   */
  snoozedUntil: z._default(z.nullable(IsoDateTimeSchema), null),
  matchPreferences: z.nullable(MatchPreferencesSchema),
  /** When the member consented to store their religious data; null = not given (privacy.ts). */
  religiousDataConsentAt: z.nullable(IsoDateTimeSchema),
  /** 'moderator' opens the moderation queue (docs/safety.md); everyone else is a 'member'. */
  role: z.enum(MEMBER_ROLES),
  /**
   * Moves when a field the profile builder writes changes, whoever changes it; the builder's submit
   * sends it back as baseVersion (decisions 009, 011).
   */
  profileEditVersion: z.int().check(z.positive()),
})
export type CurrentUser = z.infer<typeof CurrentUserSchema>

/** The candidate list of GET /api/users. */
export const PublicProfileListSchema = z.array(PublicProfileSchema)

/** `{id}` of /api/users/{id}..., a positive whole number written in the path. */
export const UserIdParamSchema = z.object({ id: IdFromPathSchema })
export type UserIdParam = z.infer<typeof UserIdParamSchema>

/** `{userId}` of /api/membership/stats/{userId} and /api/questionnaire(s)/{userId}. */
export const UserIdPathSchema = z.object({ userId: IdFromPathSchema })
export type UserIdPath = z.infer<typeof UserIdPathSchema>
