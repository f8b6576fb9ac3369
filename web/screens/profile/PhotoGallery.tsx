import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef, useState, type KeyboardEvent, type Ref } from 'react'
import { PHOTO_LIMIT, PHOTO_MESSAGES } from '#shared/domain/photos.ts'
import type { CurrentUser } from '#shared/schemas/user.ts'
import { ConfirmDialog } from '../../components/dialog/ConfirmDialog.tsx'
import { useToast } from '../../components/toast/use-toast.ts'
import {
  addPhoto,
  discardUpload,
  GalleryFullError,
  refreshGallery,
  removePhoto,
  reorderPhotos,
  replacePhoto,
  replaceUpload,
  useGalleryTiles,
} from '../../data/photo-gallery-actions.ts'
import { movedOrder, placesLeft, type GalleryTile } from '../../data/photo-gallery.ts'
import { PHOTO_KINDS } from '../../data/photo-gallery-outbox.ts'
import { onSyncEvent } from '../../data/sync.ts'
import { translateMemberServerMessage } from '../../domain/member-server-messages.ts'
import { useOnline } from '../../pwa/online-status.ts'
import { downscalePhoto, UnreadablePhotoError } from './downscale-photo.ts'
import { PhotoOptionsDialog } from './PhotoOptionsDialog.tsx'
import { PhotoTile } from './PhotoTile.tsx'
import { useTileDrag } from './use-tile-drag.ts'
import { useUploadProgress } from './use-upload-progress.ts'
import './photo-gallery.css'
import { logUnexpected } from '../../data/log-unexpected.ts'

/** Where a chosen file goes: a new photo, or the tile (by key) it replaces. */
type Picking = { kind: 'add' } | { kind: 'replace'; key: string }

/**
 * The member's photo gallery (issue #14, docs/photos.md): up to six photos in a 3×2 grid, the
 * first the main one; add, replace, remove, and reorder by dragging (mouse, pen, finger), by the
 * arrow keys on a tile, or from a photo's options. Every change goes through the outbox, so it
 * works offline and lands once; uploads show their progress on their tile.
 */
