import type { MembershipAction } from '#shared/domain/membership.ts'
import type { ErrorCode } from '#shared/schemas/errors.ts'
import { HttpError } from '../data/api-client.ts'

/** The refusals that are a membership matter: a tier's limit, or what a higher tier includes. */
const UPGRADE_CODES: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'limit_reached',
  'upgrade_required',
  'advanced_filters_required',
  'orthodox_filters_required',
])

/** Whether a refusal's code opens the upgrade prompt. */
export function isUpgradeRefusal(code: ErrorCode | undefined): boolean {
  return code !== undefined && UPGRADE_CODES.has(code)
}

/**
 * Spec core-experience §8: a refusal whose code says a limit was reached or the tier does not
 * include it opens the upgrade prompt for the action that was refused. Any other error is not a
 * membership matter: null.
 */
export function upgradeActionFor(error: Error, action: MembershipAction): MembershipAction | null {
  return error instanceof HttpError && isUpgradeRefusal(error.code) ? action : null
}
