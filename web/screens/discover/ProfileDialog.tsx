import { Trans, useLingui } from '@lingui/react/macro'
import type { PublicProfile } from '#shared/schemas/user.ts'
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
          <Avatar profile={profile} size={112} />
          <p>
            <VerifiedBadge profile={profile} />{' '}
            <CompatibilityBadge score={profile.compatibilityScore} variant="compatibility" />
          </p>
          <ProfileFacts profile={profile} full />
          {profile.bio && (
            <section>
              <h3>
                <Trans>About</Trans>
              </h3>
              <p>{profile.bio}</p>
            </section>
          )}
        </div>
      )}
    </Dialog>
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
