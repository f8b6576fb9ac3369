/** The address of the photo verification screen (the profile's card links to it). */
export const PHOTO_VERIFICATION_PATH = '/verify-photo'
