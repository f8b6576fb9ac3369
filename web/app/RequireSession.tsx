import { Trans } from '@lingui/react/macro'
import { Navigate, Outlet, useLocation } from 'react-router'
import { useSession } from '../data/session.ts'

/** Routes for members only: a signed-out visitor goes to /signin?next=<this path>. */
export function RequireSession() {
  const session = useSession()
  const location = useLocation()
  if (session.status === 'loading') {
    return (
      <p className="loading" role="status">
        <Trans>Loading…</Trans>
      </p>
    )
  }
  if (session.status === 'signed-out') {
    const next = encodeURIComponent(location.pathname + location.search)
    return <Navigate to={`/signin?next=${next}`} replace />
  }
  return <Outlet />
}
