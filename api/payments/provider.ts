import type { Config } from '../config.ts'
import type { PaymentProvider } from './port.ts'
import { StripeProvider } from './stripe-provider.ts'
import { TestCheckoutProvider } from './test-provider.ts'

/** Stripe when STRIPE_SECRET_KEY is set, else the built-in test checkout. */
export function paymentProviderFor(
  config: Pick<Config, 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET'>,
): PaymentProvider {
  return config.STRIPE_SECRET_KEY
    ? new StripeProvider(config.STRIPE_SECRET_KEY, config.STRIPE_WEBHOOK_SECRET)
    : new TestCheckoutProvider()
}
