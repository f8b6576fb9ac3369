import path from 'node:path'
import { lingui } from '@lingui/vite-plugin'
import { build, type Plugin as EsbuildPlugin } from 'esbuild'
import { createServer, type Plugin, type Rollup } from 'vite'
import babel from 'vite-plugin-babel'
import type { BootConfig, FirstScreenFiles } from '../web/boot/boot-config.ts'
import { catalogParts } from './catalog-parts.ts'

/** The Lingui macros, compiled as vite.config.ts compiles them for the page. */
export function linguiMacros(): Plugin {
  return babel({
    include: /\/web\/.*\.[jt]sx?$/,
    babelConfig: {
      babelrc: false,
      configFile: false,
      parserOpts: { plugins: ['typescript', 'jsx'] },
      plugins: ['@lingui/babel-plugin-lingui-macro'],
    },
  }) as Plugin
}

/** The page whose markup index.html carries. */
export const PRERENDERED_PATH = '/signin'
const TEMPLATE_ID = 'prerendered-page'
/**
 * Where web/index.html takes the prerendered page with its script; the head script goes before
 * the start-up style sheet, after the (held) module script tags it starts.
 */
const BODY_MARK = '<!-- first-paint: body -->'

/**
 * How long a returning member's start-up scripts wait for the picture of the last visit to be
 * painted, at most (a photo that never arrives must not keep the app from starting).
 */
export const HOLD_MAX_MS = 1500

/**
 * Vite's module script tags, as index.html carries them held (`type="oh/module"`: a browser
 * neither fetches nor runs a script of a type it does not know); the head script starts them.
 */
const MODULE_TAG = /<script type="module" crossorigin src="([^"]+)"><\/script>/g
const HELD_TAG = '<script type="oh/module" data-module crossorigin src="$1"></script>'

/** The boot code's three scripts (web/boot/), in the order the page runs them. */
const BOOT_SCRIPTS = ['head', 'style', 'page'] as const satisfies (keyof BootConfig)[]
type BootScript = (typeof BOOT_SCRIPTS)[number]

/**
 * The boot code's imports are rules and constants; esbuild cannot tell that a module whose top
 * level builds an object (a message table, a list) has no side effects, and would keep it whole.
 */
