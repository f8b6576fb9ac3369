import type { ReactNode } from 'react'
import { Redirect, useSearchParams } from 'wouter'
import { useSession } from '../data/session.ts'
import { safeNext } from './safe-next.ts'

/**
 * Sign-in and sign-up: a member who is already signed in goes on to `next` (or home); through
 * `via` first when the route names one (a new account's first run, /welcome, which ends at `next`).
 */
export function GuestOnly({ children, via }: { children: ReactNode; via?: string | undefined }) {
  const session = useSession()
  const [params] = useSearchParams()
  const next = safeNext(params.get('next'))
  if (session.status === 'signed-in')
    return <Redirect to={via ? `${via}?next=${encodeURIComponent(next)}` : next} replace />
  return children
}
