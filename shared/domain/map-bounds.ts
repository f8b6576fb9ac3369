/**
 * The parish map's view as a bounding box (docs/parishes.md "How the map scales"): what
 * GET /api/parishes?bbox=west,south,east,north reads, and what the device filters its cached
 * parishes by. Longitudes are in [-180, 180]; a box whose west is greater than its east crosses
 * the antimeridian (from west to 180, then from -180 to east).
 */
export interface BoundingBox {
  west: number
  south: number
  east: number
  north: number
}

/** At most this many parishes answer one view; the answer says when there were more. */
export const PARISH_MAP_CAP = 400

/** Each parish comes with at most this many upcoming events (the side panel shows 3). */
export const EVENTS_PER_PARISH = 3

export const WHOLE_WORLD: BoundingBox = { west: -180, south: -90, east: 180, north: 90 }

/** Whether the box holds the point (edges included; across the antimeridian when west > east). */
export function boxContains(box: BoundingBox, latitude: number, longitude: number): boolean {
  if (latitude < box.south || latitude > box.north) return false
  return box.west <= box.east
    ? longitude >= box.west && longitude <= box.east
    : longitude >= box.west || longitude <= box.east
}

/** A longitude brought into [-180, 180] (a map scrolled round the globe gives e.g. 200). */
function wrapLongitude(longitude: number): number {
  if (longitude >= -180 && longitude <= 180) return longitude
  return ((((longitude + 180) % 360) + 360) % 360) - 180
}

const clampLatitude = (latitude: number) => Math.min(90, Math.max(-90, latitude))

/**
 * The box of a map view as Leaflet gives it (longitudes may run past ±180 when the world is
 * scrolled, latitudes past ±90 at low zoom): inside the valid ranges, crossing the antimeridian
 * when the view does, the whole width when the view shows the globe more than once.
 */
export function boxOfView(west: number, south: number, east: number, north: number): BoundingBox {
  const latitudes = { south: clampLatitude(south), north: clampLatitude(north) }
  if (east - west >= 360) return { west: -180, east: 180, ...latitudes }
  return { west: wrapLongitude(west), east: wrapLongitude(east), ...latitudes }
}

/** The query value: 'west,south,east,north', rounded to 5 decimals (about a metre). */
export function formatBbox(box: BoundingBox): string {
  const round = (value: number) => Math.round(value * 1e5) / 1e5
  return [box.west, box.south, box.east, box.north].map(round).join(',')
}

/** Why a bbox value is refused, or the box it names. */
export function parseBbox(text: string): BoundingBox | { problem: string } {
  const parts = text.split(',')
  const numbers = parts.map((part) => (part.trim() === '' ? Number.NaN : Number(part)))
  if (numbers.length !== 4 || numbers.some((n) => !Number.isFinite(n)))
    return { problem: 'Must be four numbers: west,south,east,north (degrees)' }
  const [west, south, east, north] = numbers as [number, number, number, number]
  if ([west, east].some((lon) => lon < -180 || lon > 180))
    return { problem: 'west and east must be longitudes from -180 to 180' }
  if ([south, north].some((lat) => lat < -90 || lat > 90))
    return { problem: 'south and north must be latitudes from -90 to 90' }
  if (south > north) return { problem: 'south must not be greater than north' }
  return { west, south, east, north }
}
