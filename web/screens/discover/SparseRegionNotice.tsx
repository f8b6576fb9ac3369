import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { MAX_DISTANCE_ANYWHERE, widenedDistance } from '#shared/domain/discovery.ts'
import type { CurrentUser } from '#shared/schemas/user.ts'
import { saveDiscoveryPreferences, useDiscoveryPreferences } from '../../data/discovery.ts'

/**
 * Few members within the member's distance (#15 item 3): says how many, and widens the distance
 * in one tap (saved like the preferences screen saves it: offline too; the deck reloads once it
 * lands).
 */
export function SparseRegionNotice({
  member,
  within,
}: {
  member: CurrentUser
  within: { miles: number; count: number }
}) {
  const { t } = useLingui()
  const preferences = useDiscoveryPreferences(member)
  const miles = within.miles
  const wider = widenedDistance(miles)
  const pending = preferences !== undefined && preferences.maxDistance !== miles
  const widen = () => {
    if (preferences)
      void saveDiscoveryPreferences(member.id, { ...preferences, maxDistance: wider })
  }
  return (
    <section className="sparse-notice" aria-label={t`Few members nearby`}>
      <p>
        <Plural
          value={within.count}
          _0={`No members within ${miles} miles of you yet.`}
          one={`Only # member within ${miles} miles of you.`}
          other={`Only # members within ${miles} miles of you.`}
        />
      </p>
      {pending ? (
        <p className="muted" role="status">
          <Trans>Your new distance applies as soon as you are online.</Trans>
        </p>
      ) : (
        <button
          type="button"
          className="button button-small button-primary"
          onClick={widen}
          disabled={!preferences}
        >
          {wider === MAX_DISTANCE_ANYWHERE ? (
            <Trans>Show members anywhere</Trans>
          ) : (
            <Trans>Widen to {wider} miles</Trans>
          )}
        </button>
      )}
    </section>
  )
}
