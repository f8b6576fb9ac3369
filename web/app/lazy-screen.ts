import { createElement, Fragment, lazy, useState, type ComponentType } from 'react'
import { FirstScreenShown } from './when-idle.ts'

/** A screen in a chunk of its own that can be fetched before the router renders it. */
export type LazyScreen = ComponentType & { preload: () => Promise<unknown> }

/**
 * React.lazy with a `preload`: the start-up fetches the screen of the opened address while the
 * language catalog loads, so the two downloads run side by side instead of one after the other.
 * A screen whose chunk has arrived renders at once, without suspending: the prerendered sign-in
 * page is hydrated in one pass (web/main.tsx), so no update can find it half hydrated.
 * A routed screen's first render counts as the first screen shown (when-idle.ts) unless the
 * screen says when it is; `part` is for a lazy part of the shell (the bottom navigation).
 */
export function lazyScreen<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
  { part = false } = {},
): LazyScreen {
  let loading: Promise<Module> | undefined
  let loaded: ComponentType | undefined
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = pick(module)
      return module
    }))
  const Lazy = lazy(() => preload().then(() => ({ default: loaded! })))
  function Screen() {
    // Chosen once per mount: switching from Lazy to the loaded component would remount it.
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy)
    return createElement(
      Fragment,
      null,
      createElement(Component),
      part ? null : createElement(FirstScreenShown),
    )
  }
  return Object.assign(Screen, { preload })
}
