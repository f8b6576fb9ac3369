import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { PHOTO_VERIFICATION_REASON_MAX } from '#shared/domain/photo-verification.ts'
import { photoFileUrl } from '#shared/domain/photos.ts'
import {
  PhotoVerificationReasonSchema,
  type QueuedPhotoVerification,
} from '#shared/schemas/photo-verification.ts'
import {
  fetchPhotoVerificationQueue,
  reviewPhotoVerification,
} from '../../data/photo-verification.ts'
import { PoseIcon } from '../photo-verification/PoseIcon.tsx'
import { usePoseInstructions } from '../photo-verification/pose-instructions.ts'
import { DecisionButtons } from './DecisionButtons.tsx'
import { memberName } from './QueuedReportCard.tsx'
import { ReviewQueueList } from './ReviewQueueList.tsx'

const loadVerifications = (cursor: string | null) =>
  fetchPhotoVerificationQueue(cursor).then((page) => ({
    items: page.verifications,
    nextCursor: page.nextCursor,
  }))

type VerificationDecision = 'approve' | 'reject'

/**
 * Photo verifications awaiting a moderator, the oldest first (docs/safety.md "Photo
 * verification"): the posed selfie beside the member's photos and the pose asked, or a changed
 * main photo to confirm. Approve sends at once; Reject asks for the reason the member reads.
 * The selfie is deleted on the server with the decision.
 */
export function PhotoVerificationList({ onReviewed }: { onReviewed: () => void }) {
  const { t } = useLingui()
  return (
    <ReviewQueueList<QueuedPhotoVerification, VerificationDecision, { decision: 'approve' }>
      headingId="moderation-photo-verifications-heading"
      heading={<Trans>Photo verifications</Trans>}
      listClassName="moderation-list"
      texts={{
        offline: <Trans>You are offline. The photo verifications need a connection.</Trans>,
        failed: <Trans>The photo verifications could not be loaded.</Trans>,
        empty: <Trans>No photo verification is awaiting review.</Trans>,
        more: <Trans>Show more photo verifications</Trans>,
      }}
      load={loadVerifications}
      send={reviewPhotoVerification}
      reviewed={({ member }, { decision }) => {
        const name = memberName(member)
        return decision === 'approve'
          ? {
              title: t`Photo verified`,
              description: t`${name} now carries the Photo verified badge.`,
            }
          : {
              title: t`Photo verification rejected`,
              description: t`${name} will read your reason.`,
            }
      }}
      immediate={{ approve: { decision: 'approve' } }}
      renderItem={(item, busy, decide) => (
        <QueuedVerificationCard item={item} busy={busy} onDecide={decide} />
      )}
      reject={{
        title: ({ member }) => {
          const name = memberName(member)
          return t`Reject the photo verification of ${name}?`
        },
        reasonSchema: PhotoVerificationReasonSchema,
        maxLength: PHOTO_VERIFICATION_REASON_MAX,
      }}
      onReviewed={onReviewed}
    />
  )
}

function QueuedVerificationCard(props: {
  item: QueuedPhotoVerification
  busy: boolean
  onDecide: (decision: VerificationDecision) => void
}) {
  const { t, i18n } = useLingui()
  const { item } = props
  const headingId = useId()
  const name = memberName(item.member)
  const instruction = usePoseInstructions()[item.pose]
  const submitted = i18n.date(item.submittedAt, { dateStyle: 'medium', timeStyle: 'short' })
  return (
    <article className="card moderation-verification" aria-labelledby={headingId}>
      <h3 id={headingId}>{name}</h3>
      <p className="muted">
        <Trans>Submitted on {submitted}</Trans>
      </p>
      {item.kind === 'selfie' ? (
        <div className="moderation-verification-pose">
          <PoseIcon pose={item.pose} size={56} />
          <p>
            <Trans>Pose asked: {instruction}</Trans>
          </p>
        </div>
      ) : (
        <p>
          <Trans>
            The main photo changed since the approval. Does it still show the same person?
          </Trans>
        </p>
      )}
      {item.selfieUrl && (
        <img
          className="moderation-selfie"
          src={item.selfieUrl}
          alt={t`Selfie of ${name}, asked to: ${instruction}`}
        />
      )}
      <ul className="moderation-gallery" aria-label={t`Photos of ${name}`}>
        {item.gallery.map((photo) => (
          <li key={photo.id}>
            <img
              src={photoFileUrl(photo.name, 'thumb')}
              width={photo.width}
              height={photo.height}
              alt={
                photo.name === item.mainPhotoName ? t`Main photo of ${name}` : t`Photo of ${name}`
              }
            />
          </li>
        ))}
      </ul>
      <DecisionButtons
        busy={props.busy}
        onDecide={props.onDecide}
        decisions={[
          {
            decision: 'approve',
            label: <Trans>Approve</Trans>,
            ariaLabel: t`Approve the photo verification of ${name}`,
          },
          {
            decision: 'reject',
            label: <Trans>Reject</Trans>,
            ariaLabel: t`Reject the photo verification of ${name}`,
            look: 'danger',
          },
        ]}
      />
    </article>
  )
}
