import type { StripeHttp, StripeSubscriptionView } from '../payments/stripe-provider.ts'

/** Stripe's HTTP API, faked at the port: an in-memory account (third-party HTTP is all we mock). */
export class FakeStripeHttp implements StripeHttp {
  constructor(private readonly now: Date) {}

  subscriptions = new Map<string, StripeSubscriptionView>()
  customerCalls: string[] = []
  checkoutCalls: Parameters<StripeHttp['createCheckoutSession']>[0][] = []
  failRetrieve = false
  cancelCalls: string[] = []

  async createCustomer(_params: unknown, idempotencyKey: string) {
    this.customerCalls.push(idempotencyKey)
    return { id: `cus_${idempotencyKey}` }
  }
  async createCheckoutSession(params: Parameters<StripeHttp['createCheckoutSession']>[0]) {
    this.checkoutCalls.push(params)
    const id = `cs_fake_${this.checkoutCalls.length}`
    return { id, url: `https://checkout.stripe.com/c/pay/${id}` }
  }
  async retrieveSubscription(id: string) {
    if (this.failRetrieve) throw new Error('Stripe is down')
    const found = this.subscriptions.get(id)
    if (!found) throw new Error(`No such subscription: '${id}'`)
    return structuredClone(found)
  }
  async cancelSubscription(id: string) {
    this.cancelCalls.push(id)
    const found = this.subscriptions.get(id)
    if (!found) throw new Error(`No such subscription: '${id}'`)
    found.status = 'canceled'
    return { id, status: found.status }
  }
  async createPortalSession(params: { customer: string; return_url: string }) {
    return { url: `https://billing.stripe.com/p/session/${params.customer}` }
  }

  /** Sets the subscription's current state on the "Stripe side". */
  setSubscription(
    id: string,
    customer: string,
    price: string,
    status: string,
    canceledAt?: number,
  ) {
    const start = Math.floor(this.now.getTime() / 1000)
    this.subscriptions.set(id, {
      id,
      status,
      customer,
      canceled_at: canceledAt ?? null,
      metadata: {},
      items: {
        data: [
          {
            price: { id: price },
            current_period_start: start,
            current_period_end: start + 2592000,
          },
        ],
      },
    })
  }
}
