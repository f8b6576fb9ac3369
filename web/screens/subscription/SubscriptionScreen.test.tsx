import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { MembershipStats } from '#shared/schemas/membership.ts'
import { db } from '../../data/db.ts'
import { reply, unreachable, type FakeApi } from '../../data/testing/fake-api.ts'
import { demoMember, memberOnPlan } from '../../test/member-device.ts'
import { renderApp } from '../../test/render.tsx'

const premiumStats: MembershipStats = {
  tier: 'premium',
  limits: { dailyLikes: -1, dailyMessages: -1, weeklySuperlikes: 5, monthlyBoosts: 1 },
  usage: { likesToday: 31, messagesToday: 2, superlikesThisWeek: 1, boostsThisMonth: 0 },
}
const freeStats: MembershipStats = {
  tier: 'free',
  limits: { dailyLikes: 25, dailyMessages: 5, weeklySuperlikes: 1, monthlyBoosts: 0 },
  usage: { likesToday: 25, messagesToday: 3, superlikesThisWeek: 0, boostsThisMonth: 0 },
}

const STATS = `GET /api/membership/stats/${demoMember.id}`
const CHECKOUT = 'POST /api/subscription/create-checkout-session'
const BOOST = 'POST /api/membership/boost'

let server: FakeApi
beforeEach(async () => {
  server = await memberOnPlan('free')
})

/** The body of the one request made to `route`. */
function sentTo(route: string) {
  const requests = server.requestsTo(route)
  expect(requests).toHaveLength(1)
  return requests[0]!.body
}

const usageRow = (label: string) => screen.getByText(label).closest('li')!

