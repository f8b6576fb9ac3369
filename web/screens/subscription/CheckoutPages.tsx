import type { ComponentType } from 'react'
import { pathPage } from '../../components/path-page/path-page.tsx'
import { SubscriptionCanceledScreen } from './SubscriptionCanceledScreen.tsx'
import { SubscriptionSuccessScreen } from './SubscriptionSuccessScreen.tsx'
import { TestCheckoutScreen } from './TestCheckoutScreen.tsx'
import { TestPortalScreen } from './TestPortalScreen.tsx'

/**
 * The pages a checkout or the billing portal returns to, and their test stand-ins, by path: small
 * and opened once per payment, they are one chunk with one entry in the start-up script's route
 * table (web/app/routes.tsx), whose every entry every first screen downloads (decision 057: the
 * first run's route was paid for with these three).
 */
export const CHECKOUT_PAGES: Readonly<Record<string, ComponentType>> = {
  '/subscription/success': SubscriptionSuccessScreen,
  '/subscription/canceled': SubscriptionCanceledScreen,
  '/subscription/test-checkout': TestCheckoutScreen,
  '/subscription/test-portal': TestPortalScreen,
}

/** The checkout page of the current path. */
export const CheckoutPage = pathPage(CHECKOUT_PAGES)
