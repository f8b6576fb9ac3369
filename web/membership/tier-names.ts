import { useLingui } from '@lingui/react/macro'
import type { MembershipTier } from '#shared/domain/vocabularies.ts'

/** The plans' names as the member reads them (verified is shown as Verified Orthodox). */
export function useTierNames(): Record<MembershipTier, string> {
  const { t } = useLingui()
  return { free: t`Free`, premium: t`Premium`, verified: t`Verified Orthodox` }
}
