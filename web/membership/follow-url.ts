/**
 * Goes where the server sent us: an address of this app (the built-in test checkout, the success
 * page) by in-app navigation, anything else (Stripe Checkout, the Billing Portal) by a full load.
 */
export function followUrl(url: string, navigate: (path: string) => void): void {
  const target = new URL(url, window.location.origin)
  if (target.origin === window.location.origin)
    navigate(target.pathname + target.search + target.hash)
  else window.location.assign(target.href)
}
