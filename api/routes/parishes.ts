import { Hono } from 'hono'
import type { MapConfig } from '#shared/schemas/parish.ts'
import type { AppEnv } from '../http/app-env.ts'
import type { RouteDeps } from '../http/deps.ts'
import { listParishes } from '../parishes/parish-list.ts'

/** Credit the tile host asks for (OpenStreetMap's terms; kept for any host configured). */
export const MAP_ATTRIBUTION = '© OpenStreetMap contributors'

/** GET /api/parishes: every parish with its upcoming events (profile-faith-parish §7). */
export function parishRoutes(deps: RouteDeps) {
  return new Hono<AppEnv>().get('/', async (c) =>
    c.json(await listParishes(deps.db, deps.clock()), 200),
  )
}

/** GET /api/map-config: the tile URL template the parish map loads (TILE_URL). */
export function mapConfigRoutes(deps: RouteDeps) {
  return new Hono<AppEnv>().get('/', (c) => {
    const answer: MapConfig = { tileUrl: deps.config.TILE_URL, attribution: MAP_ATTRIBUTION }
    return c.json(answer, 200)
  })
}
