import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useLocation } from 'wouter'
import { useToast } from '../components/toast/use-toast.ts'
import { billingPortalUrl, startCheckout, type PaidTier } from '../data/membership.ts'
import { followUrl } from './follow-url.ts'
import { logUnexpected } from '../data/log-unexpected.ts'

/**
 * Starting a checkout (spec §4 "Checkout") and opening the billing portal, with the spec's
 * failure toast; shared by /subscription and /pricing-demo.
 */
export function useCheckout(memberId: number) {
  const { t } = useLingui()
  const { toast } = useToast()
  const [, navigate] = useLocation()
  const [busyTier, setBusyTier] = useState<PaidTier | null>(null)
  const [openingPortal, setOpeningPortal] = useState(false)

  const choose = async (tier: PaidTier) => {
    setBusyTier(tier)
    try {
      followUrl(await startCheckout(memberId, tier), (path) => navigate(path))
    } catch (error) {
      logUnexpected('Could not start the checkout', error)
      toast({
        title: t`Subscription Error`,
        description: t`Failed to start subscription process. Please try again.`,
        variant: 'destructive',
      })
    } finally {
      setBusyTier(null)
    }
  }

  const manage = async () => {
    setOpeningPortal(true)
    try {
      followUrl(await billingPortalUrl(), (path) => navigate(path))
    } catch (error) {
      logUnexpected('Could not open the billing portal', error)
      toast({
        title: t`Error`,
        description: t`Could not open subscription management. Please try again.`,
        variant: 'destructive',
      })
    } finally {
      setOpeningPortal(false)
    }
  }

  return { busyTier, choose, openingPortal, manage }
}
