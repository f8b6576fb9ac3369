/** The letter types this server recognises from a file's first bytes. */
export type SniffedType =
  'application/pdf' | 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif'

const ascii = (bytes: Uint8Array, start: number, text: string) =>
  [...text].every((char, i) => bytes[start + i] === char.charCodeAt(0))

/**
 * The type a file really is, read from its magic bytes (the browser's claimed type is not
 * trusted); null for anything else. HEIC is not recognised here, so it is refused.
 */
export function sniffLetterType(bytes: Uint8Array): SniffedType | null {
  if (ascii(bytes, 0, '%PDF-')) return 'application/pdf'
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => bytes[i] === byte)) {
    return 'image/png'
  }
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg'
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return 'image/webp'
  if (ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a')) return 'image/gif'
  return null
}

export const EXTENSION_OF: Record<SniffedType, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
}
