import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Link, useLocation } from 'wouter'
import { PageHeading } from '../../components/page-heading/PageHeading.tsx'
import { useToast } from '../../components/toast/use-toast.ts'
import { cancelTestSubscription, refreshAfterTierChange } from '../../data/membership.ts'
import { useSession } from '../../data/session.ts'
import { logUnexpected } from '../../data/log-unexpected.ts'

/**
 * /subscription/test-portal — the built-in billing portal that stands in for the card provider's
 * when none is configured: "cancel from settings" ends the test subscription through the same
 * subscription code as the provider's cancellation, and the member is free again.
 */
export function TestPortalScreen() {
  const { t } = useLingui()
  const { toast } = useToast()
  const [, navigate] = useLocation()
  const session = useSession()
  const [busy, setBusy] = useState(false)
  const memberId = session.status === 'signed-in' ? session.member.id : null

  async function cancel() {
    if (memberId === null) return
    setBusy(true)
    try {
      await cancelTestSubscription()
      await refreshAfterTierChange(memberId)
      toast({ title: t`Subscription canceled`, description: t`You are on the free plan again.` })
      navigate('/subscription')
    } catch (error) {
      logUnexpected('Cancel failed', error)
      toast({
        title: t`Error`,
        description: t`Failed to cancel the subscription. Please try again.`,
        variant: 'destructive',
      })
      setBusy(false)
    }
  }

  return (
    <div>
      <PageHeading>{t`Manage Subscription`}</PageHeading>
      <p className="notice" role="note">
        <Trans>
          This is the test billing portal: no card provider is configured and no card is charged.
        </Trans>
      </p>
      <div className="card">
        <p>
          <Trans>Cancel your subscription to return to the free plan now.</Trans>
        </p>
        <button
          type="button"
          className="button button-danger"
          disabled={busy || memberId === null}
          onClick={() => void cancel()}
        >
          {busy ? t`Canceling…` : t`Cancel Subscription`}
        </button>{' '}
        <Link to="/subscription" className="button">
          <Trans>Keep My Plan</Trans>
        </Link>
      </div>
    </div>
  )
}
