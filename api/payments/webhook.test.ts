import { eq } from 'drizzle-orm'
import Stripe from 'stripe'
import { beforeEach, describe, expect, it } from 'vitest'
import { CreateCheckoutSessionResponseSchema } from '#shared/schemas/subscription.ts'
import { checkoutSessions, stripeEvents, subscriptions, users } from '../db/schema.ts'
import { consumeAllowance } from '../membership/allowance.ts'
import { insertMember, sessionCookie } from '../testing/members.ts'
import { jsonHeaders, testApp, testConfig } from '../testing/test-app.ts'
import { useTestDatabase } from '../testing/test-db.ts'
import { FakeStripeHttp } from '../testing/fake-stripe.ts'
import { StripeProvider } from './stripe-provider.ts'

const database = useTestDatabase()
const now = new Date('2026-11-18T12:00:00Z')
const WEBHOOK_SECRET = 'whsec_test_secret'
const config = testConfig({
  STRIPE_SECRET_KEY: 'sk_test_not_a_real_key',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_PRICE_PREMIUM: 'price_premium',
  STRIPE_PRICE_VERIFIED: 'price_verified',
})
/** The SDK, used only for its own test-header helper (no network). */
const sdk = new Stripe('sk_test_not_a_real_key')

let stripe: FakeStripeHttp
let app: ReturnType<typeof testApp>['app']

beforeEach(async () => {
  await database.reset()
  stripe = new FakeStripeHttp(now)
  const payments = new StripeProvider('sk_test_not_a_real_key', WEBHOOK_SECRET, stripe)
  app = testApp(database.db, { config, clock: () => now, payments }).app
})

/** An event as Stripe sends it; `object` is the event's data.object. */
function eventPayload(id: string, type: string, object: Record<string, unknown>) {
  return JSON.stringify({ id, object: 'event', type, created: 1, data: { object } })
}

function deliver(
  payload: string,
  signature = sdk.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
) {
  // No cookie and no Origin: Stripe calls the public webhook route server to server.
  return app.request('/api/subscription/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    body: payload,
  })
}

const memberRow = async (id: number) =>
  (await database.db.select().from(users).where(eq(users.id, id)))[0]!
const subscriptionRows = () => database.db.select().from(subscriptions)

async function customer(tier: 'free' | 'premium' | 'verified' = 'free') {
  const member = await insertMember(database.db, { membershipTier: tier })
  const customerId = `cus_member_${member.id}`
  await database.db
    .update(users)
    .set({ stripeCustomerId: customerId })
    .where(eq(users.id, member.id))
  return { member, customerId }
}

