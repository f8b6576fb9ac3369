/** The colour band of a compatibility score (core-experience §2, §9). */
export type CompatibilityBand = 'green' | 'gold' | 'orange' | 'red'

/** 80 and over green, 60 and over gold, 40 and over orange, otherwise red. */
export function compatibilityBand(score: number): CompatibilityBand {
  if (score >= 80) return 'green'
  if (score >= 60) return 'gold'
  if (score >= 40) return 'orange'
  return 'red'
}