const importsWithoutSideEffects: EsbuildPlugin = {
  name: 'boot-imports-without-side-effects',
  setup(build) {
    build.onResolve({ filter: /^[.#]/ }, async ({ path: source, resolveDir, kind, pluginData }) => {
      if (pluginData === BOOT_RESOLVE) return undefined
      const resolved = await build.resolve(source, { resolveDir, kind, pluginData: BOOT_RESOLVE })
      return resolved.errors.length ? undefined : { path: resolved.path, sideEffects: false }
    })
  },
}
const BOOT_RESOLVE = Symbol('boot-resolve')

/**
 * The boot code (web/boot/*.entry.ts) bundled with this build's configuration into minified
 * scripts to inline: type-checked, linted and unit-tested TypeScript like the rest of the app.
 */
export async function bootScripts(config: BootConfig): Promise<Record<BootScript, string>> {
  const scripts = await Promise.all(
    BOOT_SCRIPTS.map(async (name) => {
      const { outputFiles } = await build({
        entryPoints: [path.resolve('web/boot', `${name}.entry.ts`)],
        bundle: true,
        write: false,
        minify: true,
        format: 'iife',
        platform: 'browser',
        target: 'es2020',
        legalComments: 'none',
        charset: 'utf8',
        define: { OH_BOOT_CONFIG: JSON.stringify(config[name]) },
        plugins: [importsWithoutSideEffects],
      })
      const code = outputFiles?.[0]?.text.trim()
      if (!code) throw new Error(`web/boot/${name}.entry.ts bundled to nothing`)
      if (/<\/script/i.test(code)) throw new Error(`web/boot/${name}.entry.ts would close its tag`)
      return [name, code] as const
    }),
  )
  return Object.fromEntries(scripts) as Record<BootScript, string>
}

const asset = (fileName: string) => `/${fileName}`

/**
 * The files of FirstScreenFiles in the build's bundle: the chunks of Discover's module and of the
 * bottom navigation with their static imports (the start-up chunk excepted: index.html loads it),
 * their style sheets, and each locale's shell and Discover catalog parts.
 */
export function firstScreenFiles(bundle: Rollup.OutputBundle, html: string): FirstScreenFiles {
  const chunks = Object.values(bundle).filter(
    (output): output is Rollup.OutputChunk => output.type === 'chunk',
  )
  const byFacade = (pattern: RegExp) => chunks.filter((c) => pattern.test(c.facadeModuleId ?? ''))
  // What index.html loads itself (the start-up chunk and the runtime).
  const initial = new Set(chunks.map((c) => c.fileName).filter((f) => html.includes(`/${f}"`)))
  const discover = new Set<string>()
  const css = new Set<string>()
  const add = (fileName: string) => {
    if (initial.has(fileName) || discover.has(fileName)) return
    discover.add(fileName)
    const chunk = bundle[fileName] as Rollup.OutputChunk
    for (const sheet of chunk.viteMetadata?.importedCss ?? []) css.add(sheet)
    chunk.imports.forEach(add)
  }
  const roots = byFacade(/\/web\/(?:screens\/discover\/DiscoverScreen|app\/BottomNav)\.tsx$/)
  if (roots.length !== 2) throw new Error('Discover or the bottom navigation has no chunk')
  for (const root of roots) add(root.fileName)
  const catalogs: FirstScreenFiles['catalogs'] = {}
  for (const chunk of byFacade(/\/locales\/[^/]+\/messages\.po\?part=(?:shell|discover)$/)) {
    const [, code, part] = /\/locales\/([^/]+)\/messages\.po\?part=(\w+)$/.exec(
      chunk.facadeModuleId!,
    )!
    catalogs[code!] = { ...catalogs[code!], [part!]: asset(chunk.fileName) } as {
      shell: string
      discover: string
    }
  }
  return {
    catalogs,
    discover: [...discover].map(asset),
    discoverCss: [...css].map(asset),
  }
}

/**
 * What index.html does before the scripts have loaded (decision 021): the head script above and
 * the sign-in page, rendered at build time by React from the app's own route table
 * (web/app/prerender.tsx), with the script that shows it. The server allows these inline scripts
 * by their hash (api/http/static-files.ts); the rest of the CSP is unchanged.
 */
export function firstPaint(): Plugin {
  return {
    name: 'oh:first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html, { bundle }) {
        if (!bundle) throw new Error('index.html is transformed without its bundle')
        const root = path.resolve('web')
        const server = await createServer({
          configFile: false,
          root,
          logLevel: 'error',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false, watch: null },
          optimizeDeps: { noDiscovery: true, include: [] },
          plugins: [linguiMacros(), lingui(), catalogParts()],
        })
        try {
          const load = (file: string) => server.ssrLoadModule(path.join(root, file))
          const [{ renderSignedOutPage }, { messages }, languageSelect] = await Promise.all([
            load('app/prerender.tsx'),
            load('locales/en/messages.po?part=shell'),
            load('app/LanguageSelect.tsx'),
          ])
          const markup: string = await renderSignedOutPage(PRERENDERED_PATH, messages)
          if (!markup.includes('<form')) throw new Error('The prerendered sign-in page has no form')
          if (!html.includes(BODY_MARK)) throw new Error(`web/index.html has lost ${BODY_MARK}`)
          const held = html.replace(MODULE_TAG, HELD_TAG)
          if (!held.includes('data-module')) throw new Error('index.html has no module script')
          const sheet = /<link rel="stylesheet"[^>]*>/.exec(held)
          if (!sheet) throw new Error('index.html has no style sheet')
          const files = firstScreenFiles(bundle, html)
          const scripts = await bootScripts({
            head: { files, holdMaxMs: HOLD_MAX_MS },
            style: { discoverCss: files.discoverCss },
            page: {
              discoverCss: files.discoverCss,
              prerenderedPath: PRERENDERED_PATH,
              templateId: TEMPLATE_ID,
              languageSelectId: languageSelect.LANGUAGE_SELECT_ID,
            },
          })
          const afterSheet = sheet.index + sheet[0].length
          return (
            held.slice(0, sheet.index) +
            `<script>${scripts.head}</script>\n    ` +
            held.slice(sheet.index, afterSheet) +
            `\n    <script>${scripts.style}</script>` +
            held.slice(afterSheet)
          ).replace(
            BODY_MARK,
            `<template id="${TEMPLATE_ID}">${markup}</template>\n    <script>${scripts.page}</script>`,
          )
        } finally {
          await server.close()
        }
      },
    },
  }
}
