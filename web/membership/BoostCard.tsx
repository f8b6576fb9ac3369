import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { DEFAULT_BOOST_HOURS } from '#shared/domain/membership.ts'
import { useToast } from '../components/toast/use-toast.ts'
import { boostProfile } from '../data/membership.ts'
import { upgradeActionFor, useUpgradePrompt } from './UpgradePrompt.tsx'

/**
 * Boosting one's profile outside the demo (spec core-experience §6, §8, §9): a boost puts the
 * member first in Discover for 24 hours and counts against the month's boosts; a limit refusal
 * opens the boost upgrade prompt, any other failure says 'Failed to boost profile'.
 */
export function BoostCard({ memberId }: { memberId: number }) {
  const { t } = useLingui()
  const { toast } = useToast()
  const prompt = useUpgradePrompt()
  const [busy, setBusy] = useState(false)
  const hours = DEFAULT_BOOST_HOURS

  async function boost() {
    setBusy(true)
    try {
      await boostProfile(memberId)
      toast({
        title: t`Profile Boosted!`,
        description: t`Your profile is shown first to members browsing profiles for the next ${hours} hours.`,
      })
    } catch (error) {
      const failure = error instanceof Error ? error : new Error(String(error))
      if (upgradeActionFor(failure, 'boost')) prompt.open('boost')
      else
        toast({
          title: t`Error`,
          description: t`Failed to boost profile. Please try again.`,
          variant: 'destructive',
        })
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="card" aria-labelledby="boost-title">
      <h2 id="boost-title">
        <Trans>Profile Boost</Trans>
      </h2>
      <p className="muted">
        <Trans>Be shown first to members browsing profiles for {hours} hours.</Trans>
      </p>
      <button
        type="button"
        className="button button-primary"
        disabled={busy}
        aria-busy={busy}
        onClick={() => void boost()}
      >
        {busy ? t`Boosting...` : t`Boost My Profile`}
      </button>
    </section>
  )
}
