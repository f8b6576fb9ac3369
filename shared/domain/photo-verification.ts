/**
 * Photo verification (docs/safety.md "Photo verification"): a member copies a pose the server
 * chose in a selfie, a moderator compares it with their photos, and an approved member shows the
 * "Photo verified" badge while the main photo others see is the one it was approved with. The
 * life of a verification, its limits and the messages of its rules. Stored values are exactly
 * these strings.
 */

/**
 * A member's verification, as stored: 'started' (a pose asked, no selfie yet), 'submitted' (the
 * selfie awaits a moderator), 'approved' (the badge shows), 'rejected' (with a reason the member
 * reads; they may start again), 'recheck' (approved, but the main photo others see changed since:
 * the badge is hidden until a moderator confirms the new photo is the same person).
 */
export const PHOTO_VERIFICATION_STATUSES = [
  'started',
  'submitted',
  'approved',
  'rejected',
  'recheck',
] as const
export type PhotoVerificationStatus = (typeof PHOTO_VERIFICATION_STATUSES)[number]

/** What the member's own screen shows: one of the stored statuses, or 'none' before any. */
export type MemberPhotoVerificationStatus = PhotoVerificationStatus | 'none'

/** What awaits a moderator: a new selfie, or an approved member's new main photo. */
export const AWAITING_PHOTO_VERIFICATION = ['submitted', 'recheck'] as const

/** The longest reason a moderator may give for a rejection (the member reads it). */
export const PHOTO_VERIFICATION_REASON_MAX = 500

/** A member may ask the same match to verify once in this many days. */
export const VERIFY_ASK_INTERVAL_DAYS = 30

/**
 * Where the member's side lives: GET (the status), POST /start (the pose), POST /selfie (multipart
 * `photo` and `clientId`, as a gallery upload: docs/photos.md "Upload").
 */
export const PHOTO_VERIFICATION_PATH = '/api/photo-verification'

/** The moderators' queue: GET, then /{id}/selfie (the file) and /{id}/review (the decision). */
export const PHOTO_VERIFICATION_QUEUE_PATH = '/api/moderation/photo-verifications'

/** Where a moderator reads the selfie of a verification awaiting review (never cached). */
export const selfieUrlOf = (id: number) => `${PHOTO_VERIFICATION_QUEUE_PATH}/${id}/selfie`

export const PHOTO_VERIFICATION_MESSAGES = {
  // The member's side.
  photoRequired: 'Add a photo of yourself before you verify it',
  pending: 'Your photo verification is waiting for a moderator',
  alreadyVerified: 'Your photo is verified already',
  notStarted: 'Start a photo verification first: it tells you the pose to copy',
  // Messages and asks between members.
  senderNotVerified:
    'This member accepts messages only from photo-verified members. Verify your photo to message them.',
  askNotAMatch: 'You can ask only your matches to verify their photo',
  alreadyAsked: `You asked this member to verify their photo within the last ${VERIFY_ASK_INTERVAL_DAYS} days`,
  askVerified: 'This member has a verified photo already',
  // The moderators' review.
  notFound: 'Photo verification not found',
  alreadyReviewed: 'This photo verification has already been reviewed',
  changed: "The member's main photo changed since you opened this; review it again",
  own: 'You cannot review your own photo verification',
  noMainPhoto: 'This member has no approved photo to verify against yet; review their photos first',
  selfieGone: 'The selfie is no longer stored',
  selfieNotDeleted:
    'The selfie could not be deleted just now, so nothing was decided. Please try again in a few minutes.',
  reasonRequired: 'Give the reason for the rejection',
  reasonTooLong: `The reason must be at most ${PHOTO_VERIFICATION_REASON_MAX} characters`,
  chooseDecision: 'Choose approve or reject',
  revisionRequired: 'Name the version of the verification you reviewed',
} as const
