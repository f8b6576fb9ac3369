import { useLingui } from '@lingui/react/macro'
import type { ReportReason } from '#shared/domain/safety.ts'

/** The member's-language label of each report reason (the report form, the moderation queue). */
export function useReportReasonLabels(): Record<ReportReason, string> {
  const { t } = useLingui()
  return {
    inappropriate_messages: t`Inappropriate messages`,
    fake_profile: t`Fake profile`,
    harassment: t`Harassment`,
    spam: t`Spam or scam`,
    other: t`Something else`,
  }
}
