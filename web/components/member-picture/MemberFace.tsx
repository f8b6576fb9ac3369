import type { ReactNode } from 'react'
import { MemberPicture, type PicturedMember } from './MemberPicture.tsx'

/**
 * The face of a photo-first tile (Matches, Favorites, Likes you): the member's card-size photo
 * (or generated picture) at 4:5, with `children` (name, age) over a gradient at its foot. A
 * control in the caption with the class `member-face-open` covers the whole face.
 */
export function MemberFace({ member, children }: { member: PicturedMember; children: ReactNode }) {
  return (
    <div className="member-face">
      <MemberPicture member={member} photoSize="card" />
      <div className="member-face-caption">{children}</div>
    </div>
  )
}
