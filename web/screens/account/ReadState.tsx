import { Trans } from '@lingui/react/macro'
import type { OnlineRead } from './use-online-read.ts'

/**
 * What an account page shows until its read has a value: Loading…, or why it failed (offline, or
 * not loaded) with Try again.
 */
export function ReadState({
  state,
  offline,
  failed,
  onRetry,
}: {
  state: Exclude<OnlineRead<unknown>, { status: 'loaded' }>
  offline: string
  failed: string
  onRetry: () => void
}) {
  if (state.status === 'loading') {
    return (
      <p className="loading" role="status">
        <Trans>Loading…</Trans>
      </p>
    )
  }
  return (
    <div className="card" role="alert">
      <p>{state.offline ? offline : failed}</p>
      <button type="button" className="button" onClick={onRetry}>
        <Trans>Try again</Trans>
      </button>
    </div>
  )
}
