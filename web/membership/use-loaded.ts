import { useEffect, useState } from 'react'

export type Loaded<T> =
  { status: 'loading' } | { status: 'done'; value: T } | { status: 'error'; error: unknown }

/**
 * The answer of an online-only call a page is about (a checkout session): loading, then its value
 * or its error. `key` names what is loaded; a new key loads again, an old answer is ignored.
 */
export function useLoaded<T>(key: string | null, load: (key: string) => Promise<T>): Loaded<T> {
  const [state, setState] = useState<{ key: string | null; loaded: Loaded<T> }>({
    key: null,
    loaded: { status: 'loading' },
  })
  useEffect(() => {
    if (key === null) return
    let current = true
    load(key).then(
      (value) => current && setState({ key, loaded: { status: 'done', value } }),
      (error: unknown) => current && setState({ key, loaded: { status: 'error', error } }),
    )
    return () => {
      current = false
    }
    // `load` is a module function; the key alone says what to load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])
  return state.key === key ? state.loaded : { status: 'loading' }
}
