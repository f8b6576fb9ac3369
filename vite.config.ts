import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import zlib from 'node:zlib'
import { lingui } from '@lingui/vite-plugin'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { compression, defineAlgorithm } from 'vite-plugin-compression2'
import { VitePWA } from 'vite-plugin-pwa'
import { bundleReport } from './build/bundle-report.ts'
import { catalogParts } from './build/catalog-parts.ts'
import { firstPaint, linguiMacros } from './build/first-paint.ts'
import { zodWithoutDefaultMessages } from './build/zod-without-default-messages.ts'
import { zodWithoutJsonSchema } from './build/zod-without-json-schema.ts'

/** The build's text files, served compressed. */
const TEXT_ASSETS = /\.(?:html|css|js|mjs|json|svg|webmanifest|txt|xml)$/

/**
 * What a signed-in member's page runs beside its screen (the device's database, the session, the
 * outbox, live events, the bottom navigation): one chunk, with everything these import that the
 * start-up chunk does not already hold (rolldown takes a group's dependencies with it). Not the
 * handlers of the outbox's answers (outbox-answers.ts and every kind's module): they load with the
 * first drain that has something to send (web/data/sync.ts).
 */
const MEMBER_DATA =
  /\/web\/data\/(?:device-session|sync|outbox|messages\/live-events|messages\/use-messages)\.ts$|\/web\/app\/(?:BottomNav|UnsentChangesGate)\.tsx$|node_modules\/dexie-react-hooks\//

/**
 * Discover's first card (the first screen of a signed-in member): its screen, the card and the
 * small pieces only it and its neighbours use, in one file rather than a dozen of a few hundred
 * bytes each (every file costs a phone a request and its own compression overhead). What the
 * first card does not show (the filters sheet, list mode, the detail view, the celebration) stays
 * in chunks of its own, fetched when first opened.
 */
const DISCOVER_FIRST_CARD =
  /\/web\/screens\/discover\/(?:DiscoverScreen|SwipeDeck|CardFace|CardPhotos|ProfileBits|SuperLikeButton|swipe|use-swipe-gesture|use-decide)\.tsx?$|\/web\/components\/(?:blurhash-image\/(?:BlurhashImage|blurhash-average)|member-picture\/MemberPicture|motion\/prefers-reduced-motion)\.tsx?$|\/web\/screens\/discover\/discover\.css$|\/web\/components\/(?:blurhash-image|member-picture)\/[^/]+\.css$/

/**
 * The browser build's Dexie: its build for today's browsers (ES2018 and later, no down-levelled
 * async code), the same release as 'dexie' and 1.2 KB smaller compressed on the first screen.
 * The package's main entry is the ES5 build behind an import wrapper that guards against a second
 * copy; the bundle has one copy, this one. Build only: the tests (Node resolves dexie-react-hooks'
 * own import of 'dexie' to the main entry) and the dev server keep the main entry.
 */
function modernDexie(): Plugin {
  const modern = fileURLToPath(import.meta.resolve('dexie/dist/modern/dexie.mjs'))
  return {
    name: 'oh:modern-dexie',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source) => (source === 'dexie' ? modern : null),
  }
}

const API_DEV_PORT = Number(process.env.API_PORT ?? 3001)

// The PWA lives in web/; the built shell goes to dist/, which api/server.ts serves.
export default defineConfig({
  root: 'web',
  publicDir: 'public',
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      // What every page runs before its screen, in one file rather than some thirty small ones:
      // each request costs a phone a round trip, and its headers.
      // A signed-in member's data layer (Dexie, zod, the shared contract, web/data) is one more
      // file, loaded beside the first screen; a signed-out page loads none of it (decision 014).
      output: {
        codeSplitting: {
          groups: [
            { name: 'start', tags: ['$initial'], priority: 2 },
            { name: 'member-data', test: MEMBER_DATA, priority: 1 },
            // Pieces every screen's page uses (the sign-in page too): not taken into Discover's.
            { name: 'page', test: /\/web\/components\/(?:page-heading|toast)\//, priority: 2 },
            { name: 'discover', test: DISCOVER_FIRST_CARD, priority: 1 },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': `http://localhost:${API_DEV_PORT}` } },
  plugins: [
    // Lingui macros (t, Trans, msg) are compiled by Babel before React's own transform.
    linguiMacros(),
    react(),
    zodWithoutJsonSchema(),
    zodWithoutDefaultMessages(),
    modernDexie(),
    // `npm run bundle-report`: what each chunk holds, as markdown.
    bundleReport(process.env.BUNDLE_REPORT),
    lingui(),
    // Each catalog in two halves: the shell's messages and the members' screens' (decision 014).
    catalogParts(),
    // Dark Mode, the first screen's fetches and the sign-in page's markup in index.html, before
    // the scripts have loaded (decision 021).
    firstPaint(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: '.',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      injectManifest: { globPatterns: ['**/*.{js,css,html,png,woff2}'] },
      manifest: {
        id: '/',
        name: 'Orthodox Hearts',
        short_name: 'Orthodox Hearts',
        description: 'Where Orthodox hearts meet: dating and community for Orthodox Christians.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: '#7a1f2b',
        background_color: '#fbf7f0',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
    }),
    // Every text asset gets a Brotli and a gzip copy beside it, written once here at the highest
    // settings; the server picks one by Accept-Encoding (api/http/static-files.ts).
    compression({
      include: TEXT_ASSETS,
      algorithms: [
        defineAlgorithm('brotliCompress', {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
        }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      logLevel: 'silent',
    }),
    serviceWorkerCopies(),
  ],
})

/**
 * The service worker is written by vite-plugin-pwa's own closing build, after the compression
 * plugin has run; this writes its Brotli and gzip copies once the precache manifest is in it.
 */
function serviceWorkerCopies(): Plugin {
  return {
    name: 'oh:service-worker-copies',
    apply: 'build',
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const sw = fileURLToPath(new URL('./dist/sw.js', import.meta.url))
        const source = readFileSync(sw)
        writeFileSync(`${sw}.br`, zlib.brotliCompressSync(source))
        writeFileSync(`${sw}.gz`, zlib.gzipSync(source, { level: 9 }))
      },
    },
  }
}
