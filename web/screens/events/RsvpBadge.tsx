import { Trans } from '@lingui/react/macro'
import type { RsvpStatus } from '#shared/domain/parish-events.ts'

/** The member's own answer as a small badge; nothing when not going. */
export function RsvpBadge({ status }: { status: RsvpStatus }) {
  if (status === 'not_going') return null
  return (
    <span className={`badge rsvp-badge rsvp-badge-${status}`}>
      {status === 'going' ? <Trans>You're going</Trans> : <Trans>Interested</Trans>}
    </span>
  )
}
