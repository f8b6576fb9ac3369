import { useLingui } from '@lingui/react/macro'
import { TIER_LIMITS } from '#shared/domain/membership.ts'
import type { MembershipTier } from '#shared/domain/vocabularies.ts'
import type { UpgradeReason } from './upgrade-prompt-context.ts'

/**
 * What the upgrade prompt says under its title, for the member's tier (spec core-experience §6):
 * free members are told Premium brings unlimited likes and messages, 5 super likes a week and
 * advanced filters; premium members that Verified Orthodox brings unlimited super likes; anyone
 * not verified that Verified Orthodox brings the Orthodox-only filters.
 */
export function useUpgradeReason(reason: UpgradeReason, tier: MembershipTier): string {
  const { t } = useLingui()
  const premiumSuperlikes = TIER_LIMITS.premium.weeklySuperlikes
  switch (reason) {
    case 'like':
      return t`You have used all of today's likes. Upgrade to Premium for unlimited likes and messages.`
    case 'message':
      return t`You have sent all of today's messages. Upgrade to Premium for unlimited likes and messages.`
    case 'superlike':
      return tier === 'free'
        ? t`You have used this week's super like. Upgrade to Premium for ${premiumSuperlikes} super likes per week.`
        : t`You have used this week's super likes. Upgrade to Verified Orthodox for unlimited super likes.`
    case 'boost':
      return t`You have no profile boosts left this month. Upgrade for more boosts.`
    case 'advanced_filters':
      return t`Upgrade to Premium for advanced filters (age, location, education, marital status, lifestyle).`
    case 'orthodox_filters':
      return t`Upgrade to Verified Orthodox for Orthodox-only filters.`
    case 'see_who_liked_you':
      return t`Seeing who liked you comes with Premium and Verified Orthodox.`
    case 'rewind':
      return t`Undoing your last pass comes with Premium and Verified Orthodox.`
    case 'travel':
      return t`Setting a travel city comes with Premium and Verified Orthodox.`
  }
}
