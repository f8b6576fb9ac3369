import { liveValue } from '../data/live-value.ts'

/**
 * Whether a new version of the app is installed and waiting, for the UpdatePrompt of the shell.
 * Kept apart from the registration (register.ts, with workbox-window), which loads only once
 * the first screen is idle.
 */

const updateWaiting = liveValue(false)
let activate: (() => void) | null = null

/** A new version waits; `activateIt` switches to it (register.ts). */
export function offerUpdate(activateIt: () => void): void {
  activate = activateIt
  updateWaiting.set(true)
}

/** True while a new version is installed and waiting for the member's Reload. */
export function useUpdateWaiting(): boolean {
  return updateWaiting.useValue()
}

/** Switches to the waiting version: it takes control, then the page reloads once. */
export function applyUpdate(): void {
  if (!activate) return
  activate()
  updateWaiting.set(false)
}

/** Hides the prompt for now; the waiting version is offered again on the next visit. */
export function postponeUpdate(): void {
  updateWaiting.set(false)
}
