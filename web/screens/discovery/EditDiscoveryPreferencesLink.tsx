import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'

/** "Edit" beside what the member is looking for (Settings, Profile): opens Discovery Preferences. */
export function EditDiscoveryPreferencesLink() {
  const { t } = useLingui()
  return (
    <Link
      to="/discovery-preferences"
      className="button button-small"
      aria-label={t`Edit discovery preferences`}
    >
      <Trans>Edit</Trans>
    </Link>
  )
}
