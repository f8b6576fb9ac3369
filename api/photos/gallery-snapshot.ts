import { eq, sql, type SQL } from 'drizzle-orm'
import { photoFileUrl } from '#shared/domain/photos.ts'
import type { GallerySnapshot, PublicPhoto } from '#shared/schemas/photos.ts'
import { users, type UserRow } from '../db/schema.ts'
import type { Transaction } from '../likes/record-like.ts'
import { settlePhotoVerification } from '../photo-verification/badge.ts'

/**
 * users.photos, the gallery as the screens read it (docs/photos.md "Storage"): rewritten from the
 * photos table by the transaction of every change to it, so the row (and the deck's profile
 * cache, through profile_version) always holds the gallery that committed with it.
 */

/** The gallery of the member whose id is `userId`, as users.photos holds it. */
const snapshotOf = (userId: SQL | number) => sql`coalesce((
  select jsonb_agg(jsonb_build_object(
    'id', p.id, 'name', p.name, 'width', p.width, 'height', p.height,
    'placeholder', p.placeholder, 'position', p.position, 'status', p.status,
    'rejectionReason', p.rejection_reason, 'revision', p.revision
  ) order by p.position)
  from photos p where p.user_id = ${userId}), '[]'::jsonb)`

/**
 * Rewrites the member's snapshot from `photos`, then follows a change of the main photo others
 * see with the member's photo verification (its badge waits for a moderator's recheck:
 * api/photo-verification/badge.ts); answers the updated row (null: member gone).
 */
export async function refreshGallerySnapshot(
  tx: Transaction,
  userId: number,
): Promise<UserRow | null> {
  const [row] = await tx
    .update(users)
    .set({ photos: snapshotOf(userId) })
    .where(eq(users.id, userId))
    .returning()
  if (!row) return null
  return (await settlePhotoVerification(tx, userId)) ?? row
}

/** Rewrites the snapshot of every member with photos (the demo seed, after inserting them). */
export async function refreshEveryGallerySnapshot(tx: Transaction): Promise<void> {
  await tx
    .update(users)
    .set({ photos: snapshotOf(sql`${users.id}`) })
    .where(sql`exists (select 1 from photos p where p.user_id = ${users.id})`)
}

/** The photos other members see: the approved ones, in order, without their moderation state. */
export function publicPhotosOf(snapshot: GallerySnapshot): PublicPhoto[] {
  return snapshot
    .filter((photo) => photo.status === 'approved')
    .map(({ id, name, width, height, placeholder }) => ({ id, name, width, height, placeholder }))
}

/**
 * The picture beside the member's name: the thumbnail of the first photo (for others, the first
 * approved one), else a generated picture the row holds (demo avatars), else null.
 */
export function mainPictureUrl(
  row: Pick<UserRow, 'photos' | 'profileImageUrl'>,
  viewer: 'owner' | 'others',
): string | null {
  const shown = viewer === 'owner' ? row.photos : publicPhotosOf(row.photos)
  const main = shown[0]
  return main ? photoFileUrl(main.name, 'thumb') : row.profileImageUrl
}
