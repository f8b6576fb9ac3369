import { useLingui } from '@lingui/react/macro'
import { TIER_LIMITS, UNLIMITED } from '#shared/domain/membership.ts'
import { hasPriorityMatching } from '#shared/domain/deck-rank.ts'
import { canRewind } from '#shared/domain/rewind.ts'
import { MEMBERSHIP_TIERS, type MembershipTier } from '#shared/domain/vocabularies.ts'
import { useTierNames } from './tier-names.ts'
import './membership.css'

/** The feature comparison table (spec core-experience §6 tiers table), limits from shared/. */
export function ComparisonTable() {
  const { t } = useLingui()
  const names = useTierNames()
  const limit = (value: number) => (value === UNLIMITED ? t`Unlimited` : String(value))
  const rows: [feature: string, perTier: (tier: MembershipTier) => string][] = [
    [t`Likes per day`, (tier) => limit(TIER_LIMITS[tier].dailyLikes)],
    [t`Messages per day`, (tier) => limit(TIER_LIMITS[tier].dailyMessages)],
    [t`Super likes per week`, (tier) => limit(TIER_LIMITS[tier].weeklySuperlikes)],
    [
      t`Profile boosts per month`,
      (tier) =>
        TIER_LIMITS[tier].monthlyBoosts === 0 ? t`None` : limit(TIER_LIMITS[tier].monthlyBoosts),
    ],
    [
      t`Filters`,
      (tier) =>
        ({
          free: t`Basic`,
          premium: t`Advanced (age, location, education)`,
          verified: t`Advanced plus Orthodox-only`,
        })[tier],
    ],
    [t`See who liked you`, (tier) => (tier === 'free' ? t`No` : t`Yes`)],
    [t`Undo your last pass`, (tier) => (canRewind(tier) ? t`Yes` : t`No`)],
    [
      t`Priority matching`,
      (tier) => (hasPriorityMatching(tier) ? t`Shown ahead of members who match as well` : t`No`),
    ],
    [
      t`Extras`,
      (tier) =>
        ({
          free: t`None`,
          // Only what the app does (decisions 034, 050, 052): the badge is earned by review,
          // so the plan gives its review first, never the badge; support is built.
          premium: t`Priority support`,
          verified: t`Verified-only events; verification reviewed first; dedicated Orthodox support`,
        })[tier],
    ],
  ]
  return (
    <div className="comparison-scroll">
      <table className="comparison-table">
        <caption>{t`Feature comparison`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Feature`}</th>
            {MEMBERSHIP_TIERS.map((tier) => (
              <th key={tier} scope="col">
                {names[tier]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([feature, perTier]) => (
            <tr key={feature}>
              <th scope="row">{feature}</th>
              {MEMBERSHIP_TIERS.map((tier) => (
                <td key={tier}>{perTier(tier)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
