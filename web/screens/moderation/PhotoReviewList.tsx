import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { PHOTO_REJECTION_REASON_MAX, photoFileUrl } from '#shared/domain/photos.ts'
import { PhotoRejectionReasonSchema, type QueuedPhoto } from '#shared/schemas/photo-review.ts'
import { fetchPhotoReviewQueue, reviewPhoto } from '../../data/moderation.ts'
import { DecisionButtons } from './DecisionButtons.tsx'
import { memberName } from './QueuedReportCard.tsx'
import { ReviewQueueList } from './ReviewQueueList.tsx'

const loadPhotos = (cursor: string | null) =>
  fetchPhotoReviewQueue(cursor).then((page) => ({
    items: page.photos,
    nextCursor: page.nextCursor,
  }))

type PhotoDecision = 'approve' | 'reject'

/**
 * Photos awaiting review, the oldest first (docs/photos.md "Moderation"): Approve sends at once
 * (a queue of photos is worked through quickly; the audit trail keeps every decision), Reject asks
 * for the reason the member reads (ReviewQueueList).
 */
export function PhotoReviewList({ onReviewed }: { onReviewed: () => void }) {
  const { t } = useLingui()
  return (
    <ReviewQueueList<QueuedPhoto, PhotoDecision, { decision: 'approve' }>
      headingId="moderation-photos-heading"
      heading={<Trans>Photos</Trans>}
      listClassName="moderation-list moderation-photos"
      texts={{
        offline: <Trans>You are offline. The photos need a connection.</Trans>,
        failed: <Trans>The photos could not be loaded.</Trans>,
        empty: <Trans>No photo is awaiting review.</Trans>,
        more: <Trans>Show more photos</Trans>,
      }}
      load={loadPhotos}
      send={reviewPhoto}
      reviewed={({ member }, { decision }) => {
        const name = memberName(member)
        return decision === 'approve'
          ? { title: t`Photo approved`, description: t`Members can now see this photo of ${name}.` }
          : { title: t`Photo rejected`, description: t`${name} will read your reason.` }
      }}
      immediate={{ approve: { decision: 'approve' } }}
      renderItem={(photo, busy, decide) => (
        <QueuedPhotoCard photo={photo} busy={busy} onDecide={decide} />
      )}
      reject={{
        title: ({ member }) => {
          const name = memberName(member)
          return t`Reject this photo of ${name}?`
        },
        reasonSchema: PhotoRejectionReasonSchema,
        maxLength: PHOTO_REJECTION_REASON_MAX,
      }}
      onReviewed={onReviewed}
    />
  )
}

/** One photo awaiting review: the photo as the deck would show it, whose it is, when, and the two decisions. */
function QueuedPhotoCard(props: {
  photo: QueuedPhoto
  busy: boolean
  onDecide: (decision: PhotoDecision) => void
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
      <DecisionButtons
        busy={props.busy}
        onDecide={props.onDecide}
        decisions={[
          {
            decision: 'approve',
            label: <Trans>Approve</Trans>,
            ariaLabel: t`Approve the photo of ${name}`,
          },
          {
            decision: 'reject',
            label: <Trans>Reject</Trans>,
            ariaLabel: t`Reject the photo of ${name}`,
            look: 'danger',
          },
        ]}
      />
    </article>
  )
}
