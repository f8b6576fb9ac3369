import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Link, useLocation, useSearchParams } from 'wouter'
import type { TestCheckoutSession } from '#shared/schemas/subscription.ts'
import { PageHeading } from '../../components/page-heading/PageHeading.tsx'
import { useToast } from '../../components/toast/use-toast.ts'
import { fetchTestCheckout, finishTestCheckout } from '../../data/membership.ts'
import { followUrl } from '../../membership/follow-url.ts'
import { formatPrice } from '../../membership/format-price.ts'
import { useTierNames } from '../../membership/tier-names.ts'
import { useLoaded } from '../../membership/use-loaded.ts'

/**
 * /subscription/test-checkout?session_id=… — the built-in checkout that stands in for the card
 * provider when none is configured (ISSUE-5 item 5): it says plainly that no card is charged,
 * and Pay / Cancel drive the same subscription code as the provider's webhooks.
 */
export function TestCheckoutScreen() {
  const { t } = useLingui()
  const [params] = useSearchParams()
  const sessionId = params.get('session_id')
  const loaded = useLoaded(sessionId, fetchTestCheckout)
  return (
    <div>
      <PageHeading>{t`Test Checkout`}</PageHeading>
      <p className="notice" role="note">
        <strong>
          <Trans>This is a test checkout: no card is charged and no payment is taken.</Trans>
        </strong>
      </p>
      {sessionId === null || loaded.status === 'error' ? (
        <p role="alert">
          <Trans>This checkout session could not be found.</Trans>{' '}
          <Link to="/subscription">
            <Trans>View Plans</Trans>
          </Link>
        </p>
      ) : loaded.status === 'loading' ? (
        <p className="loading" role="status">
          <Trans>Loading checkout...</Trans>
        </p>
      ) : (
        <CheckoutSummary session={loaded.value} />
      )}
    </div>
  )
}

function CheckoutSummary({ session }: { session: TestCheckoutSession }) {
  const { t, i18n } = useLingui()
  const [, navigate] = useLocation()
  const { toast } = useToast()
  const [busy, setBusy] = useState(false)
  const name = useTierNames()[session.tier]
  const price = formatPrice(session.priceCents, i18n.locale)

  const finish = async (outcome: 'complete' | 'cancel') => {
    setBusy(true)
    try {
      const result = await finishTestCheckout(session.id, outcome)
      followUrl(result.redirectUrl, (path) => navigate(path))
    } catch (error) {
      console.error('The test checkout failed', error)
      toast({
        title: t`Subscription Error`,
        description: t`Failed to start subscription process. Please try again.`,
        variant: 'destructive',
      })
      setBusy(false)
    }
  }

  return (
    <section className="card" aria-labelledby="test-checkout-plan">
      <h2 id="test-checkout-plan">
        <Trans>{name} membership</Trans>
      </h2>
      <p className="plan-price">
        <Trans>{price} / month</Trans>
      </p>
      {session.status === 'open' ? (
        <div className="subscription-actions">
          <button
            type="button"
            className="button button-primary"
            disabled={busy}
            onClick={() => void finish('complete')}
          >
            <Trans>Pay {price} (test, no charge)</Trans>
          </button>
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => void finish('cancel')}
          >
            <Trans>Cancel</Trans>
          </button>
        </div>
      ) : (
        <p>
          {session.status === 'complete' ? (
            <Trans>This checkout is already paid.</Trans>
          ) : (
            <Trans>This checkout was canceled.</Trans>
          )}{' '}
          <Link to="/subscription">
            <Trans>View Plans</Trans>
          </Link>
        </p>
      )}
    </section>
  )
}
