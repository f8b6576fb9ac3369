import path from 'node:path'
import { getConfig } from '@lingui/conf'
import { createCompiledCatalog, getCatalogForFile, getCatalogs } from '@lingui/cli/api'
import type { Plugin } from 'vite'

/**
 * `…/messages.po?part=shell` or `?part=member` (the dev server adds `import&` before it): one half
 * of a locale's compiled catalog.
 */
const PART_ID = /\.po\?(?:[^#]*&)?part=(shell|member)$/

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
      const wanted = match[1] === 'member'
      const part = Object.fromEntries(
        Object.entries(messages).filter(
          ([messageId]) => isMemberMessage(source[messageId]?.origin ?? []) === wanted,
        ),
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
