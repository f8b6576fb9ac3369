import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import type { MembershipView } from '../data/membership.ts'
import { useTierNames } from './tier-names.ts'
import { usagePercent, usageText } from './usage-text.ts'
import './membership.css'

/**
 * The current plan's usage (spec core-experience §2 Subscription, Pricing demo): likes today,
 * messages today, super likes this week, boosts this month, each used/limit (∞ when unlimited)
 * with a progress bar for the limited ones.
 */
export function UsageCard({ stats }: { stats: MembershipView }) {
  const { t } = useLingui()
  const tierName = useTierNames()[stats.tier]
  const { usage, limits } = stats
  return (
    <section className="card usage-card" aria-labelledby="usage-card-title">
      <h2 id="usage-card-title">
        <Trans>Current plan: {tierName}</Trans>
      </h2>
      <ul className="usage-list">
        <UsageRow label={t`Likes today`} used={usage.likesToday} limit={limits.dailyLikes} />
        <UsageRow
          label={t`Messages today`}
          used={usage.messagesToday}
          limit={limits.dailyMessages}
        />
        <UsageRow
          label={t`Super likes this week`}
          used={usage.superlikesThisWeek}
          limit={limits.weeklySuperlikes}
        />
        <UsageRow
          label={t`Boosts this month`}
          used={usage.boostsThisMonth}
          limit={limits.monthlyBoosts}
        />
      </ul>
    </section>
  )
}

function UsageRow({ label, used, limit }: { label: string; used: number; limit: number }) {
  const labelId = useId()
  const percent = usagePercent(used, limit)
  return (
    <li className="usage-row">
      <span id={labelId}>{label}</span>
      <span className="usage-count">{usageText(used, limit)}</span>
      {percent !== null && (
        <progress className="usage-bar" aria-labelledby={labelId} max={100} value={percent} />
      )}
    </li>
  )
}
