import type { ReactNode } from 'react'
import { Redirect, useSearchParams } from 'wouter'
import { useSession } from '../data/session.ts'
import { safeNext } from './safe-next.ts'

/** Sign-in and sign-up: a member who is already signed in goes on to `next` (or home). */
export function GuestOnly({ children }: { children: ReactNode }) {
  const session = useSession()
  const [params] = useSearchParams()
  if (session.status === 'signed-in') return <Redirect to={safeNext(params.get('next'))} replace />
  return children
}
