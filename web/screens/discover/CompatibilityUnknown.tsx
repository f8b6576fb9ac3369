import { Trans } from '@lingui/react/macro'
import { useSession } from '../../data/session.ts'

/**
 * Where a compatibility score would be and there is none (issue #35: never a made-up one):
 * compatibility needs both members' denomination and church attendance. What the viewer can add,
 * or that the other member has not said yet. Outside the first card's code and words: in the
 * detail view (with the theological match), the list, Favorites and an event's attendees.
 */
export function CompatibilityUnknown() {
  const session = useSession()
  const viewer = session.status === 'signed-in' ? session.member : null
  return (
    <span className="compat compat-unknown">
      {viewer?.denomination && viewer.churchAttendanceFrequency ? (
        <Trans>Not enough shared yet</Trans>
      ) : (
        <Trans>Add your church attendance to see compatibility</Trans>
      )}
    </span>
  )
}
