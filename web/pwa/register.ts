import { useSyncExternalStore } from 'react'
import { Workbox } from 'workbox-window'

/**
 * Registers the service worker (web/sw.ts, built to /sw.js) and tracks whether a new
 * version is waiting. The member decides when to switch (UpdatePrompt): the waiting worker is
 * told to skip waiting, and the page reloads once it controls the page.
 */

let workbox: Workbox | null = null
let updateWaiting = false
const listeners = new Set<() => void>()

function setUpdateWaiting(value: boolean): void {
  updateWaiting = value
  for (const listener of listeners) listener()
}

export function registerServiceWorker(): void {
  if (workbox || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return
  // The dev server serves no /sw.js (vite-plugin-pwa builds it): only production registers.
  if (import.meta.env.DEV) return
  workbox = new Workbox('/sw.js', { scope: '/' })
  workbox.addEventListener('waiting', () => setUpdateWaiting(true))
  workbox.register().catch((error: unknown) => {
    console.warn('The service worker could not be registered', error)
  })
}

/** True while a new version is installed and waiting for the member's Reload. */
export function useUpdateWaiting(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => updateWaiting,
    () => false,
  )
}

/** Switches to the waiting version: it takes control, then the page reloads once. */
export function applyUpdate(): void {
  const current = workbox
  if (!current) return
  current.addEventListener('controlling', () => window.location.reload())
  current.messageSkipWaiting()
  setUpdateWaiting(false)
}

/** Hides the prompt for now; the waiting version is offered again on the next visit. */
export function postponeUpdate(): void {
  setUpdateWaiting(false)
}
