/**
 * The Verified badge (docs/clergy-reference.md, decision 050): one concept, earned only when a
 * moderator verifies the member's clergy reference or their deacon letter, and withdrawn only by
 * a moderator. The deacon letter's review, and the withdrawal, with their messages. Stored values
 * are exactly these strings.
 */

/** A deacon letter awaits review ('submitted') until a moderator verifies or rejects it. */
export const DEACON_LETTER_STATUSES = ['submitted', 'verified', 'rejected'] as const
export type DeaconLetterStatus = (typeof DEACON_LETTER_STATUSES)[number]

/** The longest reason a moderator may give for rejecting a letter or withdrawing the badge. */
export const VERIFICATION_REASON_MAX = 500

export const DEACON_LETTER_REVIEW_MESSAGES = {
  notFound: 'Deacon letter not found',
  alreadyReviewed: 'This deacon letter has already been reviewed',
  resubmitted: 'This deacon letter was replaced since you opened it; review the new one',
  ownLetter: 'You cannot review your own deacon letter',
  reasonRequired: 'Give the reason for the rejection',
  reasonTooLong: `The reason must be at most ${VERIFICATION_REASON_MAX} characters`,
  chooseDecision: 'Choose verify or reject',
  revisionRequired: 'Name the letter you reviewed',
  fileGone: 'The letter file is no longer stored',
} as const

export const WITHDRAW_VERIFICATION_MESSAGES = {
  notVerified: 'This member is not verified',
  ownBadge: 'You cannot withdraw your own badge',
  reasonRequired: 'Give the reason for withdrawing the badge',
  reasonTooLong: `The reason must be at most ${VERIFICATION_REASON_MAX} characters`,
} as const

/**
 * The order of a review queue: the members of the Verified Orthodox plan first (what the plan
 * may honestly give: an earlier review, never the badge itself), then the oldest submission.
 */
export const REVIEW_FIRST_TIER = 'verified'
