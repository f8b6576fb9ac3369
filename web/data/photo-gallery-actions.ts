import { useLiveQuery } from 'dexie-react-hooks'
import { useMemo } from 'react'
import { PHOTO_FIELD, PHOTO_LIMIT } from '#shared/domain/photos.ts'
import { GallerySchema, type OwnPhoto } from '#shared/schemas/photos.ts'
import { runAction } from './actions.ts'
import { apiRequest } from './api-client.ts'
import { currentMemberId } from './current-member.ts'
import { db } from './db.ts'
import {
  GALLERY_ORDER_PATH,
  GALLERY_PATH,
  galleryPhotoPath,
  galleryTiles,
  isPhotoKind,
  photoIdOfRow,
  type GalleryTile,
} from './photo-gallery.ts'
import { PHOTO_KINDS, storeGallery } from './photo-gallery-outbox.ts'
import type { OutboxRow } from './rows.ts'
import { syncEngine } from './sync-engine.ts'
import { outboxChanged } from './sync.ts'
import { fetchWithUploadProgress } from './upload-request.ts'

// The page's side of the gallery (photo-gallery.ts has the view, photo-gallery-outbox.ts the
// answers the service worker shares): every change is an outbox row, sent in order when there is a
// connection, and the gallery shown is the server's with the unsent rows laid over it.

// While the gallery is loaded, its uploads report their progress for the tiles to show.
syncEngine.setUploadTransport(fetchWithUploadProgress)

/** The gallery has PHOTO_LIMIT photos, counting those waiting to upload. */
export class GalleryFullError extends Error {
  override name = 'GalleryFullError'
}

/** The member's gallery rows, oldest first. */
async function galleryRows(memberId: number): Promise<OutboxRow[]> {
  const rows = await db.outbox.where('memberId').equals(memberId).toArray()
  return rows.filter((row) => isPhotoKind(row.kind))
}

async function tilesOf(memberId: number): Promise<GalleryTile[]> {
  const member = (await db.session.get('current'))?.member
  return galleryTiles(member?.id === memberId ? member.photos : [], await galleryRows(memberId))
}

/** The gallery as shown: the cached member's photos with the unsent changes over them. Live. */
export function useGalleryTiles(memberId: number, photos: readonly OwnPhoto[]): GalleryTile[] {
  const rows = useLiveQuery(() => galleryRows(memberId), [memberId], [])
  return useMemo(() => galleryTiles(photos, rows), [photos, rows])
}

/**
 * Adds a photo (already made small on the device) at the end of the gallery: it waits in the
 * outbox with its clientId and uploads once, in order. Throws GalleryFullError past the limit.
 */
export async function addPhoto(file: Blob): Promise<void> {
  await runAction({
    kind: PHOTO_KINDS.upload,
    method: 'POST',
    path: GALLERY_PATH,
    body: { [PHOTO_FIELD]: file },
    tables: [db.session],
    apply: async (_tx, { memberId }) => {
      if ((await tilesOf(memberId)).length >= PHOTO_LIMIT) throw new GalleryFullError()
    },
  })
}

/** Replaces a photo of the server's gallery; an earlier replacement not yet sent is dropped. */
export async function replacePhoto(photoId: number, file: Blob): Promise<void> {
  await runAction({
    kind: PHOTO_KINDS.replace,
    method: 'PUT',
    path: galleryPhotoPath(photoId),
    body: { [PHOTO_FIELD]: file },
    apply: (_tx, { memberId }) => dropUnsent(memberId, PHOTO_KINDS.replace, photoId),
  })
}

/** Replaces the file of an upload still waiting (or refused): it keeps its place and its clientId. */
export async function replaceUpload(rowId: number, file: Blob): Promise<void> {
  await db.outbox
    .where('id')
    .equals(rowId)
    .modify((row) => {
      row.body = { ...row.body, [PHOTO_FIELD]: file }
      Object.assign(row, { status: 'pending', attempts: 0, nextAttemptAt: 0, lastError: null })
    })
  outboxChanged()
}

/** Removes a photo of the server's gallery; its replacement waiting to upload goes with it. */
export async function removePhoto(photoId: number): Promise<void> {
  await runAction({
    kind: PHOTO_KINDS.remove,
    method: 'DELETE',
    path: galleryPhotoPath(photoId),
    apply: (_tx, { memberId }) => dropUnsent(memberId, PHOTO_KINDS.replace, photoId),
  })
}

/** Forgets an upload that has not reached the server (waiting, or refused). */
export async function discardUpload(rowId: number): Promise<void> {
  await db.outbox.delete(rowId)
}

/**
 * Puts the server's photos in this order (every id once). Only the latest order matters, so an
 * earlier one not yet sent is dropped: a reorder made offline lands once.
 */
export async function reorderPhotos(photoIds: number[]): Promise<void> {
  await runAction({
    kind: PHOTO_KINDS.order,
    method: 'PUT',
    path: GALLERY_ORDER_PATH,
    body: { photoIds },
    apply: (_tx, { memberId }) => dropUnsent(memberId, PHOTO_KINDS.order),
  })
}

/** Deletes the member's unsent rows of a kind (about one photo, when given). */
async function dropUnsent(memberId: number, kind: string, photoId?: number): Promise<void> {
  await db.outbox
    .where('[memberId+status]')
    .equals([memberId, 'pending'])
    .filter((row) => row.kind === kind && (photoId === undefined || photoIdOfRow(row) === photoId))
    .delete()
}

/** Reads the gallery from the server into the device (after the server refused an order). */
export async function refreshGallery(): Promise<void> {
  const memberId = await currentMemberId()
  if (memberId === null) return
  const { photos } = await apiRequest(GALLERY_PATH, { schema: GallerySchema })
  await storeGallery(memberId, photos)
}
