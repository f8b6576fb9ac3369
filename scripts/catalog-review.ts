/**
 * A native speaker's review of a translated catalog (docs/translations.md): which translations a
 * reviewer approved, what changed since, and a worksheet to review the rest. Pure functions over
 * the catalog's messages and the locale's review ledger (web/locales/<locale>/reviewed.json);
 * scripts/i18n-review.ts reads and writes the files.
 */

/** A message of a catalog: its English source (and context), translation and where it is used. */
export interface CatalogMessage {
  /** msgctxt + EOT + msgid, as gettext keys a message; the msgid alone when it has no context. */
  key: string
  english: string
  translation: string
  /** Source files using it ("web/screens/discover/SameEventChip.tsx:13"). */
  where: string[]
}

/** What a reviewer approved, by message key: the translation as it stood, who, and when. */
export type ReviewLedger = Record<string, { translation: string; by: string; on: string }>

export type ReviewState = 'reviewed' | 'changed' | 'unreviewed'

export const messageKey = (msgid: string, msgctxt?: string | null) =>
  msgctxt ? `${msgctxt}\u0004${msgid}` : msgid

/**
 * A message's state: reviewed as it stands, changed since the review (its translation is not the
 * one approved), or never reviewed. An English source that changes is a new message (a new key).
 */
export function reviewState(message: CatalogMessage, ledger: ReviewLedger): ReviewState {
  const entry = ledger[message.key]
  if (!entry) return 'unreviewed'
  return entry.translation === message.translation ? 'reviewed' : 'changed'
}

export interface ReviewStatus {
  messages: number
  reviewed: number
  changed: number
  unreviewed: number
}

export function reviewStatus(messages: CatalogMessage[], ledger: ReviewLedger): ReviewStatus {
  const status: ReviewStatus = { messages: messages.length, reviewed: 0, changed: 0, unreviewed: 0 }
  for (const message of messages) status[reviewState(message, ledger)]++
  return status
}

/** The worksheet's columns, in order. A reviewer fills `approved` (yes) or `correction`. */
export const WORKSHEET_COLUMNS = [
  'key',
  'english',
  'translation',
  'state',
  'where',
  'approved',
  'correction',
  'note',
] as const

export type WorksheetRow = Record<(typeof WORKSHEET_COLUMNS)[number], string>

/** The rows to review: every message not reviewed as it stands, changed ones first. */
export function worksheetRows(messages: CatalogMessage[], ledger: ReviewLedger): WorksheetRow[] {
  const order: Record<ReviewState, number> = { changed: 0, unreviewed: 1, reviewed: 2 }
  return messages
    .map((message) => ({ message, state: reviewState(message, ledger) }))
    .filter(({ state }) => state !== 'reviewed')
    .sort((a, b) => order[a.state] - order[b.state])
    .map(({ message, state }) => ({
      key: message.key,
      english: message.english,
      translation: message.translation,
      state,
      where: message.where.join(' '),
      approved: '',
      correction: '',
      note: '',
    }))
}

/** The variables and tags of a message, each once: `{n}` and `{n, plural, …}` are both `n`. */
export const placeholders = (text: string) =>
  [...new Set([...text.matchAll(/\{(\w+)\s*[},]|<(\d+)>/g)].map((m) => m[1] ?? `<${m[2]}>`))].sort()

export interface AppliedReview {
  /** New translations by message key (the corrections). */
  corrections: Map<string, string>
  ledger: ReviewLedger
  /** Rows refused, with why: nothing of theirs is applied. */
  refused: string[]
  approved: number
}

const APPROVED = /^(yes|y|ok|x|✓|1|true)$/i

/**
 * A filled worksheet applied to the catalog: a correction replaces the translation and is
 * recorded as reviewed; an approval records the translation as it stands. A row whose message is
 * gone, whose translation changed since the worksheet was made, or whose correction drops or adds
 * a variable or tag of the English, is refused.
 */
export function applyWorksheet(
  messages: CatalogMessage[],
  ledger: ReviewLedger,
  rows: Partial<WorksheetRow>[],
  by: string,
  on: string,
): AppliedReview {
  const byKey = new Map(messages.map((message) => [message.key, message]))
  const next: ReviewLedger = { ...ledger }
  const corrections = new Map<string, string>()
  const refused: string[] = []
  let approved = 0
  for (const row of rows) {
    const correction = row.correction?.trim() ?? ''
    const approves = APPROVED.test(row.approved?.trim() ?? '')
    if (!correction && !approves) continue
    const message = byKey.get(row.key ?? '')
    if (!message) {
      refused.push(`"${row.key}": no such message in the catalog any more`)
      continue
    }
    if ((row.translation ?? '') !== message.translation) {
      refused.push(`"${message.english}": its translation changed since the worksheet was made`)
      continue
    }
    if (correction && placeholders(correction).join() !== placeholders(message.english).join()) {
      const expected = placeholders(message.english).join(', ') || 'none'
      refused.push(`"${message.english}": the correction must keep the variables (${expected})`)
      continue
    }
    const translation = correction || message.translation
    if (correction && correction !== message.translation) corrections.set(message.key, correction)
    next[message.key] = { translation, by, on }
    approved++
  }
  return { corrections, ledger: sortedLedger(next), refused, approved }
}

/** The ledger with its keys in order, so its file changes line by line. */
export function sortedLedger(ledger: ReviewLedger): ReviewLedger {
  return Object.fromEntries(Object.entries(ledger).sort(([a], [b]) => (a < b ? -1 : 1)))
}
