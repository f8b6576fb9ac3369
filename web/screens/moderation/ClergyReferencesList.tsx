import { Trans, useLingui } from '@lingui/react/macro'
import { CLERGY_REVIEW_REASON_MAX } from '#shared/domain/clergy-review.ts'
import {
  ClergyReviewReasonSchema,
  type QueuedClergyReference,
} from '#shared/schemas/clergy-review.ts'
import { ConfirmDialog } from '../../components/dialog/ConfirmDialog.tsx'
import { useToast } from '../../components/toast/use-toast.ts'
import { fetchClergyReviewQueue, reviewClergyReference } from '../../data/moderation.ts'
import { ClergyReferenceCard, type ClergyDecision } from './ClergyReferenceCard.tsx'
import { PagedListBody } from './PagedListBody.tsx'
import { memberName } from './QueuedReportCard.tsx'
import { RejectReasonDialog } from './RejectReasonDialog.tsx'
import { useConfirmedAction } from './use-confirmed-action.ts'
import { usePagedList } from './use-paged-list.ts'

const loadReferences = (cursor: string | null) =>
  fetchClergyReviewQueue(cursor).then((page) => ({
    items: page.references,
    nextCursor: page.nextCursor,
  }))

type Pending = { reference: QueuedClergyReference; decision: ClergyDecision }

/**
 * Clergy references awaiting review, the oldest first (docs/clergy-reference.md): Verify asks for
 * confirmation, Reject for the reason. A reviewed reference leaves the list and the focus goes to
 * the list's heading; `onReviewed` is told after each review. Loaded from the server and never
 * stored on the device, like the report queue.
 */
export function ClergyReferencesList({ onReviewed }: { onReviewed: () => void }) {
  const { t } = useLingui()
  const { toast } = useToast()
  const paged = usePagedList(loadReferences)
  const { pending, setPending, busy, headingRef, run } = useConfirmedAction<Pending>(paged.failed)

  const review = (decision: { decision: 'verify' } | { decision: 'reject'; reason: string }) =>
    run(async ({ reference }) => {
      await reviewClergyReference(reference, decision)
      paged.remove((r) => r.id === reference.id)
      onReviewed()
      const name = memberName(reference.member)
      toast(
        decision.decision === 'verify'
          ? { title: t`Clergy reference verified`, description: t`${name} is clergy verified.` }
          : {
              title: t`Clergy reference rejected`,
              description: t`${name} will read your reason on their profile.`,
            },
      )
    })

  const pendingName = pending ? memberName(pending.reference.member) : ''
  const rejectTitle = (name: string) => t`Reject the clergy reference of ${name}?`

  return (
    <section aria-labelledby="moderation-clergy-heading">
      <h2 id="moderation-clergy-heading" ref={headingRef} tabIndex={-1}>
        <Trans>Clergy references</Trans>
      </h2>
      <PagedListBody
        paged={paged}
        keyOf={(reference) => reference.id}
        texts={{
          offline: <Trans>You are offline. The clergy references need a connection.</Trans>,
          failed: <Trans>The clergy references could not be loaded.</Trans>,
          empty: <Trans>No clergy reference is awaiting review.</Trans>,
          more: <Trans>Show more clergy references</Trans>,
        }}
        renderItem={(reference) => (
          <ClergyReferenceCard
            reference={reference}
            busy={busy}
            onDecide={(decision) => setPending({ reference, decision })}
          />
        )}
      />
      <ConfirmDialog
        open={pending?.decision === 'verify'}
        title={t`Verify the clergy reference of ${pendingName}?`}
        confirmLabel={t`Verify`}
        busy={busy}
        onConfirm={() => void review({ decision: 'verify' })}
        onClose={() => setPending(null)}
      >
        <Trans>
          {pendingName} is shown as clergy verified on their profile and to other members, and
          appears in the Orthodox-only filter.
        </Trans>
      </ConfirmDialog>
      <RejectReasonDialog
        title={pending?.decision === 'reject' ? rejectTitle(pendingName) : null}
        reasonSchema={ClergyReviewReasonSchema}
        maxLength={CLERGY_REVIEW_REASON_MAX}
        busy={busy}
        onReject={(reason) => void review({ decision: 'reject', reason })}
        onClose={() => setPending(null)}
      />
    </section>
  )
}
