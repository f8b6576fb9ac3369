import { Trans, useLingui } from '@lingui/react/macro'
import { abbreviateIncome } from '#shared/domain/income.ts'
import type { SameEvent } from '#shared/schemas/discover.ts'
import type { PublicProfile } from '#shared/schemas/user.ts'
import { ChevronUpIcon } from '../../components/icons/icons.tsx'
import { CardPhotos } from './CardPhotos.tsx'
import { SameEventChip } from './SameEventChip.tsx'
import { MemberPicture } from '../../components/member-picture/MemberPicture.tsx'
import {
  CompatibilityBadge,
  DistanceText,
  fullName,
  placeOf,
  VerifiedBadge,
} from './ProfileBits.tsx'

/**
 * What a swipe card shows (issue 14): the photos, and over a gradient at their foot the name and
 * age, the denomination and income (K or M, core §2) where the member gave them, the badges, the
 * match score, an event both go to, where the member lives and how far; the rest of the profile
 * is behind the "more" button (the detail view). Without `onOpenDetails` (the card under the
 * top one) there is no button.
 */
export function CardFace({
  profile,
  onOpenDetails,
  priority = 'high',
  beyond = false,
  sameEvent,
}: {
  profile: PublicProfile
  onOpenDetails?: () => void
  /** Shown from beyond the member's distance (they asked for others when those near run out). */
  beyond?: boolean
  /** An upcoming event the member and the viewer both go to: a chip linking to it. */
  sameEvent?: SameEvent
  priority?: 'high' | 'low'
}) {
  const { t } = useLingui()
  const name = fullName(profile)
  const place = placeOf(profile)
  const income = profile.income === null ? '' : abbreviateIncome(profile.income)
  return (
    <>
      <CardPhotos
        photos={profile.photos}
        name={profile.firstName}
        priority={priority}
        fallback={<MemberPicture member={profile} />}
      />
      <div className="card-caption">
        <div className="card-title">
          <h2>{name}</h2>
          <span className="card-age">{profile.age}</span>
        </div>
        {(profile.denomination || income) && (
          <p className="card-faith">
            {profile.denomination}
            {profile.denomination && income && ' · '}
            {income && <Trans>Income {income}</Trans>}
          </p>
        )}
        <p className="card-badges">
          <VerifiedBadge profile={profile} />{' '}
          <CompatibilityBadge score={profile.compatibilityScore} />
          {beyond && (
            <>
              {' '}
              <span className="badge badge-beyond">{t`Beyond your distance`}</span>
            </>
          )}
        </p>
        {sameEvent && (
          <p className="card-same-event">
            <SameEventChip event={sameEvent} />
          </p>
        )}
        {(place || profile.distanceMiles !== null) && (
          <p className="card-place">
            {place}
            {place && profile.distanceMiles !== null && ' · '}
            <DistanceText miles={profile.distanceMiles} />
          </p>
        )}
        {onOpenDetails && (
          <button
            type="button"
            className="card-more"
            aria-label={t`More about ${name}`}
            onClick={onOpenDetails}
          >
            <ChevronUpIcon />
          </button>
        )}
      </div>
    </>
  )
}
