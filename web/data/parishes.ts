import { useLiveQuery } from 'dexie-react-hooks'
import { boxContains, formatBbox, type BoundingBox } from '#shared/domain/map-bounds.ts'
import {
  MapConfigSchema,
  ParishesInViewSchema,
  type MapConfig,
  type Parish,
} from '#shared/schemas/parish.ts'
import { apiRequest, NetworkError } from './api-client.ts'
import { db } from './db.ts'

/**
 * The parishes of the map's view and their next events (spec profile-faith-parish §2, docs/
 * parishes.md): read from GET /api/parishes?bbox= as the map moves, and kept in Dexie
 * (`parishes`), so the parishes last seen still show offline. The map's tiles need the network;
 * the markers and the list do not.
 */

/**
 * Asks the server for the parishes in the box and keeps them on the device; cached parishes in
 * the box that the server no longer lists are forgotten (unless the answer was capped, when
 * the missing ones may only be past the cap). Answers whether it was capped; undefined when
 * offline or asked again before the answer came (`signal` aborted).
 */
export async function refreshParishesInView(
  box: BoundingBox,
  signal?: AbortSignal,
): Promise<{ capped: boolean } | undefined> {
  try {
    const answer = await apiRequest(`/api/parishes?bbox=${formatBbox(box)}`, {
      schema: ParishesInViewSchema,
      signal,
    })
    if (signal?.aborted) return undefined
    await db.transaction('rw', db.parishes, async () => {
      if (!answer.capped) {
        const listed = new Set(answer.parishes.map((parish) => parish.id))
        await db.parishes
          .filter((p) => boxContains(box, p.latitude, p.longitude) && !listed.has(p.id))
          .delete()
      }
      await db.parishes.bulkPut(answer.parishes)
    })
    return { capped: answer.capped }
  } catch (error) {
    if (!(error instanceof NetworkError) && !signal?.aborted)
      console.warn('Could not refresh parishes', error)
    return undefined
  }
}

/** The cached parishes inside the box (all of them without one), by name. */
export function useParishesInView(box: BoundingBox | null): Parish[] | undefined {
  return useLiveQuery(async () => {
    const cached = await db.parishes.orderBy('name').toArray()
    return box ? cached.filter((p) => boxContains(box, p.latitude, p.longitude)) : cached
  }, [box])
}

/** One cached parish (undefined while Dexie answers or when there is none). */
export function useParish(id: number | null): Parish | undefined {
  return useLiveQuery(async () => (id === null ? undefined : db.parishes.get(id)), [id])
}

/** The tile URL template and attribution the server configures (TILE_URL). */
export function fetchMapConfig(): Promise<MapConfig> {
  return apiRequest('/api/map-config', { schema: MapConfigSchema })
}
