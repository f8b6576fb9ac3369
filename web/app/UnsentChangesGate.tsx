import { Suspense } from 'react'
import { useFailedChanges } from '../data/outbox.ts'
import { lazyScreen } from './lazy-screen.ts'

/** The notice itself, with its texts and the translations of the server's messages. */
const UnsentChanges = lazyScreen(
  () => import('./UnsentChanges.tsx'),
  (m) => m.UnsentChanges,
  { part: true },
)

/**
 * The unsent-changes notice (decision 044), loaded only once a change was not sent: a member
 * whose changes all went never downloads it. Part of the member-data chunk (vite.config.ts), so
 * the check itself costs no request.
 */
export function UnsentChangesGate() {
  const failed = useFailedChanges()
  if (failed.length === 0) return null
  return (
    <Suspense fallback={null}>
      <UnsentChanges />
    </Suspense>
  )
}
