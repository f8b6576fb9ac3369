import { Navigate, Outlet, useSearchParams } from 'react-router'
import { useSession } from '../data/session.ts'
import { safeNext } from './safe-next.ts'

/** Sign-in and sign-up: a member who is already signed in goes on to `next` (or home). */
export function GuestOnly() {
  const session = useSession()
  const [params] = useSearchParams()
  if (session.status === 'signed-in') return <Navigate to={safeNext(params.get('next'))} replace />
  return <Outlet />
}
