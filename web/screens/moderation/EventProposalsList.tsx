import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useId } from 'react'
import { PROPOSAL_REJECTION_REASON_MAX } from '#shared/domain/event-proposals.ts'
import {
  ProposalRejectionReasonSchema,
  type EventProposalReviewRequest,
  type QueuedEventProposal,
} from '#shared/schemas/event-proposals.ts'
import { useToast } from '../../components/toast/use-toast.ts'
import { fetchEventProposalQueue, reviewEventProposal } from '../../data/parish-moderation.ts'
import { eventTypeClass, eventTypeLabel, formatEventDate } from '../parishes/parish-display.ts'
import { EventProposalEditDialog } from './EventProposalEditDialog.tsx'
import { PagedListBody } from './PagedListBody.tsx'
import { memberName } from './QueuedReportCard.tsx'
import { RejectReasonDialog } from './RejectReasonDialog.tsx'
import { useConfirmedAction } from './use-confirmed-action.ts'
import { usePagedList } from './use-paged-list.ts'
// The event types' badge colours.
import '../parishes/parishes.css'

const loadProposals = (cursor: string | null) =>
  fetchEventProposalQueue(cursor).then((page) => ({
    items: page.proposals,
    nextCursor: page.nextCursor,
  }))

type Pending = { proposal: QueuedEventProposal; decision: 'approve' | 'edit' | 'reject' }

/**
 * Events members proposed, the oldest first (docs/parishes.md): Approve sends at once, "Edit and
 * approve" opens the event's fields (and Verified-only), Reject asks for the reason the member
 * reads. A decided proposal leaves the list. Loaded from the server, never stored on the device.
 */
export function EventProposalsList({ onReviewed }: { onReviewed: () => void }) {
  const { t } = useLingui()
  const { toast } = useToast()
  const paged = usePagedList(loadProposals)
  const { pending, setPending, busy, headingRef, run } = useConfirmedAction<Pending>(paged.failed)

  const review = (decision: EventProposalReviewRequest) =>
    run(async ({ proposal }) => {
      await reviewEventProposal(proposal.id, decision)
      paged.remove((p) => p.id === proposal.id)
      onReviewed()
      const title = proposal.title
      toast(
        decision.decision === 'approve'
          ? { title: t`Event approved`, description: t`${title} now shows on its parish.` }
          : { title: t`Event rejected`, description: t`The member will read your reason.` },
      )
    })

  const approving = pending?.decision === 'approve'
  useEffect(() => {
    if (approving) void review({ decision: 'approve' })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per approval
  }, [approving])

  return (
    <section aria-labelledby="moderation-events-heading">
      <h2 id="moderation-events-heading" ref={headingRef} tabIndex={-1}>
        <Trans>Event proposals</Trans>
      </h2>
      <PagedListBody
        paged={paged}
        keyOf={(proposal) => proposal.id}
        texts={{
          offline: <Trans>You are offline. The event proposals need a connection.</Trans>,
          failed: <Trans>The event proposals could not be loaded.</Trans>,
          empty: <Trans>No event is awaiting review.</Trans>,
          more: <Trans>Show more event proposals</Trans>,
        }}
        renderItem={(proposal) => (
          <QueuedEventCard
            proposal={proposal}
            busy={busy}
            onDecide={(decision) => setPending({ proposal, decision })}
          />
        )}
      />
      <EventProposalEditDialog
        proposal={pending?.decision === 'edit' ? pending.proposal : null}
        busy={busy}
        onApprove={(edits) => void review({ decision: 'approve', ...edits })}
        onClose={() => setPending(null)}
      />
      <RejectReasonDialog
        title={pending?.decision === 'reject' ? t`Reject “${pending.proposal.title}”?` : null}
        reasonSchema={ProposalRejectionReasonSchema}
        maxLength={PROPOSAL_REJECTION_REASON_MAX}
        busy={busy}
        onReject={(reason) => void review({ decision: 'reject', reason })}
        onClose={() => setPending(null)}
      />
    </section>
  )
}

/** One proposal: what, when, where, by whom, and the three decisions. */
function QueuedEventCard(props: {
  proposal: QueuedEventProposal
  busy: boolean
  onDecide: (decision: Pending['decision']) => void
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
      <div className="moderation-actions moderation-actions-wrap">
        <button
          type="button"
          className="button button-primary"
          disabled={props.busy}
          aria-label={t`Approve the event ${title}`}
          onClick={() => props.onDecide('approve')}
        >
          <Trans>Approve</Trans>
        </button>
        <button
          type="button"
          className="button"
          disabled={props.busy}
          aria-label={t`Edit and approve the event ${title}`}
          onClick={() => props.onDecide('edit')}
        >
          <Trans>Edit</Trans>
        </button>
        <button
          type="button"
          className="button button-danger"
          disabled={props.busy}
          aria-label={t`Reject the event ${title}`}
          onClick={() => props.onDecide('reject')}
        >
          <Trans>Reject</Trans>
        </button>
      </div>
    </article>
  )
}