describe('POST /api/subscription/webhook (Stripe)', () => {
  it('refuses a bad signature with 400 and changes nothing', async () => {
    const { member, customerId } = await customer()
    stripe.setSubscription('sub_1', customerId, 'price_premium', 'active')
    const payload = eventPayload('evt_bad', 'customer.subscription.created', { id: 'sub_1' })
    const forged = sdk.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' })
    for (const signature of [forged, 't=1,v1=deadbeef', '']) {
      const response = await deliver(payload, signature)
      expect(response.status).toBe(400)
      expect((await response.json()).message).toMatch(/signature/i)
    }
    // A correctly signed body that was altered afterwards.
    const signed = sdk.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })
    const tampered = payload.replace('evt_bad', 'evt_bad2')
    expect((await deliver(tampered, signed)).status).toBe(400)

    expect(await database.db.select().from(stripeEvents)).toHaveLength(0)
    expect(await subscriptionRows()).toHaveLength(0)
    expect((await memberRow(member.id)).membershipTier).toBe('free')
  })

  it('applies the same event delivered five times at once exactly once', async () => {
    const { member, customerId } = await customer()
    stripe.setSubscription('sub_1', customerId, 'price_premium', 'active')
    const payload = eventPayload('evt_once', 'customer.subscription.created', { id: 'sub_1' })
    const responses = await Promise.all(Array.from({ length: 5 }, () => deliver(payload)))
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200])
    const bodies = await Promise.all(responses.map((r) => r.json()))
    expect(bodies.filter((b) => b.applied === true)).toHaveLength(1)
    expect(bodies.filter((b) => b.applied === false)).toHaveLength(4)
    expect(await database.db.select().from(stripeEvents)).toEqual([
      expect.objectContaining({ id: 'evt_once', type: 'customer.subscription.created' }),
    ])
    expect(await subscriptionRows()).toHaveLength(1)
    expect((await memberRow(member.id)).membershipTier).toBe('premium')

    // A later repeat is a 200 no-op even if it would now read a different state.
    stripe.setSubscription('sub_1', customerId, 'price_premium', 'canceled')
    const repeat = await deliver(payload)
    expect(await repeat.json()).toEqual({ received: true, applied: false })
    expect((await memberRow(member.id)).membershipTier).toBe('premium')
  })

  it('converges to active when updated arrives before created', async () => {
    const { member, customerId } = await customer()
    // Stripe's current state: active premium. The created event's own payload is stale.
    stripe.setSubscription('sub_2', customerId, 'price_verified', 'active')
    const updated = eventPayload('evt_updated', 'customer.subscription.updated', {
      id: 'sub_2',
      status: 'active',
    })
    const created = eventPayload('evt_created', 'customer.subscription.created', {
      id: 'sub_2',
      status: 'incomplete',
    })
    expect((await deliver(updated)).status).toBe(200)
    expect((await deliver(created)).status).toBe(200)
    const [row] = await subscriptionRows()
    expect(row).toMatchObject({
      stripeSubscriptionId: 'sub_2',
      status: 'active',
      stripePriceId: 'price_verified',
      userId: member.id,
    })
    const user = await memberRow(member.id)
    expect(user.membershipTier).toBe('verified')
    expect(user.subscriptionStatus).toBe('active')
    expect(user.stripeSubscriptionId).toBe('sub_2')
  })

  it('returns the member to free when the subscription is canceled, and limits apply again', async () => {
    const { member, customerId } = await customer()
    stripe.setSubscription('sub_3', customerId, 'price_premium', 'active')
    await deliver(eventPayload('evt_a', 'customer.subscription.created', { id: 'sub_3' }))
    expect((await memberRow(member.id)).membershipTier).toBe('premium')

    const canceledAt = Math.floor(now.getTime() / 1000) + 60
    stripe.setSubscription('sub_3', customerId, 'price_premium', 'canceled', canceledAt)
    const response = await deliver(
      eventPayload('evt_b', 'customer.subscription.deleted', { id: 'sub_3' }),
    )
    expect(response.status).toBe(200)
    const user = await memberRow(member.id)
    expect(user.membershipTier).toBe('free')
    expect(user.subscriptionStatus).toBe('canceled')
    const [row] = await subscriptionRows()
    expect(row?.status).toBe('canceled')
    expect(row?.canceledAt?.getTime()).toBe(canceledAt * 1000)
    for (let i = 0; i < 25; i++) await consumeAllowance(database.db, member.id, 'like', now)
    expect((await consumeAllowance(database.db, member.id, 'like', now)).allowed).toBe(false)
  })

  it('does not record an event whose subscription cannot be read (503), so the retry applies it', async () => {
    const { member, customerId } = await customer()
    stripe.setSubscription('sub_4', customerId, 'price_premium', 'active')
    const payload = eventPayload('evt_retry', 'customer.subscription.updated', { id: 'sub_4' })
    stripe.failRetrieve = true
    expect((await deliver(payload)).status).toBe(503)
    expect(await database.db.select().from(stripeEvents)).toHaveLength(0)
    stripe.failRetrieve = false
    expect(await (await deliver(payload)).json()).toEqual({ received: true, applied: true })
    expect((await memberRow(member.id)).membershipTier).toBe('premium')
  })

  it('converges when created, updated and invoice.paid for one subscription arrive at once', async () => {
    const { member, customerId } = await customer()
    stripe.setSubscription('sub_6', customerId, 'price_premium', 'active')
    const responses = await Promise.all([
      deliver(eventPayload('evt_c', 'customer.subscription.created', { id: 'sub_6' })),
      deliver(eventPayload('evt_u', 'customer.subscription.updated', { id: 'sub_6' })),
      deliver(
        eventPayload('evt_i', 'invoice.paid', {
          id: 'in_1',
          parent: { subscription_details: { subscription: 'sub_6' } },
        }),
      ),
    ])
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200])
    expect(await database.db.select().from(stripeEvents)).toHaveLength(3)
    expect(await subscriptionRows()).toEqual([
      expect.objectContaining({ stripeSubscriptionId: 'sub_6', status: 'active' }),
    ])
    expect((await memberRow(member.id)).membershipTier).toBe('premium')
  })

  it('reads the subscription an invoice event points at', async () => {
    const { member, customerId } = await customer()
    stripe.setSubscription('sub_7', customerId, 'price_verified', 'active')
    const invoice = eventPayload('evt_inv', 'invoice.paid', {
      id: 'in_2',
      parent: { subscription_details: { subscription: 'sub_7' } },
    })
    expect((await deliver(invoice)).status).toBe(200)
    expect((await memberRow(member.id)).membershipTier).toBe('verified')
  })

  it('ignores a subscription of a customer it does not know, and unrelated events', async () => {
    stripe.setSubscription('sub_5', 'cus_stranger', 'price_premium', 'active')
    const response = await deliver(
      eventPayload('evt_x', 'customer.subscription.created', { id: 'sub_5' }),
    )
    expect(response.status).toBe(200)
    expect(await subscriptionRows()).toHaveLength(0)
    const other = await deliver(eventPayload('evt_y', 'customer.created', { id: 'cus_1' }))
    expect(await other.json()).toEqual({ received: true, applied: true })
  })
})

