import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import type { CurrentUser } from '#shared/schemas/user.ts'
import { useShownLocation } from '../../data/location.ts'
import { useSession } from '../../data/session.ts'

/**
 * Settings → Location: the member's city, or the travel city while they travel (decision 037),
 * with Edit to Discovery Preferences, where both are chosen.
 */
export function LocationSettingsRow() {
  const session = useSession()
  if (session.status !== 'signed-in') return null
  return <LocationRow member={session.member} />
}

function LocationRow({ member }: { member: CurrentUser }) {
  const { t } = useLingui()
  const shown = useShownLocation(member)
  const travelPlace = shown?.travelPlace
  const home = [shown?.location, shown?.country].filter(Boolean).join(', ')
  return (
    <div className="settings-row">
      <div>
        <p>{t`Location`}</p>
        <p className="muted">
          {travelPlace ? t`Traveling to ${travelPlace}` : home || t`No city yet`}
        </p>
      </div>
      <Link
        to="/discovery-preferences"
        className="button button-small"
        aria-label={t`Edit location`}
      >
        <Trans>Edit</Trans>
      </Link>
    </div>
  )
}
