import { Hono } from 'hono'
import type { MapConfig } from '#shared/schemas/parish.ts'
import { ParishesInViewQuerySchema } from '#shared/schemas/parish-view-query.ts'
import type { AppEnv } from '../http/app-env.ts'
import type { RouteDeps } from '../http/deps.ts'
import { validate } from '../http/validation.ts'
import { parishesInView } from '../parishes/parish-list.ts'

/** Credit the tile host asks for (OpenStreetMap's terms; kept for any host configured). */
export const MAP_ATTRIBUTION = '© OpenStreetMap contributors'

/**
 * GET /api/parishes?bbox=west,south,east,north: the parishes in the map's view with their next
 * upcoming approved events (profile-faith-parish §7, docs/parishes.md), capped.
 */
export function parishRoutes(deps: RouteDeps) {
  return new Hono<AppEnv>().get('/', validate('query', ParishesInViewQuerySchema), async (c) => {
    const { bbox } = c.req.valid('query')
    return c.json(await parishesInView(deps.db, bbox, deps.clock()), 200)
  })
}

/** GET /api/map-config: the tile URL template the parish map loads (TILE_URL). */
export function mapConfigRoutes(deps: RouteDeps) {
  return new Hono<AppEnv>().get('/', (c) => {
    const answer: MapConfig = { tileUrl: deps.config.TILE_URL, attribution: MAP_ATTRIBUTION }
    return c.json(answer, 200)
  })
}
