import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { CountedAction } from '#shared/domain/membership.ts'
import { PageHeading } from '../../components/page-heading/PageHeading.tsx'
import { useToast } from '../../components/toast/use-toast.ts'
import { useMembershipStats } from '../../data/membership.ts'
import { useSession } from '../../data/session.ts'
import { ComparisonTable } from '../../membership/ComparisonTable.tsx'
import { PlanCards } from '../../membership/PlanCards.tsx'
import { upgradeActionFor, useUpgradePrompt } from '../../membership/UpgradePrompt.tsx'
import { UsageCard } from '../../membership/UsageCard.tsx'
import { useCheckout } from '../../membership/use-checkout.ts'
import { NothingToDoError, runDemoOperation } from './demo-operations.ts'

/** /pricing-demo (spec core-experience §2 "Pricing demo"). */
export function PricingDemoScreen() {
  const { t } = useLingui()
  const session = useSession()
  const memberId = session.status === 'signed-in' ? session.member.id : null
  return (
    <div>
      <PageHeading>{t`Freemium Membership System Demo`}</PageHeading>
      <p className="muted">
        <Trans>
          Try the membership limits: each button performs the real action and counts against your
          plan.
        </Trans>
      </p>
      {memberId !== null && <PricingDemo memberId={memberId} />}
    </div>
  )
}

function PricingDemo({ memberId }: { memberId: number }) {
  const { t } = useLingui()
  const { toast } = useToast()
  const prompt = useUpgradePrompt()
  const stats = useMembershipStats(memberId)
  const checkout = useCheckout(memberId)
  const [running, setRunning] = useState<CountedAction | null>(null)

  const buttons: [CountedAction, string][] = [
    ['like', t`Send Like`],
    ['message', t`Send Message`],
    ['superlike', t`Super Like`],
    ['boost', t`Profile Boost`],
  ]
  const actionNames: Record<CountedAction, string> = {
    like: t`like`,
    message: t`message`,
    superlike: t`super like`,
    boost: t`boost`,
  }

  const run = async (action: CountedAction) => {
    setRunning(action)
    const name = actionNames[action]
    try {
      await runDemoOperation(action, memberId, t`Hello! Nice to meet you.`)
      toast({
        title: t`Action Successful`,
        description: t`The ${name} was performed successfully.`,
      })
    } catch (error) {
      const err = error instanceof Error ? error : new Error(String(error))
      const upgrade = upgradeActionFor(err, action)
      if (upgrade) prompt.open(upgrade)
      else
        toast({
          title: t`Error`,
          description:
            error instanceof NothingToDoError
              ? error.reason === 'no-match'
                ? t`You need a match before you can send a message.`
                : t`There is no one left to like right now.`
              : t`Failed to perform ${name}. Please try again.`,
          variant: 'destructive',
        })
    } finally {
      setRunning(null)
    }
  }

  return (
    <>
      {stats ? (
        <UsageCard stats={stats} />
      ) : (
        <p className="loading" role="status">
          <Trans>Loading membership information...</Trans>
        </p>
      )}
      <section className="card" aria-labelledby="demo-actions-title">
        <h2 id="demo-actions-title">
          <Trans>Test the limits</Trans>
        </h2>
        <div className="subscription-actions">
          {buttons.map(([action, label]) => (
            <button
              key={action}
              type="button"
              className="button button-primary"
              disabled={running !== null}
              aria-busy={running === action}
              onClick={() => void run(action)}
            >
              {label}
            </button>
          ))}
        </div>
      </section>
      <h2>
        <Trans>Plans</Trans>
      </h2>
      <PlanCards
        currentTier={stats?.tier ?? 'free'}
        busyTier={checkout.busyTier}
        onChoose={(tier) => void checkout.choose(tier)}
      />
      <ComparisonTable />
    </>
  )
}
