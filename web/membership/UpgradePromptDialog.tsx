import { Trans, useLingui } from '@lingui/react/macro'
import type { MouseEvent } from 'react'
import { TIER_MONTHLY_PRICE_CENTS } from '#shared/domain/membership.ts'
import type { MembershipTier } from '#shared/domain/vocabularies.ts'
import { Dialog } from '../components/dialog/Dialog.tsx'
import { useSession } from '../data/session.ts'
import { formatPrice } from './format-price.ts'
import './membership.css'
import { usePlanFeatures } from './plan-features.ts'
import { useTierNames } from './tier-names.ts'
import { useUpgradeReason } from './upgrade-reasons.ts'
import type { UpgradeReason } from './upgrade-prompt-context.ts'

/** Where the prompt's plan buttons lead (spec core-experience §2). */
export const SUBSCRIPTION_PATH = '/subscription'

/**
 * The upgrade prompt's modal (UpgradePrompt.tsx holds it): why the member is asked, and the two
 * plans with a way to the subscription page. Its own chunk: no first screen shows it.
 */
export function UpgradePromptDialog({
  action,
  onClose,
  navigate,
}: {
  action: UpgradeReason | null
  onClose: () => void
  navigate: ((path: string) => void) | undefined
}) {
  const { t } = useLingui()
  const session = useSession()
  const tier: MembershipTier =
    session.status === 'signed-in' ? session.member.membershipTier : 'free'
  const titles: Partial<Record<UpgradeReason, string>> = {
    like: t`Out of Likes`,
    message: t`Message Limit Reached`,
    superlike: t`No Super Likes Left`,
    advanced_filters: t`Premium Feature`,
    orthodox_filters: t`Verified Orthodox Feature`,
    rewind: t`Premium Feature`,
    travel: t`Premium Feature`,
  }
  const title = action ? (titles[action] ?? t`Upgrade Required`) : ''

  const goToSubscription = (event: MouseEvent<HTMLAnchorElement>) => {
    onClose()
    if (navigate) {
      event.preventDefault()
      navigate(SUBSCRIPTION_PATH)
    }
  }

  return (
    <Dialog
      open={action !== null}
      title={title}
      onClose={onClose}
      actions={
        <button type="button" className="button" onClick={onClose}>
          <Trans>Maybe later</Trans>
        </button>
      }
    >
      {action && <UpgradeReasonText reason={action} tier={tier} />}
      <ul className="upgrade-plans">
        <UpgradePlanCard tier="premium" recommended={tier === 'free'} onChoose={goToSubscription} />
        <UpgradePlanCard tier="verified" recommended onChoose={goToSubscription} />
      </ul>
      <p className="muted upgrade-footer">
        <Trans>
          Cancel anytime • Secure payment by a card provider • 7-day money-back guarantee
        </Trans>
      </p>
    </Dialog>
  )
}

function UpgradeReasonText({ reason, tier }: { reason: UpgradeReason; tier: MembershipTier }) {
  return <p>{useUpgradeReason(reason, tier)}</p>
}

function UpgradePlanCard({
  tier,
  recommended,
  onChoose,
}: {
  tier: 'premium' | 'verified'
  recommended: boolean
  onChoose: (event: MouseEvent<HTMLAnchorElement>) => void
}) {
  const { i18n } = useLingui()
  const features = usePlanFeatures()[tier]
  const name = useTierNames()[tier]
  const price = formatPrice(TIER_MONTHLY_PRICE_CENTS[tier], i18n.locale)
  return (
    <li className={recommended ? 'upgrade-plan upgrade-plan-recommended' : 'upgrade-plan'}>
      <h3>
        {name}
        {recommended && (
          <span className="badge">
            <Trans>Recommended</Trans>
          </span>
        )}
      </h3>
      <p className="upgrade-price">
        <Trans>{price} / month</Trans>
      </p>
      <ul className="upgrade-features">
        {features.slice(0, 4).map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <a
        className={recommended ? 'button button-primary button-block' : 'button button-block'}
        href={SUBSCRIPTION_PATH}
        onClick={onChoose}
      >
        {tier === 'premium' ? (
          <Trans>Choose Premium</Trans>
        ) : (
          <Trans>Choose Verified Orthodox</Trans>
        )}
      </a>
    </li>
  )
}
