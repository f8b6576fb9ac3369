/**
 * Safety (docs/safety.md): why a member reports another, and the messages of the safety rules.
 * Stored values are exactly these strings; the labels members read are translated in web/.
 */
export const REPORT_REASONS = [
  'inappropriate_messages',
  'fake_profile',
  'harassment',
  'spam',
  'other',
] as const
export type ReportReason = (typeof REPORT_REASONS)[number]

/** The longest report details a member may write. */
export const REPORT_DETAILS_MAX = 1000

export const SAFETY_MESSAGES = {
  /** A message to or from a member in a blocked pair (either direction). */
  cannotMessage: 'You can no longer message this member',
  blockSelf: 'You cannot block yourself',
  reportSelf: 'You cannot report yourself',
  memberNotFound: 'Member not found',
} as const
