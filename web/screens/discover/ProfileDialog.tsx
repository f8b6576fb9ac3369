import { Trans, useLingui } from '@lingui/react/macro'
import { photoFileUrl } from '#shared/domain/photos.ts'
import type { PublicProfile } from '#shared/schemas/user.ts'
import { BlurhashImage } from '../../components/blurhash-image/BlurhashImage.tsx'
import { Dialog } from '../../components/dialog/Dialog.tsx'
import type { LikeState } from '../../data/discover/decisions.ts'
import {
  Avatar,
  CompatibilityBadge,
  fullName,
  LikeButton,
  ProfileFacts,
  VerifiedBadge,
} from './ProfileBits.tsx'
import { SuperLikeButton } from './SuperLikeButton.tsx'
import { preloadTheologicalMatch, useTheologicalMatch } from './theological-match-loader.ts'
import { preloadVitals, useVitals } from './vitals-loader.ts'

// Fetched with the dialog's code, so a dialog first opened offline has them too.
void preloadTheologicalMatch()
void preloadVitals()

/** A member's full card in a dialog; the caller supplies the buttons' behaviour. */
export function ProfileDialog({
  profile,
  onClose,
  children,
}: {
  profile: PublicProfile | null
  onClose: () => void
  children: React.ReactNode
}) {
  const { t } = useLingui()
  const theology = useTheologicalMatch()
  const vitals = useVitals()
  return (
    <Dialog
      open={profile !== null}
      title={profile ? fullName(profile) : ''}
      onClose={onClose}
      actions={
        <>
          {children}
          <button type="button" className="button" onClick={onClose}>
            {t`Close`}
          </button>
        </>
      }
    >
      {profile && (
        <div className="profile-detail">
          <DetailPhotos profile={profile} />
          <p>
            <VerifiedBadge profile={profile} />{' '}
            <CompatibilityBadge score={profile.compatibilityScore} variant="compatibility" />
            {profile.compatibilityScore === null && theology && (
              <theology.CompatibilityUnknown />
            )}{' '}
            {theology && <theology.TheologicalScoreBadge profile={profile} />}
          </p>
          {vitals ? (
            // The whole profile in groups (issue #33 part 2), loaded with the vitals.
            <>
              <vitals.BasicsSection profile={profile} />
              <vitals.FaithSection profile={profile} />
              <vitals.VitalsSection profile={profile} />
              {theology && <theology.TheologicalMatchSection profile={profile} />}
              <vitals.AboutSection profile={profile} />
            </>
          ) : (
            <>
              <ProfileFacts profile={profile} full />
              {theology && <theology.TheologicalMatchSection profile={profile} />}
              {profile.bio && (
                <section>
                  <h3>
                    <Trans>About</Trans>
                  </h3>
                  <p>{profile.bio}</p>
                </section>
              )}
            </>
          )}
        </div>
      )}
    </Dialog>
  )
}

/**
 * The detail view's photos (issue 14): every approved photo, full width, one under the other as
 * the member scrolls; a member without photos shows their picture.
 */
function DetailPhotos({ profile }: { profile: PublicProfile }) {
  const { t } = useLingui()
  const count = profile.photos.length
  const name = profile.firstName
  if (count === 0) return <Avatar profile={profile} size={112} />
  return (
    <ul className="detail-photos">
      {profile.photos.map((photo, i) => {
        const position = i + 1
        return (
          <li key={photo.id} style={{ aspectRatio: `${photo.width} / ${photo.height}` }}>
            <BlurhashImage
              hash={photo.placeholder}
              src={photoFileUrl(photo.name, 'card')}
              srcSet={`${photoFileUrl(photo.name, 'card')} 720w, ${photoFileUrl(photo.name, 'full')} 1440w`}
              sizes="(max-width: 720px) 100vw, 640px"
              alt={count > 1 ? t`${name}, photo ${position} of ${count}` : t`Photo of ${name}`}
              loading={i === 0 ? 'eager' : 'lazy'}
            />
          </li>
        )
      })}
    </ul>
  )
}

/** The Pass, Favorite, Like and (when given onSuperLike) Super Like buttons of a discover card. */
export function DecisionButtons({
  profile,
  likeState,
  favorite,
  onPass,
  onFavorite,
  onLike,
  onSuperLike,
}: {
  profile: PublicProfile
  likeState: LikeState
  favorite: boolean
  onPass: () => void
  onFavorite: () => void
  onLike: () => void
  onSuperLike?: () => void
}) {
  const { t } = useLingui()
  const name = fullName(profile)
  return (
    <>
      <button
        type="button"
        className="button"
        onClick={onPass}
        disabled={likeState !== 'idle'}
        aria-label={t`Pass on ${name}`}
      >
        <Trans>Pass</Trans>
      </button>
      <button
        type="button"
        className="button"
        aria-pressed={favorite}
        onClick={onFavorite}
        aria-label={t`Favorite ${name}`}
      >
        {favorite ? <Trans>Saved</Trans> : <Trans>Favorite</Trans>}
      </button>
      {onSuperLike && (
        <SuperLikeButton name={name} onSuperLike={onSuperLike} disabled={likeState !== 'idle'} />
      )}
      <LikeButton state={likeState} onLike={onLike} name={name} />
    </>
  )
}
