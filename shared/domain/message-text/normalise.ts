/**
 * Message text made comparable (issue #36): the one normalisation that the scam and the
 * harassment rules both read, so a term written once in the data matches however a sender
 * spells it. Two views of a text:
 *
 * - `plain`: Unicode NFKC (full-width and mathematical letters become plain ones), invisible
 *   format characters removed (zero-width spaces and joiners, soft hyphens, direction marks),
 *   lower case, diacritics stripped (ё → е, й → и, ș → s, ά → α), final sigma as σ, đ as dj.
 *   Phone numbers and email addresses are read here.
 * - `words`: `plain` with the disguises of words undone, for the term lists:
 *   an apostrophe inside a word dropped (what's → whats, п'ять → пять);
 *   a digit or symbol used as a letter beside a letter read as that letter (telegr@m, t3legram,
 *   bitc0in; Cyrillic 3 → з, 4 → ч);
 *   a word mixing Latin, Cyrillic and Greek look-alikes written in its main script
 *   (WhatsАpp with a Cyrillic А, тeлeгpaм with Latin e, p, a);
 *   a space where a word still changes script after that (WhatsAppზე: the Georgian ending is a
 *   word of its own, so the international list finds WhatsApp);
 *   three or more single letters in a row joined (w h a t s a p p, t.e.l.e.g.r.a.m).
 *
 * Stripping diacritics can make two words one (Greek μαλακά "soft" and μαλάκα "wanker"): the
 * term lists are written knowing it, and their tests hold the innocent spelling.
 */

export interface NormalisedText {
  /** For phone numbers and email addresses. */
  plain: string
  /** For the term lists. */
  words: string
}

export function normaliseText(text: string): NormalisedText {
  const plain = plainText(text)
  return { plain, words: wordsOf(plain) }
}

/** The `words` view of a text: what a term of the lists is compared with. */
export function normaliseWords(text: string): string {
  return wordsOf(plainText(text))
}

function plainText(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/\p{Cf}/gu, '')
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ς/g, 'σ')
    .replace(/đ/g, 'dj')
}

function wordsOf(plain: string): string {
  const withoutApostrophes = plain.replace(/(?<=\p{L})['’ʼ‘`](?=\p{L})/gu, '')
  const letters = readLeet(withoutApostrophes)
  const oneScript = letters.replace(/\p{L}+/gu, oneScriptWords)
  return joinSpacedLetters(oneScript)
}

const ASCII_LETTERS = /^[a-z]+$/

type Script = 'latin' | 'cyrillic' | 'greek'
const SCRIPTS: readonly Script[] = ['latin', 'cyrillic', 'greek']

function scriptOf(char: string): Script | 'other' {
  if (/\p{Script=Latin}/u.test(char)) return 'latin'
  if (/\p{Script=Cyrillic}/u.test(char)) return 'cyrillic'
  if (/\p{Script=Greek}/u.test(char)) return 'greek'
  return 'other'
}

/** The script of a letter for the script-change boundary (any script, Georgian included). */
function anyScriptOf(char: string): string {
  const script = scriptOf(char)
  if (script !== 'other') return script
  return /\p{Script=Georgian}/u.test(char) ? 'georgian' : 'other'
}

/** Digits and symbols that stand in for a letter, by the script of the letter beside them. */
const LEET: Readonly<Record<string, Partial<Record<Script, string>>>> = {
  '@': { latin: 'a', cyrillic: 'а', greek: 'α' },
  '4': { latin: 'a', cyrillic: 'ч' },
  '3': { latin: 'e', cyrillic: 'з', greek: 'ε' },
  '0': { latin: 'o', cyrillic: 'о', greek: 'ο' },
  '1': { latin: 'i' },
  $: { latin: 's' },
}

function readLeet(text: string): string {
  const chars = Array.from(text)
  return chars
    .map((char, i) => {
      const readings = LEET[char]
      if (!readings) return char
      const before = chars[i - 1]
      const after = chars[i + 1]
      const beside = [before, after].find((c) => c !== undefined && /\p{L}/u.test(c))
      if (beside === undefined) return char
      const script = scriptOf(beside)
      return script === 'other' ? char : (readings[script] ?? char)
    })
    .join('')
}

/**
 * Letters that look alike across Latin, Cyrillic and Greek, lower case (some only alike in
 * capitals, as Cyrillic В and Н, Greek Η and Μ: a sender who disguises a word often writes it in
 * capitals). One row a shape: [Latin, Cyrillic, Greek], '' where a script has none.
 */
const LOOK_ALIKES: readonly (readonly [string, string, string])[] = [
  ['a', 'а', 'α'],
  ['b', 'в', 'β'],
  ['c', 'с', ''],
  ['e', 'е', 'ε'],
  ['h', 'н', 'η'],
  ['i', 'і', 'ι'],
  ['j', 'ј', ''],
  ['k', 'к', 'κ'],
  ['m', 'м', 'μ'],
  ['n', 'п', ''],
  ['o', 'о', 'ο'],
  ['p', 'р', 'ρ'],
  ['s', 'ѕ', ''],
  ['t', 'т', 'τ'],
  ['u', '', 'υ'],
  ['v', '', 'ν'],
  ['x', 'х', 'χ'],
  ['y', 'у', ''],
]

const LOOK_ALIKE_ROW = new Map<string, readonly [string, string, string]>(
  LOOK_ALIKES.flatMap((row) => row.filter((char) => char !== '').map((char) => [char, row])),
)

/**
 * A word of letters: look-alikes of its minor scripts written in its main one, then a space
 * wherever the script still changes. The main script is the one with the most letters that
 * have no look-alike (w in WhatsАpp, л and г in тeлeгpaм); failing that, the one with most letters.
 */
function oneScriptWords(word: string): string {
  // Most words of most messages: one script, nothing to fold or split.
  if (ASCII_LETTERS.test(word)) return word
  const chars = Array.from(word)
  const main = mainScript(chars)
  const folded = main
    ? chars.map((char) => {
        const script = scriptOf(char)
        if (script === 'other' || script === main) return char
        const row = LOOK_ALIKE_ROW.get(char)
        const inMain = row?.[SCRIPTS.indexOf(main)]
        return inMain ? inMain : char
      })
    : chars
  return folded
    .map((char, i) => {
      const before = folded[i - 1]
      return before !== undefined && anyScriptOf(before) !== anyScriptOf(char) ? ` ${char}` : char
    })
    .join('')
}

function mainScript(chars: readonly string[]): Script | null {
  const letters = new Map<Script, number>()
  const distinctive = new Map<Script, number>()
  for (const char of chars) {
    const script = scriptOf(char)
    if (script === 'other') continue
    letters.set(script, (letters.get(script) ?? 0) + 1)
    if (!LOOK_ALIKE_ROW.has(char)) distinctive.set(script, (distinctive.get(script) ?? 0) + 1)
  }
  if (letters.size < 2) return null
  const ranked = SCRIPTS.filter((script) => letters.has(script)).sort(
    (a, b) =>
      (distinctive.get(b) ?? 0) - (distinctive.get(a) ?? 0) ||
      (letters.get(b) ?? 0) - (letters.get(a) ?? 0),
  )
  return ranked[0] ?? null
}

/** Three or more single letters with one to three separators between them: one word. */
const SPACED_LETTERS = /(?<![\p{L}\p{N}])\p{L}(?:[^\p{L}\p{N}]{1,3}\p{L}(?![\p{L}\p{N}])){2,}/gu

function joinSpacedLetters(text: string): string {
  return text.replace(SPACED_LETTERS, (run) => run.replace(/[^\p{L}]/gu, ''))
}
