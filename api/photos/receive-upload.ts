import type { Context } from 'hono'
import {
  PHOTO_CLIENT_ID_FIELD,
  PHOTO_FIELD,
  PHOTO_MAX_BYTES,
  PHOTO_MESSAGES,
  type PhotoSize,
} from '#shared/domain/photos.ts'
import { ClientIdSchema } from '#shared/schemas/ids.ts'
import { sniffLetterType } from '../uploads/file-signature.ts'
import { limitUploadBody } from '../uploads/multipart-file.ts'
import type { PhotoStore } from '../uploads/photo-store.ts'
import { storageRefusal } from '../uploads/storage-refusal.ts'
import { filesOfPhoto, newPhotoName, writePhotoFiles, type StoredUpload } from './gallery.ts'
import { processPhoto } from './process-photo.ts'
import { codeOfStatus, type RefusalStatus } from '../http/refusal.ts'
import type { ErrorCode } from '#shared/schemas/errors.ts'

/** Refuses a body larger than a photo of the largest size can make, before it is read. */
export const limitPhotoBody = limitUploadBody(PHOTO_MAX_BYTES, PHOTO_MESSAGES.tooLarge)

/** The types read from a file's content that the pipeline decodes. */
const DECODED_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp'])
const HEIF_TYPES = new Set(['image/heic', 'image/heif'])

export type UploadForm = { kind: 'form'; bytes: Uint8Array; clientId: string | null } | PhotoRefusal

/** An upload refused: `refuse(c, status, code, message)` answers it. */
export interface PhotoRefusal {
  kind: 'refused'
  status: RefusalStatus
  code: ErrorCode
  message: string
}

/**
 * The multipart body of an upload: the file in `photo` (its type read from its content, never
 * the one the browser claims) and the device's `clientId`, when it sent one.
 */
export async function readUploadForm(c: Context): Promise<UploadForm> {
  const refuse = (status: RefusalStatus, message: string): PhotoRefusal => ({
    kind: 'refused',
    status,
    code: codeOfStatus(status),
    message,
  })
  let body: Record<string, unknown>
  try {
    body = await c.req.parseBody()
  } catch {
    return refuse(400, PHOTO_MESSAGES.missing)
  }
  const file = body[PHOTO_FIELD]
  if (!(file instanceof File)) return refuse(400, PHOTO_MESSAGES.missing)
  if (file.size > PHOTO_MAX_BYTES) return refuse(413, PHOTO_MESSAGES.tooLarge)
  if (file.size === 0) return refuse(400, PHOTO_MESSAGES.empty)
  const sentId = body[PHOTO_CLIENT_ID_FIELD]
  const clientId = sentId === undefined ? null : ClientIdSchema.safeParse(sentId)
  if (clientId && !clientId.success) return refuse(400, PHOTO_MESSAGES.clientId)
  const bytes = new Uint8Array(await file.arrayBuffer())
  const type = await sniffLetterType(bytes)
  if (type && HEIF_TYPES.has(type)) return refuse(415, PHOTO_MESSAGES.heic)
  if (!type || !DECODED_TYPES.has(type)) return refuse(415, PHOTO_MESSAGES.invalidType)
  return { kind: 'form', bytes, clientId: clientId?.data ?? null }
}

export type StoredOutcome = { kind: 'stored'; upload: StoredUpload } | PhotoRefusal

/**
 * Runs the pipeline on the member's upload and writes every size (or only `sizes`: a verification
 * selfie keeps the full size) to the store; a store that refuses the write answers 503 (507 when
 * full) and leaves none of the photo's files.
 */
export async function storeUpload(
  photos: PhotoStore,
  userId: number,
  bytes: Uint8Array,
  sizes?: readonly PhotoSize[],
): Promise<StoredOutcome> {
  const processed = await processPhoto(bytes)
  if (processed.kind === 'unreadable') {
    return {
      kind: 'refused',
      status: 422,
      code: 'unprocessable_file',
      message: PHOTO_MESSAGES.unreadable,
    }
  }
  if (processed.kind === 'too-small') {
    return {
      kind: 'refused',
      status: 422,
      code: 'unprocessable_file',
      message: PHOTO_MESSAGES.tooSmall,
    }
  }
  const name = newPhotoName(userId)
  const { files, width, height, placeholder } = processed.photo
  try {
    await writePhotoFiles(photos, name, files, sizes)
  } catch (error) {
    // Sizes written before the failure are named by no row; remove them while we are here.
    await photos.delete(filesOfPhoto(name)).catch(() => {})
    return { kind: 'refused', ...storageRefusal(error, `a photo of member ${userId}`) }
  }
  return { kind: 'stored', upload: { name, width, height, placeholder } }
}
