import { Trans, useLingui } from '@lingui/react/macro'
import { TIER_MONTHLY_PRICE_CENTS } from '#shared/domain/membership.ts'
import { MEMBERSHIP_TIERS, type MembershipTier } from '#shared/domain/vocabularies.ts'
import type { PaidTier } from '../data/membership.ts'
import { formatPrice } from './format-price.ts'
import { usePlanFeatures } from './plan-features.ts'
import { useTierNames } from './tier-names.ts'
import './membership.css'

type PlanCardsProps = {
  /** The member's tier; its card's button is disabled (spec §5: the current plan cannot be chosen). */
  currentTier: MembershipTier
  onChoose: (tier: PaidTier) => void
  /** The tier whose checkout is starting: every button waits. */
  busyTier?: PaidTier | null
}

/** The three plan cards of /subscription and /pricing-demo (spec core-experience §2). */
export function PlanCards({ currentTier, onChoose, busyTier = null }: PlanCardsProps) {
  const { t, i18n } = useLingui()
  const names = useTierNames()
  const features = usePlanFeatures()
  return (
    <ul className="plan-cards">
      {MEMBERSHIP_TIERS.map((tier) => {
        const current = tier === currentTier
        const titleId = `plan-${tier}-title`
        const name = names[tier]
        const price = formatPrice(TIER_MONTHLY_PRICE_CENTS[tier], i18n.locale)
        return (
          <li
            key={tier}
            className={tier === 'premium' ? 'card plan-card plan-card-popular' : 'card plan-card'}
            aria-labelledby={titleId}
          >
            <h3 id={titleId}>
              {name}
              {tier === 'premium' && (
                <span className="badge">
                  <Trans>Most Popular</Trans>
                </span>
              )}
            </h3>
            <p className="plan-price">
              {tier === 'free' ? <Trans>Free Forever</Trans> : <Trans>{price} / month</Trans>}
            </p>
            <ul className="plan-features">
              {features[tier].map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            {current ? (
              <button type="button" className="button button-block" disabled>
                <Trans>Current Plan</Trans>
              </button>
            ) : (
              tier !== 'free' && (
                <button
                  type="button"
                  className="button button-primary button-block"
                  disabled={busyTier !== null}
                  aria-busy={busyTier === tier}
                  onClick={() => onChoose(tier)}
                >
                  {busyTier === tier ? t`Starting checkout…` : t`Upgrade to ${name}`}
                </button>
              )
            )}
          </li>
        )
      })}
    </ul>
  )
}
