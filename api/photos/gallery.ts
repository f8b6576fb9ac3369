import { randomUUID } from 'node:crypto'
import { and, eq, gt, sql } from 'drizzle-orm'
import { PHOTO_LIMIT, PHOTO_SIZES, photoFileName, type PhotoSize } from '#shared/domain/photos.ts'
import type { Database } from '../db/connect.ts'
import { photos, users, type UserRow } from '../db/schema.ts'
import type { Transaction } from '../likes/record-like.ts'
import type { PhotoStore } from '../uploads/photo-store.ts'
import { refreshGallerySnapshot } from './gallery-snapshot.ts'

/**
 * A member's gallery (docs/photos.md): add, replace, remove and reorder. Each change runs in one
 * transaction that first locks the member's row, so two changes of one gallery (two devices, an
 * outbox replaying) take turns, and rewrites the snapshot on the row before it commits. Files are
 * written before the transaction and deleted after it: a refused or lost change deletes the
 * files it wrote, a committed one the files it replaced.
 */

/** The files of every size of a photo. */
export const filesOfPhoto = (name: string) => PHOTO_SIZES.map((size) => photoFileName(name, size))

/** Writes the sizes (every size unless told) the pipeline made of a photo under its name. */
export function writePhotoFiles(
  store: PhotoStore,
  name: string,
  files: Record<PhotoSize, Uint8Array>,
  sizes: readonly PhotoSize[] = PHOTO_SIZES,
): Promise<void> {
  return store.write(new Map(sizes.map((size) => [photoFileName(name, size), files[size]])))
}

/** A new photo's name: its owner, then a random part that no one can guess. */
export const newPhotoName = (userId: number) => `${userId}-${randomUUID()}`

/** What the pipeline made of an upload, stored under `name`. */
export interface StoredUpload {
  name: string
  width: number
  height: number
  placeholder: string
}

export type GalleryOutcome =
  | { kind: 'changed'; member: UserRow; photoId: number; filesReplaced: string[] }
  | { kind: 'replay'; member: UserRow; photoId: number }
  | { kind: 'limit' }
  | { kind: 'not-found' }
  | { kind: 'order-mismatch' }
  | { kind: 'gone' }

/** The member's row, locked until the transaction ends; null when the account is gone. */
async function lockMember(tx: Transaction, userId: number): Promise<UserRow | null> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update')
  return row ?? null
}

/** The photo the device's upload `clientId` made (or replaced), if it landed before. */
async function photoOfClientId(tx: Transaction | Database, userId: number, clientId: string) {
  const [row] = await tx
    .select({ id: photos.id })
    .from(photos)
    .where(and(eq(photos.userId, userId), eq(photos.clientId, clientId)))
  return row ?? null
}

/** The upload `clientId` landed already: the photo it made, or null. */
export async function landedUpload(db: Database, userId: number, clientId: string) {
  return (await photoOfClientId(db, userId, clientId))?.id ?? null
}

/**
 * The member's row locked for an upload, or the answer when there is nothing to do: the account
 * is gone, or this upload (its clientId) landed before.
 */
async function lockForUpload(
  tx: Transaction,
  userId: number,
  clientId: string,
): Promise<{ member: UserRow } | GalleryOutcome> {
  const member = await lockMember(tx, userId)
  if (!member) return { kind: 'gone' }
  const landed = await photoOfClientId(tx, userId, clientId)
  return landed ? { kind: 'replay', member, photoId: landed.id } : { member }
}

const reviewState = (autoApprove: boolean, now: Date) =>
  autoApprove
    ? { status: 'approved' as const, reviewedAt: now, reviewedById: null }
    : { status: 'pending' as const, reviewedAt: null, reviewedById: null }

