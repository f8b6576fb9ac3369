import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import { PageHeading } from '../../components/page-heading/PageHeading.tsx'

/** The catch-all page for an unknown address. */
export function NotFoundScreen() {
  const { t } = useLingui()
  return (
    <section>
      <PageHeading>{t`404 Page Not Found`}</PageHeading>
      <p>
        <Trans>There is no page at this address.</Trans>
      </p>
      <Link to="/" className="button button-primary">
        <Trans>Go to the home page</Trans>
      </Link>
    </section>
  )
}
