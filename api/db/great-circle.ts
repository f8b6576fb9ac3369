import { sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import { EARTH_RADIUS_MILES } from '#shared/domain/distance.ts'

/**
 * Great-circle miles (haversine, as shared/domain/distance.ts milesBetween) from an origin to the
 * point in two columns, in SQL: the deck measures members with it, the event list parishes.
 */
export function greatCircleMiles(
  point: { latitude: SQLWrapper; longitude: SQLWrapper },
  origin: { latitude: SQLWrapper | number; longitude: SQLWrapper | number },
): SQL<number> {
  return sql<number>`2 * ${sql.raw(String(EARTH_RADIUS_MILES))} * asin(least(1, sqrt(
  power(sin(radians(${point.latitude} - ${origin.latitude}) / 2), 2)
  + cos(radians(${origin.latitude})) * cos(radians(${point.latitude}))
  * power(sin(radians(${point.longitude} - ${origin.longitude}) / 2), 2))))`
}
