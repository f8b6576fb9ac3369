/**
 * Names of the service worker's runtime caches, shared by web/sw.ts and the sign-out code.
 * "Private" caches may hold a member's data and are deleted when they sign out.
 */
export const IMAGE_CACHE = 'oh-images-v1'
/** Members' photos (/api/photos/*): immutable URLs, kept for offline, at most PHOTO_CACHE_ENTRIES. */
export const PHOTO_CACHE = 'oh-photos-v1'
/**
 * About 150 MB at most: a card is 40–120 KB and a thumbnail under 15 KB (docs/photos.md), so
 * 1,500 files stay near or under it; the least recently used go first, and all of them when the
 * browser says the origin is out of quota.
 */
export const PHOTO_CACHE_ENTRIES = 1500
export const PRIVATE_CACHES = [IMAGE_CACHE, PHOTO_CACHE] as const

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
