import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import { useSession } from '../data/session.ts'
import { ManageSubscriptionButton } from './ManageSubscriptionButton.tsx'
import { useTierNames } from './tier-names.ts'

/** The Settings row of the member's plan: Manage Subscription when paid, View Plans when free. */
export function SubscriptionSettingsRow() {
  const { t } = useLingui()
  const session = useSession()
  const names = useTierNames()
  if (session.status !== 'signed-in') return null
  const { id, membershipTier } = session.member
  const tierName = names[membershipTier]
  return (
    <div className="settings-row">
      <div>
        <p>{t`Subscription`}</p>
        <p className="muted">
          <Trans>Current plan: {tierName}</Trans>
        </p>
      </div>
      {membershipTier === 'free' ? (
        <Link to="/subscription" className="button button-small">
          <Trans>View Plans</Trans>
        </Link>
      ) : (
        <ManageSubscriptionButton memberId={id} className="button button-small" />
      )}
    </div>
  )
}
