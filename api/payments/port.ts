import type { PaidTier } from './prices.ts'

/**
 * The card provider behind a small port: Stripe (stripe-provider.ts) or the built-in test
 * checkout (test-provider.ts) when no STRIPE_SECRET_KEY is configured. Everything else —
 * checkout rows, subscription state, tiers — is ours and runs the same for both.
 */
export interface PaymentProvider {
  readonly kind: 'stripe' | 'test'
  /** A customer for the member; called once per member (the id is stored on the user row). */
  createCustomer(member: { id: number; email: string; name: string }): Promise<string>
  /** A subscription-mode checkout for one price; `url` is where the browser goes. */
  createCheckoutSession(input: CheckoutInput): Promise<{ id: string; url: string }>
  /** The subscription's CURRENT state (events are only triggers to read it). */
  retrieveSubscription(subscriptionId: string): Promise<SubscriptionSnapshot>
  /**
   * Ends the subscription at once (account deletion, docs/privacy.md); nothing when it is
   * already over. Throws ProviderUnavailableError when the provider cannot be reached.
   */
  cancelSubscription(subscriptionId: string): Promise<void>
  /** A billing-portal page where the member manages or cancels the subscription. */
  createPortalSession(customerId: string, returnUrl: string): Promise<string>
  /** Verifies the signature over the RAW body and reads the event; throws WebhookSignatureError. */
  readWebhookEvent(rawBody: string, signature: string | undefined): PaymentEvent
}

export interface CheckoutInput {
  userId: number
  customerId: string
  priceId: string
  tier: PaidTier
  successUrl: string
  cancelUrl: string
}

/** What we keep of a subscription: enough to set the tier and the subscriptions row. */
export interface SubscriptionSnapshot {
  id: string
  customerId: string
  priceId: string
  /** The provider's status: active, trialing, past_due, canceled, incomplete, unpaid, … */
  status: string
  currentPeriodStart: Date | null
  currentPeriodEnd: Date | null
  canceledAt: Date | null
  /** The member id put in the subscription's metadata at checkout, when present. */
  userId: number | null
}

/** A verified provider event, reduced to the ids it points at. */
export interface PaymentEvent {
  id: string
  type: string
  subscriptionId: string | null
  checkoutSessionId: string | null
}

export class WebhookSignatureError extends Error {}

/** The provider could not be reached or answered an error: the caller should retry later. */
export class ProviderUnavailableError extends Error {}
