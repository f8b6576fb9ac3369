import { Trans, useLingui } from '@lingui/react/macro'
import type { EventStatus } from '#shared/domain/event-proposals.ts'
import type { CorrectionStatus } from '#shared/domain/parish-corrections.ts'
import { useMyContributions } from '../../data/parish-contributions.ts'
import { EVENT_PROPOSAL_KIND } from '../../data/parish-contributions-outbox.ts'
import { formatEventDate } from '../parishes/parish-display.ts'

type Status = EventStatus | CorrectionStatus | 'waiting'

/** A proposal's status as a badge: waiting to send, awaiting review, approved, not approved. */
function StatusBadge({ status }: { status: Status }) {
  const { t } = useLingui()
  const label = {
    waiting: t`Waiting to send`,
    pending: t`Awaiting review`,
    approved: t`Approved`,
    applied: t`Applied`,
    rejected: t`Not approved`,
  }[status]
  return <span className={`badge contribution-status contribution-status-${status}`}>{label}</span>
}

/**
 * "My proposals": the member's own event proposals and parish corrections with their outcome
 * (and a rejection's reason), the ones still waiting on this device first. From the device.
 */
export function MyProposals({ memberId }: { memberId: number }) {
  const { t, i18n } = useLingui()
  const mine = useMyContributions(memberId)
  if (!mine) return null
  const empty =
    mine.waiting.length === 0 && mine.events.length === 0 && mine.corrections.length === 0
  return (
    <section className="card" aria-labelledby="my-proposals-heading">
      <h2 id="my-proposals-heading">
        <Trans>My proposals</Trans>
      </h2>
      {empty ? (
        <p className="muted">
          <Trans>
            Events you propose and corrections you suggest appear here with their outcome.
          </Trans>
        </p>
      ) : (
        <ul className="contribution-list">
          {mine.waiting.map((row) => (
            <li key={`waiting-${row.clientId}`}>
              <div className="contribution-row">
                <strong>
                  {row.kind === EVENT_PROPOSAL_KIND
                    ? String(row.body.title ?? '')
                    : t`Parish correction`}
                </strong>
                <StatusBadge status="waiting" />
              </div>
            </li>
          ))}
          {mine.events.map((event) => (
            <li key={`event-${event.id}`}>
              <div className="contribution-row">
                <strong>{event.title}</strong>
                <StatusBadge status={event.status} />
              </div>
              <p className="muted contribution-meta">
                {event.parishName} ·{' '}
                <time dateTime={event.eventDate}>
                  {formatEventDate(event.eventDate, i18n.locale)}
                </time>
              </p>
              {event.reviewNote && (
                <p className="contribution-note">
                  <Trans>Moderator: {event.reviewNote}</Trans>
                </p>
              )}
            </li>
          ))}
          {mine.corrections.map((correction) => (
            <li key={`correction-${correction.id}`}>
              <div className="contribution-row">
                <strong>{t`Correction: ${correction.parishName}`}</strong>
                <StatusBadge status={correction.status} />
              </div>
              {correction.reviewNote && (
                <p className="contribution-note">
                  <Trans>Moderator: {correction.reviewNote}</Trans>
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
