import Stripe from 'stripe'
import {
  ProviderUnavailableError,
  WebhookSignatureError,
  type CheckoutInput,
  type PaymentEvent,
  type PaymentProvider,
  type SubscriptionSnapshot,
} from './port.ts'

/** The part of a Stripe subscription we read (Stripe.Subscription satisfies it). */
export interface StripeSubscriptionView {
  id: string
  status: string
  customer: string | { id: string }
  canceled_at: number | null
  metadata: Record<string, string>
  items: {
    data: Array<{
      price: { id: string }
      current_period_start: number
      current_period_end: number
    }>
  }
}

/**
 * The Stripe HTTP calls we make — the one thing tests replace (third-party HTTP). Signature
 * checking is not HTTP and always runs for real through the SDK.
 */
export interface StripeHttp {
  createCustomer(
    params: { email: string; name: string; metadata: Record<string, string> },
    idempotencyKey: string,
  ): Promise<{ id: string }>
  createCheckoutSession(params: {
    mode: 'subscription'
    customer: string
    line_items: Array<{ price: string; quantity: number }>
    success_url: string
    cancel_url: string
    client_reference_id: string
    metadata: Record<string, string>
    subscription_data: { metadata: Record<string, string> }
  }): Promise<{ id: string; url: string | null }>
  retrieveSubscription(id: string): Promise<StripeSubscriptionView>
  cancelSubscription(id: string): Promise<{ id: string; status: string }>
  createPortalSession(params: { customer: string; return_url: string }): Promise<{ url: string }>
}

/** StripeHttp over the official SDK client. */
export function stripeHttpFrom(client: Stripe): StripeHttp {
  return {
    createCustomer: (params, idempotencyKey) => client.customers.create(params, { idempotencyKey }),
    createCheckoutSession: (params) => client.checkout.sessions.create(params),
    retrieveSubscription: (id) => client.subscriptions.retrieve(id),
    cancelSubscription: (id) => client.subscriptions.cancel(id),
    createPortalSession: (params) => client.billingPortal.sessions.create(params),
  }
}

const toDate = (seconds: number | null | undefined) =>
  seconds === null || seconds === undefined ? null : new Date(seconds * 1000)

/** The id an event's object points at, whatever the object (subscription, session, invoice). */
function referencedId(value: unknown): string | null {
  if (typeof value === 'string') return value
  if (value && typeof value === 'object' && 'id' in value && typeof value.id === 'string') {
    return value.id
  }
  return null
}

function subscriptionIdOf(type: string, object: Record<string, unknown>): string | null {
  if (type.startsWith('customer.subscription.')) return referencedId(object.id)
  if (type.startsWith('checkout.session.')) return referencedId(object.subscription)
  if (type.startsWith('invoice.')) {
    const parent = object.parent as { subscription_details?: { subscription?: unknown } } | null
    return referencedId(parent?.subscription_details?.subscription ?? object.subscription)
  }
  return null
}

/** Stripe's statuses of a subscription that is over and cannot be cancelled again. */
const ENDED_STATUSES: readonly string[] = ['canceled', 'incomplete_expired']

export class StripeProvider implements PaymentProvider {
  readonly kind = 'stripe'
  private readonly sdk: Stripe

  constructor(
    secretKey: string,
    private readonly webhookSecret: string | undefined,
    private readonly http: StripeHttp = stripeHttpFrom(new Stripe(secretKey)),
  ) {
    this.sdk = new Stripe(secretKey)
  }

  async createCustomer(member: { id: number; email: string; name: string }) {
    const customer = await this.http.createCustomer(
      { email: member.email, name: member.name, metadata: { userId: String(member.id) } },
      // Two racing first checkouts of one member get the same Stripe customer.
      `customer-for-member-${member.id}`,
    )
    return customer.id
  }

  async createCheckoutSession(input: CheckoutInput) {
    const metadata = { userId: String(input.userId), tier: input.tier }
    const session = await this.http.createCheckoutSession({
      mode: 'subscription',
      customer: input.customerId,
      line_items: [{ price: input.priceId, quantity: 1 }],
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
      client_reference_id: String(input.userId),
      metadata,
      subscription_data: { metadata },
    })
    if (!session.url)
      throw new Error(`Stripe returned checkout session ${session.id} without a url`)
    return { id: session.id, url: session.url }
  }

  async retrieveSubscription(subscriptionId: string): Promise<SubscriptionSnapshot> {
    const sub = await this.http.retrieveSubscription(subscriptionId)
    const item = sub.items.data[0]
    const userId = Number(sub.metadata.userId)
    return {
      id: sub.id,
      customerId: referencedId(sub.customer) ?? '',
      priceId: item?.price.id ?? '',
      status: sub.status,
      currentPeriodStart: toDate(item?.current_period_start),
      currentPeriodEnd: toDate(item?.current_period_end),
      canceledAt: toDate(sub.canceled_at),
      userId: Number.isInteger(userId) && userId > 0 ? userId : null,
    }
  }

  async cancelSubscription(subscriptionId: string) {
    try {
      const current = await this.http.retrieveSubscription(subscriptionId)
      // Stripe refuses to cancel a subscription twice: one that has ended is left as it is.
      if (ENDED_STATUSES.includes(current.status)) return
      await this.http.cancelSubscription(subscriptionId)
    } catch (error) {
      throw new ProviderUnavailableError(
        `Stripe could not cancel subscription ${subscriptionId}: ${String(error)}`,
      )
    }
  }

  async createPortalSession(customerId: string, returnUrl: string) {
    const session = await this.http.createPortalSession({
      customer: customerId,
      return_url: returnUrl,
    })
    return session.url
  }

  readWebhookEvent(rawBody: string, signature: string | undefined): PaymentEvent {
    if (!this.webhookSecret) throw new WebhookSignatureError('STRIPE_WEBHOOK_SECRET is not set')
    if (!signature) throw new WebhookSignatureError('Missing Stripe-Signature header')
    let event: Stripe.Event
    try {
      event = this.sdk.webhooks.constructEvent(rawBody, signature, this.webhookSecret)
    } catch {
      throw new WebhookSignatureError('Invalid Stripe signature')
    }
    const object = event.data.object as unknown as Record<string, unknown>
    return {
      id: event.id,
      type: event.type,
      subscriptionId: subscriptionIdOf(event.type, object),
      checkoutSessionId: event.type.startsWith('checkout.session.')
        ? referencedId(object.id)
        : null,
    }
  }
}
