import { useEffect, useState, type ImgHTMLAttributes } from 'react'
import { blurhashAverage } from './blurhash-average.ts'
import type { blurhashDataUrl } from './blurhash-placeholder.ts'
import './blurhash-image.css'

type BlurhashImageProps = ImgHTMLAttributes<HTMLImageElement> & {
  /** The BlurHash painted until the image has loaded (and when it cannot load, e.g. offline). */
  hash: string | null
  alt: string
}

/**
 * The BlurHash decoder, fetched only when an image is slow (not on the first screen's JavaScript
 * budget when photos arrive quickly or come from the cache): until then a placeholder is the
 * hash's mean colour, which needs no decoder.
 */
let decoder: typeof blurhashDataUrl | undefined
/** An image not loaded after this long gets its blur. */
const SLOW_IMAGE_MS = 300
const loadDecoder = () =>
  import('./blurhash-placeholder.ts').then((module) => {
    decoder = module.blurhashDataUrl
  })

/**
 * An image over its BlurHash placeholder: the placeholder shows at once (its mean colour, then
 * the blur if the image is slow), the image fades in once loaded. The image never starts a
 * native drag (the screens use their own drag gestures).
 */
export function BlurhashImage({ hash, className, alt, onLoad, ...image }: BlurhashImageProps) {
  const [loaded, setLoaded] = useState(false)
  // Re-renders once the decoder has arrived; the blur itself is derived (decoded once per hash).
  const [, setDecoderArrived] = useState(false)
  useEffect(() => {
    if (!hash || loaded || decoder) return
    let current = true
    const timer = setTimeout(
      () =>
        void loadDecoder().then(
          () => current && setDecoderArrived(true),
          // Offline before the service worker held the decoder: the mean colour stays, and the
          // next slow image asks again.
          () => {},
        ),
      SLOW_IMAGE_MS,
    )
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [hash, loaded])
  const blur = hash && decoder ? decoder(hash) : null
  const colour = hash ? blurhashAverage(hash) : null
  return (
    <span
      className={`blurhash-image ${className ?? ''}`}
      style={{
        backgroundImage: blur ? `url(${blur})` : undefined,
        backgroundColor: colour ?? undefined,
      }}
      data-loaded={loaded}
    >
      <img
        {...image}
        alt={alt}
        draggable={false}
        onLoad={(event) => {
          setLoaded(true)
          onLoad?.(event)
        }}
      />
    </span>
  )
}
