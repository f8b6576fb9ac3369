/**
 * The Advanced Filters sheet's sliders and starting values (core-experience §9, decision 048),
 * with no zod: Discover's first screen reads them (web/data/discover/discover-filters.ts), while
 * the query's schema (shared/schemas/filters.ts) is the server's to parse.
 */

/** Slider ranges and steps of the Advanced Filters sheet (core-experience §9). */
export const FILTER_SLIDERS = {
  age: { min: 18, max: 60, step: 1 },
  weight: { min: 90, max: 250, step: 5 },
  income: { min: 0, max: 200_000, step: 5000 },
  compatibility: { min: 50, max: 100, step: 5 },
} as const

/**
 * The sheet's starting values, which are the values applied when the sheet is untouched
 * (decision 048): the gender is replaced by whom the member is looking for and the age range by
 * the member's own discovery range (the server applies both when a request does not set them);
 * weight, income and compatibility start at their sliders' ends, shown as "Any", since nothing is
 * sent for them. The spec's 90–200 lb and 70% (core-experience §9) are not applied by default:
 * they would hide every member who gave no weight, and a free member could not move them.
 */
export const DEFAULT_DISCOVER_FILTERS = {
  gender: 'female',
  minAge: 18,
  maxAge: 50,
  minWeight: FILTER_SLIDERS.weight.min,
  maxWeight: FILTER_SLIDERS.weight.max,
  minIncome: FILTER_SLIDERS.income.min,
  maxIncome: FILTER_SLIDERS.income.max,
  minCompatibility: FILTER_SLIDERS.compatibility.min,
  verifiedOnly: false,
  photoVerifiedOnly: false,
} as const
