import { Trans, useLingui } from '@lingui/react/macro'
import { photoFileUrl } from '#shared/domain/photos.ts'
import { BlurhashImage } from '../../components/blurhash-image/BlurhashImage.tsx'
import { Dialog } from '../../components/dialog/Dialog.tsx'
import type { GalleryTile } from '../../data/photo-gallery.ts'
import { translateMemberServerMessage } from '../../domain/member-server-messages.ts'
import { releaseObjectUrl, useObjectUrl } from './PhotoTile.tsx'

/**
 * A photo's options, for every way of using the gallery (a tap, Enter on a tile, a screen
 * reader): the photo larger, what the moderators decided, make it the main photo, move it,
 * replace it, remove it. Uploads still waiting cannot move (they have no place on the server yet).
 */
export function PhotoOptionsDialog(props: {
  tile: GalleryTile | null
  index: number
  count: number
  /** How many of the tiles can move (the server's photos). */
  movable: number
  onMove: (to: number) => void
  onReplace: () => void
  onRemove: () => void
  onClose: () => void
}) {
  const { tile, index, count, movable } = props
  const { t, i18n } = useLingui()
  const pending = tile?.kind === 'upload' ? tile.upload : (tile?.replacement ?? null)
  const localUrl = useObjectUrl(pending?.file ?? null)
  const photo = tile?.kind === 'photo' ? tile.photo : null
  const position = index + 1
  const canMove = tile?.kind === 'photo' && movable > 1
  const reason = photo?.rejectionReason
    ? translateMemberServerMessage(i18n, photo.rejectionReason)
    : null

  return (
    <Dialog
      open={tile !== null}
      title={t`Photo ${position} of ${count}`}
      onClose={props.onClose}
      actions={
        <button type="button" className="button" onClick={props.onClose}>
          <Trans>Close</Trans>
        </button>
      }
    >
      <div className="photo-options-preview">
        {localUrl ? (
          <img
            src={localUrl}
            alt={t`Your new photo, waiting to upload`}
            onLoad={releaseObjectUrl}
            onError={releaseObjectUrl}
          />
        ) : (
          photo && (
            <BlurhashImage
              hash={photo.placeholder}
              src={photoFileUrl(photo.name, 'card')}
              width={photo.width}
              height={photo.height}
              alt={t`Photo ${position} of ${count}`}
            />
          )
        )}
      </div>
      {photo?.status === 'pending' && !pending && (
        <p className="muted">
          <Trans>Under review: other members see this photo once a moderator approves it.</Trans>
        </p>
      )}
      {photo?.status === 'rejected' && !pending && (
        <p className="field-error">
          {reason ? t`Not approved: ${reason}` : t`Not approved`}{' '}
          <Trans>Only you can see it. Replace it or remove it.</Trans>
        </p>
      )}
      <div className="photo-options-actions">
        {canMove && index > 0 && (
          <button type="button" className="button" onClick={() => props.onMove(0)}>
            <Trans>Make main photo</Trans>
          </button>
        )}
        {canMove && index > 0 && (
          <button type="button" className="button" onClick={() => props.onMove(index - 1)}>
            <Trans>Move earlier</Trans>
          </button>
        )}
        {canMove && index < movable - 1 && (
          <button type="button" className="button" onClick={() => props.onMove(index + 1)}>
            <Trans>Move later</Trans>
          </button>
        )}
        <button type="button" className="button" onClick={props.onReplace}>
          <Trans>Replace photo</Trans>
        </button>
        <button type="button" className="button button-danger" onClick={props.onRemove}>
          <Trans>Remove photo</Trans>
        </button>
      </div>
    </Dialog>
  )
}
