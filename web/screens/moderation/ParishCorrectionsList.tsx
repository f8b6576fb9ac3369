import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
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
import { fetchParishCorrectionQueue, reviewParishCorrection } from '../../data/parish-moderation.ts'
import { DecisionButtons } from './DecisionButtons.tsx'
import { memberName } from './QueuedReportCard.tsx'
import { ReviewQueueList } from './ReviewQueueList.tsx'

const loadCorrections = (cursor: string | null) =>
  fetchParishCorrectionQueue(cursor).then((page) => ({
    items: page.corrections,
    nextCursor: page.nextCursor,
  }))

type CorrectionDecision = 'apply' | 'reject'

/**
 * Corrections members suggested to parishes, the oldest first (docs/parishes.md): each change
 * beside what the parish shows now; Apply changes the parish at once, Reject asks for the reason
 * the member reads (ReviewQueueList).
 */
export function ParishCorrectionsList({ onReviewed }: { onReviewed: () => void }) {
  const { t } = useLingui()
  return (
    <ReviewQueueList<QueuedParishCorrection, CorrectionDecision, ParishCorrectionReviewRequest>
      headingId="moderation-corrections-heading"
      heading={<Trans>Parish corrections</Trans>}
      texts={{
        offline: <Trans>You are offline. The parish corrections need a connection.</Trans>,
        failed: <Trans>The parish corrections could not be loaded.</Trans>,
        empty: <Trans>No parish correction is awaiting review.</Trans>,
        more: <Trans>Show more parish corrections</Trans>,
      }}
      load={loadCorrections}
      send={(correction, decision) => reviewParishCorrection(correction.id, decision)}
      reviewed={({ parish: { name } }, { decision }) =>
        decision === 'apply'
          ? { title: t`Correction applied`, description: t`${name} shows the new details.` }
          : { title: t`Correction rejected`, description: t`The member will read your reason.` }
      }
      immediate={{ apply: { decision: 'apply' } }}
      renderItem={(correction, busy, decide) => (
        <QueuedCorrectionCard correction={correction} busy={busy} onDecide={decide} />
      )}
      reject={{
        title: (correction) => t`Reject the correction of ${correction.parish.name}?`,
        reasonSchema: ProposalRejectionReasonSchema,
        maxLength: PROPOSAL_REJECTION_REASON_MAX,
      }}
      onReviewed={onReviewed}
    />
  )
}

/** One correction: each changed field, what it says now and what it would say. */
function QueuedCorrectionCard(props: {
  correction: QueuedParishCorrection
  busy: boolean
  onDecide: (decision: CorrectionDecision) => void
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
      <DecisionButtons
        busy={props.busy}
        onDecide={props.onDecide}
        decisions={[
          {
            decision: 'apply',
            label: <Trans>Apply</Trans>,
            ariaLabel: t`Apply the correction of ${name}`,
            look: 'primary',
          },
          {
            decision: 'reject',
            label: <Trans>Reject</Trans>,
            ariaLabel: t`Reject the correction of ${name}`,
            look: 'danger',
          },
        ]}
      />
    </article>
  )
}
