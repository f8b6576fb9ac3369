import { configure, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { MembershipStats } from '#shared/schemas/membership.ts'
import { db } from '../../data/db.ts'
import { demoMember, setSession } from '../../test/mock-session.ts'
import { renderApp } from '../../test/render.tsx'

vi.mock('../../data/session.ts', () => import('../../test/mock-session.ts'))
vi.mock('../../data/outbox.ts', () => import('../../test/mock-outbox.ts'))
vi.mock('../../data/device-settings.ts', () => import('../../test/mock-device-settings.ts'))
vi.mock('../../pwa/OfflineBanner.tsx', () => import('../../test/mock-pwa.tsx'))
vi.mock('../../pwa/UpdatePrompt.tsx', () => import('../../test/mock-pwa.tsx'))

// Screens are lazy chunks: the first render of a file may take longer than the 1 s default.
configure({ asyncUtilTimeout: 5000 })

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

type Route = (init: RequestInit | undefined) => { status: number; body: unknown }
const routes = new Map<string, Route>()
const seen: { method: string; path: string; body: unknown }[] = []

function answer(path: string, route: Route) {
  routes.set(path, route)
}

beforeEach(async () => {
  await db.membership.clear()
  routes.clear()
  seen.length = 0
  setSession({ status: 'signed-in', member: { ...demoMember, membershipTier: 'free' } })
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname
      seen.push({
        method: init?.method ?? 'GET',
        path,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : null,
      })
      const route = routes.get(path)
      const { status, body } = route ? route(init) : { status: 404, body: { message: 'Not found' } }
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      })
    }),
  )
})
afterEach(() => vi.unstubAllGlobals())

const usageRow = (label: string) => screen.getByText(label).closest('li')!

describe('/subscription', () => {
  it('shows used/limit with ∞ for unlimited, and disables the current plan', async () => {
    answer(`/api/membership/stats/${demoMember.id}`, () => ({ status: 200, body: premiumStats }))
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
    answer(`/api/membership/stats/${demoMember.id}`, () => ({ status: 200, body: freeStats }))
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
    answer(`/api/membership/stats/${demoMember.id}`, () => ({ status: 200, body: freeStats }))
    answer('/api/subscription/plans', () => ({
      status: 200,
      body: [
        {
          tier: 'premium',
          priceCents: 999,
          currency: 'usd',
          priceId: 'price_p',
          limits: premiumStats.limits,
        },
      ],
    }))
    answer('/api/subscription/create-checkout-session', () => ({
      status: 200,
      body: { sessionId: 'cs_1', checkoutUrl: '/subscription/test-checkout?session_id=cs_1' },
    }))
    answer('/api/checkout/test-sessions/cs_1', () => ({
      status: 200,
      body: {
        id: 'cs_1',
        tier: 'premium',
        priceCents: 999,
        currency: 'usd',
        status: 'open',
        noCardCharged: true,
        notice: 'Test mode.',
      },
    }))
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
    expect(seen.find((r) => r.path === '/api/subscription/create-checkout-session')?.body).toEqual({
      userId: demoMember.id,
      priceId: 'price_p',
      tier: 'premium',
    })
  })

  it('says the checkout could not start when the server refuses', async () => {
    answer(`/api/membership/stats/${demoMember.id}`, () => ({ status: 200, body: freeStats }))
    answer('/api/subscription/plans', () => ({ status: 500, body: { message: 'boom' } }))
    const { user } = renderApp('/subscription')
    await user.click(await screen.findByRole('button', { name: 'Upgrade to Verified Orthodox' }))
    expect(await screen.findByText('Subscription Error')).toBeTruthy()
    expect(screen.getByText('Failed to start subscription process. Please try again.')).toBeTruthy()
  })

  it('boosts the profile for 24 hours and says so', async () => {
    answer(`/api/membership/stats/${demoMember.id}`, () => ({ status: 200, body: premiumStats }))
    answer('/api/membership/boost', () => ({
      status: 200,
      body: { startTime: '2026-11-22T12:00:00.000Z', endTime: '2026-11-23T12:00:00.000Z' },
    }))
    const { user } = renderApp('/subscription')
    await user.click(await screen.findByRole('button', { name: 'Boost My Profile' }))
    expect(await screen.findByText('Profile Boosted!')).toBeTruthy()
    expect(
      screen.getByText(
        'Your profile is shown first to members browsing profiles for the next 24 hours.',
      ),
    ).toBeTruthy()
    expect(seen.find((r) => r.path === '/api/membership/boost')?.body).toMatchObject({
      userId: demoMember.id,
      durationHours: 24,
    })
  })

  it('opens the upgrade prompt when the month has no boost left', async () => {
    answer(`/api/membership/stats/${demoMember.id}`, () => ({ status: 200, body: freeStats }))
    answer('/api/membership/boost', () => ({
      status: 403,
      body: { message: 'Monthly boost limit reached', code: 'limit_reached' },
    }))
    const { user } = renderApp('/subscription')
    await user.click(await screen.findByRole('button', { name: 'Boost My Profile' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByRole('heading', { name: 'Upgrade Required' })).toBeTruthy()
    expect(screen.queryByText('Profile Boosted!')).toBeNull()
  })

  it('says the boost failed on any other refusal', async () => {
    answer(`/api/membership/stats/${demoMember.id}`, () => ({ status: 200, body: premiumStats }))
    answer('/api/membership/boost', () => ({ status: 500, body: { message: 'boom' } }))
    const { user } = renderApp('/subscription')
    await user.click(await screen.findByRole('button', { name: 'Boost My Profile' }))
    expect(await screen.findByText('Failed to boost profile. Please try again.')).toBeTruthy()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('shows the cached stats when the server cannot be reached', async () => {
    await db.membership.put({ key: 'current', ...freeStats, fetchedAt: 1 })
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    )
    renderApp('/subscription')
    expect(await screen.findByText('Current plan: Free')).toBeTruthy()
    expect(within(usageRow('Likes today')).getByText('25/25')).toBeTruthy()
  })
})

describe('/subscription/success', () => {
  it('names the plan bought, with Start Exploring and Manage Subscription', async () => {
    answer('/api/subscription/session/cs_9', () => ({
      status: 200,
      body: { metadata: { tier: 'verified' } },
    }))
    answer(`/api/membership/stats/${demoMember.id}`, () => ({ status: 200, body: premiumStats }))
    answer('/api/auth/user', () => ({ status: 401, body: { message: 'Not signed in' } }))
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
    answer('/api/subscription/session/cs_bad', () => ({
      status: 404,
      body: { message: 'Not found' },
    }))
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
