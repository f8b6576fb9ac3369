/**
 * npm run i18n:check — extracts the messages of web/ into the .po catalogs, then fails (exit 1)
 * listing every message that lacks a translation in any of the nine languages, or whose
 * translation drops or adds a variable ({name}, also as {name, plural, …}) or a tag (<0>) of the
 * English one. A translation may turn a plain variable into a plural the language needs.
 */
import { LOCALE_CODES } from '../shared/domain/languages.ts'
import { placeholders } from './catalog-review.ts'
import { extractCatalogs, readPoCatalog } from './po-catalogs.ts'

const REQUIRED = LOCALE_CODES

extractCatalogs()

const problems: string[] = []
for (const locale of REQUIRED) {
  const po = readPoCatalog(locale)
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
