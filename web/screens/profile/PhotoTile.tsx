import { Trans, useLingui } from '@lingui/react/macro'
import {
  useMemo,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
  type SyntheticEvent,
} from 'react'
import { photoFileUrl } from '#shared/domain/photos.ts'
import { BlurhashImage } from '../../components/blurhash-image/BlurhashImage.tsx'
import { CloseIcon } from '../../components/icons/icons.tsx'
import { messageOfErrorText } from '../../data/api-client.ts'
import type { GalleryTile, PendingPhoto } from '../../data/photo-gallery.ts'
import { translateMemberServerMessage } from '../../domain/member-server-messages.ts'

/**
 * A Blob shown as an image while it waits to upload. The object URL is for one <img>: pass
 * `releaseObjectUrl` as its onLoad and onError, so the URL is revoked once the image has it.
 */
export function useObjectUrl(file: Blob | null): string | null {
  return useMemo(() => (file ? URL.createObjectURL(file) : null), [file])
}

export const releaseObjectUrl = (event: SyntheticEvent<HTMLImageElement>) =>
  URL.revokeObjectURL(event.currentTarget.src)

/** What a photo waiting to upload says on its tile. */
function UploadState(props: {
  pending: PendingPhoto
  progress: number | undefined
  online: boolean
}) {
  const { pending, progress, online } = props
  const { t, i18n } = useLingui()
  if (pending.status === 'failed') {
    const reason = translateMemberServerMessage(i18n, messageOfErrorText(pending.error ?? ''))
    return (
      <span className="photo-tile-state photo-tile-state-error">{t`Not uploaded: ${reason}`}</span>
    )
  }
  const percent = progress === undefined ? undefined : Math.round(progress * 100)
  const waiting = !online
  return (
    <span className="photo-tile-state">
      <span>
        {waiting
          ? t`Waiting for a connection`
          : percent === undefined
            ? t`Uploading…`
            : t`Uploading ${percent}%`}
      </span>
      {!waiting && (
        <span
          className="photo-tile-progress"
          role="progressbar"
          aria-label={t`Upload progress`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <span style={{ width: `${percent ?? 15}%` }} data-indeterminate={percent === undefined} />
        </span>
      )}
    </span>
  )
}

/**
 * One filled place of the gallery: the photo over its BlurHash (or the chosen file while it waits
 * to upload), "Main photo" on the first, its moderation state or upload progress, and a remove
 * button. The tile itself is a button: it opens the photo's options; the arrow keys move it; a
 * pointer drags it (use-tile-drag.ts).
 */
export function PhotoTile(props: {
  tile: GalleryTile
  index: number
  count: number
  progress: number | undefined
  online: boolean
  hintId: string
  /** While dragged: the offset from where it was picked up. */
  dragOffset: { dx: number; dy: number } | null
  dropTarget: boolean
  onOpen: () => void
  onRemove: () => void
  onMoveKey: (event: KeyboardEvent<HTMLButtonElement>) => void
  onPointerDown?: (event: PointerEvent<HTMLButtonElement>) => void
}) {
  const { tile, index, count, progress, online, dragOffset } = props
  const { t } = useLingui()
  const position = index + 1
  const pending = tile.kind === 'upload' ? tile.upload : tile.replacement
  const localUrl = useObjectUrl(pending?.file ?? null)
  const photo = tile.kind === 'photo' ? tile.photo : null
  const states: string[] = []
  if (index === 0) states.push(t`main photo`)
  if (pending) states.push(pending.status === 'failed' ? t`not uploaded` : t`waiting to upload`)
  else if (photo?.status === 'pending') states.push(t`under review`)
  else if (photo?.status === 'rejected') states.push(t`not approved`)
  const label = [t`Photo ${position} of ${count}`, ...states].join(', ')

  const style: CSSProperties | undefined = dragOffset
    ? { transform: `translate(${dragOffset.dx}px, ${dragOffset.dy}px) scale(1.05)` }
    : undefined

  return (
    <li
      className="photo-slot"
      data-dragging={dragOffset !== null}
      data-drop-target={props.dropTarget}
    >
      <button
        type="button"
        className="photo-tile"
        data-tile-key={tile.key}
        aria-label={label}
        aria-describedby={props.hintId}
        style={style}
        onClick={props.onOpen}
        onKeyDown={props.onMoveKey}
        onPointerDown={props.onPointerDown}
      >
        {localUrl ? (
          <span className="blurhash-image photo-tile-image" data-loaded="true">
            <img
              src={localUrl}
              alt=""
              draggable={false}
              onLoad={releaseObjectUrl}
              onError={releaseObjectUrl}
            />
          </span>
        ) : (
          photo && (
            <BlurhashImage
              className="photo-tile-image"
              hash={photo.placeholder}
              src={photoFileUrl(photo.name, 'thumb')}
              srcSet={`${photoFileUrl(photo.name, 'thumb')} 240w, ${photoFileUrl(photo.name, 'card')} 720w`}
              sizes="(max-width: 480px) 34vw, 180px"
              width={photo.width}
              height={photo.height}
              alt=""
            />
          )
        )}
        {index === 0 && (
          <span className="badge photo-tile-main">
            <Trans context="the first photo of the gallery">Main</Trans>
          </span>
        )}
        {pending ? (
          <UploadState pending={pending} progress={progress} online={online} />
        ) : photo?.status === 'pending' ? (
          <span className="photo-tile-state">
            <Trans>Under review</Trans>
          </span>
        ) : photo?.status === 'rejected' ? (
          <span className="photo-tile-state photo-tile-state-error">
            <Trans>Not approved</Trans>
          </span>
        ) : null}
      </button>
      <button
        type="button"
        className="photo-tile-remove"
        aria-label={t`Remove photo ${position}`}
        onClick={props.onRemove}
      >
        <CloseIcon width={16} height={16} />
      </button>
    </li>
  )
}
