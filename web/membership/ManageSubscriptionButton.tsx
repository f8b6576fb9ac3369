import { Trans } from '@lingui/react/macro'
import { useCheckout } from './use-checkout.ts'

/**
 * Opens the card provider's billing portal, where a paid member changes or cancels the plan
 * (spec §2 "cancel from settings"); on /subscription and in Settings.
 */
export function ManageSubscriptionButton({
  memberId,
  className = 'button',
}: {
  memberId: number
  className?: string
}) {
  const checkout = useCheckout(memberId)
  return (
    <button
      type="button"
      className={className}
      disabled={checkout.openingPortal}
      onClick={() => void checkout.manage()}
    >
      <Trans>Manage Subscription</Trans>
    </button>
  )
}
