import { eq } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { photos, type UserRow } from '../db/schema.ts'
import { blockedEitherWay } from '../safety/blocks.ts'

/** `<userId>-<uuid>-<size>.webp`: the photo's name and its size. */
const PHOTO_FILE = /^((\d+)-[0-9a-f-]{36})-(?:thumb|card|full)\.webp$/

/**
 * Whether the viewer may see this photo file (docs/photos.md "Who sees what"): its owner and
 * moderators always, while the photo exists; others only once it is approved, and never when
 * either member blocked the other or either is suspended. One statement.
 */
export async function maySeePhotoFile(
  db: Database,
  viewer: Pick<UserRow, 'id' | 'role'>,
  file: string,
): Promise<boolean> {
  const match = PHOTO_FILE.exec(file)
  if (!match) return false
  const [, name, owner] = match
  const ownerId = Number(owner)
  const [row] = await db
    .select({
      status: photos.status,
      ownerId: photos.userId,
      blocked: blockedEitherWay(db, viewer.id, ownerId),
    })
    .from(photos)
    .where(eq(photos.name, name!))
  if (!row || row.ownerId !== ownerId) return false
  if (viewer.id === ownerId || viewer.role === 'moderator') return true
  return row.status === 'approved' && !row.blocked
}
