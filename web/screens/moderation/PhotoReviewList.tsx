import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useId } from 'react'
import { PHOTO_REJECTION_REASON_MAX, photoFileUrl } from '#shared/domain/photos.ts'
import { PhotoRejectionReasonSchema, type QueuedPhoto } from '#shared/schemas/photo-review.ts'
import { useToast } from '../../components/toast/use-toast.ts'
import { fetchPhotoReviewQueue, reviewPhoto } from '../../data/moderation.ts'
import { PagedListBody } from './PagedListBody.tsx'
import { memberName } from './QueuedReportCard.tsx'
import { RejectReasonDialog } from './RejectReasonDialog.tsx'
import { useConfirmedAction } from './use-confirmed-action.ts'
import { usePagedList } from './use-paged-list.ts'

const loadPhotos = (cursor: string | null) =>
  fetchPhotoReviewQueue(cursor).then((page) => ({
    items: page.photos,
    nextCursor: page.nextCursor,
  }))

type Pending = { photo: QueuedPhoto; decision: 'approve' | 'reject' }

/**
 * Photos awaiting review, the oldest first (docs/photos.md "Moderation"): Approve sends at once
 * (a queue of photos is worked through quickly; the audit trail keeps every decision), Reject asks
 * for the reason the member reads. A reviewed photo leaves the list and the focus goes to the
 * list's heading. Loaded from the server and never stored on the device.
 */
export function PhotoReviewList({ onReviewed }: { onReviewed: () => void }) {
  const { t } = useLingui()
  const { toast } = useToast()
  const paged = usePagedList(loadPhotos)
  const { pending, setPending, busy, headingRef, run } = useConfirmedAction<Pending>(paged.failed)

  const review = (decision: { decision: 'approve' } | { decision: 'reject'; reason: string }) =>
    run(async ({ photo }) => {
      await reviewPhoto(photo, decision)
      paged.remove((p) => p.id === photo.id)
      onReviewed()
      const name = memberName(photo.member)
      toast(
        decision.decision === 'approve'
          ? { title: t`Photo approved`, description: t`Members can now see this photo of ${name}.` }
          : { title: t`Photo rejected`, description: t`${name} will read your reason.` },
      )
    })

  const rejectTitle = (name: string) => t`Reject this photo of ${name}?`

  // Approving needs no second question: it runs as soon as it is pending.
  const approving = pending?.decision === 'approve'
  useEffect(() => {
    if (approving) void review({ decision: 'approve' })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per approval
  }, [approving])

  return (
    <section aria-labelledby="moderation-photos-heading">
      <h2 id="moderation-photos-heading" ref={headingRef} tabIndex={-1}>
        <Trans>Photos</Trans>
      </h2>
      <PagedListBody
        paged={paged}
        keyOf={(photo) => photo.id}
        listClassName="moderation-list moderation-photos"
        texts={{
          offline: <Trans>You are offline. The photos need a connection.</Trans>,
          failed: <Trans>The photos could not be loaded.</Trans>,
          empty: <Trans>No photo is awaiting review.</Trans>,
          more: <Trans>Show more photos</Trans>,
        }}
        renderItem={(photo) => (
          <QueuedPhotoCard
            photo={photo}
            busy={busy}
            onDecide={(decision) => setPending({ photo, decision })}
          />
        )}
      />
      <RejectReasonDialog
        title={
          pending?.decision === 'reject' ? rejectTitle(memberName(pending.photo.member)) : null
        }
        reasonSchema={PhotoRejectionReasonSchema}
        maxLength={PHOTO_REJECTION_REASON_MAX}
        busy={busy}
        onReject={(reason) => void review({ decision: 'reject', reason })}
        onClose={() => setPending(null)}
      />
    </section>
  )
}

/** One photo awaiting review: the photo as the deck would show it, whose it is, when, and the two decisions. */
function QueuedPhotoCard(props: {
  photo: QueuedPhoto
  busy: boolean
  onDecide: (decision: 'approve' | 'reject') => void
}) {
  const { t, i18n } = useLingui()
  const { photo } = props
  const headingId = useId()
  const name = memberName(photo.member)
  const submitted = i18n.date(photo.submittedAt, { dateStyle: 'medium', timeStyle: 'short' })
  return (
    <article className="card moderation-photo" aria-labelledby={headingId}>
      <img
        src={photoFileUrl(photo.name, 'card')}
        width={photo.width}
        height={photo.height}
        alt={t`Photo of ${name} awaiting review`}
        draggable={false}
      />
      <h3 id={headingId}>{name}</h3>
      <p className="muted">
        <Trans>Submitted on {submitted}</Trans>
      </p>
      <div className="moderation-actions">
        <button
          type="button"
          className="button"
          disabled={props.busy}
          aria-label={t`Approve the photo of ${name}`}
          onClick={() => props.onDecide('approve')}
        >
          <Trans>Approve</Trans>
        </button>
        <button
          type="button"
          className="button button-danger"
          disabled={props.busy}
          aria-label={t`Reject the photo of ${name}`}
          onClick={() => props.onDecide('reject')}
        >
          <Trans>Reject</Trans>
        </button>
      </div>
    </article>
  )
}
