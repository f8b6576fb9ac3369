import { useSyncExternalStore } from 'react'

/**
 * Whether a new version of the app is installed and waiting, for the UpdatePrompt of the shell.
 * Kept apart from the registration (register.ts, with workbox-window), which loads only once
 * the first screen is idle.
 */

let updateWaiting = false
let activate: (() => void) | null = null
const listeners = new Set<() => void>()

function setUpdateWaiting(value: boolean): void {
  updateWaiting = value
  for (const listener of listeners) listener()
}

/** A new version waits; `activateIt` switches to it (register.ts). */
export function offerUpdate(activateIt: () => void): void {
  activate = activateIt
  setUpdateWaiting(true)
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
  if (!activate) return
  activate()
  setUpdateWaiting(false)
}

/** Hides the prompt for now; the waiting version is offered again on the next visit. */
export function postponeUpdate(): void {
  setUpdateWaiting(false)
}
