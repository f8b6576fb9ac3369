import type { MembershipAction } from '#shared/domain/membership.ts'

/**
 * Spec core-experience §8: a refusal whose message names a limit (every LIMIT_REACHED_MESSAGES
 * text contains 'limit'), or says a filter needs a Premium / Verified Orthodox membership (the
 * 403 filter messages), opens the upgrade prompt for the action that was refused. Any other
 * error is not a membership matter: null.
 */
export function upgradeActionFor(error: Error, action: MembershipAction): MembershipAction | null {
  return UPGRADE_REFUSAL.test(error.message) ? action : null
}

const UPGRADE_REFUSAL =
  /\blimit\b|\bupgrade\b|\bneeds? an? (premium|verified orthodox) membership\b/i
