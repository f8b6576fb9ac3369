import fc from 'fast-check'
import { afterEach, describe, expect, it } from 'vitest'
import { PHOTO_LEDGER_DATABASE } from './cache-names.ts'
import { PhotoCacheBudget, photosToEvict, type CachedPhoto } from './photo-cache-budget.ts'

const entries = fc.uniqueArray(
  fc.record({
    url: fc.webUrl(),
    bytes: fc.integer({ min: 0, max: 500_000 }),
    usedAt: fc.integer({ min: 0, max: 1_000 }),
  }),
  { selector: (entry) => entry.url, maxLength: 40 },
)
const total = (list: readonly CachedPhoto[]) => list.reduce((sum, entry) => sum + entry.bytes, 0)

describe('photosToEvict', () => {
  it('leaves the cache within its budget, dropping only as many as needed', () => {
    fc.assert(
      fc.property(entries, fc.integer({ min: 0, max: 5_000_000 }), (list, maxBytes) => {
        const evicted = new Set(photosToEvict(list, maxBytes))
        const kept = list.filter((entry) => !evicted.has(entry.url))
        expect(total(kept)).toBeLessThanOrEqual(maxBytes)
        // Keeping the last one dropped back would break the budget: no photo dropped for nothing.
        const last = photosToEvict(list, maxBytes).at(-1)
        if (last !== undefined)
          expect(total(kept) + list.find((entry) => entry.url === last)!.bytes).toBeGreaterThan(
            maxBytes,
          )
      }),
    )
  })

  it('drops the least recently used first: every kept photo was used no earlier than any dropped', () => {
    fc.assert(
      fc.property(entries, fc.integer({ min: 0, max: 5_000_000 }), (list, maxBytes) => {
        const evicted = new Set(photosToEvict(list, maxBytes))
        const dropped = list.filter((entry) => evicted.has(entry.url))
        const kept = list.filter((entry) => !evicted.has(entry.url))
        for (const gone of dropped)
          for (const stays of kept) expect(stays.usedAt).toBeGreaterThanOrEqual(gone.usedAt)
      }),
    )
  })
})

/** A cache as the plugin sees it: what it stored, and what eviction deleted. */
function fakeCache() {
  const deleted: string[] = []
  return {
    deleted,
    open: () =>
      Promise.resolve({
        delete: (url: RequestInfo | URL) => {
          deleted.push(String(url))
          return Promise.resolve(true)
        },
      }),
  }
}

const photo = (name: string) => new Request(`https://hearts.test/api/photos/${name}`)
const bytes = (n: number) => new Response(new Uint8Array(n))

describe('PhotoCacheBudget', () => {
  afterEach(async () => {
    indexedDB.deleteDatabase(PHOTO_LEDGER_DATABASE)
  })

  it('drops the photo used longest ago once the stored bytes pass the budget', async () => {
    let clock = 0
    const cache = fakeCache()
    const budget = new PhotoCacheBudget({ maxBytes: 100, openCache: cache.open, now: () => clock })
    const store = (name: string, size: number) =>
      budget.cacheDidUpdate!({
        cacheName: 'photos',
        request: photo(name),
        newResponse: bytes(size),
        state: {},
      } as never)
    const use = (name: string) =>
      budget.cachedResponseWillBeUsed!({
        cacheName: 'photos',
        request: photo(name),
        cachedResponse: bytes(40),
        state: {},
      } as never)

    clock = 1
    await store('a.webp', 40)
    clock = 2
    await store('b.webp', 40)
    expect(cache.deleted).toEqual([])
    // a is looked at again, so b is now the one used longest ago.
    clock = 3
    await use('a.webp')
    clock = 4
    await store('c.webp', 40)
    expect(cache.deleted).toEqual(['https://hearts.test/api/photos/b.webp'])

    // A photo bigger than the whole budget is not kept either.
    clock = 5
    await store('d.webp', 150)
    expect(cache.deleted.slice(1).sort()).toEqual(
      ['a.webp', 'c.webp', 'd.webp'].map((name) => `https://hearts.test/api/photos/${name}`),
    )
  })

  it('counts a photo the cache answers with but the ledger never saw', async () => {
    const cache = fakeCache()
    const budget = new PhotoCacheBudget({ maxBytes: 50, openCache: cache.open, now: () => 1 })
    await budget.cachedResponseWillBeUsed!({
      cacheName: 'photos',
      request: photo('old.webp'),
      cachedResponse: bytes(60),
      state: {},
    } as never)
    expect(cache.deleted).toEqual(['https://hearts.test/api/photos/old.webp'])
  })
})
