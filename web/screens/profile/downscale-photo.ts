import { PHOTO_DEVICE_JPEG_QUALITY, PHOTO_DEVICE_MAX_SIDE } from '#shared/domain/photos.ts'

/** The size a photo is drawn at: its own when it fits, else scaled so the long side is `maxSide`. */
export function scaledSize(width: number, height: number, maxSide = PHOTO_DEVICE_MAX_SIDE) {
  const scale = Math.min(1, maxSide / Math.max(width, height))
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  }
}

/** The photo could not be decoded as an image by this browser (e.g. HEIC outside Safari). */
export class UnreadablePhotoError extends Error {
  override name = 'UnreadablePhotoError'
}

/**
 * The chosen photo made small on the device before it is sent (cheap phones, slow connections):
 * at most 1080 px on the long side, as a JPEG of quality 0.85, upright as the camera meant it.
 */
export async function downscalePhoto(file: Blob): Promise<Blob> {
  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' })
  } catch (error) {
    throw new UnreadablePhotoError('The photo could not be read', { cause: error })
  }
  try {
    const { width, height } = scaledSize(bitmap.width, bitmap.height)
    const canvas = document.createElement('canvas')
    canvas.width = width
    canvas.height = height
    const context = canvas.getContext('2d')
    if (!context) throw new UnreadablePhotoError('No canvas to draw the photo on')
    context.drawImage(bitmap, 0, 0, width, height)
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', PHOTO_DEVICE_JPEG_QUALITY),
    )
    if (!blob) throw new UnreadablePhotoError('The photo could not be encoded')
    return blob
  } finally {
    bitmap.close()
  }
}
