/**
 * A byte budget for the service worker's photo cache, least recently used out first.
 *
 * Workbox's ExpirationPlugin bounds a cache by entry count and age, not by bytes; photos vary
 * from a 10 KB thumbnail to a 200 KB full size, so a count says little about the space taken on a
 * cheap phone. This plugin keeps a small ledger (url, bytes, last use) in its own IndexedDB
 * database, records each photo the strategy stores, marks a photo used each time the cache
 * answers with it, and after every store drops the least recently used until the rest fit.
 * Decision: docs/decisions/025-photo-cache-byte-budget.md.
 */
import { Dexie, type EntityTable } from 'dexie'
import type { WorkboxPlugin } from 'workbox-core/types.js'
import { PHOTO_LEDGER_DATABASE } from './cache-names.ts'

export interface CachedPhoto {
  url: string
  bytes: number
  /** When the cache last stored or answered with the photo (ms since epoch). */
  usedAt: number
}

/**
 * The photos to drop so the rest fit in `maxBytes`: the least recently used first, and no more
 * than needed. Ties on `usedAt` go by url, so the choice is the same on every run.
 */
export function photosToEvict(entries: readonly CachedPhoto[], maxBytes: number): string[] {
  let total = entries.reduce((sum, entry) => sum + entry.bytes, 0)
  const oldestFirst = [...entries].sort(
    (a, b) => a.usedAt - b.usedAt || (a.url < b.url ? -1 : a.url > b.url ? 1 : 0),
  )
  const evicted: string[] = []
  for (const entry of oldestFirst) {
    if (total <= maxBytes) break
    evicted.push(entry.url)
    total -= entry.bytes
  }
  return evicted
}

class PhotoLedger extends Dexie {
  photos!: EntityTable<CachedPhoto, 'url'>

  constructor() {
    super(PHOTO_LEDGER_DATABASE)
    this.version(1).stores({ photos: 'url, usedAt' })
  }
}

export interface PhotoCacheBudgetOptions {
  maxBytes: number
  /** The cache the strategy writes to (what eviction deletes from). */
  openCache: () => Promise<Pick<Cache, 'delete'>>
  now?: () => number
}

/** The Workbox plugin: add it to the photo route's CacheFirst strategy. */
export class PhotoCacheBudget implements WorkboxPlugin {
  readonly #ledger = new PhotoLedger()
  readonly #options: PhotoCacheBudgetOptions
  /** Trims run one after another, never two at once over the same ledger. */
  #trimming: Promise<void> = Promise.resolve()

  constructor(options: PhotoCacheBudgetOptions) {
    this.#options = options
  }

  #now(): number {
    return (this.#options.now ?? Date.now)()
  }

  cacheDidUpdate: WorkboxPlugin['cacheDidUpdate'] = async ({ request, newResponse }) => {
    const bytes = (await newResponse.blob()).size
    await this.#ledger.photos.put({ url: request.url, bytes, usedAt: this.#now() })
    await this.trim()
  }

  cachedResponseWillBeUsed: WorkboxPlugin['cachedResponseWillBeUsed'] = async ({
    request,
    cachedResponse,
  }) => {
    if (!cachedResponse) return null
    const touched = await this.#ledger.photos.update(request.url, { usedAt: this.#now() })
    // A photo stored before the ledger knew it: count it now.
    if (touched === 0) {
      const bytes = (await cachedResponse.clone().blob()).size
      await this.#ledger.photos.put({ url: request.url, bytes, usedAt: this.#now() })
      await this.trim()
    }
    return cachedResponse
  }

  /** Drops the least recently used photos until the cache fits its budget. */
  trim(): Promise<void> {
    const run = this.#trimming.then(() => this.#trimOnce())
    // A failed trim must not stop the next one.
    this.#trimming = run.catch(() => undefined)
    return run
  }

  async #trimOnce(): Promise<void> {
    const evict = photosToEvict(await this.#ledger.photos.toArray(), this.#options.maxBytes)
    if (evict.length === 0) return
    const cache = await this.#options.openCache()
    await Promise.all(evict.map((url) => cache.delete(url)))
    await this.#ledger.photos.bulkDelete(evict)
  }

  /** Forgets every photo (the cache itself is deleted by its owner, e.g. on a quota error). */
  async clear(): Promise<void> {
    await this.#ledger.photos.clear()
  }
}
