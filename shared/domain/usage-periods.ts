/**
 * The windows the tier limits count in (core-experience §6, §9): likes and messages per UTC day,
 * super likes per ISO week (Monday 00:00 UTC), boosts per UTC calendar month. One clock for every
 * member keeps the count a single row per window that the database can check and increment in one
 * statement (docs/decisions/002-usage-windows.md).
 */
export type UsagePeriod = 'day' | 'week' | 'month'

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** 2026-11-22 */
export function dayKey(at: Date): string {
  return `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`
}

/** ISO 8601 week, e.g. 2026-W47 (the week belongs to the year of its Thursday). */
export function isoWeekKey(at: Date): string {
  const d = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()))
  const weekday = d.getUTCDay() || 7 // Monday 1 … Sunday 7
  d.setUTCDate(d.getUTCDate() + 4 - weekday) // the Thursday of this week
  const yearStart = Date.UTC(d.getUTCFullYear(), 0, 1)
  const week = Math.ceil(((d.getTime() - yearStart) / 86_400_000 + 1) / 7)
  return `${d.getUTCFullYear()}-W${pad(week)}`
}

/** 2026-11 */
export function monthKey(at: Date): string {
  return `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}`
}

export function periodKey(period: UsagePeriod, at: Date): string {
  return period === 'day' ? dayKey(at) : period === 'week' ? isoWeekKey(at) : monthKey(at)
}
