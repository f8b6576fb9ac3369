/**
 * A term of a word list (issue #36) as the pattern that finds it in a normalised text
 * (./normalise.ts). Terms are data, written as people write, never regular expressions:
 *
 * - letters and digits stand for themselves, after the same normalisation as the text
 *   (case, diacritics: "Pošalji", "posalji" and "пошаљи" are written once each script);
 * - a space, hyphen or dot between words matches any short run of spaces and punctuation, or
 *   none ("gift card" finds "giftcard", "gift-card"; "e-mail" finds "email");
 * - `*` is any letters, none included: the endings of a word ("подарочн* карт*" finds
 *   "подарочную карту", "подарочные карты"), or a prefix ("*ტყნ*").
 *
 * A term is found only as whole words: neither letter nor digit may touch it on either side.
 * JavaScript's `\b` knows only ASCII letters, so the boundary is a lookaround on the Unicode
 * classes `\p{L}` and `\p{N}`, which holds for Cyrillic, Greek and Georgian as for Latin: "сука"
 * is not found in "сукно", "трахн*" not in "страх", "cunt" not in "Scunthorpe".
 */
import { normaliseWords } from './normalise.ts'

const WORD_START = '(?<![\\p{L}\\p{N}])'
const WORD_END = '(?![\\p{L}\\p{N}])'
const ANY_LETTERS = '\\p{L}*'
const BETWEEN_WORDS = '[^\\p{L}\\p{N}]{0,5}'
/** Runs of letters and digits (the literal), and runs of anything else (a separator). */
const CHUNKS = /([\p{L}\p{N}]+)|[^\p{L}\p{N}]+/gu

/** A term compiled: its pattern, and the longest run of letters any text it finds contains. */
export interface CompiledTerm {
  pattern: RegExp
  /** A cheap first test: a text without it cannot match (`text.includes(needle)`). */
  needle: string
}

export function compileTerm(term: string): CompiledTerm {
  const parts = term
    .split('*')
    .map((part) => Array.from(normaliseWords(part).matchAll(CHUNKS), ([, literal]) => literal))
  // Letters and digits are no regular-expression syntax: a literal needs no escaping.
  const body = parts
    .map((chunks) => chunks.map((literal) => literal ?? BETWEEN_WORDS).join(''))
    .join(ANY_LETTERS)
  const needle = parts
    .flat()
    .reduce<string>(
      (longest, literal) => (literal && literal.length > longest.length ? literal : longest),
      '',
    )
  return { pattern: new RegExp(`${WORD_START}${body}${WORD_END}`, 'u'), needle }
}

/** The pattern that finds `term` in a text normalised by `normaliseText(...).words`. */
export function termPattern(term: string): RegExp {
  return compileTerm(term).pattern
}
