import { lazy, type ComponentType, type LazyExoticComponent } from 'react'

/** A screen in a chunk of its own that can be fetched before the router renders it. */
export type LazyScreen = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> }

/**
 * React.lazy with a `preload`: the start-up fetches the screen of the opened address while the
 * language catalog loads, so the two downloads run side by side instead of one after the other.
 */
export function lazyScreen<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
): LazyScreen {
  let loading: Promise<Module> | undefined
  const preload = () => (loading ??= load())
  return Object.assign(
    lazy(() => preload().then((module) => ({ default: pick(module) }))),
    { preload },
  )
}
