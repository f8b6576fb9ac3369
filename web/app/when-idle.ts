import { useEffect } from 'react'

/**
 * The first screen has shown what it is for (Discover: its first card, or that there is none;
 * any other screen: its first render). Background work waits for it (whenIdle), so on a slow
 * phone the outbox's first drain, live events and the service worker never compete with the
 * first card. If no screen says so within FIRST_SCREEN_WAIT_MS, the work starts anyway.
 */
const FIRST_SCREEN_WAIT_MS = 5_000
let shown = false
let claimed = false
const waiting: Array<() => void> = []

function showFirstScreen(): void {
  if (shown) return
  shown = true
  for (const task of waiting.splice(0)) task()
}

export function whenFirstScreenShown(task: () => void): void {
  if (shown) return task()
  waiting.push(task)
  setTimeout(showFirstScreen, FIRST_SCREEN_WAIT_MS)
}

/**
 * For a screen whose first render is not yet what it is for (Discover before its deck is read):
 * the first screen counts as shown once `ready` is true, not at its first render.
 */
export function useFirstScreenShownWhen(ready: boolean): void {
  // The screen's effects run before those of FirstScreenShown, its sibling after it.
  useEffect(() => {
    claimed = true
    if (ready) showFirstScreen()
  }, [ready])
}

/**
 * Rendered after the routed screen, inside its Suspense boundary (Layout): the screen's first
 * render is the first screen shown, unless the screen said when it is (useFirstScreenShownWhen).
 */
export function FirstScreenShown(): null {
  useEffect(() => {
    if (!claimed) showFirstScreen()
  }, [])
  return null
}

/**
 * Runs `task` once the page has loaded, the first screen is shown and the main thread is idle,
 * so start-up work that the first screen does not show (the outbox's first drain, live events,
 * the service worker, the session's check with the server) never competes with its first paint.
 * Falls back to a short timeout where requestIdleCallback is missing (Safari).
 */
export function whenIdle(task: () => void): void {
  const schedule = () =>
    whenFirstScreenShown(() => {
      if ('requestIdleCallback' in window) requestIdleCallback(() => task(), { timeout: 3_000 })
      else setTimeout(task, 200)
    })
  if (document.readyState === 'complete') schedule()
  else window.addEventListener('load', schedule, { once: true })
}
