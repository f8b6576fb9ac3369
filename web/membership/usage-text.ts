import { UNLIMITED } from '#shared/domain/membership.ts'

/** Spec core-experience §2: "used/limit", with an infinity sign for unlimited (-1). */
export function usageText(used: number, limit: number): string {
  return `${used}/${limit === UNLIMITED ? '∞' : limit}`
}

/**
 * How full a limited allowance is, 0-100; null when there is no bar to fill: unlimited, or not in
 * the plan at all (a free member's 0/0 boosts would otherwise show a full bar, as if used up).
 */
export function usagePercent(used: number, limit: number): number | null {
  if (limit === UNLIMITED || limit <= 0) return null
  return Math.min(100, Math.round((used / limit) * 100))
}
