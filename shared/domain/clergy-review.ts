/**
 * The review of clergy references by moderators (docs/clergy-reference.md): a reference's
 * statuses, a moderator's two decisions, the longest reason and the messages of the rules.
 * Stored values are exactly these strings.
 */

/** A reference awaits review ('submitted') until a moderator verifies or rejects it. */
export const CLERGY_REFERENCE_STATUSES = ['submitted', 'verified', 'rejected'] as const
export type ClergyReferenceStatus = (typeof CLERGY_REFERENCE_STATUSES)[number]

/** What a moderator decides about a reference awaiting review. */
export const CLERGY_REVIEW_DECISIONS = ['verify', 'reject'] as const
export type ClergyReviewDecision = (typeof CLERGY_REVIEW_DECISIONS)[number]

/** The reference's status (and the member's clergy verification status) after each decision. */
export const STATUS_OF_DECISION = {
  verify: 'verified',
  reject: 'rejected',
} as const satisfies Record<ClergyReviewDecision, Exclude<ClergyReferenceStatus, 'submitted'>>

/** The longest reason a moderator may give for a rejection. */
export const CLERGY_REVIEW_REASON_MAX = 500

export const CLERGY_REVIEW_MESSAGES = {
  notFound: 'Clergy reference not found',
  alreadyReviewed: 'This clergy reference has already been reviewed',
  resubmitted: 'This clergy reference was submitted again since you opened it; review the new one',
  ownReference: 'You cannot review your own clergy reference',
  reasonRequired: 'Give the reason for the rejection',
  reasonTooLong: `The reason must be at most ${CLERGY_REVIEW_REASON_MAX} characters`,
  chooseDecision: 'Choose verify or reject',
  revisionRequired: 'Name the submission you reviewed',
} as const
