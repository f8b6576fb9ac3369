import type { ReactNode } from 'react'
import { photoFileUrl } from '#shared/domain/photos.ts'
import { BlurhashImage } from '../blurhash-image/BlurhashImage.tsx'
import { MemberPicture, type PicturedMember } from './MemberPicture.tsx'

/**
 * The face of a photo-first tile (Matches, Favorites, Likes you): the member's card-size photo
 * over its BlurHash (or MemberPicture's fallbacks) at 4:5, with `children` (name, age) over a
 * gradient at its foot. A control in the caption with the class `member-face-open` covers the
 * whole face.
 */
export function MemberFace({ member, children }: { member: PicturedMember; children: ReactNode }) {
  const main = member.photos?.[0]
  return (
    <div className="member-face">
      {main ? (
        <BlurhashImage
          className="member-picture member-picture-fill"
          hash={main.placeholder}
          src={photoFileUrl(main.name, 'card')}
          alt=""
          decoding="async"
        />
      ) : (
        <MemberPicture member={member} />
      )}
      <div className="member-face-caption">{children}</div>
    </div>
  )
}
