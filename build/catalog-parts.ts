import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { getConfig } from '@lingui/conf'
import { createCompiledCatalog, getCatalogForFile, getCatalogs } from '@lingui/cli/api'
import type { Plugin } from 'vite'

/**
 * Members' screens whose catalog part holds only the messages of their own module graph (the
 * screen's file and every file it imports, also lazily): the first screen a member opens, which
 * should not wait for every other screen's messages. Every other members' screen loads the
 * members' half (decision 021).
 */
export const SCREEN_PARTS = {
  discover: 'web/screens/discover/DiscoverScreen.tsx',
} as const satisfies Record<string, string>
export type ScreenPart = keyof typeof SCREEN_PARTS

/**
 * Pieces of a screen shown after its first paint, whose messages are a part of their own, loaded
 * with their code (web/i18n/activate-language.ts `loadMessagePart`) rather than with the screen:
 * a screen's module graph stops at them. A part may have several roots, its graph their union.
 * The detail view's theological match (decision 049); the vitals of the detail view and the
 * filters sheet (issue #33 part 3) with the detail view's other groups (ProfileSections.tsx,
 * issue #33 part 2); and what Discover shows only when asked (the filters sheet, the list, the
 * match overlay, the sparse-region notice, an unfinished profile's progress), so the first card waits for none of their words.
 */
export const LATER_PARTS = {
  'theological-match': ['web/screens/discover/TheologicalMatch.tsx'],
  vitals: ['web/screens/discover/Vitals.tsx'],
  'discover-later': [
    'web/screens/discover/FiltersSheet.tsx',
    'web/screens/discover/ListMode.tsx',
    'web/screens/discover/MatchOverlay.tsx',
    'web/screens/discover/SparseRegionNotice.tsx',
    'web/screens/profile-progress/ProfileProgress.tsx',
  ],
} as const satisfies Record<string, readonly string[]>
type LaterPart = keyof typeof LATER_PARTS
const LATER_ROOTS: ReadonlySet<string> = new Set(Object.values(LATER_PARTS).flat())

/**
 * `…/messages.po?part=shell`, `?part=member` or `?part=<screen>` (the dev server adds `import&`
 * before it): one part of a locale's compiled catalog.
 */
const PART_ID = /\.po\?(?:[^#]*&)?part=([a-z-]+)$/

/** Relative imports of a module: static, side-effect, re-exports and import(). */
const IMPORT_SPECIFIER =
  /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+\.tsx?)['"]/g

/**
 * The source files (relative to `rootDir`) that `entry` (one file or several) reaches through
 * relative imports of .ts and .tsx files, static or dynamic: what a screen can render, short of
 * the roots of LATER_PARTS (each the entry of its own graph). The app's imports name their extensions (STYLE.md), so a specifier is
 * a path.
 */
export function moduleGraph(entry: string | readonly string[], rootDir: string): Set<string> {
  const entries: readonly string[] = typeof entry === 'string' ? [entry] : entry
  const seen = new Set<string>()
  const queue = [...entries]
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file) || (!entries.includes(file) && LATER_ROOTS.has(file))) continue
    seen.add(file)
    const absolute = path.join(rootDir, file)
    if (!existsSync(absolute)) throw new Error(`${file} (imported by a screen) does not exist`)
    for (const [, specifier] of readFileSync(absolute, 'utf8').matchAll(IMPORT_SPECIFIER))
      queue.push(path.relative(rootDir, path.resolve(path.dirname(absolute), specifier!)))
  }
  return seen
}

/** Whether a message of the members' half is used by a file of a screen's module graph. */
export function isScreenMessage(
  origins: readonly (readonly [string, ...unknown[]])[],
  graph: ReadonlySet<string>,
): boolean {
  return isMemberMessage(origins) && origins.some(([file]) => graph.has(file))
}

/** Screens a signed-out visitor sees: their messages are in the shell half. */
const SHELL_SCREENS = /^web\/screens\/(?:signin|signup|not-found)\//
/** Folders only the members' screens use. */
const MEMBER_FOLDERS = /^web\/(?:screens|domain)\//

/**
 * A message belongs to the members' half when every place that uses it is in a members' screen
 * (web/screens/, web/domain/; not sign-in, sign-up, the 404 page); anything the shell, the data
 * layer or a signed-out screen may show stays in the shell half.
 */
export function isMemberMessage(origins: readonly (readonly [string, ...unknown[]])[]): boolean {
  return (
    origins.length > 0 &&
    origins.every(([file]) => MEMBER_FOLDERS.test(file) && !SHELL_SCREENS.test(file))
  )
}

/**
 * Each locale's catalog in two halves (decision 014): the shell's messages, loaded before the
 * first paint on every page, and the members' screens' messages, loaded with the first members'
 * screen (web/i18n/activate-language.ts). A signed-out visitor's page carries a third of the
 * catalog. The halves are split by the origins of the source locale's catalog and compiled as the
 * Lingui Vite plugin compiles a whole catalog (missing translations filled from English).
 * A screen of SCREEN_PARTS has a part of its own: the members' messages its module graph uses.
 */
export function catalogParts(): Plugin {
  const config = getConfig({ cwd: process.cwd() })
  const rootDir = config.rootDir ?? process.cwd()
  const sourceLocale = config.sourceLocale ?? 'en'
  const fallbackLocales = config.fallbackLocales || {}
  return {
    name: 'oh:catalog-parts',
    enforce: 'pre',
    async load(id) {
      const match = PART_ID.exec(id)
      if (!match) return null
      const file = id.slice(0, id.indexOf('?'))
      const found = getCatalogForFile(path.relative(rootDir, file), await getCatalogs(config))
      if (!found) throw new Error(`${file} is not a catalog of lingui.config.ts`)
      const { locale, catalog } = found
      this.addWatchFile(file)
      const source = (await catalog.read(sourceLocale)) ?? {}
      const { messages } = await catalog.getTranslations(locale, {
        fallbackLocales,
        sourceLocale,
      })
      const partName = match[1]!
      let belongs: (origins: readonly (readonly [string, ...unknown[]])[]) => boolean
      if (partName === 'shell') belongs = (origins) => !isMemberMessage(origins)
      else if (partName === 'member') belongs = isMemberMessage
      else if (partName in SCREEN_PARTS || partName in LATER_PARTS) {
        const entry =
          partName in SCREEN_PARTS
            ? SCREEN_PARTS[partName as ScreenPart]
            : LATER_PARTS[partName as LaterPart]
        const graph = moduleGraph(entry, rootDir)
        for (const file of graph) this.addWatchFile(path.join(rootDir, file))
        belongs = (origins) => isScreenMessage(origins, graph)
      } else throw new Error(`No catalog part ${partName} (build/catalog-parts.ts)`)
      const part = Object.fromEntries(
        Object.entries(messages).filter(([messageId]) => belongs(source[messageId]?.origin ?? [])),
      )
      const { source: code, errors } = createCompiledCatalog(locale, part, {
        namespace: 'es',
        pseudoLocale: config.pseudoLocale,
      })
      if (errors.length > 0) throw new Error(`The ${locale} catalog does not compile`)
      return { code, moduleType: 'js' }
    },
  }
}
