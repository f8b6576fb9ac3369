import { useLiveQuery } from 'dexie-react-hooks'
import type { PublicProfile } from '#shared/schemas/user.ts'
import { db } from '../db.ts'
import { asPublicProfile, fetchProfile } from './profiles.ts'

/**
 * Favorites live on this device only (spec core-experience §2, §3, §4), in the `favorites`
 * table; their profiles are loaded by id into `profiles` so the screen works offline.
 */

/** The key under which earlier versions kept favorites in localStorage (a JSON id array). */
export const LEGACY_FAVORITES_KEY = 'favorites'

/**
 * Moves a legacy localStorage `favorites` array into IndexedDB, once: the key is removed after
 * the ids are stored (ids already favorited keep their date). Not an array: dropped.
 */
export async function migrateLegacyFavorites(now = Date.now()): Promise<number> {
  const raw = localStorage.getItem(LEGACY_FAVORITES_KEY)
  if (raw === null) return 0
  let ids: number[] = []
  try {
    const parsed: unknown = JSON.parse(raw)
    if (Array.isArray(parsed))
      ids = parsed.map(Number).filter((id) => Number.isInteger(id) && id > 0)
  } catch {
    // not JSON: nothing to keep
  }
  const unique = [...new Set(ids)]
  await db.transaction('rw', db.favorites, async () => {
    const existing = await db.favorites.bulkGet(unique)
    await db.favorites.bulkPut(
      unique
        .filter((_, index) => existing[index] === undefined)
        .map((userId, index) => ({ userId, addedAt: now + index })),
    )
  })
  localStorage.removeItem(LEGACY_FAVORITES_KEY)
  return unique.length
}

/** Adds or removes a favorite; answers whether it is now a favorite. */
export async function toggleFavorite(userId: number, now = Date.now()): Promise<boolean> {
  return db.transaction('rw', db.favorites, async () => {
    if (await db.favorites.get(userId)) {
      await db.favorites.delete(userId)
      return false
    }
    await db.favorites.put({ userId, addedAt: now })
    return true
  })
}

export async function removeFavorite(userId: number): Promise<void> {
  await db.favorites.delete(userId)
}

/** The favorited ids, live. */
export function useFavoriteIds(): Set<number> {
  return useLiveQuery(
    async () => new Set((await db.favorites.toArray()).map((row) => row.userId)),
    [],
    new Set<number>(),
  )
}

export interface FavoriteEntry {
  userId: number
  /** null until the profile has been loaded (or when it could not be). */
  profile: PublicProfile | null
}

/** The favorites, most recent first, each with its cached profile; undefined while reading. */
export function useFavorites(): FavoriteEntry[] | undefined {
  return useLiveQuery(async () => {
    const rows = await db.favorites.orderBy('addedAt').reverse().toArray()
    const profiles = await db.profiles.bulkGet(rows.map((row) => row.userId))
    return rows.map((row, index) => ({
      userId: row.userId,
      profile: asPublicProfile(profiles[index]),
    }))
  }, [])
}

/**
 * Loads, one by one (GET /api/users/{id}), the favorited profiles the device does not hold yet
 * or holds older than `maxAgeMs`. Failures (offline, a member gone) leave the cache as it was.
 */
export async function loadFavoriteProfiles(maxAgeMs = 60 * 60_000, now = Date.now()) {
  const ids = (await db.favorites.toArray()).map((row) => row.userId)
  const rows = await db.profiles.bulkGet(ids)
  const stale = ids.filter((_, index) => {
    const row = rows[index]
    return !row || !asPublicProfile(row) || now - row.fetchedAt > maxAgeMs
  })
  await Promise.allSettled(stale.map((id) => fetchProfile(id)))
}
