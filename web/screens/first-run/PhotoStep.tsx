import { Trans, useLingui } from '@lingui/react/macro'
import { useGalleryTiles } from '../../data/photo-gallery-actions.ts'
import { PhotoGallery } from '../profile/PhotoGallery.tsx'
import { ContinueWhenDone, StepFrame, type StepProps } from './FirstRunScreen.tsx'

/**
 * Photos: the gallery and camera the profile has (PhotoGallery), at least one photo to go on, as
 * nobody sees a member without one. An upload still waiting (offline) counts.
 */
export function PhotoStep({ member, onDone }: StepProps) {
  const { t } = useLingui()
  const tiles = useGalleryTiles(member.id, member.photos)
  const usable = tiles.some(
    (tile) => tile.kind === 'upload' || tile.replacement || tile.photo.status !== 'rejected',
  )
  return (
    <StepFrame
      step="photos"
      title={t`Show your smile`}
      lead={
        <Trans>
          Members decide by the photos first. Add at least one where your face is clear; you can add
          up to six.
        </Trans>
      }
      actions={
        <ContinueWhenDone done={usable} hint={t`Add a photo to continue.`} onDone={onDone} />
      }
    >
      <PhotoGallery member={member} />
    </StepFrame>
  )
}
