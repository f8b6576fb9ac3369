/// <reference lib="webworker" />
// The service worker (vite-plugin-pwa injectManifest builds it to /sw.js):
// - precaches the app shell, so the app opens with no network after a first visit;
// - answers navigations to app routes with the precached index.html (never /api);
// - never caches /api: every API answer comes from the network (it holds private data), except
//   members' photos (/api/photos/*: immutable URLs), kept cache-first in a bounded private cache so
//   the deck, matches and conversations show them offline (docs/photos.md);
// - keeps same-origin images in a runtime cache that sign-out deletes;
// - runs the page's own outbox drain on Background Sync, so queued changes leave even when
//   the app is closed;
// - shows web pushes (new match, message, like) and opens the app where a click leads, and
//   re-subscribes when the browser changes the push subscription (docs/push.md);
// - activates a waiting version only when the member chooses Reload (SKIP_WAITING).
import { registerQuotaErrorCallback } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { CacheFirst, NetworkOnly } from 'workbox-strategies'
import './data/outbox-answers.ts'
import { db } from './data/db.ts'
import { drainOutbox } from './data/sync-engine.ts'
import { PHOTOS_PATH } from '#shared/domain/photos.ts'
import {
  deletePrivateCaches,
  IMAGE_CACHE,
  PHOTO_CACHE,
  PHOTO_CACHE_BYTES,
  RETIRED_CACHES,
  SW_MESSAGES,
} from './pwa/cache-names.ts'
import { PhotoCacheBudget } from './pwa/photo-cache-budget.ts'
import {
  openFromNotification,
  PUSH_TEXTS_KEY,
  resubscribe,
  showPush,
  type SubscriptionChange,
} from './pwa/push-handlers.ts'

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null } | string>
}

/** Background Sync's event (not in TypeScript's webworker lib). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string
  readonly lastChance: boolean
}

const API_PATH = /^\/api(\/|$)/
/** The embedded default's mailbox (/dev/mail): a page of the server's own, not of the app. */
const DEV_PATH = /^\/dev(\/|$)/
/** A path naming a file (/icons/icon-512.png, /sw.js): not an app route. */
const FILE_PATH = /\/[^/?]+\.[^/]+$/

precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [API_PATH, DEV_PATH, FILE_PATH],
  }),
)

// Photos never change at a URL (a new version is a new name): cache-first, within a byte budget,
// least recently used out; all of them when the origin runs out of quota.
const photoBudget = new PhotoCacheBudget({
  maxBytes: PHOTO_CACHE_BYTES,
  openCache: () => caches.open(PHOTO_CACHE),
})
registerQuotaErrorCallback(async () => {
  await caches.delete(PHOTO_CACHE)
  await photoBudget.clear()
})
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith(PHOTOS_PATH + '/'),
  new CacheFirst({ cacheName: PHOTO_CACHE, plugins: [photoBudget] }),
)

self.addEventListener('activate', (event) => {
  event.waitUntil(Promise.all(RETIRED_CACHES.map((name) => caches.delete(name))))
})

// Explicit, so no later route can cache the rest of the API by accident.
registerRoute(({ url, sameOrigin }) => sameOrigin && API_PATH.test(url.pathname), new NetworkOnly())

registerRoute(
  ({ request, url, sameOrigin }) =>
    sameOrigin && request.destination === 'image' && !API_PATH.test(url.pathname),
  new CacheFirst({
    cacheName: IMAGE_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60 })],
  }),
)

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent
  if (sync.tag !== 'outbox') return
  sync.waitUntil(
    drainOutbox().then((report) => {
      // Rows still waiting for a retry: failing the event makes the browser schedule another sync.
      if (report.stopped === 'waiting' && !sync.lastChance) throw new Error('Outbox not empty yet')
    }),
  )
})

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: unknown } | null)?.type
  if (type === SW_MESSAGES.skipWaiting) void self.skipWaiting()
  else if (type === SW_MESSAGES.clearPrivateCaches) event.waitUntil(deletePrivateCaches())
})

self.addEventListener('push', (event) => {
  const readTexts = async () => (await db.deviceSettings.get(PUSH_TEXTS_KEY))?.value
  event.waitUntil(showPush(self, event.data, readTexts))
})

self.addEventListener('notificationclick', (event) => {
  event.waitUntil(openFromNotification(self, event.notification))
})

self.addEventListener('pushsubscriptionchange', (event) => {
  const change = event as ExtendableEvent & SubscriptionChange
  change.waitUntil(resubscribe(self, change))
})
