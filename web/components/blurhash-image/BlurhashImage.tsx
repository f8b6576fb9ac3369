import { useState, type ImgHTMLAttributes } from 'react'
import { blurhashDataUrl } from './blurhash-placeholder.ts'
import './blurhash-image.css'

type BlurhashImageProps = ImgHTMLAttributes<HTMLImageElement> & {
  /** The BlurHash painted until the image has loaded (and when it cannot load, e.g. offline). */
  hash: string | null
  alt: string
}

/**
 * An image over its BlurHash placeholder: the placeholder shows at once, the image fades in once
 * loaded. The image never starts a native drag (the screens use their own drag gestures).
 */
export function BlurhashImage({ hash, className, alt, onLoad, ...image }: BlurhashImageProps) {
  const [loaded, setLoaded] = useState(false)
  const placeholder = hash ? blurhashDataUrl(hash) : null
  return (
    <span
      className={`blurhash-image ${className ?? ''}`}
      style={placeholder ? { backgroundImage: `url(${placeholder})` } : undefined}
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