export function PhotoGallery({ member, ref }: { member: CurrentUser; ref?: Ref<HTMLElement> }) {
  const { t, i18n } = useLingui()
  const { toast } = useToast()
  const online = useOnline()
  const progress = useUploadProgress()
  const tiles = useGalleryTiles(member.id, member.photos)
  const movable = tiles.filter((tile) => tile.kind === 'photo').length
  const count = tiles.length
  const limit = PHOTO_LIMIT
  const left = placesLeft(tiles)
  const headingId = useId()
  const hintId = useId()
  const fileInput = useRef<HTMLInputElement>(null)
  const grid = useRef<HTMLUListElement>(null)
  const addButton = useRef<HTMLButtonElement>(null)
  const picking = useRef<Picking>({ kind: 'add' })
  const [openKey, setOpenKey] = useState<string | null>(null)
  const [removeKey, setRemoveKey] = useState<string | null>(null)
  const [preparing, setPreparing] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [announcement, setAnnouncement] = useState('')
  /** The tile (by key) or the add button to focus once the grid has re-rendered. */
  const [focusAfter, setFocusAfter] = useState<string | null>(null)

  const indexOf = (key: string | null) => tiles.findIndex((tile) => tile.key === key)
  const openIndex = indexOf(openKey)
  const removeIndex = indexOf(removeKey)

  useEffect(() => {
    if (focusAfter === null) return
    const target =
      focusAfter === 'add'
        ? addButton.current
        : grid.current?.querySelector<HTMLElement>(`[data-tile-key="${focusAfter}"]`)
    if (target) {
      target.focus()
      setFocusAfter(null)
    }
  }, [focusAfter, tiles])

  // The server refused a queued change: say why; an order that no longer fits reloads the gallery.
  useEffect(
    () =>
      onSyncEvent('outbox-failed', ({ row, message }) => {
        const reason = translateMemberServerMessage(i18n, message)
        if (row.kind === PHOTO_KINDS.order) {
          toast({
            title: t`Your photos were not reordered`,
            description: reason,
            variant: 'destructive',
          })
          void refreshGallery().catch((caught: unknown) =>
            console.warn('Could not reload the gallery', caught),
          )
        } else if (row.kind === PHOTO_KINDS.upload || row.kind === PHOTO_KINDS.replace) {
          toast({ title: t`A photo was not uploaded`, description: reason, variant: 'destructive' })
        }
      }),
    [i18n, t, toast],
  )

  async function move(from: number, to: number) {
    const order = movedOrder(tiles, from, to)
    if (!order) return
    const key = tiles[from]!.key
    await reorderPhotos(order)
    setFocusAfter(key)
    const position = to + 1
    setAnnouncement(t`Photo moved to position ${position} of ${count}.`)
  }

  const drag = useTileDrag({
    tiles: () =>
      Array.from(grid.current?.querySelectorAll<HTMLElement>('.photo-tile') ?? []).slice(
        0,
        movable,
      ),
    onDrop: (from, to) => void move(from, to),
  })

  function onMoveKey(index: number, event: KeyboardEvent<HTMLButtonElement>) {
    if (index >= movable) return
    const to = {
      ArrowLeft: index - 1,
      ArrowRight: index + 1,
      Home: 0,
      End: movable - 1,
    }[event.key]
    if (to === undefined) return
    event.preventDefault()
    if (to >= 0 && to < movable) void move(index, to)
  }

  function pick(next: Picking) {
    picking.current = next
    setError(null)
    const input = fileInput.current
    if (!input) return
    input.multiple = next.kind === 'add' && left > 1
    input.click()
  }

  async function onFiles(files: File[]) {
    const target = picking.current
    if (files.length === 0) return
    setPreparing(true)
    try {
      if (target.kind === 'add') {
        for (const file of files.slice(0, left)) await addPhoto(await downscalePhoto(file))
        setFocusAfter(left > files.length ? 'add' : null)
      } else {
        const tile = tiles.find((candidate) => candidate.key === target.key)
        const file = await downscalePhoto(files[0]!)
        if (tile?.kind === 'upload') await replaceUpload(tile.upload.rowId, file)
        else if (tile?.kind === 'photo') await replacePhoto(tile.photo.id, file)
        if (tile) setFocusAfter(tile.key)
      }
    } catch (caught) {
      logUnexpected('The photo could not be added', caught, GalleryFullError, UnreadablePhotoError)
      setError(
        caught instanceof GalleryFullError
          ? translateMemberServerMessage(i18n, PHOTO_MESSAGES.limit)
          : t`This file could not be read as a photo. Choose a JPEG, PNG or WebP photo.`,
      )
    } finally {
      setPreparing(false)
    }
  }

  async function confirmRemove() {
    const tile = tiles[removeIndex]
    setRemoveKey(null)
    if (!tile) return
    if (tile.kind === 'upload') await discardUpload(tile.upload.rowId)
    else await removePhoto(tile.photo.id)
    const next = tiles[removeIndex + 1] ?? tiles[removeIndex - 1]
    setFocusAfter(next ? next.key : 'add')
    setAnnouncement(t`Photo removed.`)
  }

  const nudge = count === 0
  return (
    <section ref={ref} className="card photo-gallery" aria-labelledby={headingId}>
      <div className="photo-gallery-header">
        <h2 id={headingId}>
          <Trans>My photos</Trans>
        </h2>
        <span className="photo-gallery-count">{t`${count} of ${limit}`}</span>
      </div>
      {nudge ? (
        <p className="notice">
          <Trans>Add at least one photo: members decide by the photos first.</Trans>
        </p>
      ) : (
        <p className="photo-gallery-subtitle">
          <Trans>Drag to reorder. The first photo is your main photo.</Trans>
        </p>
      )}
      <p id={hintId} className="visually-hidden">
        <Trans>
          Press Enter for this photo&apos;s options, or the left and right arrow keys to move it.
        </Trans>
      </p>
      <ul ref={grid} className="photo-grid" data-dragging={drag.drag !== null}>
        {tiles.map((tile: GalleryTile, index) => {
          const dragged = drag.drag?.from === index ? drag.drag : null
          return (
            <PhotoTile
              key={tile.key}
              tile={tile}
              index={index}
              count={count}
              progress={
                tile.kind === 'upload'
                  ? progress.get(tile.upload.clientId)
                  : tile.replacement
                    ? progress.get(tile.replacement.clientId)
                    : undefined
              }
              online={online}
              hintId={hintId}
              dragOffset={dragged ? { dx: dragged.dx, dy: dragged.dy } : null}
              dropTarget={
                drag.drag !== null && drag.drag.over === index && drag.drag.from !== index
              }
              onOpen={() => {
                if (!drag.wasDrag()) setOpenKey(tile.key)
              }}
              onRemove={() => setRemoveKey(tile.key)}
              onMoveKey={(event) => onMoveKey(index, event)}
              onPointerDown={
                index < movable && movable > 1 ? (event) => drag.start(index, event) : undefined
              }
            />
          )
        })}
        {left > 0 && (
          <li className="photo-slot">
            <button
              ref={addButton}
              type="button"
              className="photo-add"
              disabled={preparing}
              aria-describedby={error ? `${hintId}-error` : undefined}
              onClick={() => pick({ kind: 'add' })}
            >
              <span className="photo-add-plus" aria-hidden="true">
                +
              </span>
              <span>{preparing ? t`Preparing photo…` : t`Add a photo`}</span>
            </button>
          </li>
        )}
        {Array.from({ length: Math.max(0, left - 1) }, (_, empty) => (
          <li key={`empty-${empty}`} className="photo-slot photo-slot-empty" aria-hidden="true" />
        ))}
      </ul>
      <RejectionNotes tiles={tiles} />
      <input
        ref={fileInput}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/*"
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? [])
          event.target.value = ''
          void onFiles(files)
        }}
      />
      {error && (
        <p id={`${hintId}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
      {!online && tiles.some((tile) => tile.kind === 'upload' || tile.replacement) && (
        <p className="photo-gallery-subtitle">
          <Trans>You are offline. Your photos upload when you are back online.</Trans>
        </p>
      )}
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
      <PhotoOptionsDialog
        tile={tiles[openIndex] ?? null}
        index={openIndex}
        count={count}
        movable={movable}
        onClose={() => setOpenKey(null)}
        onMove={(to) => {
          setOpenKey(null)
          void move(openIndex, to)
        }}
        onReplace={() => {
          const key = openKey!
          setOpenKey(null)
          pick({ kind: 'replace', key })
        }}
        onRemove={() => {
          setOpenKey(null)
          setRemoveKey(openKey)
        }}
      />
      <ConfirmDialog
        open={removeIndex !== -1}
        title={t`Remove this photo?`}
        confirmLabel={t`Remove photo`}
        busy={false}
        onConfirm={() => void confirmRemove()}
        onClose={() => setRemoveKey(null)}
      >
        <Trans>It will no longer be on your profile.</Trans>
      </ConfirmDialog>
    </section>
  )
}

/** Why the moderators did not approve a photo, in full (a tile has room for "Not approved" only). */
function RejectionNotes({ tiles }: { tiles: readonly GalleryTile[] }) {
  const { t, i18n } = useLingui()
  const notes = tiles.flatMap((tile, index) =>
    tile.kind === 'photo' && tile.photo.status === 'rejected' && !tile.replacement
      ? [{ key: tile.key, position: index + 1, reason: tile.photo.rejectionReason }]
      : [],
  )
  if (notes.length === 0) return null
  return (
    <ul className="photo-gallery-notes">
      {notes.map(({ key, position, reason }) => {
        const why = reason ? translateMemberServerMessage(i18n, reason) : null
        return (
          <li key={key} className="field-error">
            {why ? t`Photo ${position}: Not approved: ${why}` : t`Photo ${position}: Not approved`}
          </li>
        )
      })}
    </ul>
  )
}
