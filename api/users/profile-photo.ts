import { eq } from 'drizzle-orm'
import { PROFILE_PHOTO_PATH } from '#shared/schemas/profile-photo.ts'
import { users, type UserRow } from '../db/schema.ts'
import type { RouteDeps } from '../http/deps.ts'
import { photoOwner } from '../uploads/photo-store.ts'

/** The URL a stored photo is served at (GET /api/profile/photo/:name). */
export const photoUrl = (name: string) => `${PROFILE_PHOTO_PATH}/${name}`

/** The stored photo a profile_image_url names, when it is this member's upload (not a demo avatar). */
export function storedPhotoOf(userId: number, url: string | null): string | null {
  const name = url?.startsWith(`${PROFILE_PHOTO_PATH}/`)
    ? url.slice(PROFILE_PHOTO_PATH.length + 1)
    : null
  return name && photoOwner(name) === userId ? name : null
}

/**
 * Sets (or, with null, clears) the member's profile_image_url, then deletes the photo file it named
 * before. The row is locked while it is read and written, so of two uploads at once each deletes
 * exactly the file the other replaced. The profile_version trigger moves on, so deck caches see it.
 * Answers the updated row, or null when the member is gone (deleted meanwhile).
 */
export async function replaceProfilePhoto(
  deps: Pick<RouteDeps, 'db' | 'photos'>,
  userId: number,
  url: string | null,
): Promise<UserRow | null> {
  const { previous, row } = await deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ url: users.profileImageUrl })
      .from(users)
      .where(eq(users.id, userId))
      .for('update')
    const [after] = await tx
      .update(users)
      .set({ profileImageUrl: url })
      .where(eq(users.id, userId))
      .returning()
    return { previous: before?.url ?? null, row: after ?? null }
  })
  const replaced = previous === url ? null : storedPhotoOf(userId, previous)
  // The row is already saved: a file that cannot be deleted is logged and left.
  if (replaced) {
    await deps.photos.delete(replaced).catch((error: unknown) => {
      console.error(`Could not delete the replaced photo of member ${userId}:`, error)
    })
  }
  return row
}