describe('/subscription', () => {
  it('shows used/limit with ∞ for unlimited, and disables the current plan', async () => {
    server.on(STATS, premiumStats)
    renderApp('/subscription')
    expect(await screen.findByText('Loading membership information...')).toBeTruthy()
    expect(await screen.findByText('Current plan: Premium')).toBeTruthy()
    expect(within(usageRow('Likes today')).getByText('31/∞')).toBeTruthy()
    expect(within(usageRow('Messages today')).getByText('2/∞')).toBeTruthy()
    expect(within(usageRow('Super likes this week')).getByText('1/5')).toBeTruthy()
    expect(within(usageRow('Boosts this month')).getByText('0/1')).toBeTruthy()
    // Unlimited allowances have no bar to fill; limited ones do.
    expect(within(usageRow('Likes today')).queryByRole('progressbar')).toBeNull()
    expect(within(usageRow('Super likes this week')).getByRole('progressbar')).toBeTruthy()

    const premiumCard = screen.getByRole('listitem', { name: /^Premium/ })
    const current = within(premiumCard).getByRole('button', { name: 'Current Plan' })
    expect((current as HTMLButtonElement).disabled).toBe(true)
    expect(within(premiumCard).getByText('Most Popular')).toBeTruthy()
    const verifiedCard = screen.getByRole('listitem', { name: 'Verified Orthodox' })
    const upgrade = within(verifiedCard).getByRole('button', {
      name: 'Upgrade to Verified Orthodox',
    })
    expect((upgrade as HTMLButtonElement).disabled).toBe(false)
    expect(screen.getByRole('button', { name: 'Manage Subscription' })).toBeTruthy()
    expect(screen.getByRole('table', { name: 'Feature comparison' })).toBeTruthy()
  })

  it('shows no bar for an allowance the plan does not include (a free member’s 0/0 boosts)', async () => {
    server.on(STATS, freeStats)
    renderApp('/subscription')
    expect(await screen.findByText('Current plan: Free')).toBeTruthy()
    expect(within(usageRow('Boosts this month')).getByText('0/0')).toBeTruthy()
    expect(within(usageRow('Boosts this month')).queryByRole('progressbar')).toBeNull()
    // A limit used up still shows its full bar.
    const likes = within(usageRow('Likes today'))
    expect(likes.getByText('25/25')).toBeTruthy()
    expect(likes.getByRole('progressbar').getAttribute('value')).toBe('100')
  })

  it('shows Free Forever, and starts the checkout with the tier’s price id', async () => {
    server.on(STATS, freeStats)
    server.on('GET /api/subscription/plans', [
      {
        tier: 'premium',
        priceCents: 999,
        currency: 'usd',
        priceId: 'price_p',
        limits: premiumStats.limits,
      },
    ])
    server.on(CHECKOUT, {
      sessionId: 'cs_1',
      checkoutUrl: '/subscription/test-checkout?session_id=cs_1',
    })
    server.on('GET /api/checkout/test-sessions/cs_1', {
      id: 'cs_1',
      tier: 'premium',
      priceCents: 999,
      currency: 'usd',
      status: 'open',
      noCardCharged: true,
      notice: 'Test mode.',
    })
    const { user } = renderApp('/subscription')
    const freeCard = await screen.findByRole('listitem', { name: 'Free' })
    expect(within(freeCard).getByText('Free Forever')).toBeTruthy()
    expect(
      (within(freeCard).getByRole('button', { name: 'Current Plan' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true)
    expect(within(usageRow('Likes today')).getByText('25/25')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Manage Subscription' })).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Upgrade to Premium' }))
    expect(
      await screen.findByText(
        'This is a test checkout: no card is charged and no payment is taken.',
      ),
    ).toBeTruthy()
    expect(window.location.pathname).toBe('/subscription/test-checkout')
    expect(sentTo(CHECKOUT)).toEqual({
      userId: demoMember.id,
      priceId: 'price_p',
      tier: 'premium',
    })
  })

  it('says the checkout could not start when the server refuses', async () => {
    server.on(STATS, freeStats)
    server.on('GET /api/subscription/plans', reply(500, { message: 'boom', code: 'internal' }))
    const { user } = renderApp('/subscription')
    await user.click(await screen.findByRole('button', { name: 'Upgrade to Verified Orthodox' }))
    expect(await screen.findByText('Subscription Error')).toBeTruthy()
    expect(screen.getByText('Failed to start subscription process. Please try again.')).toBeTruthy()
  })

  it('boosts the profile for 24 hours and says so', async () => {
    server.on(STATS, premiumStats)
    server.on(BOOST, { startTime: '2026-11-22T12:00:00.000Z', endTime: '2026-11-23T12:00:00.000Z' })
    const { user } = renderApp('/subscription')
    await user.click(await screen.findByRole('button', { name: 'Boost My Profile' }))
    expect(await screen.findByText('Profile Boosted!')).toBeTruthy()
    expect(
      screen.getByText(
        'Your profile is shown first to members browsing profiles for the next 24 hours.',
      ),
    ).toBeTruthy()
    expect(sentTo(BOOST)).toMatchObject({
      userId: demoMember.id,
      durationHours: 24,
    })
  })

  it('opens the upgrade prompt when the month has no boost left', async () => {
    server.on(STATS, freeStats)
    server.on(BOOST, reply(403, { message: 'Monthly boost limit reached', code: 'limit_reached' }))
    const { user } = renderApp('/subscription')
    await user.click(await screen.findByRole('button', { name: 'Boost My Profile' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByRole('heading', { name: 'Upgrade Required' })).toBeTruthy()
    expect(screen.queryByText('Profile Boosted!')).toBeNull()
  })

  it('says the boost failed on any other refusal', async () => {
    server.on(STATS, premiumStats)
    server.on(BOOST, reply(500, { message: 'boom', code: 'internal' }))
    const { user } = renderApp('/subscription')
    await user.click(await screen.findByRole('button', { name: 'Boost My Profile' }))
    expect(await screen.findByText('Failed to boost profile. Please try again.')).toBeTruthy()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('shows the cached stats when the server cannot be reached', async () => {
    await db.membership.put({ key: 'current', ...freeStats, fetchedAt: 1 })
    server.on(STATS, unreachable)
    renderApp('/subscription')
    expect(await screen.findByText('Current plan: Free')).toBeTruthy()
    expect(within(usageRow('Likes today')).getByText('25/25')).toBeTruthy()
  })
})

describe('/subscription/success', () => {
  it('names the plan bought, with Start Exploring and Manage Subscription', async () => {
    server.on('GET /api/subscription/session/cs_9', { metadata: { tier: 'verified' } })
    server.on(STATS, premiumStats)
    server.signIn({ ...demoMember, membershipTier: 'verified' })
    renderApp('/subscription/success?session_id=cs_9')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Subscription Successful!' }),
    ).toBeTruthy()
    expect(screen.getByText('Your Verified Orthodox benefits')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Start Exploring' }).getAttribute('href')).toBe('/')
    expect(screen.getByRole('link', { name: 'Manage Subscription' }).getAttribute('href')).toBe(
      '/settings',
    )
  })

  it('shows the error state when the session cannot be verified', async () => {
    server.on(
      'GET /api/subscription/session/cs_bad',
      reply(404, { message: 'Not found', code: 'not_found' }),
    )
    renderApp('/subscription/success?session_id=cs_bad')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Subscription Error' }),
    ).toBeTruthy()
    expect(
      screen.getByText('Unable to verify your subscription. Please contact support.'),
    ).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Return Home' }).getAttribute('href')).toBe('/')
  })
})
