import { Trans, useLingui } from '@lingui/react/macro'
import type { PublicProfile } from '#shared/schemas/user.ts'
import { MemberFace } from '../../components/member-picture/MemberFace.tsx'
import { fullName } from './ProfileBits.tsx'

/**
 * The photo face of a member's tile (Discover's list mode, Favorites): the card-size photo with
 * the name, the button that opens the detail dialog over the whole face, and the age.
 */
export function ProfileTileFace({
  profile,
  onOpen,
}: {
  profile: PublicProfile
  onOpen: () => void
}) {
  const { t } = useLingui()
  const name = fullName(profile)
  const age = profile.age
  return (
    <MemberFace member={profile}>
      <button
        type="button"
        className="member-face-open member-face-name"
        onClick={onOpen}
        aria-label={t`View profile of ${name}`}
      >
        {name}
      </button>
      <span className="member-face-meta">
        <Trans>{age} years</Trans>
      </span>
    </MemberFace>
  )
}
