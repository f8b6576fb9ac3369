import { useSyncExternalStore } from 'react'

/**
 * A value the page keeps in memory outside React (no Dexie, no context) that components read live
 * through useSyncExternalStore: the Dark Mode mirror, whether an update waits.
 */
export interface LiveValue<T> {
  get(): T
  /** Sets the value and tells every reader, unless it is unchanged. */
  set(next: T): void
  /** The value, live, in a component. */
  useValue(): T
}

export function liveValue<T>(initial: T): LiveValue<T> {
  let value = initial
  const listeners = new Set<() => void>()
  const subscribe = (listener: () => void) => {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  }
  const get = () => value
  return {
    get,
    set(next) {
      if (Object.is(next, value)) return
      value = next
      for (const listener of listeners) listener()
    },
    useValue: () => useSyncExternalStore(subscribe, get, get),
  }
}
