import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Redirect, useLocation, useSearch } from 'wouter'
import { useSession } from '../data/session.ts'

/** Routes for members only: a signed-out visitor goes to /signin?next=<this path>. */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession()
  const [pathname] = useLocation()
  const search = useSearch()
  if (session.status === 'loading') {
    return (
      <p className="loading" role="status">
        <Trans>Loading…</Trans>
      </p>
    )
  }
  if (session.status === 'signed-out') {
    const next = encodeURIComponent(pathname + (search ? `?${search}` : ''))
    return <Redirect to={`/signin?next=${next}`} replace />
  }
  return children
}
