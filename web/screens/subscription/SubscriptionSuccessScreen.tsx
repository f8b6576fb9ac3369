import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useSearchParams } from 'wouter'
import { PageHeading } from '../../components/page-heading/PageHeading.tsx'
import {
  checkoutSessionTier,
  refreshAfterTierChange,
  type PaidTier,
} from '../../data/membership.ts'
import { useSession } from '../../data/session.ts'
import { usePlanFeatures } from '../../membership/plan-features.ts'
import { useTierNames } from '../../membership/tier-names.ts'
import { useLoaded } from '../../membership/use-loaded.ts'

/** /subscription/success?session_id=… (spec core-experience §2 Subscription success). */
export function SubscriptionSuccessScreen() {
  const [params] = useSearchParams()
  const session = useSession()
  const memberId = session.status === 'signed-in' ? session.member.id : null
  const sessionId = params.get('session_id')
  const loaded = useLoaded(sessionId, async (id) => {
    const tier = await checkoutSessionTier(id)
    if (memberId !== null) await refreshAfterTierChange(memberId)
    return tier
  })
  if (!sessionId || loaded.status === 'error') return <SubscriptionError />
  if (loaded.status === 'loading') return <Processing />
  return <SubscriptionSuccess tier={loaded.value} />
}

function SubscriptionSuccess({ tier }: { tier: PaidTier }) {
  const { t } = useLingui()
  const name = useTierNames()[tier]
  const benefits = usePlanFeatures()[tier]
  return (
    <div>
      <PageHeading>{t`Subscription Successful!`}</PageHeading>
      <p>
        <Trans>Welcome to {name}. Thank you for your support.</Trans>
      </p>
      <section className="card" aria-labelledby="success-benefits">
        <h2 id="success-benefits">
          <Trans>Your {name} benefits</Trans>
        </h2>
        <ul>
          {benefits.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
      </section>
      <section className="card" aria-labelledby="success-next">
        <h2 id="success-next">
          <Trans>What happens next</Trans>
        </h2>
        {/* The spec's "confirmation e-mail" is said once the app sends one (issue #34's mail port):
            nothing sends it yet, so the page does not promise it. */}
        <ul>
          <li>
            <Trans>Your membership is active immediately.</Trans>
          </li>
          <li>
            <Trans>Your limits have been updated.</Trans>
          </li>
          <li>
            <Trans>Your plan renews monthly.</Trans>
          </li>
          <li>
            <Trans>You can cancel anytime from Settings.</Trans>
          </li>
        </ul>
      </section>
      <p className="subscription-actions">
        <Link to="/" className="button button-primary">
          <Trans>Start Exploring</Trans>
        </Link>
        <Link to="/settings" className="button">
          <Trans>Manage Subscription</Trans>
        </Link>
      </p>
    </div>
  )
}

function Processing() {
  const { t } = useLingui()
  return (
    <div role="status">
      <PageHeading>{t`Processing your subscription...`}</PageHeading>
    </div>
  )
}

function SubscriptionError() {
  const { t } = useLingui()
  return (
    <div>
      <PageHeading>{t`Subscription Error`}</PageHeading>
      <p role="alert">
        <Trans>Unable to verify your subscription. Please contact support.</Trans>
      </p>
      <p>
        <Link to="/" className="button button-primary">
          <Trans>Return Home</Trans>
        </Link>
      </p>
    </div>
  )
}
