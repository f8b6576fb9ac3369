/**
 * The app's Lingui catalogs as files (web/locales/<locale>/messages.po): read through pofile,
 * written back, and brought up to date with the source by `lingui extract`. Used by
 * npm run i18n:check and npm run i18n:review.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'

export interface PoItem {
  msgid: string
  msgctxt?: string | null
  msgstr: string[]
  references: string[]
  obsolete: boolean
}
export interface PoFile {
  items: PoItem[]
  toString(): string
}

const require = createRequire(import.meta.url)
const PO = require('pofile') as { parse: (text: string) => PoFile }

export const root = fileURLToPath(new URL('..', import.meta.url))
export const catalogPath = (locale: string) => `${root}web/locales/${locale}/messages.po`

export const readPoCatalog = (locale: string): PoFile =>
  PO.parse(readFileSync(catalogPath(locale), 'utf8'))

export const writePoCatalog = (locale: string, po: PoFile) =>
  writeFileSync(catalogPath(locale), po.toString())

/** Extracts web/'s messages into every catalog; Lingui writes each back in its own layout. */
export function extractCatalogs() {
  execFileSync(`${root}node_modules/.bin/lingui`, ['extract'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
}
