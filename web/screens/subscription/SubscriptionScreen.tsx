import { Trans, useLingui } from '@lingui/react/macro'
import { PageHeading } from '../../components/page-heading/PageHeading.tsx'
import { useMembershipStats } from '../../data/membership.ts'
import { useSession } from '../../data/session.ts'
import { BoostCard } from '../../membership/BoostCard.tsx'
import { ComparisonTable } from '../../membership/ComparisonTable.tsx'
import { ManageSubscriptionButton } from '../../membership/ManageSubscriptionButton.tsx'
import { PlanCards } from '../../membership/PlanCards.tsx'
import { UsageCard } from '../../membership/UsageCard.tsx'
import { useCheckout } from '../../membership/use-checkout.ts'

/** /subscription (spec core-experience §2 Subscription, §4 Checkout). */
export function SubscriptionScreen() {
  const session = useSession()
  const memberId = session.status === 'signed-in' ? session.member.id : null
  const { t } = useLingui()
  return (
    <div>
      <PageHeading>{t`Membership Plans`}</PageHeading>
      {memberId === null ? null : <SubscriptionContent memberId={memberId} />}
    </div>
  )
}

function SubscriptionContent({ memberId }: { memberId: number }) {
  const stats = useMembershipStats(memberId)
  const checkout = useCheckout(memberId)
  if (!stats) {
    return (
      <p className="loading" role="status">
        <Trans>Loading membership information...</Trans>
      </p>
    )
  }
  return (
    <>
      <UsageCard stats={stats} />
      {stats.tier !== 'free' && (
        <p className="subscription-actions">
          <ManageSubscriptionButton memberId={memberId} />
        </p>
      )}
      <BoostCard memberId={memberId} />
      <h2>
        <Trans>Choose Your Plan</Trans>
      </h2>
      <PlanCards
        currentTier={stats.tier}
        busyTier={checkout.busyTier}
        onChoose={(tier) => void checkout.choose(tier)}
      />
      <ComparisonTable />
    </>
  )
}
