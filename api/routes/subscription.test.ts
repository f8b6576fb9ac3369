import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  CheckoutSessionLookupSchema,
  CreateCheckoutSessionResponseSchema,
  PlanListSchema,
  TestCheckoutSessionSchema,
} from '#shared/schemas/subscription.ts'
import { checkoutSessions, subscriptions, users } from '../db/schema.ts'
import { consumeAllowance } from '../membership/allowance.ts'
import { TEST_PRICE_IDS } from '../payments/prices.ts'
import { insertMember, sessionCookie } from '../testing/members.ts'
import { jsonHeaders, testApp, testConfig } from '../testing/test-app.ts'
import { useTestDatabase } from '../testing/test-db.ts'

const database = useTestDatabase()
const now = new Date('2026-11-18T12:00:00Z')

beforeEach(() => database.reset())

/** A signed-in member against the app with NO Stripe keys: the built-in test checkout. */
async function signedIn(overrides: Parameters<typeof insertMember>[1] = {}) {
  const member = await insertMember(database.db, overrides)
  const cookie = await sessionCookie(database.db, member.id, now)
  const { app } = testApp(database.db, { clock: () => now })
  const post = (path: string, body?: unknown) =>
    app.request(path, {
      method: 'POST',
      headers: { ...jsonHeaders(cookie), origin: 'http://localhost' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
  const get = (path: string) => app.request(path, { headers: { cookie } })
  return { member, post, get }
}

const memberRow = async (id: number) =>
  (await database.db.select().from(users).where(eq(users.id, id)))[0]!

async function startCheckout(
  session: Awaited<ReturnType<typeof signedIn>>,
  tier: 'premium' | 'verified' = 'premium',
) {
  const response = await session.post('/api/subscription/create-checkout-session', {
    userId: session.member.id,
    priceId: TEST_PRICE_IDS[tier],
    tier,
  })
  expect(response.status).toBe(200)
  return CreateCheckoutSessionResponseSchema.parse(await response.json())
}

describe('GET /api/subscription/plans', () => {
  it('lists the paid plans with price id, amount in cents and currency', async () => {
    const { get } = await signedIn()
    const plans = PlanListSchema.parse(await (await get('/api/subscription/plans')).json())
    expect(
      plans.map(({ tier, priceCents, currency, priceId }) => ({
        tier,
        priceCents,
        currency,
        priceId,
      })),
    ).toEqual([
      { tier: 'premium', priceCents: 999, currency: 'usd', priceId: 'price_test_premium_monthly' },
      {
        tier: 'verified',
        priceCents: 1999,
        currency: 'usd',
        priceId: 'price_test_verified_monthly',
      },
    ])
    expect(plans[0]!.limits.dailyLikes).toBe(-1)
  })

  it('uses the configured Stripe price ids when set', async () => {
    const member = await insertMember(database.db)
    const cookie = await sessionCookie(database.db, member.id, now)
    const { app } = testApp(database.db, {
      config: testConfig({
        STRIPE_PRICE_PREMIUM: 'price_live_p',
        STRIPE_PRICE_VERIFIED: 'price_live_v',
      }),
    })
    const plans = await (
      await app.request('/api/subscription/plans', { headers: { cookie } })
    ).json()
    expect(plans.map((p: { priceId: string }) => p.priceId)).toEqual([
      'price_live_p',
      'price_live_v',
    ])
  })
})

describe('create-checkout-session with the built-in test checkout', () => {
  it('answers a session id and the test checkout url, and creates the customer once', async () => {
    const session = await signedIn()
    const first = await startCheckout(session)
    expect(first.sessionId).toMatch(/^cs_test_/)
    expect(first.checkoutUrl).toBe(`/subscription/test-checkout?session_id=${first.sessionId}`)
    const customer = (await memberRow(session.member.id)).stripeCustomerId
    expect(customer).toBe(`cus_test_${session.member.id}`)
    await startCheckout(session, 'verified')
    expect((await memberRow(session.member.id)).stripeCustomerId).toBe(customer)
    const rows = await database.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.userId, session.member.id))
    expect(rows.map((r) => [r.tier, r.status, r.provider]).sort()).toEqual([
      ['premium', 'open', 'test'],
      ['verified', 'open', 'test'],
    ])
  })

  it('refuses the priceId of another tier with 400 and stores nothing', async () => {
    const session = await signedIn()
    const response = await session.post('/api/subscription/create-checkout-session', {
      userId: session.member.id,
      priceId: TEST_PRICE_IDS.verified,
      tier: 'premium',
    })
    expect(response.status).toBe(400)
    expect((await response.json()).message).toMatch(/^priceId:/)
    expect(await database.db.select().from(checkoutSessions)).toHaveLength(0)
    expect((await memberRow(session.member.id)).stripeCustomerId).toBeNull()
  })

  it('refuses the free tier (400) and another member (403)', async () => {
    const session = await signedIn()
    const free = await session.post('/api/subscription/create-checkout-session', {
      userId: session.member.id,
      priceId: 'anything',
      tier: 'free',
    })
    expect(free.status).toBe(400)
    const other = await session.post('/api/subscription/create-checkout-session', {
      userId: session.member.id + 1,
      priceId: TEST_PRICE_IDS.premium,
      tier: 'premium',
    })
    expect(other.status).toBe(403)
  })
})

describe('GET /api/subscription/session/:sessionId', () => {
  it("answers the tier of the member's own session and 404 for anyone else's", async () => {
    const owner = await signedIn()
    const { sessionId } = await startCheckout(owner, 'verified')
    const own = await owner.get(`/api/subscription/session/${sessionId}`)
    expect(own.status).toBe(200)
    expect(CheckoutSessionLookupSchema.parse(await own.json())).toEqual({
      metadata: { tier: 'verified' },
    })
    const stranger = await signedIn()
    const theirs = await stranger.get(`/api/subscription/session/${sessionId}`)
    expect(theirs.status).toBe(404)
    expect((await stranger.get('/api/subscription/session/cs_test_nope')).status).toBe(404)
    expect((await stranger.get('/api/subscription/session/bad%20id')).status).toBe(400)
  })
})

describe('the built-in test checkout', () => {
  it('describes the session and says no card is charged', async () => {
    const session = await signedIn()
    const { sessionId } = await startCheckout(session)
    const response = await session.get(`/api/checkout/test-sessions/${sessionId}`)
    const page = TestCheckoutSessionSchema.parse(await response.json())
    expect(page).toMatchObject({ tier: 'premium', priceCents: 999, status: 'open' })
    expect(page.notice).toMatch(/no card is charged/i)
  })

  it('completing it makes the member premium through the subscription code: likes become unlimited', async () => {
    const session = await signedIn()
    const id = session.member.id
    for (let i = 0; i < 25; i++) await consumeAllowance(database.db, id, 'like', now)
    expect((await consumeAllowance(database.db, id, 'like', now)).allowed).toBe(false)

    const { sessionId } = await startCheckout(session)
    const done = await session.post(`/api/checkout/test-sessions/${sessionId}/complete`)
    expect(done.status).toBe(200)
    expect(await done.json()).toEqual({
      status: 'complete',
      redirectUrl: `/subscription/success?session_id=${sessionId}`,
    })

    const row = await memberRow(id)
    expect(row.membershipTier).toBe('premium')
    expect(row.subscriptionStatus).toBe('active')
    expect(row.subscriptionEndDate?.toISOString()).toBe('2026-12-18T12:00:00.000Z')
    const [subscription] = await database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, id))
    expect(subscription).toMatchObject({
      stripePriceId: TEST_PRICE_IDS.premium,
      status: 'active',
      stripeSubscriptionId: row.stripeSubscriptionId,
    })
    for (let i = 0; i < 30; i++) {
      expect((await consumeAllowance(database.db, id, 'like', now)).allowed).toBe(true)
    }
    const stats = await (await session.get(`/api/membership/stats/${id}`)).json()
    expect(stats.tier).toBe('premium')
    expect(stats.limits.dailyLikes).toBe(-1)
  })

  it('completes once when paid five times at once', async () => {
    const session = await signedIn()
    const { sessionId } = await startCheckout(session, 'verified')
    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        session.post(`/api/checkout/test-sessions/${sessionId}/complete`),
      ),
    )
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200])
    expect(await database.db.select().from(subscriptions)).toHaveLength(1)
    expect((await memberRow(session.member.id)).membershipTier).toBe('verified')
  })

  it('canceling leaves the member free, and a canceled checkout cannot be paid', async () => {
    const session = await signedIn()
    const { sessionId } = await startCheckout(session)
    const canceled = await session.post(`/api/checkout/test-sessions/${sessionId}/cancel`)
    expect(await canceled.json()).toEqual({
      status: 'canceled',
      redirectUrl: '/subscription/canceled',
    })
    const paid = await session.post(`/api/checkout/test-sessions/${sessionId}/complete`)
    expect(paid.status).toBe(409)
    expect((await memberRow(session.member.id)).membershipTier).toBe('free')
    expect(await database.db.select().from(subscriptions)).toHaveLength(0)
  })

  it("is only the owner's: another member gets 404 and cannot pay it", async () => {
    const owner = await signedIn()
    const { sessionId } = await startCheckout(owner)
    const stranger = await signedIn()
    expect((await stranger.get(`/api/checkout/test-sessions/${sessionId}`)).status).toBe(404)
    const paid = await stranger.post(`/api/checkout/test-sessions/${sessionId}/complete`)
    expect(paid.status).toBe(404)
    expect((await memberRow(owner.member.id)).membershipTier).toBe('free')
    expect((await memberRow(stranger.member.id)).membershipTier).toBe('free')
  })

  it('refuses webhooks when Stripe is not configured (400)', async () => {
    const { app } = testApp(database.db)
    const response = await app.request('/api/subscription/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
      body: JSON.stringify({ id: 'evt_1', object: 'event' }),
    })
    expect(response.status).toBe(400)
    expect(await database.db.select().from(subscriptions)).toHaveLength(0)
  })

  it('cancel from settings ends the test subscription: the member is free again', async () => {
    const session = await signedIn()
    const id = session.member.id
    expect((await session.post('/api/checkout/test-subscription/cancel')).status).toBe(404)
    const { sessionId } = await startCheckout(session)
    await session.post(`/api/checkout/test-sessions/${sessionId}/complete`)
    expect((await memberRow(id)).membershipTier).toBe('premium')
    const response = await session.post('/api/checkout/test-subscription/cancel')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ tier: 'free' })
    const row = await memberRow(id)
    expect(row.membershipTier).toBe('free')
    expect(row.subscriptionStatus).toBe('canceled')
    const [subscription] = await database.db.select().from(subscriptions)
    expect(subscription?.status).toBe('canceled')
    expect(subscription?.canceledAt?.toISOString()).toBe(now.toISOString())
    for (let i = 0; i < 25; i++) await consumeAllowance(database.db, id, 'like', now)
    expect((await consumeAllowance(database.db, id, 'like', now)).allowed).toBe(false)
  })

  it('refuses to sell the plan the member already has (409)', async () => {
    const session = await signedIn({ membershipTier: 'premium' })
    const response = await session.post('/api/subscription/create-checkout-session', {
      userId: session.member.id,
      priceId: TEST_PRICE_IDS.premium,
      tier: 'premium',
    })
    expect(response.status).toBe(409)
    expect(await database.db.select().from(checkoutSessions)).toHaveLength(0)
    await startCheckout(session, 'verified')
  })

  it('points the portal at the built-in test portal, and refuses a member without a customer (400)', async () => {
    const session = await signedIn()
    expect((await session.post('/api/subscription/portal')).status).toBe(400)
    await startCheckout(session)
    const portal = await session.post('/api/subscription/portal')
    expect(await portal.json()).toEqual({ url: '/subscription/test-portal' })
  })
})
