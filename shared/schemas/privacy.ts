import * as z from './zod.ts'
import { PHOTO_STATUSES } from '../domain/photos.ts'
import { PhotoVerificationSchema } from './photo-verification.ts'
import { IsoDateTimeSchema } from './timestamps.ts'
import { LanguageSchema } from './auth.ts'

/**
 * Privacy (docs/privacy.md): explicit, separate, revocable consent to store religious data
 * (GDPR art. 9), the export of everything the app holds about a member, and account deletion.
 */

export const PRIVACY_MESSAGES = {
  consentRequired: 'Consent to store religious data is required',
  passwordIncorrect: 'Password is incorrect',
  /** 503: the payment provider could not cancel the subscription; nothing was deleted. */
  subscriptionNotCancelled:
    'Your subscription could not be cancelled right now, so nothing was deleted. Please try again in a few minutes.',
  /** 503: the file store (object storage, the disk) could not delete the member's photos and letters. */
  filesNotDeleted:
    'Your photos and letters could not be deleted right now, so your account was not deleted. Please try again in a few minutes.',
} as const

/**
 * The profile's fields that are religious data (docs/privacy.md): stored only with consent, and
 * cleared when consent is withdrawn. The profile builder asks for consent before the step that
 * holds them.
 */
export const RELIGIOUS_PROFILE_FIELDS = [
  'denomination',
  'jurisdiction',
  'churchAttendanceFrequency',
  'spiritualFatherName',
] as const
export type ReligiousProfileField = (typeof RELIGIOUS_PROFILE_FIELDS)[number]

/** PUT /api/privacy/consent: give (true) or withdraw (false) consent. */
export const ConsentRequestSchema = z.object({
  religiousData: z.boolean({ error: 'Must be true or false' }),
})
export type ConsentRequest = z.infer<typeof ConsentRequestSchema>

/** The member's consent state: when consent was given, null when it is not. */
export const ConsentStateSchema = z.object({
  religiousDataConsentAt: z.nullable(IsoDateTimeSchema),
})
export type ConsentState = z.infer<typeof ConsentStateSchema>

/** DELETE /api/privacy/account: the member's current password confirms. */
export const DeleteAccountRequestSchema = z.object({
  password: z
    .string({ error: 'Password is required' })
    .check(z.minLength(1, 'Password is required'), z.maxLength(1024, 'Password is too long')),
})
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequestSchema>

const DatedMemberSchema = z.object({ userId: z.int(), createdAt: IsoDateTimeSchema })
/** Another member as the export names them: id and first name only. */
const OtherMemberSchema = z.object({ id: z.int(), firstName: z.string() })

/**
 * GET /api/privacy/export: everything the app holds about the member. Other members appear
 * only by id (and first name where a conversation or match needs it), never their private data.
 */
export const PrivacyExportSchema = z.object({
  exportedAt: IsoDateTimeSchema,
  profile: z.record(z.string(), z.unknown()),
  /** The member's photos in gallery order: where each is served, and its moderation state. */
  photos: z.array(
    z.object({
      url: z.string(),
      position: z.int(),
      status: z.enum(PHOTO_STATUSES),
      rejectionReason: z.nullable(z.string()),
      submittedAt: IsoDateTimeSchema,
    }),
  ),
  settings: z.object({
    showMe: z.boolean(),
    showDistance: z.boolean(),
    showReadReceipts: z.boolean(),
    notifyNewMatches: z.boolean(),
    notifyMessages: z.boolean(),
    notifyLikes: z.boolean(),
    showAtEvents: z.boolean(),
    messagesFromPhotoVerifiedOnly: z._default(z.boolean(), false),
    /** The language the app mails the member in (docs/accounts.md). */
    language: LanguageSchema,
  }),
  consent: ConsentStateSchema,
  questionnaire: z.nullable(z.record(z.string(), z.unknown())),
  clergyReference: z.nullable(z.record(z.string(), z.unknown())),
  /**
   * The member's photo verification as they read it (docs/privacy.md "The photo verification
   * selfie"): what was decided and when. The selfie itself is never kept past the decision.
   */
  photoVerification: z._default(
    z.nullable(z.omit(PhotoVerificationSchema, { askedBy: true })),
    null,
  ),
  likesGiven: z.array(DatedMemberSchema),
  likesReceived: z.array(DatedMemberSchema),
  superLikesGiven: z.array(DatedMemberSchema),
  superLikesReceived: z.array(DatedMemberSchema),
  passes: z.array(DatedMemberSchema),
  /** Passes undone (rewind): the member passed, and when the pass was undone. */
  passesUndone: z.array(DatedMemberSchema),
  /** Start Over: when, and how many passes it forgot. */
  startOvers: z.array(z.object({ restartedAt: IsoDateTimeSchema, passesForgotten: z.int() })),
  matches: z.array(z.object({ member: OtherMemberSchema, createdAt: IsoDateTimeSchema })),
  messagesSent: z.array(
    z.object({ toUserId: z.int(), content: z.string(), createdAt: IsoDateTimeSchema }),
  ),
  messagesReceived: z.array(
    z.object({ fromUserId: z.int(), content: z.string(), createdAt: IsoDateTimeSchema }),
  ),
  subscriptions: z.array(z.record(z.string(), z.unknown())),
  usage: z.array(z.record(z.string(), z.unknown())),
  boosts: z.array(z.record(z.string(), z.unknown())),
  /** The parish events the member answered (going or interested) and whether they were shown. */
  eventRsvps: z.array(
    z.object({
      eventId: z.int(),
      title: z.string(),
      eventDate: IsoDateTimeSchema,
      status: z.string(),
      visible: z.boolean(),
      createdAt: IsoDateTimeSchema,
    }),
  ),
  blocks: z.array(DatedMemberSchema),
  /** Devices subscribed to web push (docs/push.md): which push service, since when. */
  pushDevices: z.array(z.object({ pushService: z.string(), createdAt: IsoDateTimeSchema })),
  reports: z.array(
    z.object({
      /** Null when the reported member has deleted their account since. */
      userId: z.nullable(z.int()),
      reason: z.string(),
      details: z.nullable(z.string()),
      status: z.string(),
      createdAt: IsoDateTimeSchema,
    }),
  ),
  /** The member's conversation with the support team (docs/support.md): both sides. */
  support: z.array(
    z.object({ fromTeam: z.boolean(), body: z.string(), createdAt: IsoDateTimeSchema }),
  ),
})
export type PrivacyExport = z.infer<typeof PrivacyExportSchema>
