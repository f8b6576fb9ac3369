import { PublicProfileSchema, type PublicProfile } from '#shared/schemas/user.ts'
import { apiRequest } from '../api-client.ts'
import { db } from '../db.ts'
import type { ProfileRow } from '../rows.ts'

/**
 * Other members' public profiles in the device's `profiles` table: every screen that shows a
 * member (deck, matches, favorites) reads them from there, so they work with no network.
 */

/** Stores profiles as received now; call inside a transaction over db.profiles or alone. */
export async function storeProfiles(profiles: PublicProfile[], now = Date.now()): Promise<void> {
  await db.profiles.bulkPut(profiles.map((profile) => ({ ...profile, fetchedAt: now })))
}

/** A stored row in the contract's shape, or null when it no longer fits (an old row). */
export function asPublicProfile(row: ProfileRow | undefined): PublicProfile | null {
  if (!row) return null
  const parsed = PublicProfileSchema.safeParse(row)
  return parsed.success ? parsed.data : null
}

/** GET /api/users/{id} into `profiles`. Throws the API's errors (NetworkError offline). */
export async function fetchProfile(id: number): Promise<PublicProfile> {
  const profile = await apiRequest(`/api/users/${id}`, { schema: PublicProfileSchema })
  await storeProfiles([profile])
  return profile
}
