/**
 * npm run i18n:check — extracts the messages of web/ into the .po catalogs, then fails (exit 1)
 * listing every message that lacks a translation in any of the nine languages, or whose
 * translation drops or adds a variable ({name}, also as {name, plural, …}) or a tag (<0>) of the
 * English one. A translation may turn a plain variable into a plural the language needs.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { LOCALE_CODES } from '../shared/domain/languages.ts'
import { placeholders } from './catalog-review.ts'

type PoItem = { msgid: string; msgstr: string[]; obsolete: boolean }
type PoFile = { items: PoItem[] }
const require = createRequire(import.meta.url)
const PO = require('pofile') as { parse: (text: string) => PoFile }

const root = fileURLToPath(new URL('..', import.meta.url))
const REQUIRED = LOCALE_CODES

execFileSync(`${root}node_modules/.bin/lingui`, ['extract'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
})

const problems: string[] = []
for (const locale of REQUIRED) {
  const po = PO.parse(readFileSync(`${root}web/locales/${locale}/messages.po`, 'utf8'))
  for (const item of po.items) {
    if (item.obsolete) continue
    const translation = item.msgstr.join('')
    if (!translation.trim()) {
      problems.push(`${locale}: no translation for "${item.msgid}"`)
    } else if (placeholders(translation).join() !== placeholders(item.msgid).join()) {
      problems.push(`${locale}: placeholders differ in "${item.msgid}" → "${translation}"`)
    }
  }
}

if (problems.length > 0) {
  console.error(`i18n:check failed: ${problems.length} message(s) need work\n`)
  for (const problem of problems) console.error(`  - ${problem}`)
  process.exit(1)
}
console.log(`i18n:check passed: every message is translated into all ${REQUIRED.length} languages`)
