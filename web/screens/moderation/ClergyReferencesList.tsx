import { Trans, useLingui } from '@lingui/react/macro'
import { CLERGY_REVIEW_REASON_MAX } from '#shared/domain/clergy-review.ts'
import {
  ClergyReviewReasonSchema,
  type QueuedClergyReference,
} from '#shared/schemas/clergy-review.ts'
import { ConfirmDialog } from '../../components/dialog/ConfirmDialog.tsx'
import { fetchClergyReviewQueue, reviewClergyReference } from '../../data/moderation.ts'
import { ClergyReferenceCard, type ClergyDecision } from './ClergyReferenceCard.tsx'
import { memberName } from './QueuedReportCard.tsx'
import { ReviewQueueList } from './ReviewQueueList.tsx'

const loadReferences = (cursor: string | null) =>
  fetchClergyReviewQueue(cursor).then((page) => ({
    items: page.references,
    nextCursor: page.nextCursor,
  }))

/**
 * Clergy references awaiting review, the Verified Orthodox plan's first, then the oldest
 * (docs/clergy-reference.md): Verify asks for confirmation, Reject for the reason (ReviewQueueList).
 */
export function ClergyReferencesList({ onReviewed }: { onReviewed: () => void }) {
  const { t } = useLingui()
  return (
    <ReviewQueueList<QueuedClergyReference, ClergyDecision, { decision: 'verify' }>
      headingId="moderation-clergy-heading"
      heading={<Trans>Clergy references</Trans>}
      texts={{
        offline: <Trans>You are offline. The clergy references need a connection.</Trans>,
        failed: <Trans>The clergy references could not be loaded.</Trans>,
        empty: <Trans>No clergy reference is awaiting review.</Trans>,
        more: <Trans>Show more clergy references</Trans>,
      }}
      load={loadReferences}
      send={reviewClergyReference}
      reviewed={({ member }, { decision }) => {
        const name = memberName(member)
        return decision === 'verify'
          ? { title: t`Clergy reference verified`, description: t`${name} is Verified.` }
          : {
              title: t`Clergy reference rejected`,
              description: t`${name} will read your reason on their profile.`,
            }
      }}
      renderItem={(reference, busy, decide) => (
        <ClergyReferenceCard reference={reference} busy={busy} onDecide={decide} />
      )}
      reject={{
        title: ({ member }) => {
          const name = memberName(member)
          return t`Reject the clergy reference of ${name}?`
        },
        reasonSchema: ClergyReviewReasonSchema,
        maxLength: CLERGY_REVIEW_REASON_MAX,
      }}
      dialogs={({ pending, busy, review, close }) => {
        const pendingName = pending ? memberName(pending.item.member) : ''
        return (
          <ConfirmDialog
            open={pending?.decision === 'verify'}
            title={t`Verify the clergy reference of ${pendingName}?`}
            confirmLabel={t`Verify`}
            busy={busy}
            onConfirm={() => review({ decision: 'verify' })}
            onClose={close}
          >
            <Trans>
              {pendingName} gets the Verified badge on their profile, cards and messages, and
              appears in the Verified-only filter.
            </Trans>
          </ConfirmDialog>
        )
      }}
      onReviewed={onReviewed}
    />
  )
}
