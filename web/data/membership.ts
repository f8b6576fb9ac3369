import { useLiveQuery } from 'dexie-react-hooks'
import { useEffect } from 'react'
import { DEFAULT_BOOST_HOURS, TIER_LIMITS } from '#shared/domain/membership.ts'
import { LikesReceivedSchema, type LikesReceived } from '#shared/schemas/likes-received.ts'
import {
  BoostResponseSchema,
  MembershipStatsSchema,
  SuperLikeResponseSchema,
  type BoostResponse,
  type MembershipStats,
  type SuperLikeResponse,
} from '#shared/schemas/membership.ts'
import {
  CheckoutSessionLookupSchema,
  CreateCheckoutSessionResponseSchema,
  PlanListSchema,
  PortalSessionSchema,
  TestCheckoutResultSchema,
  TestSubscriptionCancelSchema,
  TestCheckoutSessionSchema,
  type PAID_TIERS,
  type Plan,
  type TestCheckoutResult,
  type TestCheckoutSession,
} from '#shared/schemas/subscription.ts'
import { apiRequest, NetworkError } from './api-client.ts'
import { newClientId } from './client-id.ts'
import { refreshSession } from './current-member.ts'
import { db } from './db.ts'
import { onSyncEvent } from './sync.ts'

/**
 * The member's tier, limits and usage (spec core-experience §3 "Membership stats", §7): cached
 * in Dexie (`membership`, key 'current') so the screens show them offline, refreshed from
 * GET /api/membership/stats/{userId} every 30 seconds while a screen shows them and after every
 * membership action.
 */

/** Spec §9: membership stats polling. */
export const MEMBERSHIP_STATS_POLL_MS = 30_000

/** A tier that can be bought. */
export type PaidTier = (typeof PAID_TIERS)[number]

export type MembershipView = MembershipStats & { fetchedAt: number }

/** Asks the server for the stats and stores them; offline, the cached ones stay. */
export async function refreshMembershipStats(memberId: number): Promise<void> {
  try {
    const stats = await apiRequest(`/api/membership/stats/${memberId}`, {
      schema: MembershipStatsSchema,
    })
    await db.membership.put({ key: 'current', ...stats, fetchedAt: Date.now() })
    // The tier changed on the server (a webhook, another device): the member's record follows.
    const member = (await db.session.get('current'))?.member
    if (member && member.id === memberId && member.membershipTier !== stats.tier) {
      await refreshSession()
    }
  } catch (error) {
    if (!(error instanceof NetworkError)) console.warn('Could not refresh membership stats', error)
  }
}

/** Outbox kinds whose delivery (or refusal) changes the usage counts. */
const COUNTED_OUTBOX_KINDS = new Set(['like', 'message', 'superlike', 'boost'])

/**
 * The cached stats (undefined while Dexie answers, null when none were ever fetched), refreshed
 * now, every 30 seconds while mounted, and whenever a queued like, message, super like or boost
 * reaches the server.
 */
export function useMembershipStats(memberId: number | null): MembershipView | null | undefined {
  useEffect(() => {
    if (memberId === null) return
    const refresh = () => void refreshMembershipStats(memberId)
    refresh()
    const timer = setInterval(refresh, MEMBERSHIP_STATS_POLL_MS)
    const afterAction = ({ row }: { row: { kind: string } }) => {
      if (COUNTED_OUTBOX_KINDS.has(row.kind)) refresh()
    }
    const stopSent = onSyncEvent('outbox-sent', afterAction)
    const stopFailed = onSyncEvent('outbox-failed', afterAction)
    return () => {
      clearInterval(timer)
      stopSent()
      stopFailed()
    }
  }, [memberId])
  return useLiveQuery(async () => {
    const row = await db.membership.get('current')
    if (!row) return null
    const tierLimits = TIER_LIMITS[row.tier]
    return {
      tier: row.tier,
      limits: {
        dailyLikes: row.limits.dailyLikes ?? tierLimits.dailyLikes,
        dailyMessages: row.limits.dailyMessages ?? tierLimits.dailyMessages,
        weeklySuperlikes: row.limits.weeklySuperlikes ?? tierLimits.weeklySuperlikes,
        monthlyBoosts: row.limits.monthlyBoosts ?? tierLimits.monthlyBoosts,
      },
      usage: {
        likesToday: row.usage.likesToday ?? 0,
        messagesToday: row.usage.messagesToday ?? 0,
        superlikesThisWeek: row.usage.superlikesThisWeek ?? 0,
        boostsThisMonth: row.usage.boostsThisMonth ?? 0,
      },
      fetchedAt: row.fetchedAt,
    }
  }, [])
}

