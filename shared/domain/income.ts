/**
 * Annual income (US dollars) abbreviated with K or M, as the discover cards show it
 * (core-experience §2): 950 → '$950', 85000 → '$85K', 1250000 → '$1.3M'.
 * Thousands are whole; millions keep one decimal unless it is zero. Not a number gives ''.
 */
export function abbreviateIncome(income: number): string {
  if (!Number.isFinite(income)) return ''
  const amount = Math.max(0, Math.round(income))
  if (amount < 1000) return `$${amount}`
  const thousands = Math.round(amount / 1000)
  if (thousands < 1000) return `$${thousands}K`
  const millions = Math.round(amount / 100_000) / 10
  return `$${Number.isInteger(millions) ? millions.toFixed(0) : millions.toFixed(1)}M`
}
