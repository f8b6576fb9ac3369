/**
 * Profile bounds of profile-faith-parish §5 and §9: a module of their own, so the discover filters
 * (filters.ts) take them without bringing the profile builder's schemas onto Discover's first
 * screen.
 */
export const PROFILE_BOUNDS = {
  age: { min: 18, max: 80 },
  weightLbs: { min: 80, max: 400 },
  bustChest: { min: 20, max: 60 },
  waist: { min: 20, max: 50 },
  hipsInseam: { min: 20, max: 60 },
} as const
