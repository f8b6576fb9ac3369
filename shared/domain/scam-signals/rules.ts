/**
 * The scam shield's rule set (issue #36), in one place: every language's terms and the version
 * of the whole. Raise SCAM_RULES_VERSION with any change to a list, to the normalisation
 * (message-text/normalise.ts) or to the contact-detail shapes (./contact-details.ts), so a stored
 * check says which rules made it.
 *
 * Every message is read against every language's list, whatever the members' languages: a
 * scammer may write to a Greek member in English or in Russian.
 */
import type { LocaleCode } from '../languages.ts'
import { catalogLists, type LanguageLists } from '../message-text/term-lists.ts'
import { bg } from './bg.ts'
import { en } from './en.ts'
import { ge } from './ge.ts'
import { gr } from './gr.ts'
import { international } from './international.ts'
import { mk } from './mk.ts'
import { ro } from './ro.ts'
import { ru } from './ru.ts'
import type { ScamSignal } from './signals.ts'
import { sr } from './sr.ts'
import { ua } from './ua.ts'

export const SCAM_RULES_VERSION = 1

/** Where a term comes from: a catalog language, or 'any' for names written alike in all. */
export type TermLanguage = LocaleCode | 'any'

export const SCAM_RULES: readonly LanguageLists<ScamSignal, TermLanguage>[] = [
  { language: 'any', lists: international },
  ...catalogLists({ en, ru, sr, bg, ro, gr, mk, ua, ge }),
]
