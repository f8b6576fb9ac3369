/**
 * Distances between members, in miles, from coarse (city-level) coordinates only. The answer is
 * rounded up to a 5-mile step (never below 5) so that repeated queries from chosen points cannot
 * pin a member down by trilateration.
 */
export type Coordinates = { latitude: number; longitude: number }

export const EARTH_RADIUS_MILES = 3958.8
export const DISTANCE_STEP_MILES = 5

/** Coordinates kept for a member: two decimals (about 1 km), never more precise. */
export function coarsen(value: number): number {
  return Math.round(value * 100) / 100
}

/** Great-circle distance (haversine) in miles. */
const rad = (degrees: number) => (degrees * Math.PI) / 180

export function milesBetween(a: Coordinates, b: Coordinates): number {
  const dLat = rad(b.latitude - a.latitude)
  const dLon = rad(b.longitude - a.longitude)
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** The distance a member is shown: rounded up to the step, at least one step. */
export function shownDistanceMiles(a: Coordinates, b: Coordinates): number {
  const miles = milesBetween(a, b)
  return Math.max(DISTANCE_STEP_MILES, Math.ceil(miles / DISTANCE_STEP_MILES) * DISTANCE_STEP_MILES)
}
