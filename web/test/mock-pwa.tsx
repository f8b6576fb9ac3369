// The data helper's PWA pieces, replaced in component tests (no service worker in happy-dom).
export function OfflineBanner() {
  return null
}
export function UpdatePrompt() {
  return null
}
