import { useLingui } from '@lingui/react/macro'
import type { MembershipTier } from '#shared/domain/vocabularies.ts'

/** What each plan gives, in the member's language (spec core-experience §6 tiers table). */
export function usePlanFeatures(): Record<MembershipTier, string[]> {
  const { t } = useLingui()
  return {
    free: [t`25 likes per day`, t`5 messages per day`, t`1 super like per week`, t`Basic filters`],
    premium: [
      t`Unlimited likes`,
      t`Unlimited messages`,
      t`5 super likes per week`,
      t`1 profile boost per month`,
      t`Advanced filters (age, location, education, marital status, lifestyle)`,
      t`See who liked you`,
      t`Undo your last pass`,
      t`Priority support: your messages to the team are answered first`,
    ],
    verified: [
      t`Everything in Premium`,
      t`Unlimited super likes`,
      t`3 profile boosts per month`,
      t`Orthodox-only filters`,
      t`Priority matching: shown ahead of members who match as well`,
      t`Verified-only parish events`,
      t`Dedicated Orthodox support, ahead of every other request`,
      t`Your clergy reference or deacon letter reviewed first (the Verified badge is earned by review, never bought)`,
    ],
  }
}
