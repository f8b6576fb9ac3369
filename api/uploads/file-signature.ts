import { fileTypeFromBuffer } from 'file-type'

/** The letter types this server keeps, by the type read from the file, with their extension. */
export const EXTENSION_OF = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  // What an iPhone camera saves (HEIF with HEVC images, or plain HEIF).
  'image/heic': 'heic',
  'image/heif': 'heif',
} as const
export type SniffedType = keyof typeof EXTENSION_OF

/** The type of a stored letter by its file name's extension (what `EXTENSION_OF` gave it). */
export function typeOfStoredName(name: string): SniffedType | null {
  const extension = name.slice(name.lastIndexOf('.') + 1)
  const found = Object.entries(EXTENSION_OF).find(([, ext]) => ext === extension)
  return found ? (found[0] as SniffedType) : null
}

const isLetterType = (mime: string): mime is SniffedType => Object.hasOwn(EXTENSION_OF, mime)

/**
 * The type a file really is, read from its content by file-type (the browser's claimed type is
 * not trusted); null for anything that is not a PDF or one of the image types above.
 */
export async function sniffLetterType(bytes: Uint8Array): Promise<SniffedType | null> {
  const found = await fileTypeFromBuffer(bytes)
  return found && isLetterType(found.mime) ? found.mime : null
}
