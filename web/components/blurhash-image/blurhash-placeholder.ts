import { decode, isBlurhashValid } from 'blurhash'

/** The side, in pixels, a BlurHash is decoded at: it is stretched and blurry by design. */
const SIDE = 32
const decoded = new Map<string, string | null>()

/**
 * A BlurHash as a data: URL to paint under an image until it loads (docs/photos.md): decoded once
 * per hash on a tiny canvas. Null when the hash is not valid or there is no canvas (tests).
 */
export function blurhashDataUrl(hash: string): string | null {
  if (decoded.has(hash)) return decoded.get(hash)!
  let url: string | null = null
  if (isBlurhashValid(hash).result) {
    const canvas = document.createElement('canvas')
    canvas.width = canvas.height = SIDE
    const context = canvas.getContext('2d')
    if (context) {
      const image = context.createImageData(SIDE, SIDE)
      image.data.set(decode(hash, SIDE, SIDE))
      context.putImageData(image, 0, 0)
      url = canvas.toDataURL()
    }
  }
  decoded.set(hash, url)
  return url
}
