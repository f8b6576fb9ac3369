/**
 * Moderation (docs/safety.md): member roles, what a moderator may do with an open report, and
 * the messages of the moderation rules. Stored values are exactly these strings.
 */
export const MEMBER_ROLES = ['member', 'moderator'] as const
export type MemberRole = (typeof MEMBER_ROLES)[number]

/** A report's life: open, then resolved once as dismissed or suspended. */
export const REPORT_STATUSES = ['open', 'dismissed', 'suspended'] as const
export type ReportStatus = (typeof REPORT_STATUSES)[number]

/** How a moderator resolves a report: dismiss it, or suspend the reported member. */
export const REPORT_ACTIONS = ['dismiss', 'suspend'] as const
export type ReportAction = (typeof REPORT_ACTIONS)[number]

/** The status a resolved report takes for each action. */
export const STATUS_OF_ACTION: Record<ReportAction, Exclude<ReportStatus, 'open'>> = {
  dismiss: 'dismissed',
  suspend: 'suspended',
}

/**
 * What the moderation audit trail records: a report's two resolutions, lifting a suspension, and
 * the two decisions on a clergy reference (docs/clergy-reference.md) and on a photo (docs/photos.md),
 * the decisions on a member's event proposal or parish correction (docs/parishes.md), and the
 * decisions on a deacon letter and the withdrawal of the Verified badge (decision 050), and the
 * decisions on a photo verification (docs/safety.md "Photo verification").
 */
export const MODERATION_ACTIONS = [
  'dismiss',
  'suspend',
  'reinstate',
  'verify-clergy',
  'reject-clergy',
  'approve-photo',
  'reject-photo',
  'approve-event',
  'reject-event',
  'apply-parish-correction',
  'reject-parish-correction',
  'verify-letter',
  'reject-letter',
  'withdraw-verified',
  'verify-photo',
  'reject-photo-verification',
] as const
export type ModerationAction = (typeof MODERATION_ACTIONS)[number]

/** The longest resolution note a moderator may write. */
export const RESOLUTION_NOTE_MAX = 1000

/** The most open reports one page of the queue holds (and the default). */
export const QUEUE_PAGE_MAX = 50
export const QUEUE_PAGE_DEFAULT = 20

export const MODERATION_MESSAGES = {
  moderatorsOnly: 'Only moderators can do this',
  reportNotFound: 'Report not found',
  alreadyResolved: 'This report has already been resolved',
  reportedAccountDeleted:
    'The reported member has deleted their account; the report can only be dismissed',
  notAboutYourself: 'You cannot resolve a report about yourself',
  /** The sign-in answer (403) of a suspended member. */
  suspended: 'This account has been suspended',
  cursorInvalid: 'cursor: is not valid',
  memberNotFound: 'Member not found',
  notSuspended: 'This member is not suspended',
} as const
