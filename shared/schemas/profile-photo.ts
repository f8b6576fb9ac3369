/**
 * The member's own profile photo (docs/privacy.md "Profile photo"): PUT /api/profile/photo takes
 * one multipart file, DELETE removes it; both answer the CurrentUser with the new
 * profileImageUrl. The photo is served to signed-in members at that URL.
 */

/** The multipart field of PUT /api/profile/photo. */
export const PROFILE_PHOTO_FIELD = 'photo'
export const PROFILE_PHOTO_MAX_BYTES = 5 * 1024 * 1024
/** The photo's longest side after the device downscales it (cheap phones, slow connections). */
export const PROFILE_PHOTO_MAX_SIDE = 1080
/** The JPEG quality the device encodes the downscaled photo with. */
export const PROFILE_PHOTO_JPEG_QUALITY = 0.85
/** The path the photos are served under: `${PROFILE_PHOTO_PATH}/<file>`. */
export const PROFILE_PHOTO_PATH = '/api/profile/photo'

/** What the server answers a photo it refuses (the web translates them). */
export const PROFILE_PHOTO_ERRORS = {
  missing: `${PROFILE_PHOTO_FIELD}: Choose a photo to upload`,
  empty: 'The photo is empty',
  invalidType: 'Please upload a JPEG, PNG or WebP photo.',
  tooLarge: 'Please upload a photo smaller than 5MB.',
} as const
