import { Trans } from '@lingui/react/macro'
import { Link, useLocation } from 'wouter'
import { useSession } from '../../data/session.ts'
import './address-banner.css'

/** The pages that deal with the address themselves: the banner would only repeat them. */
const ADDRESS_PAGES = ['/settings/email', '/confirm-email']

/**
 * The calm reminder above every page while the member's address is not confirmed (issue #34 part
 * 2): the app works meanwhile; messages beyond a few a day, event proposals and clergy
 * references wait for it. A chunk of its own, loaded only for such a member (Layout.tsx).
 */
export function AddressBanner() {
  const session = useSession()
  const [location] = useLocation()
  if (session.status !== 'signed-in' || session.member.emailVerified) return null
  if (ADDRESS_PAGES.includes(location)) return null
  const email = session.member.email
  return (
    <aside className="address-banner" aria-labelledby="address-banner-text">
      <p id="address-banner-text">
        <Trans>
          Confirm your email address: we sent a link to <strong>{email}</strong>.
        </Trans>
      </p>
      <Link to="/settings/email" className="button button-small">
        <Trans>Confirm</Trans>
      </Link>
    </aside>
  )
}
