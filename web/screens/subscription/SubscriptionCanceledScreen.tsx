import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import { PageHeading } from '../../components/page-heading/PageHeading.tsx'
import { usePlanFeatures } from '../../membership/plan-features.ts'

/** /subscription/canceled (spec core-experience §2 Subscription canceled). */
export function SubscriptionCanceledScreen() {
  const { t } = useLingui()
  // The free plan's likes, messages and super likes (spec: 25 daily likes, 5 daily messages,
  // 1 weekly super like).
  const freeAllowances = usePlanFeatures().free.slice(0, 3)
  return (
    <div>
      <PageHeading>{t`Subscription Canceled`}</PageHeading>
      <p>
        <Trans>Your checkout was canceled and no charge was made.</Trans>
      </p>
      <section className="card" aria-labelledby="canceled-free">
        <h2 id="canceled-free">
          <Trans>Your free account remains active</Trans>
        </h2>
        <ul>
          {freeAllowances.map((allowance) => (
            <li key={allowance}>{allowance}</li>
          ))}
        </ul>
      </section>
      <p className="subscription-actions">
        <Link to="/" className="button button-primary">
          <Trans>Continue Exploring</Trans>
        </Link>
        <Link to="/subscription" className="button">
          <Trans>View Plans Again</Trans>
        </Link>
      </p>
    </div>
  )
}
