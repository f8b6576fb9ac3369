import { encode } from 'blurhash'
import sharp, { type Sharp } from 'sharp'
import { PHOTO_MIN_SIDE, type PhotoSize } from '#shared/domain/photos.ts'

/**
 * Every upload is decoded and re-encoded here (docs/photos.md "Pipeline"): its orientation
 * applied, then written as WebP in each size the screens need. Nothing of the original file
 * survives: sharp writes no metadata unless asked, so EXIF (GPS, camera, time), XMP and IPTC
 * never reach another member.
 */

/** How each size is cut: the thumbnail square and centred on what draws the eye, the rest whole. */
const SIZE_RULES: Record<PhotoSize, { width: number; height: number; fit: 'cover' | 'inside' }> = {
  thumb: { width: 240, height: 240, fit: 'cover' },
  card: { width: 720, height: 1280, fit: 'inside' },
  full: { width: 1440, height: 1440, fit: 'inside' },
}
const WEBP_QUALITY: Record<PhotoSize, number> = { thumb: 70, card: 78, full: 80 }
/** The decoder refuses images larger than this (a small file can claim a huge canvas). */
const MAX_INPUT_PIXELS = 40_000_000
/** BlurHash components across and down: about 30 characters, enough for a soft preview. */
const PLACEHOLDER_COMPONENTS = { x: 4, y: 5 }
const PLACEHOLDER_SIDE = 32

export interface ProcessedPhoto {
  files: Record<PhotoSize, Buffer>
  /** The full size's dimensions, as shown. */
  width: number
  height: number
  placeholder: string
}

export type ProcessOutcome =
  { kind: 'processed'; photo: ProcessedPhoto } | { kind: 'unreadable' } | { kind: 'too-small' }

/** Decodes, orients, checks and re-encodes one upload; never throws for a bad file. */
export async function processPhoto(bytes: Uint8Array): Promise<ProcessOutcome> {
  const source = () =>
    sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS }).autoOrient()
  let width: number
  let height: number
  try {
    const metadata = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()
    ;({ width, height } = metadata.autoOrient)
  } catch {
    return { kind: 'unreadable' }
  }
  if (Math.min(width, height) < PHOTO_MIN_SIDE) return { kind: 'too-small' }
  try {
    const [thumb, card, full, placeholder] = await Promise.all([
      resized(source(), 'thumb'),
      resized(source(), 'card'),
      resized(source(), 'full'),
      placeholderOf(source()),
    ])
    const shown = await sharp(full.data).metadata()
    return {
      kind: 'processed',
      photo: {
        files: { thumb: thumb.data, card: card.data, full: full.data },
        width: shown.width,
        height: shown.height,
        placeholder,
      },
    }
  } catch {
    // A truncated or corrupt file that its header did not give away.
    return { kind: 'unreadable' }
  }
}

function resized(image: Sharp, size: PhotoSize) {
  const { width, height, fit } = SIZE_RULES[size]
  return image
    .resize({ width, height, fit, position: sharp.strategy.attention, withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY[size] })
    .toBuffer({ resolveWithObject: true })
}

async function placeholderOf(image: Sharp): Promise<string> {
  const { data, info } = await image
    .resize({ width: PLACEHOLDER_SIDE, height: PLACEHOLDER_SIDE, fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  return encode(
    new Uint8ClampedArray(data),
    info.width,
    info.height,
    PLACEHOLDER_COMPONENTS.x,
    PLACEHOLDER_COMPONENTS.y,
  )
}
