import { useLingui } from '@lingui/react/macro'
import { useState, type ReactNode } from 'react'
import { photoFileUrl } from '#shared/domain/photos.ts'
import type { PublicPhoto } from '#shared/schemas/photos.ts'
import { BlurhashImage } from '../../components/blurhash-image/BlurhashImage.tsx'
import { ChevronLeftIcon, ChevronRightIcon } from '../../components/icons/icons.tsx'

interface CardPhotosProps {
  photos: readonly PublicPhoto[]
  /** The member's first name, for the photo's description and the buttons' names. */
  name: string
  /** What shows when the member has no approved photo (a generated picture). */
  fallback: ReactNode
  /** The top card's photo is what the page opened for; the card under it loads quietly. */
  priority?: 'high' | 'low'
}

/**
 * The face of a swipe card (issue 14): one photo at a time, full width, over its BlurHash. Tapping
 * the left or right half, or the named buttons for keyboard and screen reader, moves between the
 * member's photos; the segments at the top say which one shows.
 */
export function CardPhotos({ photos, name, fallback, priority = 'high' }: CardPhotosProps) {
  const { t } = useLingui()
  const [index, setIndex] = useState(0)
  const count = photos.length
  const photo = photos[Math.min(index, count - 1)]
  if (!photo) return <div className="card-photo">{fallback}</div>
  const position = index + 1
  const step = (by: number) => setIndex((i) => Math.min(count - 1, Math.max(0, i + by)))
  return (
    <div className="card-photo">
      <BlurhashImage
        key={photo.id}
        className="card-photo-image"
        hash={photo.placeholder}
        src={photoFileUrl(photo.name, 'card')}
        alt={count > 1 ? t`${name}, photo ${position} of ${count}` : t`Photo of ${name}`}
        fetchPriority={priority}
        decoding="async"
      />
      {count > 1 && (
        <>
          <ol className="photo-segments" aria-hidden="true">
            {photos.map((each, i) => (
              <li key={each.id} data-current={i === index} />
            ))}
          </ol>
          <button
            type="button"
            className="photo-tap photo-tap-previous"
            aria-label={t`Previous photo of ${name}`}
            aria-disabled={index === 0}
            onClick={() => step(-1)}
          >
            <ChevronLeftIcon />
          </button>
          <button
            type="button"
            className="photo-tap photo-tap-next"
            aria-label={t`Next photo of ${name}`}
            aria-disabled={index === count - 1}
            onClick={() => step(1)}
          >
            <ChevronRightIcon />
          </button>
        </>
      )}
    </div>
  )
}
