/**
 * The address of the photo verification screen: the profile's card and a refused message lead
 * there, as do the notifications of a match's ask and a moderator's decision
 * (REVIEW_OUTCOME_PATHS in shared/domain/review-notice.ts, the same address).
 */
export const PHOTO_VERIFICATION_PATH = '/verify-photo'
