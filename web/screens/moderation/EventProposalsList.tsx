import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { PROPOSAL_REJECTION_REASON_MAX } from '#shared/domain/event-proposals.ts'
import {
  ProposalRejectionReasonSchema,
  type EventProposalReviewRequest,
  type QueuedEventProposal,
} from '#shared/schemas/event-proposals.ts'
import { fetchEventProposalQueue, reviewEventProposal } from '../../data/parish-moderation.ts'
import { eventTypeClass, eventTypeLabel, formatEventDate } from '../parishes/parish-display.ts'
import { DecisionButtons } from './DecisionButtons.tsx'
import { EventProposalEditDialog } from './EventProposalEditDialog.tsx'
import { memberName } from './QueuedReportCard.tsx'
import { ReviewQueueList } from './ReviewQueueList.tsx'
// The event types' badge colours.
import '../parishes/parishes.css'

const loadProposals = (cursor: string | null) =>
  fetchEventProposalQueue(cursor).then((page) => ({
    items: page.proposals,
    nextCursor: page.nextCursor,
  }))

type EventDecision = 'approve' | 'edit' | 'reject'

/**
 * Events members proposed, the oldest first (docs/parishes.md): Approve sends at once, "Edit and
 * approve" opens the event's fields (and Verified-only), Reject asks for the reason the member
 * reads. A decided proposal leaves the list (ReviewQueueList).
 */
export function EventProposalsList({ onReviewed }: { onReviewed: () => void }) {
  const { t } = useLingui()
  return (
    <ReviewQueueList<QueuedEventProposal, EventDecision, EventProposalReviewRequest>
      headingId="moderation-events-heading"
      heading={<Trans>Event proposals</Trans>}
      texts={{
        offline: <Trans>You are offline. The event proposals need a connection.</Trans>,
        failed: <Trans>The event proposals could not be loaded.</Trans>,
        empty: <Trans>No event is awaiting review.</Trans>,
        more: <Trans>Show more event proposals</Trans>,
      }}
      load={loadProposals}
      send={(proposal, decision) => reviewEventProposal(proposal.id, decision)}
      reviewed={({ title }, { decision }) =>
        decision === 'approve'
          ? { title: t`Event approved`, description: t`${title} now shows on its parish.` }
          : { title: t`Event rejected`, description: t`The member will read your reason.` }
      }
      immediate={{ approve: { decision: 'approve' } }}
      renderItem={(proposal, busy, decide) => (
        <QueuedEventCard proposal={proposal} busy={busy} onDecide={decide} />
      )}
      reject={{
        title: (proposal) => t`Reject “${proposal.title}”?`,
        reasonSchema: ProposalRejectionReasonSchema,
        maxLength: PROPOSAL_REJECTION_REASON_MAX,
      }}
      dialogs={({ pending, busy, review, close }) => (
        <EventProposalEditDialog
          proposal={pending?.decision === 'edit' ? pending.item : null}
          busy={busy}
          onApprove={(edits) => review({ decision: 'approve', ...edits })}
          onClose={close}
        />
      )}
      onReviewed={onReviewed}
    />
  )
}

/** One proposal: what, when, where, by whom, and the three decisions. */
function QueuedEventCard(props: {
  proposal: QueuedEventProposal
  busy: boolean
  onDecide: (decision: EventDecision) => void
}) {
  const { t, i18n } = useLingui()
  const { proposal } = props
  const headingId = useId()
  const title = proposal.title
  const proposer = proposal.proposer ? memberName(proposal.proposer) : t`A deleted member`
  const submitted = i18n.date(proposal.createdAt, { dateStyle: 'medium', timeStyle: 'short' })
  return (
    <article className="card moderation-report" aria-labelledby={headingId}>
      <div className="moderation-event-heading">
        <h3 id={headingId}>{title}</h3>
        {proposal.eventType && (
          <span className={eventTypeClass(proposal.eventType)}>
            {eventTypeLabel(proposal.eventType, (d) => i18n._(d))}
          </span>
        )}
      </div>
      <dl className="moderation-people">
        <dt>
          <Trans>Starts</Trans>
        </dt>
        <dd>
          <time dateTime={proposal.eventDate}>
            {formatEventDate(proposal.eventDate, i18n.locale)}
          </time>
        </dd>
        <dt>
          <Trans>Parish</Trans>
        </dt>
        <dd>
          {proposal.parish.name}
          <span className="moderation-sub">{proposal.parish.address}</span>
        </dd>
        <dt>
          <Trans>Proposed by</Trans>
        </dt>
        <dd>{proposer}</dd>
      </dl>
      {proposal.description && <p className="moderation-description">{proposal.description}</p>}
      <p className="muted">
        <Trans>Submitted on {submitted}</Trans>
      </p>
      <DecisionButtons
        busy={props.busy}
        onDecide={props.onDecide}
        wrap
        decisions={[
          {
            decision: 'approve',
            label: <Trans>Approve</Trans>,
            ariaLabel: t`Approve the event ${title}`,
            look: 'primary',
          },
          {
            decision: 'edit',
            label: <Trans>Edit</Trans>,
            ariaLabel: t`Edit and approve the event ${title}`,
          },
          {
            decision: 'reject',
            label: <Trans>Reject</Trans>,
            ariaLabel: t`Reject the event ${title}`,
            look: 'danger',
          },
        ]}
      />
    </article>
  )
}
