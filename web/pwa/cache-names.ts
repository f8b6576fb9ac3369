/**
 * Names of the service worker's runtime caches, shared by web/sw.ts and the sign-out code.
 * "Private" caches may hold a member's data and are deleted when they sign out.
 */
export const IMAGE_CACHE = 'oh-images-v1'
/** Members' photos (/api/photos/*): immutable URLs, kept for offline, within PHOTO_CACHE_BYTES. */
export const PHOTO_CACHE = 'oh-photos-v2'
/** Names this code used before; the service worker deletes them when it activates. */
export const RETIRED_CACHES = ['oh-photos-v1'] as const
/**
 * 150 MB of photos at most (counted in bytes, web/pwa/photo-cache-budget.ts): a card is
 * 40–120 KB and a thumbnail under 15 KB (docs/photos.md), so over a thousand members' photos stay
 * offline; the least recently used go first, and all of them when the browser says the origin
 * is out of quota.
 */
/** The IndexedDB database where the photo cache's budget keeps its ledger. */
export const PHOTO_LEDGER_DATABASE = 'oh-photo-cache'
export const PHOTO_CACHE_BYTES = 150 * 1024 * 1024
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
  // The photo cache's ledger (web/pwa/photo-cache-budget.ts) goes with it.
  if (typeof indexedDB !== 'undefined') indexedDB.deleteDatabase(PHOTO_LEDGER_DATABASE)
}
