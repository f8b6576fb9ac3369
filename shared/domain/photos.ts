/**
 * A member's photo gallery (docs/photos.md): how many photos, how large, the sizes the server
 * makes of each, a photo's life under moderation, and the messages of the rules. Stored values
 * are exactly these strings.
 */

/** The most photos one member keeps; the first (position 0) is the main one. */
export const PHOTO_LIMIT = 6
/** The largest upload the server reads. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024
/** The shortest side an upload may have, after its orientation is applied. */
export const PHOTO_MIN_SIDE = 320

/**
 * The sizes the server writes of every photo, all WebP: a square thumbnail for lists and chat
 * headers, the card (the deck's face), and the full view.
 */
export const PHOTO_SIZES = ['thumb', 'card', 'full'] as const
export type PhotoSize = (typeof PHOTO_SIZES)[number]

/**
 * A new or replaced photo is 'pending' (its owner sees it, marked under review) until a moderator
 * approves it (others see it) or rejects it with a reason (only its owner sees it, and why).
 */
export const PHOTO_STATUSES = ['pending', 'approved', 'rejected'] as const
export type PhotoStatus = (typeof PHOTO_STATUSES)[number]

/** What a moderator decides about a pending photo. */
export const PHOTO_REVIEW_DECISIONS = ['approve', 'reject'] as const
export type PhotoReviewDecision = (typeof PHOTO_REVIEW_DECISIONS)[number]

/** The status a reviewed photo takes for each decision. */
export const STATUS_OF_PHOTO_DECISION = {
  approve: 'approved',
  reject: 'rejected',
} as const satisfies Record<PhotoReviewDecision, Exclude<PhotoStatus, 'pending'>>

/** The longest reason a moderator may give for a rejection. */
export const PHOTO_REJECTION_REASON_MAX = 500

/** Where photo files are served: `${PHOTOS_PATH}/<userId>-<uuid>-<size>.webp`. */
export const PHOTOS_PATH = '/api/photos'

/** The file of one size of a photo, from the photo's name (`<userId>-<uuid>`). */
export const photoFileName = (name: string, size: PhotoSize) => `${name}-${size}.webp`

/** The URL of one size of a photo, from the photo's name. */
export const photoFileUrl = (name: string, size: PhotoSize) =>
  `${PHOTOS_PATH}/${photoFileName(name, size)}`

/** The photo's longest side after the device makes it small (cheap phones, slow connections). */
export const PHOTO_DEVICE_MAX_SIDE = 1080
/** The JPEG quality the device encodes the smaller photo with. */
export const PHOTO_DEVICE_JPEG_QUALITY = 0.85

/** The gallery's main photo, for the screens that show one picture (PUT and DELETE). */
export const MAIN_PHOTO_PATH = '/api/profile/photo'

/** The multipart fields of an upload: the file and the device's id of the upload (exactly once). */
export const PHOTO_FIELD = 'photo'
export const PHOTO_CLIENT_ID_FIELD = 'clientId'

export const PHOTO_MESSAGES = {
  missing: `${PHOTO_FIELD}: Choose a photo to upload`,
  empty: 'The photo is empty',
  invalidType: 'Please upload a JPEG, PNG or WebP photo.',
  heic: 'This HEIC photo cannot be read here. Please choose a JPEG, PNG or WebP photo.',
  tooLarge: 'Please upload a photo smaller than 5MB.',
  tooSmall: `Please choose a photo at least ${PHOTO_MIN_SIDE} pixels on each side.`,
  unreadable: 'This photo could not be read. Please choose another.',
  limit: `You can have at most ${PHOTO_LIMIT} photos. Remove one to add another.`,
  clientId: `${PHOTO_CLIENT_ID_FIELD}: Send the upload's id as a UUID`,
  notFound: 'Photo not found',
  /** 503: the file store (object storage, the disk) did not answer the read. */
  unavailable: 'This photo cannot be shown just now. Please try again in a few minutes.',
  orderMismatch: 'Your photos changed on another device. Reload them and try the order again.',
  // Moderation (docs/photos.md "Moderation").
  alreadyReviewed: 'This photo has already been reviewed',
  replaced: 'This photo was replaced since you opened it; review the new one',
  ownPhoto: 'You cannot review your own photo',
  reasonRequired: 'Give the reason for the rejection',
  reasonTooLong: `The reason must be at most ${PHOTO_REJECTION_REASON_MAX} characters`,
  chooseDecision: 'Choose approve or reject',
  revisionRequired: 'Name the version of the photo you reviewed',
} as const
