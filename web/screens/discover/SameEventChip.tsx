import { Trans } from '@lingui/react/macro'
import { Link } from 'wouter'
import type { SameEvent } from '#shared/schemas/discover.ts'

/**
 * "Going to the same event": an upcoming event the member and the viewer both go to, linking to
 * it (the deck's sameEvent, docs/parishes.md). On the swipe card and on List mode's tiles.
 */
export function SameEventChip({ event }: { event: SameEvent }) {
  const eventTitle = event.title
  return (
    <Link href={`/events/${event.id}`} className="badge badge-same-event">
      <Trans>Going to the same event: {eventTitle}</Trans>
    </Link>
  )
}
