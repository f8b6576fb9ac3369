import { useState } from 'react'
import { photoFileUrl } from '#shared/domain/photos.ts'
import type { PublicPhoto } from '#shared/schemas/photos.ts'
import { blurhashAverage } from '../blurhash-image/blurhash-average.ts'
import { generatedPictureOf } from './generated-picture.ts'
import './member-picture.css'

/** What the picture needs of a member: any of the public shapes (profile, match, blocked member). */
export interface PicturedMember {
  id: number
  /** The main photo's thumbnail or a generated picture the server keeps; null for none. */
  profileImageUrl: string | null
  /** The approved photos, main first (absent in shapes that carry none). */
  photos?: readonly Pick<PublicPhoto, 'name' | 'placeholder'>[]
}

export interface MemberPictureProps {
  member: PicturedMember
  /** A round picture this many CSS pixels wide and high; without it, it fills its box. */
  size?: number
  /** The file of the main photo: the 240 px square `thumb` (avatars) or the `card` (tiles). */
  photoSize?: 'thumb' | 'card'
  /**
   * The text alternative of a photo; '' (the default) where the member's name is next to it. The
   * generated picture shows no one, so it is always decorative.
   */
  alt?: string
  className?: string
}

/**
 * A member's picture, everywhere one shows: the main photo over its BlurHash's colour, else the
 * picture the profile names, else a generated portrait (never initials; also when the file cannot
 * load). Its size is fixed before anything loads (no layout shift) and it never starts a native
 * drag. No BlurHash decoder here: it is on the first screen (MemberFace paints the full blur).
 */
export function MemberPicture({
  member,
  size,
  photoSize = 'thumb',
  alt = '',
  className = '',
}: MemberPictureProps) {
  const [failed, setFailed] = useState<string | null>(null)
  const main = member.photos?.[0]
  const src = main ? photoFileUrl(main.name, photoSize) : member.profileImageUrl
  const shape = size ? 'member-picture-round' : 'member-picture-fill'
  const box = size ? { width: size, height: size } : {}
  if (src && failed !== src)
    return (
      <span
        className={`member-picture ${shape} ${className}`}
        style={{
          ...box,
          backgroundColor: (main && blurhashAverage(main.placeholder)) ?? undefined,
        }}
      >
        <img
          src={src}
          alt={alt}
          draggable={false}
          decoding="async"
          onError={() => setFailed(src)}
        />
      </span>
    )
  const { tone, angle } = generatedPictureOf(member.id)
  return (
    <span
      className={`member-picture ${shape} member-picture-generated ${className}`}
      data-tone={tone}
      style={{
        ...box,
        backgroundImage: `linear-gradient(${angle}deg, var(--tone-from), var(--tone-to))`,
      }}
      aria-hidden="true"
    >
      <svg viewBox="0 0 40 40" preserveAspectRatio="xMidYMax meet" aria-hidden="true">
        <circle cx="20" cy="16" r="7.5" />
        <path d="M5 40c0-8.6 6.7-14.5 15-14.5S35 31.4 35 40z" />
      </svg>
    </span>
  )
}
