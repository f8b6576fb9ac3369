/**
 * Runs `task` once the page has loaded and the main thread is idle, so start-up work that the
 * first screen does not show (the outbox's first drain, live events, the service worker) never
 * competes with its first paint. Falls back to a short timeout where requestIdleCallback is
 * missing (Safari).
 */
export function whenIdle(task: () => void): void {
  const schedule = () => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => task(), { timeout: 3_000 })
    else setTimeout(task, 200)
  }
  if (document.readyState === 'complete') schedule()
  else window.addEventListener('load', schedule, { once: true })
}
