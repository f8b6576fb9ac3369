import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useId } from 'react'
import { PROPOSAL_REJECTION_REASON_MAX } from '#shared/domain/event-proposals.ts'
import {
  CORRECTABLE_PARISH_FIELDS,
  type CorrectableParishField,
} from '#shared/domain/parish-corrections.ts'
import { ProposalRejectionReasonSchema } from '#shared/schemas/event-proposals.ts'
import type {
  ParishCorrectionReviewRequest,
  QueuedParishCorrection,
} from '#shared/schemas/parish-corrections.ts'
import { useToast } from '../../components/toast/use-toast.ts'
import { fetchParishCorrectionQueue, reviewParishCorrection } from '../../data/parish-moderation.ts'
import { PagedListBody } from './PagedListBody.tsx'
import { memberName } from './QueuedReportCard.tsx'
import { RejectReasonDialog } from './RejectReasonDialog.tsx'
import { useConfirmedAction } from './use-confirmed-action.ts'
import { usePagedList } from './use-paged-list.ts'

const loadCorrections = (cursor: string | null) =>
  fetchParishCorrectionQueue(cursor).then((page) => ({
    items: page.corrections,
    nextCursor: page.nextCursor,
  }))

type Pending = { correction: QueuedParishCorrection; decision: 'apply' | 'reject' }

/**
 * Corrections members suggested to parishes, the oldest first (docs/parishes.md): each change
 * beside what the parish shows now; Apply changes the parish at once, Reject asks for the reason
 * the member reads. Loaded from the server, never stored on the device.
 */
export function ParishCorrectionsList({ onReviewed }: { onReviewed: () => void }) {
  const { t } = useLingui()
  const { toast } = useToast()
  const paged = usePagedList(loadCorrections)
  const { pending, setPending, busy, headingRef, run } = useConfirmedAction<Pending>(paged.failed)

  const review = (decision: ParishCorrectionReviewRequest) =>
    run(async ({ correction }) => {
      await reviewParishCorrection(correction.id, decision)
      paged.remove((c) => c.id === correction.id)
      onReviewed()
      const name = correction.parish.name
      toast(
        decision.decision === 'apply'
          ? { title: t`Correction applied`, description: t`${name} shows the new details.` }
          : { title: t`Correction rejected`, description: t`The member will read your reason.` },
      )
    })

  const applying = pending?.decision === 'apply'
  useEffect(() => {
    if (applying) void review({ decision: 'apply' })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per decision
  }, [applying])

  return (
    <section aria-labelledby="moderation-corrections-heading">
      <h2 id="moderation-corrections-heading" ref={headingRef} tabIndex={-1}>
        <Trans>Parish corrections</Trans>
      </h2>
      <PagedListBody
        paged={paged}
        keyOf={(correction) => correction.id}
        texts={{
          offline: <Trans>You are offline. The parish corrections need a connection.</Trans>,
          failed: <Trans>The parish corrections could not be loaded.</Trans>,
          empty: <Trans>No parish correction is awaiting review.</Trans>,
          more: <Trans>Show more parish corrections</Trans>,
        }}
        renderItem={(correction) => (
          <QueuedCorrectionCard
            correction={correction}
            busy={busy}
            onDecide={(decision) => setPending({ correction, decision })}
          />
        )}
      />
      <RejectReasonDialog
        title={
          pending?.decision === 'reject'
            ? t`Reject the correction of ${pending.correction.parish.name}?`
            : null
        }
        reasonSchema={ProposalRejectionReasonSchema}
        maxLength={PROPOSAL_REJECTION_REASON_MAX}
        busy={busy}
        onReject={(reason) => void review({ decision: 'reject', reason })}
        onClose={() => setPending(null)}
      />
    </section>
  )
}

/** One correction: each changed field, what it says now and what it would say. */
function QueuedCorrectionCard(props: {
  correction: QueuedParishCorrection
  busy: boolean
  onDecide: (decision: Pending['decision']) => void
}) {
  const { t, i18n } = useLingui()
  const { correction } = props
  const headingId = useId()
  const name = correction.parish.name
  const proposer = correction.proposer ? memberName(correction.proposer) : t`A deleted member`
  const submitted = i18n.date(correction.createdAt, { dateStyle: 'medium', timeStyle: 'short' })
  const labels: Record<CorrectableParishField, string> = {
    address: t`Address`,
    website: t`Website`,
    serviceTimes: t`Service times`,
    jurisdiction: t`Jurisdiction`,
    phone: t`Phone`,
  }
  const changed = CORRECTABLE_PARISH_FIELDS.filter((field) => correction.changes[field])
  return (
    <article className="card moderation-report" aria-labelledby={headingId}>
      <h3 id={headingId}>
        <Trans>Correction: {name}</Trans>
      </h3>
      <p className="muted">
        <Trans>
          Suggested by {proposer} on {submitted}
        </Trans>
      </p>
      <dl className="moderation-changes">
        {changed.map((field) => (
          <div key={field} className="moderation-change">
            <dt>{labels[field]}</dt>
            <dd>
              <span className="moderation-was">
                <Trans>Now:</Trans> {correction.parish[field] || t`(none)`}
              </span>
              <span className="moderation-new">{correction.changes[field]}</span>
            </dd>
          </div>
        ))}
      </dl>
      <div className="moderation-actions">
        <button
          type="button"
          className="button button-primary"
          disabled={props.busy}
          aria-label={t`Apply the correction of ${name}`}
          onClick={() => props.onDecide('apply')}
        >
          <Trans>Apply</Trans>
        </button>
        <button
          type="button"
          className="button button-danger"
          disabled={props.busy}
          aria-label={t`Reject the correction of ${name}`}
          onClick={() => props.onDecide('reject')}
        >
          <Trans>Reject</Trans>
        </button>
      </div>
    </article>
  )
}
