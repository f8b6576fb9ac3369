import { photoFileUrl, PHOTOS_PATH } from '#shared/domain/photos.ts'
import { GallerySchema, type OwnPhoto } from '#shared/schemas/photos.ts'
import { db } from './db.ts'
import { onRejected, onSynced } from './outbox-handlers.ts'
import type { OutboxRow } from './rows.ts'
import type { ErrorCode } from '#shared/schemas/errors.ts'

/**
 * The gallery's queued changes (decision 023): their kinds, and what the device does with the
 * server's answers to them (the rows themselves are made by photo-gallery-actions.ts). Kept small:
 * a signed-in member's first drain loads it on every screen. No React or DOM here: imported by the page and the service worker (through outbox-answers.ts),
 * so an answer applies the same way whichever of them sends the change.
 */

/** The outbox kinds of the gallery's changes. */
export const PHOTO_KINDS = {
  upload: 'photo-upload',
  replace: 'photo-replace',
  remove: 'photo-remove',
  order: 'photo-order',
} as const

/** The ids of an order row, in their new order. */
export function orderOfRow(row: OutboxRow): number[] {
  const ids = row.body.photoIds
  return Array.isArray(ids) ? ids.filter((id): id is number => typeof id === 'number') : []
}

/**
 * The gallery the server answered becomes the cached member's `photos`, and its main photo's
 * thumbnail their `profileImageUrl` (a generated picture stays when there is no photo; a photo's
 * thumbnail of a gallery now empty does not). Dexie only: runs inside the sync engine's
 * transaction, and after a refresh of the gallery.
 */
export async function storeGallery(memberId: number, photos: OwnPhoto[]): Promise<void> {
  const session = await db.session.get('current')
  const member = session?.member
  if (!member || member.id !== memberId) return
  const main = photos[0]
  const kept = member.profileImageUrl?.startsWith(`${PHOTOS_PATH}/`) ? null : member.profileImageUrl
  await db.session.put({
    ...session,
    member: { ...member, photos, profileImageUrl: main ? photoFileUrl(main.name, 'thumb') : kept },
  })
}

/**
 * An upload landed: its photo has an id now, so an order queued after it (which could not name it)
 * names it at the end, where the member saw it; else the server would refuse that order (409).
 */
async function nameInLaterOrders(row: OutboxRow, photoId: number): Promise<void> {
  await db.outbox
    .where('memberId')
    .equals(row.memberId)
    .filter((later) => later.kind === PHOTO_KINDS.order && later.id! > row.id!)
    .modify((later) => {
      const ids = orderOfRow(later)
      if (!ids.includes(photoId)) later.body = { ...later.body, photoIds: [...ids, photoId] }
    })
}

// Every gallery change answers the gallery in its new order; an upload also names its photo.
for (const kind of Object.values(PHOTO_KINDS)) {
  onSynced(kind, async (answer, row) => {
    const { photos } = GallerySchema.parse(answer)
    const { photoId } = answer as { photoId?: unknown }
    if (kind === PHOTO_KINDS.upload && typeof photoId === 'number')
      await nameInLaterOrders(row, photoId)
    await storeGallery(row.memberId, photos)
  })
}

/**
 * Refusals that need no decision from the member end the row: a removal or a replacement of a photo
 * that is gone (404, e.g. removed on another device, or a removal sent twice) is done; an order
 * that is not the gallery any more (409) is dropped, and the screen reloads the gallery and says so
 * (the sync engine's 'outbox-failed' event). Other refusals (a photo too small, a 7th photo) stay as
 * failed rows for the tile to show with their reason.
 */
const goneCode: Record<string, ErrorCode> = {
  [PHOTO_KINDS.remove]: 'not_found',
  [PHOTO_KINDS.replace]: 'not_found',
  [PHOTO_KINDS.order]: 'photo_order_mismatch',
}
for (const [kind, gone] of Object.entries(goneCode)) {
  onRejected(kind, async (_message, row, _status, code) => {
    if (code === gone) await db.outbox.delete(row.id!)
  })
}
