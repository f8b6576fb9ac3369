import { useSyncExternalStore } from 'react'

type TheologicalMatchModule = typeof import('./TheologicalMatch.tsx')

/**
 * The detail view's theological match, fetched with its own messages (a later part of the
 * catalog, decision 049) apart from the dialog's code. Until it has come the dialog shows the rest
 * of the profile; a fetch that failed (the device went offline before it came) is tried again
 * when a dialog opens or the device is back online.
 */
let loaded: TheologicalMatchModule | null = null
let loading: Promise<void> | null = null
const listeners = new Set<() => void>()

export function preloadTheologicalMatch(): Promise<void> {
  return (loading ??= Promise.all([
    import('./TheologicalMatch.tsx'),
    import('../../i18n/theological-match-part.ts').then((part) =>
      part.loadTheologicalMatchMessages(),
    ),
  ]).then(
    ([module]) => {
      loaded = module
      for (const listener of listeners) listener()
    },
    () => {
      loading = null
    },
  ))
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  const retry = () => void preloadTheologicalMatch()
  retry()
  addEventListener('online', retry)
  return () => {
    listeners.delete(listener)
    removeEventListener('online', retry)
  }
}

/** The theological match's components once fetched, else null. */
export function useTheologicalMatch(): TheologicalMatchModule | null {
  return useSyncExternalStore(subscribe, () => loaded)
}
