import { renderHook, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { MembershipStats } from '#shared/schemas/membership.ts'
import { runAction } from './actions.ts'
import { db } from './db.ts'
import { refreshMembershipStats, startCheckout, useMembershipStats } from './membership.ts'
import { drainOutbox } from './sync.ts'
import { memberFixture, resetDevice } from './testing/member.ts'

const stats = (likesToday: number): MembershipStats => ({
  tier: 'free',
  limits: { dailyLikes: 25, dailyMessages: 5, weeklySuperlikes: 1, monthlyBoosts: 0 },
  usage: { likesToday, messagesToday: 0, superlikesThisWeek: 0, boostsThisMonth: 0 },
})

let likesOnServer = 0
let serverTier: 'free' | 'premium' = 'free'
const requests: { method: string; path: string; body: unknown }[] = []

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })
}

beforeEach(async () => {
  await resetDevice(6)
  likesOnServer = 0
  serverTier = 'free'
  requests.length = 0
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname
      const method = init?.method ?? 'GET'
      requests.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : null })
      if (path === '/api/membership/stats/6')
        return json(200, { ...stats(likesOnServer), tier: serverTier })
      if (path === '/api/auth/user')
        return json(200, memberFixture(6, { membershipTier: serverTier }))
      if (path === '/api/likes') {
        likesOnServer++
        return json(200, { isMatch: false })
      }
      if (path === '/api/subscription/plans')
        return json(200, [
          {
            tier: 'verified',
            priceCents: 1999,
            currency: 'usd',
            priceId: 'price_v',
            limits: { dailyLikes: -1, dailyMessages: -1, weeklySuperlikes: -1, monthlyBoosts: 3 },
          },
        ])
      return json(404, { message: 'Not found' })
    }),
  )
})
afterEach(() => vi.unstubAllGlobals())

describe('membership stats', () => {
  it('are cached in Dexie, and the cache survives a failed refresh', async () => {
    likesOnServer = 4
    await refreshMembershipStats(6)
    expect((await db.membership.get('current'))?.usage.likesToday).toBe(4)
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    )
    await refreshMembershipStats(6)
    expect((await db.membership.get('current'))?.usage.likesToday).toBe(4)
  })

  it('refresh when a queued like reaches the server', async () => {
    const { result } = renderHook(() => useMembershipStats(6))
    await waitFor(() => expect(result.current?.usage.likesToday).toBe(0))
    await runAction({
      kind: 'like',
      method: 'POST',
      path: '/api/likes',
      body: { fromUserId: 6, toUserId: 9 },
    })
    await drainOutbox()
    await waitFor(() => expect(result.current?.usage.likesToday).toBe(1))
  })
})

describe('a tier change seen in the stats', () => {
  it('reloads the member record, so every screen shows the new tier', async () => {
    await refreshMembershipStats(6)
    expect(requests.filter((r) => r.path === '/api/auth/user')).toHaveLength(0)
    serverTier = 'premium'
    await refreshMembershipStats(6)
    expect(requests.filter((r) => r.path === '/api/auth/user')).toHaveLength(1)
    expect((await db.session.get('current'))?.member?.membershipTier).toBe('premium')
  })
})

describe('startCheckout', () => {
  it('sends the price id the server gives for the tier, and refuses a tier without one', async () => {
    await expect(startCheckout(6, 'premium')).rejects.toThrow('No price is configured')
    expect(requests.some((r) => r.path === '/api/subscription/create-checkout-session')).toBe(false)
    await startCheckout(6, 'verified').catch(() => undefined)
    expect(
      requests.find((r) => r.path === '/api/subscription/create-checkout-session')?.body,
    ).toEqual({ userId: 6, priceId: 'price_v', tier: 'verified' })
  })
})