/** Adds the upload at the end of the gallery, unless the gallery is full or it landed before. */
export async function addPhoto(
  db: Database,
  input: { userId: number; clientId: string; upload: StoredUpload; autoApprove: boolean },
  now: Date,
): Promise<GalleryOutcome> {
  return db.transaction(async (tx): Promise<GalleryOutcome> => {
    const locked = await lockForUpload(tx, input.userId, input.clientId)
    if ('kind' in locked) return locked
    // The row's snapshot is the gallery as committed, and the lock keeps it so.
    const held = locked.member.photos.length
    if (held >= PHOTO_LIMIT) return { kind: 'limit' }
    const [added] = await tx
      .insert(photos)
      .values({
        userId: input.userId,
        clientId: input.clientId,
        position: held,
        ...input.upload,
        ...reviewState(input.autoApprove, now),
        submittedAt: now,
        createdAt: now,
      })
      .returning({ id: photos.id })
    const updated = await refreshGallerySnapshot(tx, input.userId)
    return { kind: 'changed', member: updated!, photoId: added!.id, filesReplaced: [] }
  })
}

/**
 * Puts the upload in the place of one photo: a new version (revision + 1) that waits for review
 * again. The upload's clientId moves to the photo, so the same replacement sent twice lands once.
 */
export async function replacePhoto(
  db: Database,
  input: {
    userId: number
    photoId: number
    clientId: string
    upload: StoredUpload
    autoApprove: boolean
  },
  now: Date,
): Promise<GalleryOutcome> {
  return db.transaction(async (tx): Promise<GalleryOutcome> => {
    const locked = await lockForUpload(tx, input.userId, input.clientId)
    if ('kind' in locked) return locked
    const [before] = await tx
      .select({ name: photos.name })
      .from(photos)
      .where(and(eq(photos.id, input.photoId), eq(photos.userId, input.userId)))
    if (!before) return { kind: 'not-found' }
    await tx
      .update(photos)
      .set({
        ...input.upload,
        clientId: input.clientId,
        revision: sql`${photos.revision} + 1`,
        rejectionReason: null,
        ...reviewState(input.autoApprove, now),
        submittedAt: now,
      })
      .where(eq(photos.id, input.photoId))
    const updated = await refreshGallerySnapshot(tx, input.userId)
    return {
      kind: 'changed',
      member: updated!,
      photoId: input.photoId,
      filesReplaced: filesOfPhoto(before.name),
    }
  })
}

/** Removes one photo; the ones after it move up, so the next becomes the main one. */
export async function removePhoto(
  db: Database,
  input: { userId: number; photoId: number },
): Promise<GalleryOutcome> {
  return db.transaction(async (tx): Promise<GalleryOutcome> => {
    if (!(await lockMember(tx, input.userId))) return { kind: 'gone' }
    const [removed] = await tx
      .delete(photos)
      .where(and(eq(photos.id, input.photoId), eq(photos.userId, input.userId)))
      .returning({ name: photos.name, position: photos.position })
    if (!removed) return { kind: 'not-found' }
    await tx
      .update(photos)
      .set({ position: sql`${photos.position} - 1` })
      .where(and(eq(photos.userId, input.userId), gt(photos.position, removed.position)))
    const updated = await refreshGallerySnapshot(tx, input.userId)
    return {
      kind: 'changed',
      member: updated!,
      photoId: input.photoId,
      filesReplaced: filesOfPhoto(removed.name),
    }
  })
}

/**
 * Puts the photos in the order given. The list must name every photo of the gallery once: an
 * order made on a device that did not know of a photo added or removed since is refused, not
 * half applied. Sending the same order again changes nothing (an outbox replay).
 */
export async function reorderPhotos(
  db: Database,
  input: { userId: number; photoIds: readonly number[] },
): Promise<GalleryOutcome> {
  return db.transaction(async (tx): Promise<GalleryOutcome> => {
    if (!(await lockMember(tx, input.userId))) return { kind: 'gone' }
    const held = await tx
      .select({ id: photos.id })
      .from(photos)
      .where(eq(photos.userId, input.userId))
    const wanted = new Set(input.photoIds)
    if (held.length !== wanted.size || held.some(({ id }) => !wanted.has(id))) {
      return { kind: 'order-mismatch' }
    }
    await tx
      .update(photos)
      .set({
        position: sql`case ${photos.id} ${sql.join(
          input.photoIds.map((id, position) => sql`when ${id} then ${position}::int`),
          sql` `,
        )} end`,
      })
      .where(eq(photos.userId, input.userId))
    const updated = await refreshGallerySnapshot(tx, input.userId)
    return { kind: 'changed', member: updated!, photoId: input.photoIds[0]!, filesReplaced: [] }
  })
}
