import { tierHas } from './membership.ts'
import type { MembershipTier } from './vocabularies.ts'

/**
 * Rewind (issue 15, decision 033): a Premium or Verified member can undo their last pass, and only
 * the last, for a short while after it. "The last" means the most recent pass made after the
 * member's most recent rewind, so undoing one pass never opens the one before it.
 */

/** How long after a pass it can be undone. */
export const REWIND_WINDOW_MINUTES = 10
export const REWIND_WINDOW_MS = REWIND_WINDOW_MINUTES * 60 * 1000

/** Which tiers may undo a pass. */
export const REWINDS = {
  free: false,
  premium: true,
  verified: true,
} as const satisfies Record<MembershipTier, boolean>

/** Whether a member of `tier` may undo a pass; an unknown tier may not. */
export const canRewind = (tier: string): boolean => tierHas(REWINDS, tier)

/**
 * Whether a pass made at `passedAt` can still be undone at `now`, given the member's last rewind
 * (null when none): within the window, and made after that rewind.
 */
export function rewindable(passedAt: Date, now: Date, lastRewindAt: Date | null): boolean {
  if (now.getTime() - passedAt.getTime() > REWIND_WINDOW_MS) return false
  return lastRewindAt === null || passedAt.getTime() > lastRewindAt.getTime()
}

/** The server's refusals, word for word (the screens match on none of them but the tier one). */
export const REWIND_MESSAGES = {
  tier: 'Undoing a pass is part of Premium and Verified',
  notLast: 'Only your last pass can be undone',
  tooLate: `A pass can only be undone within ${REWIND_WINDOW_MINUTES} minutes`,
} as const
