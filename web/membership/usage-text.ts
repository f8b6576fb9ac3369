import { UNLIMITED } from '#shared/domain/membership.ts'

/** Spec core-experience §2: "used/limit", with an infinity sign for unlimited (-1). */
export function usageText(used: number, limit: number): string {
  return `${used}/${limit === UNLIMITED ? '∞' : limit}`
}

/** How full a limited allowance is, 0-100; null when unlimited (no bar to fill). */
export function usagePercent(used: number, limit: number): number | null {
  if (limit === UNLIMITED) return null
  if (limit <= 0) return 100
  return Math.min(100, Math.round((used / limit) * 100))
}
