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

/**
 * Who filed a report: a member, or the app itself (docs/safety.md): 'spam-burst' when a new
 * account was slowed for opening many unanswered conversations or sending one text to many,
 * 'scam-shield' when a sender's messages were warned of in several conversations.
 */
export const REPORT_SOURCES = ['member', 'spam-burst', 'scam-shield'] as const
export type ReportSource = (typeof REPORT_SOURCES)[number]

/** The longest report details a member may write. */
export const REPORT_DETAILS_MAX = 1000

export const SAFETY_MESSAGES = {
  /** A message to or from a member in a blocked pair (either direction). */
  cannotMessage: 'You can no longer message this member',
  blockSelf: 'You cannot block yourself',
  reportSelf: 'You cannot report yourself',
  memberNotFound: 'Member not found',
} as const
