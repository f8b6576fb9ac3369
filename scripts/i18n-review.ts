/**
 * npm run i18n:review — a native speaker's review of the translated catalogs (docs/translations.md).
 *
 *   npm run i18n:review                                   how much of each language is reviewed
 *   npm run i18n:review -- export <locale> [file.csv]     a worksheet of what is left to review
 *   npm run i18n:review -- import <locale> <file.csv> --by "<reviewer>"
 *                                                         corrections into the catalog, approvals
 *                                                         into web/locales/<locale>/reviewed.json
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { parse } from 'csv-parse/sync'
import { stringify } from 'csv-stringify/sync'
import { LOCALE_CODES, SOURCE_LOCALE } from '../shared/domain/languages.ts'
import {
  applyWorksheet,
  messageKey,
  reviewStatus,
  WORKSHEET_COLUMNS,
  worksheetRows,
  type CatalogMessage,
  type ReviewLedger,
  type WorksheetRow,
} from './catalog-review.ts'
import { extractCatalogs, readPoCatalog, root, writePoCatalog } from './po-catalogs.ts'

const ledgerPath = (locale: string) => `${root}web/locales/${locale}/reviewed.json`
const TRANSLATED = LOCALE_CODES.filter((code) => code !== SOURCE_LOCALE)

function readCatalog(locale: string) {
  const po = readPoCatalog(locale)
  const messages: CatalogMessage[] = po.items
    .filter((item) => !item.obsolete)
    .map((item) => ({
      key: messageKey(item.msgid, item.msgctxt),
      english: item.msgid,
      translation: item.msgstr.join(''),
      where: item.references,
    }))
  return { po, messages }
}

const readLedger = (locale: string): ReviewLedger =>
  existsSync(ledgerPath(locale)) ? JSON.parse(readFileSync(ledgerPath(locale), 'utf8')) : {}

function refuse(message: string): never {
  console.error(message)
  process.exit(1)
}

function localeArgument(value: string | undefined): string {
  if (!value || !TRANSLATED.includes(value as never)) {
    refuse(`Name a translated language: ${TRANSLATED.join(', ')}`)
  }
  return value
}

function status() {
  console.log('language  messages  reviewed  changed since review  not reviewed')
  for (const locale of TRANSLATED) {
    const { messages } = readCatalog(locale)
    const s = reviewStatus(messages, readLedger(locale))
    console.log(
      `${locale.padEnd(8)}  ${String(s.messages).padStart(8)}  ${String(s.reviewed).padStart(8)}  ${String(s.changed).padStart(20)}  ${String(s.unreviewed).padStart(12)}`,
    )
  }
}

function exportWorksheet(locale: string, file = `review-${locale}.csv`) {
  const { messages } = readCatalog(locale)
  const rows = worksheetRows(messages, readLedger(locale))
  writeFileSync(file, stringify(rows, { header: true, columns: [...WORKSHEET_COLUMNS], bom: true }))
  console.log(`${rows.length} messages to review in ${file}`)
}

function importWorksheet(locale: string, file: string | undefined, by: string | undefined) {
  if (!file || !existsSync(file)) refuse('Name the filled worksheet (a .csv file)')
  if (!by?.trim()) refuse('Say who reviewed it: --by "<name>"')
  const rows = parse(readFileSync(file), {
    columns: true,
    bom: true,
    skip_empty_lines: true,
  }) as Partial<WorksheetRow>[]
  const { po, messages } = readCatalog(locale)
  const on = new Date().toISOString().slice(0, 10)
  const applied = applyWorksheet(messages, readLedger(locale), rows, by.trim(), on)
  for (const item of po.items) {
    const correction = applied.corrections.get(messageKey(item.msgid, item.msgctxt))
    if (correction !== undefined) item.msgstr = [correction]
  }
  writePoCatalog(locale, po)
  writeFileSync(ledgerPath(locale), `${JSON.stringify(applied.ledger, null, 2)}\n`)
  extractCatalogs()
  console.log(
    `${applied.approved} messages reviewed by ${by.trim()}, ${applied.corrections.size} of them corrected`,
  )
  for (const row of rows) if (row.note?.trim()) console.log(`note on "${row.english}": ${row.note}`)
  if (applied.refused.length > 0) {
    console.error(`${applied.refused.length} rows not applied:`)
    for (const reason of applied.refused) console.error(`  - ${reason}`)
    process.exit(1)
  }
}

const [command, ...rest] = process.argv.slice(2)
const option = (name: string) => {
  const at = rest.indexOf(name)
  return at === -1 ? undefined : rest[at + 1]
}
const positional = rest.filter((value, i) => !value.startsWith('--') && rest[i - 1] !== '--by')

if (command === undefined || command === 'status') status()
else if (command === 'export') exportWorksheet(localeArgument(positional[0]), positional[1])
else if (command === 'import')
  importWorksheet(localeArgument(positional[0]), positional[1], option('--by'))
else refuse(`Unknown command "${command}": status, export or import`)
