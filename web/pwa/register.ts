import { Workbox } from 'workbox-window'
import { offerUpdate } from './update-waiting.ts'

/**
 * Registers the service worker (web/sw.ts, built to /sw.js) and tracks whether a new
 * version is waiting. The member decides when to switch (UpdatePrompt): the waiting worker is
 * told to skip waiting, and the page reloads once it controls the page.
 */

let workbox: Workbox | null = null

export function registerServiceWorker(): void {
  if (workbox || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return
  // The dev server serves no /sw.js (vite-plugin-pwa builds it): only production registers.
  if (import.meta.env.DEV) return
  const current = new Workbox('/sw.js', { scope: '/' })
  workbox = current
  current.addEventListener('waiting', () =>
    offerUpdate(() => {
      current.addEventListener('controlling', () => window.location.reload())
      current.messageSkipWaiting()
    }),
  )
  current.register().catch((error: unknown) => {
    console.warn('The service worker could not be registered', error)
  })
}
