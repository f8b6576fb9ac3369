import { useSyncExternalStore } from 'react'

/**
 * A piece of the detail view or the filters sheet fetched with its own messages (a later part of
 * the catalog, LATER_PARTS of build/catalog-parts.ts; decision 049) apart from the code that shows
 * it: the theological match, the vitals. Until it has come the screen shows the rest; a fetch
 * that failed (the device went offline before it came) is tried again when the piece is next
 * wanted or the device is back online.
 */
export function laterPart<Module>(fetchPart: () => Promise<Module>) {
  let loaded: Module | null = null
  let loading: Promise<void> | null = null
  const listeners = new Set<() => void>()

  function preload(): Promise<void> {
    return (loading ??= fetchPart().then(
      (module) => {
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
    const retry = () => void preload()
    retry()
    addEventListener('online', retry)
    return () => {
      listeners.delete(listener)
      removeEventListener('online', retry)
    }
  }

  /** The piece's module once fetched, else null. */
  const use = (): Module | null => useSyncExternalStore(subscribe, () => loaded)

  return { preload, use }
}
