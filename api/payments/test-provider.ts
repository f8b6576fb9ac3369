import { randomBytes } from 'node:crypto'
import {
  WebhookSignatureError,
  type CheckoutInput,
  type PaymentEvent,
  type PaymentProvider,
  type SubscriptionSnapshot,
} from './port.ts'

/** Where the PWA serves the built-in checkout page. */
export const TEST_CHECKOUT_PATH = '/subscription/test-checkout'

/**
 * The built-in stand-in for Stripe when no STRIPE_SECRET_KEY is set: no network, no card.
 * Its checkout is the PWA page at TEST_CHECKOUT_PATH, completed through
 * POST /api/checkout/test-sessions/{id}/complete (api/routes/checkout.ts), which drives the
 * same subscription code as the Stripe webhook.
 */
export class TestCheckoutProvider implements PaymentProvider {
  readonly kind = 'test'

  async createCustomer(member: { id: number }) {
    return `cus_test_${member.id}`
  }

  async createCheckoutSession(_input: CheckoutInput) {
    const id = `cs_test_${randomBytes(12).toString('hex')}`
    return { id, url: `${TEST_CHECKOUT_PATH}?session_id=${id}` }
  }

  async retrieveSubscription(subscriptionId: string): Promise<SubscriptionSnapshot> {
    throw new Error(`The test checkout keeps no remote subscription ${subscriptionId}`)
  }

  /** A test subscription lives only in our own tables, which the caller updates or deletes. */
  async cancelSubscription(_subscriptionId: string) {}

  /** The built-in billing portal of the PWA, where a test subscription is cancelled. */
  async createPortalSession(_customerId: string, _returnUrl: string) {
    return '/subscription/test-portal'
  }

  readWebhookEvent(_rawBody: string, _signature: string | undefined): PaymentEvent {
    throw new WebhookSignatureError('Stripe is not configured: webhooks are not accepted')
  }
}
