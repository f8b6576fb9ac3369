import type { MembershipTier } from './vocabularies.ts'

/**
 * Support (docs/support.md, decision 052): one conversation per member with the support team,
 * answered in the app by moderators. Stored values are exactly these strings.
 */

/** A thread's life: open (awaiting the team), answered (the team spoke last), closed. */
export const SUPPORT_STATUSES = ['open', 'answered', 'closed'] as const
export type SupportStatus = (typeof SUPPORT_STATUSES)[number]

/** Longest support message, from the member or the team. */
export const SUPPORT_MESSAGE_MAX = 2000

/**
 * Whose requests go first (core-experience §6: Premium "priority support", Verified Orthodox
 * "dedicated Orthodox support"): the lower the rank, the earlier in the queue.
 */
export const SUPPORT_TIER_RANK = {
  verified: 0,
  premium: 1,
  free: 2,
} as const satisfies Record<MembershipTier, number>

/** The rank of a tier; an unknown tier waits with the free members. */
export function supportTierRank(tier: string): number {
  return Object.hasOwn(SUPPORT_TIER_RANK, tier)
    ? SUPPORT_TIER_RANK[tier as MembershipTier]
    : SUPPORT_TIER_RANK.free
}

/** Whether a thread of a member of `tier` is answered by Orthodox support moderators only. */
export const needsOrthodoxSupport = (tier: string): boolean => tier === 'verified'

/** The most messages of a thread one answer holds (the newest). */
export const SUPPORT_THREAD_MAX = 200

export const SUPPORT_MESSAGES = {
  threadNotFound: 'Support conversation not found',
  orthodoxSupportOnly: 'Only Orthodox support moderators answer Verified members',
  closed: 'This support conversation is already closed',
  clientIdTaken: 'This clientId was already used for another support message',
  ownThread: 'You cannot answer your own support conversation',
} as const
