import { and, count, eq, like } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { photos, users } from '../db/schema.ts'
import type { PhotoStore } from '../uploads/photo-store.ts'
import { photoFileOwner } from '../uploads/photo-store.ts'
import { refreshGallerySnapshot } from './gallery-snapshot.ts'
import { filesOfPhoto, newPhotoName, writePhotoFiles } from './gallery.ts'
import { processPhoto } from './process-photo.ts'

/** Where the one profile photo of a member was served before the gallery (migration 0017). */
const LEGACY_PHOTO_PATH = '/api/profile/photo/'

/**
 * Moves the one profile photo members uploaded before the gallery into it (docs/photos.md
 * "Before the gallery"), once, at start after the migrations: the file goes through the pipeline
 * like any upload and waits for review (it never had one), and the old file goes. A member whose
 * gallery already has photos, or whose file is gone or unreadable, keeps no legacy photo.
 * Answers how many photos it moved.
 */
export async function moveLegacyPhotos(db: Database, store: PhotoStore): Promise<number> {
  const rows = await db
    .select({ id: users.id, url: users.profileImageUrl })
    .from(users)
    .where(like(users.profileImageUrl, `${LEGACY_PHOTO_PATH}%`))
  let moved = 0
  for (const { id, url } of rows) {
    const file = url!.slice(LEGACY_PHOTO_PATH.length)
    const bytes = photoFileOwner(file) === id ? await store.read(file) : null
    const processed = bytes ? await processPhoto(bytes) : null
    const upload =
      processed?.kind === 'processed' ? { name: newPhotoName(id), ...processed.photo } : null
    if (upload) await writePhotoFiles(store, upload.name, upload.files)
    const kept = await db.transaction(async (tx) => {
      const [member] = await tx
        .select({ url: users.profileImageUrl })
        .from(users)
        .where(eq(users.id, id))
        .for('update')
      if (member?.url !== url) return false
      const [{ held = 0 } = {}] = await tx
        .select({ held: count() })
        .from(photos)
        .where(eq(photos.userId, id))
      const keep = upload !== null && held === 0
      if (keep) {
        const { name, width, height, placeholder } = upload
        await tx
          .insert(photos)
          .values({ userId: id, name, width, height, placeholder, position: 0 })
      }
      await tx
        .update(users)
        .set({ profileImageUrl: null })
        .where(and(eq(users.id, id), eq(users.profileImageUrl, url!)))
      await refreshGallerySnapshot(tx, id)
      return keep
    })
    if (kept) moved++
    else if (upload) await store.delete(filesOfPhoto(upload.name))
    await store.delete([file])
  }
  return moved
}