/** After a tier change: the member's own record (tier shown everywhere) and the stats. */
export async function refreshAfterTierChange(memberId: number): Promise<void> {
  await Promise.all([refreshSession(), refreshMembershipStats(memberId)])
}

// ── Membership actions (super like, boost) ──
// Sent straight to the server, not queued: the member is waiting for the answer (a limit opens
// the upgrade prompt at once). Each carries a fresh client id, so a retried request counts once.
// Discover's super like goes through the outbox instead (web/data/discover/decisions.ts); this
// one serves the pricing demo.

export async function sendSuperLike(
  memberId: number,
  toUserId: number,
): Promise<SuperLikeResponse> {
  try {
    return await apiRequest('/api/membership/super-like', {
      body: { fromUserId: memberId, toUserId, clientId: newClientId() },
      schema: SuperLikeResponseSchema,
    })
  } finally {
    void refreshMembershipStats(memberId)
  }
}

export async function boostProfile(
  memberId: number,
  durationHours = DEFAULT_BOOST_HOURS,
): Promise<BoostResponse> {
  try {
    return await apiRequest('/api/membership/boost', {
      body: { userId: memberId, durationHours, clientId: newClientId() },
      schema: BoostResponseSchema,
    })
  } finally {
    void refreshMembershipStats(memberId)
  }
}

/** GET /api/likes/received: who liked the member (Premium/Verified) or only how many (Free). */
export function fetchLikesReceived(): Promise<LikesReceived> {
  return apiRequest('/api/likes/received', { schema: LikesReceivedSchema })
}

// ── Subscription (spec §4 "Checkout", §7) ──

export function fetchPlans(): Promise<Plan[]> {
  return apiRequest('/api/subscription/plans', { schema: PlanListSchema })
}

/**
 * Creates a checkout session for a paid tier with that tier's price id (from the server's plans)
 * and returns where to send the browser: Stripe Checkout, or the built-in test checkout.
 */
export async function startCheckout(memberId: number, tier: PaidTier): Promise<string> {
  const plan = (await fetchPlans()).find((candidate) => candidate.tier === tier)
  if (!plan?.priceId) throw new Error(`No price is configured for the ${tier} plan`)
  const session = await apiRequest('/api/subscription/create-checkout-session', {
    body: { userId: memberId, priceId: plan.priceId, tier },
    schema: CreateCheckoutSessionResponseSchema,
  })
  return session.checkoutUrl
}

/** The tier a finished checkout bought (the member's own sessions only). */
export async function checkoutSessionTier(sessionId: string): Promise<PaidTier> {
  const lookup = await apiRequest(`/api/subscription/session/${encodeURIComponent(sessionId)}`, {
    schema: CheckoutSessionLookupSchema,
  })
  return lookup.metadata.tier
}

/** The card provider's billing portal, where a paid member manages or cancels. */
export async function billingPortalUrl(): Promise<string> {
  return (
    await apiRequest('/api/subscription/portal', { method: 'POST', schema: PortalSessionSchema })
  ).url
}

// ── The built-in test checkout (no card provider configured) ──

const testSessionPath = (id: string) => `/api/checkout/test-sessions/${encodeURIComponent(id)}`

export function fetchTestCheckout(id: string): Promise<TestCheckoutSession> {
  return apiRequest(testSessionPath(id), { schema: TestCheckoutSessionSchema })
}

/** Pays (no card is charged) or cancels; answers where to go next. */
/** Ends the member's test subscription (the built-in billing portal); answers the tier now. */
export async function cancelTestSubscription(): Promise<string> {
  const answer = await apiRequest('/api/checkout/test-subscription/cancel', {
    method: 'POST',
    schema: TestSubscriptionCancelSchema,
  })
  return answer.tier
}

export function finishTestCheckout(
  id: string,
  outcome: 'complete' | 'cancel',
): Promise<TestCheckoutResult> {
  return apiRequest(`${testSessionPath(id)}/${outcome}`, {
    method: 'POST',
    schema: TestCheckoutResultSchema,
  })
}
