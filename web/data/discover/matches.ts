import { useLiveQuery } from 'dexie-react-hooks'
import { MatchListSchema } from '#shared/schemas/likes.ts'
import type { PublicProfile } from '#shared/schemas/user.ts'
import { apiRequest } from '../api-client.ts'
import { db } from '../db.ts'
import { asPublicProfile, storeProfiles } from './profiles.ts'

/** The member's matches: GET /api/users/{id}/matches cached in `matches` + `profiles`. */

/** Replaces the cached matches with the server's. Throws the API's errors (offline: NetworkError). */
export async function refreshMatches(memberId: number): Promise<void> {
  const list = await apiRequest(`/api/users/${memberId}/matches`, { schema: MatchListSchema })
  await db.transaction('rw', db.matches, db.profiles, async () => {
    await storeProfiles(list.map((match) => match.user))
    await db.matches.clear()
    await db.matches.bulkPut(
      list.map((match) => ({ id: match.id, userId: match.user.id, createdAt: match.createdAt })),
    )
  })
}

export interface MatchCard {
  id: number
  createdAt: string
  user: PublicProfile
}

/** The cached matches, newest first, live; undefined while reading. */
export function useMatches(): MatchCard[] | undefined {
  return useLiveQuery(async () => {
    const matches = await db.matches.orderBy('createdAt').reverse().toArray()
    const profiles = await db.profiles.bulkGet(matches.map((match) => match.userId))
    return matches.flatMap((match, index) => {
      const user = asPublicProfile(profiles[index])
      return user ? [{ id: match.id, createdAt: match.createdAt, user }] : []
    })
  }, [])
}
