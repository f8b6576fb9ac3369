import { Trans, useLingui } from '@lingui/react/macro'
import { compatibilityBand } from '#shared/domain/compatibility-band.ts'
import { abbreviateIncome } from '#shared/domain/income.ts'
import type { PublicProfile } from '#shared/schemas/user.ts'
import { MemberPicture } from '../../components/member-picture/MemberPicture.tsx'
import { PhotoVerifiedBadge } from '../../components/verified-badge/PhotoVerifiedBadge.tsx'
import { VerifiedBadge as VerifiedMark } from '../../components/verified-badge/VerifiedBadge.tsx'
import type { LikeState } from '../../data/discover/decisions.ts'

/** Small pieces of a member's card, shared by Discover, Matches and Favorites. */

/** A member's round picture (web/components/member-picture), as the Discover screens size it. */
export function Avatar({ profile, size = 72 }: { profile: PublicProfile; size?: number }) {
  return <MemberPicture member={profile} size={size} />
}

export function fullName(profile: PublicProfile): string {
  return `${profile.firstName} ${profile.lastName}`.trim()
}

/** '% match' with the spec's colour band (80+ green, 60+ gold, 40+ orange, else red). */
export function CompatibilityBadge({
  score,
  variant = 'match',
}: {
  score: number | null
  variant?: 'match' | 'compatibility'
}) {
  // No score made up (issue #35): where there is room, CompatibilityUnknown says what is missing.
  if (score === null) return null
  const rounded = Math.round(score)
  return (
    <span className={`compat compat-${compatibilityBand(rounded)}`}>
      {variant === 'match' ? (
        <Trans>{rounded}% match</Trans>
      ) : (
        <Trans>{rounded}% compatibility</Trans>
      )}
    </span>
  )
}

/** A member's Verified and Photo verified badges (web/components/verified-badge), where earned. */
export function VerifiedBadge({ profile }: { profile: PublicProfile }) {
  return (
    <>
      <VerifiedMark verified={profile.isVerified} />
      {profile.isVerified && profile.photoVerified && ' '}
      <PhotoVerifiedBadge verified={profile.photoVerified} />
    </>
  )
}

export function DistanceText({ miles }: { miles: number | null }) {
  return miles === null ? null : <Trans>{miles} miles away</Trans>
}

export function placeOf(profile: PublicProfile): string {
  return [profile.location, profile.country].filter(Boolean).join(', ')
}

/** The facts of a card: age, place, denomination, occupation, income (K/M), distance. */
export function ProfileFacts({
  profile,
  full = false,
}: {
  profile: PublicProfile
  full?: boolean
}) {
  const age = profile.age
  const place = placeOf(profile)
  const income = profile.income === null ? null : abbreviateIncome(profile.income)
  return (
    <ul className="profile-facts">
      <li>
        <Trans>{age} years</Trans>
      </li>
      {place && <li>{place}</li>}
      {profile.denomination && <li>{profile.denomination}</li>}
      {profile.occupation && <li>{profile.occupation}</li>}
      {full && profile.educationLevel && <li>{profile.educationLevel}</li>}
      {full && profile.churchAttendanceFrequency && <li>{profile.churchAttendanceFrequency}</li>}
      {income !== null && (
        <li>
          <Trans>Income {income}</Trans>
        </li>
      )}
      {profile.distanceMiles !== null && (
        <li>
          <DistanceText miles={profile.distanceMiles} />
        </li>
      )}
    </ul>
  )
}

/** The like button of spec §4: idle, then pending (sending), then liked (disabled). */
export function LikeButton({
  state,
  onLike,
  name,
}: {
  state: LikeState
  onLike: () => void
  name: string
}) {
  const { t } = useLingui()
  const label =
    state === 'pending' ? t`Sending like…` : state === 'liked' ? t`Liked` : t`Like ${name}`
  return (
    <button
      type="button"
      className="button button-primary"
      onClick={onLike}
      disabled={state !== 'idle'}
      aria-label={label}
    >
      {state === 'pending' && <span className="spinner" aria-hidden="true" />}
      {state === 'liked' ? <Trans>Liked</Trans> : <Trans>Like</Trans>}
    </button>
  )
}
