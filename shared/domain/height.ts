/** Height as members write it (5'6", 5' 6, 168cm, 168 cm, 66in) → inches; null when unreadable. */
export function heightInInches(text: string | null | undefined): number | null {
  if (!text) return null
  const s = text.trim().toLowerCase()
  const feet = /^(\d)\s*(?:'|ft|feet)\s*(\d{1,2})?\s*(?:"|''|in|inches)?$/.exec(s)
  if (feet) return Number(feet[1]) * 12 + Number(feet[2] ?? 0)
  const cm = /^(\d{2,3}(?:\.\d+)?)\s*cm$/.exec(s)
  if (cm) return Math.round(Number(cm[1]) / 2.54)
  const inches = /^(\d{2,3})\s*(?:"|in|inches)$/.exec(s)
  if (inches) return Number(inches[1])
  return null
}
