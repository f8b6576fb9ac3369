import { useLiveQuery } from 'dexie-react-hooks'
import { useEffect } from 'react'
import {
  MapConfigSchema,
  ParishListSchema,
  type MapConfig,
  type Parish,
} from '#shared/schemas/parish.ts'
import { apiRequest, NetworkError } from './api-client.ts'
import { db } from './db.ts'

/**
 * The parishes and their upcoming events (spec profile-faith-parish §2 "Parishes"): cached in
 * Dexie (`parishes`) so the list and the details work offline, refreshed from GET /api/parishes
 * whenever the screen opens. The map's tiles need the network; the list does not.
 */

/** Asks the server for the parishes and replaces the cached ones; offline, the cache stays. */
export async function refreshParishes(): Promise<void> {
  try {
    const list = await apiRequest('/api/parishes', { schema: ParishListSchema })
    await db.transaction('rw', db.parishes, async () => {
      await db.parishes.clear()
      await db.parishes.bulkPut(list)
    })
  } catch (error) {
    if (!(error instanceof NetworkError)) console.warn('Could not refresh parishes', error)
  }
}

/** The cached parishes by name (undefined while Dexie answers), refreshed on mount. */
export function useParishes(): Parish[] | undefined {
  useEffect(() => {
    void refreshParishes()
  }, [])
  return useLiveQuery(() => db.parishes.orderBy('name').toArray(), [])
}

/** The tile URL template and attribution the server configures (TILE_URL). */
export function fetchMapConfig(): Promise<MapConfig> {
  return apiRequest('/api/map-config', { schema: MapConfigSchema })
}
