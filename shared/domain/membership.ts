import type { MembershipTier } from './vocabularies.ts'

/** How the contract writes "no limit" (core-experience §6, §9). */
export const UNLIMITED = -1

/** Actions a membership check or upgrade prompt can name (core-experience §4, §7). */
export const MEMBERSHIP_ACTIONS = [
  'like',
  'message',
  'superlike',
  'boost',
  'advanced_filters',
  'orthodox_filters',
] as const
export type MembershipAction = (typeof MEMBERSHIP_ACTIONS)[number]

export interface MembershipLimits {
  dailyLikes: number
  dailyMessages: number
  weeklySuperlikes: number
  monthlyBoosts: number
}

/** Tier limits of core-experience §6 and §9; -1 is unlimited. */
export const TIER_LIMITS = {
  free: { dailyLikes: 25, dailyMessages: 5, weeklySuperlikes: 1, monthlyBoosts: 0 },
  premium: {
    dailyLikes: UNLIMITED,
    dailyMessages: UNLIMITED,
    weeklySuperlikes: 5,
    monthlyBoosts: 1,
  },
  verified: {
    dailyLikes: UNLIMITED,
    dailyMessages: UNLIMITED,
    weeklySuperlikes: UNLIMITED,
    monthlyBoosts: 3,
  },
} as const satisfies Record<MembershipTier, MembershipLimits>

/** Monthly prices in US cents (core-experience §9); the free tier costs nothing. */
export const TIER_MONTHLY_PRICE_CENTS = {
  free: 0,
  premium: 999,
  verified: 1999,
} as const satisfies Record<MembershipTier, number>

/** Which tiers see who liked them (core-experience §6, "See who liked you"). */
export const SEES_WHO_LIKED_YOU = {
  free: false,
  premium: true,
  verified: true,
} as const satisfies Record<MembershipTier, boolean>

/** Whether a tier's entry in a per-tier feature table is on; an unknown tier's is off. */
export function tierHas(feature: Record<MembershipTier, boolean>, tier: string): boolean {
  return Object.hasOwn(feature, tier) && feature[tier as MembershipTier]
}

/** Whether a member of `tier` may see who liked them; an unknown tier may not. */
export const canSeeWhoLikedYou = (tier: string): boolean => tierHas(SEES_WHO_LIKED_YOU, tier)

/** Default profile boost length in hours (core-experience §9). */
export const DEFAULT_BOOST_HOURS = 24

/** Whether `used` more actions still fit under `limit` (-1 = unlimited). */
export function withinLimit(limit: number, used: number): boolean {
  return limit === UNLIMITED || used < limit
}

/** The actions that are counted against a tier limit, and the window each counts in. */
export const COUNTED_ACTIONS = {
  like: { period: 'day', limit: 'dailyLikes' },
  message: { period: 'day', limit: 'dailyMessages' },
  superlike: { period: 'week', limit: 'weeklySuperlikes' },
  boost: { period: 'month', limit: 'monthlyBoosts' },
} as const satisfies Record<
  string,
  { period: 'day' | 'week' | 'month'; limit: keyof MembershipLimits }
>
export type CountedAction = keyof typeof COUNTED_ACTIONS

/**
 * The refusal when a limit is reached. Every one contains the word 'limit': the web opens the
 * upgrade prompt for the action on such an error (core-experience §8).
 */
export const LIMIT_REACHED_MESSAGES = {
  like: 'Daily like limit reached',
  message: 'Daily message limit reached',
  superlike: 'Weekly super like limit reached',
  boost: 'Monthly boost limit reached',
} as const satisfies Record<CountedAction, string>
