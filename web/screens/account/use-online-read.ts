import { useCallback, useEffect, useState } from 'react'
import { NetworkError } from '../../data/api-client.ts'

/** A read the account's pages make while open (online only): loading, failed, or its value. */
export type OnlineRead<T> =
  { status: 'loading' } | { status: 'failed'; offline: boolean } | { status: 'loaded'; value: T }

/**
 * Reads `read` when the page opens, never kept on the device (docs/accounts.md). `reload` reads
 * again keeping what is shown (after a change); `retry` shows the loading state first (Try again).
 */
export function useOnlineRead<T>(read: () => Promise<T>) {
  const [state, setState] = useState<OnlineRead<T>>({ status: 'loading' })
  const [reads, setReads] = useState(0)

  useEffect(() => {
    let live = true
    read().then(
      (value) => live && setState({ status: 'loaded', value }),
      (error: unknown) =>
        live && setState({ status: 'failed', offline: error instanceof NetworkError }),
    )
    return () => {
      live = false
    }
  }, [read, reads])

  const reload = useCallback(() => setReads((n) => n + 1), [])
  const retry = useCallback(() => {
    setState({ status: 'loading' })
    setReads((n) => n + 1)
  }, [])
  return { state, reload, retry }
}
