/**
 * Names of the service worker's runtime caches, shared by web/sw.ts and the sign-out code.
 * "Private" caches may hold a member's data and are deleted when they sign out.
 */
export const IMAGE_CACHE = 'oh-images-v1'
export const PRIVATE_CACHES = [IMAGE_CACHE] as const

/** Messages the page sends to the service worker. */
export const SW_MESSAGES = {
  skipWaiting: 'SKIP_WAITING',
  clearPrivateCaches: 'CLEAR_PRIVATE_CACHES',
} as const

/** Deletes the private runtime caches from this context (page or worker). */
export async function deletePrivateCaches(): Promise<void> {
  if (typeof caches === 'undefined') return
  await Promise.all(PRIVATE_CACHES.map((name) => caches.delete(name)))
}
