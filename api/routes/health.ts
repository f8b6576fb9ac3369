import { sql } from 'drizzle-orm'
import { Hono } from 'hono'
import type { AppEnv } from '../http/app-env.ts'
import type { RouteDeps } from '../http/deps.ts'
import { refuse } from '../http/refusal.ts'

export function healthRoutes(deps: RouteDeps) {
  return new Hono<AppEnv>().get('/', async (c) => {
    try {
      await deps.db.execute(sql`select 1`)
      return c.json({ status: 'ok' as const }, 200)
    } catch (error) {
      console.error('Health check: the database did not answer', error)
      return refuse(c, 503, 'service_unavailable', 'Database unavailable')
    }
  })
}
