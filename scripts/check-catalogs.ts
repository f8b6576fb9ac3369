/**
 * npm run i18n:check — extracts the messages of web/ into the .po catalogs, then fails (exit 1)
 * listing every message that lacks an English or a Russian translation, or whose Russian text
 * drops a placeholder ({name}) or a tag (<0>) of the English one. The other seven languages may
 * be partial: they fall back to English (spec core-experience §9).
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'

type PoItem = { msgid: string; msgstr: string[]; obsolete: boolean }
type PoFile = { items: PoItem[] }
const require = createRequire(import.meta.url)
const PO = require('pofile') as { parse: (text: string) => PoFile }

const root = fileURLToPath(new URL('..', import.meta.url))
const REQUIRED = ['en', 'ru'] as const

execFileSync(`${root}node_modules/.bin/lingui`, ['extract'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
})

const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)\}|<(\d+)>/g)].map((m) => m[0]).sort()

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
console.log(`i18n:check passed: every message has English and Russian text`)
