import { Trans, useLingui } from '@lingui/react/macro'
import { CompatibilityUnknown } from '../discover/CompatibilityUnknown.tsx'
import { useEffect, useState } from 'react'
import type { PublicProfile } from '#shared/schemas/user.ts'
import { CloseIcon } from '../../components/icons/icons.tsx'
import { PageHeading } from '../../components/page-heading/PageHeading.tsx'
import { useToast } from '../../components/toast/use-toast.ts'
import { useLikeStates } from '../../data/discover/decisions.ts'
import {
  loadFavoriteProfiles,
  migrateLegacyFavorites,
  removeFavorite,
  useFavorites,
} from '../../data/discover/favorites.ts'
import { ProfileDialog } from '../discover/ProfileDialog.tsx'
import { ProfileTileFace } from '../discover/ProfileTileFace.tsx'
import {
  CompatibilityBadge,
  DistanceText,
  fullName,
  LikeButton,
  placeOf,
  VerifiedBadge,
} from '../discover/ProfileBits.tsx'
import { useDecide } from '../discover/use-decide.ts'
import '../discover/discover.css'
import { logUnexpected } from '../../data/log-unexpected.ts'
import { useAlreadyPassed } from './use-already-passed.ts'

/** Favorites (/favorites), spec core-experience §2, §4: the members saved on this device. */
export function FavoritesScreen() {
  const { t } = useLingui()
  const { toast } = useToast()
  const favorites = useFavorites()
  const likeStates = useLikeStates()
  const [openId, setOpenId] = useState<number | null>(null)

  useEffect(() => {
    void migrateLegacyFavorites().then(() => loadFavoriteProfiles())
  }, [])

  const profiles = (favorites ?? []).flatMap((entry) => (entry.profile ? [entry.profile] : []))
  const alreadyPassed = useAlreadyPassed()
  const decide = useDecide('favorites', (kind, userId) => void alreadyPassed(kind, userId))
  const open = profiles.find((profile) => profile.id === openId) ?? null

  const remove = async (profile: PublicProfile) => {
    if (openId === profile.id) setOpenId(null)
    await removeFavorite(profile.id)
    toast({ title: t`Removed from favorites` })
  }
  const like = (profile: PublicProfile) => {
    decide('like', profile.id).catch((error: unknown) => {
      logUnexpected('Like failed', error)
      toast({
        title: t`Error`,
        description: t`Failed to send like. Please try again.`,
        variant: 'destructive',
      })
    })
  }

  if (favorites === undefined)
    return (
      <p className="loading" role="status">
        <Trans>Loading…</Trans>
      </p>
    )

  if (favorites.length === 0)
    return (
      <div className="empty-state">
        <PageHeading>{t`No Favorites Yet`}</PageHeading>
        <p className="muted">
          <Trans>
            Start exploring profiles and click the star button to save your favorites here.
          </Trans>
        </p>
        <button type="button" className="button button-primary" onClick={() => history.back()}>
          <Trans>Browse Profiles</Trans>
        </button>
      </div>
    )

  const count = favorites.length
  return (
    <div>
      <div className="heading-row">
        <PageHeading>{t`My Favorites`}</PageHeading>
        <span className="badge">
          <Trans>{count} saved</Trans>
        </span>
      </div>
      {profiles.length < count && (
        <p className="loading" role="status">
          <Trans>Loading saved profiles…</Trans>
        </p>
      )}
      <ul className="member-tiles">
        {profiles.map((profile) => {
          const name = fullName(profile)
          return (
            <li key={profile.id} className="card member-tile">
              <ProfileTileFace profile={profile} onOpen={() => setOpenId(profile.id)} />
              <button
                type="button"
                className="icon-button member-tile-corner"
                aria-label={t`Remove ${name} from favorites`}
                onClick={() => void remove(profile)}
              >
                <CloseIcon />
              </button>
              <p className="member-tile-badges">
                <VerifiedBadge profile={profile} />
                {profile.compatibilityScore === null ? (
                  <CompatibilityUnknown />
                ) : (
                  <CompatibilityBadge score={profile.compatibilityScore} />
                )}
              </p>
              <ul className="profile-facts">
                {placeOf(profile) && <li>{placeOf(profile)}</li>}
                {profile.denomination && <li>{profile.denomination}</li>}
                {profile.occupation && <li>{profile.occupation}</li>}
                {profile.distanceMiles !== null && (
                  <li>
                    <DistanceText miles={profile.distanceMiles} />
                  </li>
                )}
              </ul>
            </li>
          )
        })}
      </ul>
      <ProfileDialog profile={open} onClose={() => setOpenId(null)}>
        {open && (
          <>
            <button type="button" className="button" onClick={() => void remove(open)}>
              <Trans>Remove</Trans>
            </button>
            <LikeButton
              state={likeStates.get(open.id) ?? 'idle'}
              onLike={() => like(open)}
              name={fullName(open)}
            />
          </>
        )}
      </ProfileDialog>
    </div>
  )
}