describe('Stripe checkout, from session to tier', () => {
  it('creates the customer once, a subscription-mode session, and the completed event sets the tier', async () => {
    const member = await insertMember(database.db)
    const cookie = await sessionCookie(database.db, member.id, now)
    const headers = { ...jsonHeaders(cookie), origin: 'http://localhost' }
    const start = async () => {
      const response = await app.request('/api/subscription/create-checkout-session', {
        method: 'POST',
        headers,
        body: JSON.stringify({ userId: member.id, priceId: 'price_premium', tier: 'premium' }),
      })
      expect(response.status).toBe(200)
      return CreateCheckoutSessionResponseSchema.parse(await response.json())
    }
    const first = await start()
    await start()
    expect(first).toEqual({
      sessionId: 'cs_fake_1',
      checkoutUrl: 'https://checkout.stripe.com/c/pay/cs_fake_1',
    })
    expect(stripe.customerCalls).toHaveLength(1)
    const customerId = (await memberRow(member.id)).stripeCustomerId!
    expect(stripe.checkoutCalls[0]).toMatchObject({
      mode: 'subscription',
      customer: customerId,
      line_items: [{ price: 'price_premium', quantity: 1 }],
      success_url: 'http://localhost/subscription/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost/subscription/canceled',
      metadata: { userId: String(member.id), tier: 'premium' },
    })

    const wrongPrice = await app.request('/api/subscription/create-checkout-session', {
      method: 'POST',
      headers,
      body: JSON.stringify({ userId: member.id, priceId: 'price_verified', tier: 'premium' }),
    })
    expect(wrongPrice.status).toBe(400)
    expect(stripe.checkoutCalls).toHaveLength(2)

    stripe.setSubscription('sub_9', customerId, 'price_premium', 'active')
    const completed = eventPayload('evt_done', 'checkout.session.completed', {
      id: 'cs_fake_1',
      object: 'checkout.session',
      subscription: 'sub_9',
    })
    expect((await deliver(completed)).status).toBe(200)
    expect((await memberRow(member.id)).membershipTier).toBe('premium')
    const [session] = await database.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, 'cs_fake_1'))
    expect(session).toMatchObject({ status: 'complete', stripeSubscriptionId: 'sub_9' })
    const lookup = await app.request('/api/subscription/session/cs_fake_1', { headers: { cookie } })
    expect(await lookup.json()).toEqual({ metadata: { tier: 'premium' } })

    const portal = await app.request('/api/subscription/portal', { method: 'POST', headers })
    expect(await portal.json()).toEqual({
      url: `https://billing.stripe.com/p/session/${customerId}`,
    })
  })
})
