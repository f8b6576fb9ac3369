import { PHOTO_FIELD, PHOTO_LIMIT } from '#shared/domain/photos.ts'
import type { OwnPhoto } from '#shared/schemas/photos.ts'
import { orderOfRow, PHOTO_KINDS } from './photo-gallery-outbox.ts'
import type { OutboxRow } from './rows.ts'

/**
 * The member's photo gallery as this device shows it (docs/photos.md, decision 023): the gallery
 * the server last answered (the cached member's `photos`) with the member's unsent changes laid
 * over it — the outbox rows are the local effect. The rows' kinds and paths, and what is done with
 * the server's answers, are in photo-gallery-outbox.ts (the service worker's part).
 */

export const GALLERY_PATH = '/api/profile/photos'
export const GALLERY_ORDER_PATH = `${GALLERY_PATH}/order`
export const galleryPhotoPath = (photoId: number) => `${GALLERY_PATH}/${photoId}`

/** Whether an outbox row is one of the gallery's changes. */
export const isPhotoKind = (kind: string) => (Object.values(PHOTO_KINDS) as string[]).includes(kind)

/** A photo chosen on this device that the server does not have yet (an upload or a replacement). */
export interface PendingPhoto {
  /** The outbox row that carries it (its id orders the uploads; its progress is keyed by it). */
  rowId: number
  clientId: string
  file: Blob
  /** 'failed': the server refused it (the reason in `error`); the member may discard it. */
  status: 'pending' | 'failed'
  error: string | null
}

/** One filled place of the gallery. */
export type GalleryTile =
  | { kind: 'photo'; key: string; photo: OwnPhoto; replacement: PendingPhoto | null }
  | { kind: 'upload'; key: string; upload: PendingPhoto }

function pendingPhotoOf(row: OutboxRow): PendingPhoto | null {
  const file = row.body[PHOTO_FIELD]
  if (!(file instanceof Blob) || row.id === undefined) return null
  return {
    rowId: row.id,
    clientId: row.clientId,
    file,
    status: row.status,
    error: row.lastError,
  }
}

/** The photo id a remove or replace row is about (the last part of its path). */
export function photoIdOfRow(row: OutboxRow): number | null {
  const id = Number(row.path.slice(GALLERY_PATH.length + 1))
  return Number.isInteger(id) && id > 0 ? id : null
}

/**
 * The gallery as the member sees it: the server's photos without those waiting to be removed, in
 * the last order waiting to be sent, each with its replacement waiting to upload; then the photos
 * waiting to upload, in the order they were added. `rows` are the member's outbox rows (any
 * kinds, any order); refused removals and orders no longer apply (the server's gallery shows).
 */
export function galleryTiles(
  photos: readonly OwnPhoto[],
  rows: readonly OutboxRow[],
): GalleryTile[] {
  const mine = rows.filter((row) => isPhotoKind(row.kind)).sort((a, b) => a.id! - b.id!)
  const pending = mine.filter((row) => row.status === 'pending')
  const removed = new Set(
    pending.filter((row) => row.kind === PHOTO_KINDS.remove).map(photoIdOfRow),
  )
  const lastOrder = pending.filter((row) => row.kind === PHOTO_KINDS.order).at(-1)
  const order = lastOrder ? orderOfRow(lastOrder) : []
  const rank = (photo: OwnPhoto) => {
    const at = order.indexOf(photo.id)
    return at === -1 ? order.length + photo.position : at
  }
  const replacements = new Map<number, PendingPhoto>()
  for (const row of mine.filter((row) => row.kind === PHOTO_KINDS.replace)) {
    const id = photoIdOfRow(row)
    const photo = pendingPhotoOf(row)
    if (id !== null && photo) replacements.set(id, photo)
  }
  const kept: GalleryTile[] = photos
    .filter((photo) => !removed.has(photo.id))
    .sort((a, b) => rank(a) - rank(b))
    .map((photo) => ({
      kind: 'photo',
      key: `photo-${photo.id}`,
      photo,
      replacement: replacements.get(photo.id) ?? null,
    }))
  const uploads: GalleryTile[] = mine
    .filter((row) => row.kind === PHOTO_KINDS.upload)
    .map(pendingPhotoOf)
    .filter((upload) => upload !== null)
    .map((upload) => ({ kind: 'upload', key: `upload-${upload.clientId}`, upload }))
  return [...kept, ...uploads]
}

/** How many more photos may be added to these tiles. */
export const placesLeft = (tiles: readonly GalleryTile[]) => Math.max(0, PHOTO_LIMIT - tiles.length)

/**
 * The ids of the gallery's photos after moving the tile at `from` to `to` (uploads still waiting
 * keep their places at the end and are not part of an order); null when nothing moves.
 */
export function movedOrder(
  tiles: readonly GalleryTile[],
  from: number,
  to: number,
): number[] | null {
  const ids = tiles.flatMap((tile) => (tile.kind === 'photo' ? [tile.photo.id] : []))
  if (from === to || from < 0 || to < 0 || from >= ids.length || to >= ids.length) return null
  const next = [...ids]
  const [moved] = next.splice(from, 1)
  next.splice(to, 0, moved!)
  return next
}
