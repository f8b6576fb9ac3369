/**
 * Serbian is written in Cyrillic and in Latin letters, one letter for one (Vuk's and Gaj's
 * alphabets), and Macedonians often write informally in Latin letters too. The lists of both
 * languages are written once, in Cyrillic; `spellings` gives each term in both scripts, so
 * "пошаљи ми новац" also finds "pošalji mi novac" and, with diacritics stripped by the
 * normalisation, "posalji mi novac". đ is matched as "dj", its usual spelling without diacritics.
 */
import type { LocaleCode } from '../languages.ts'

export type LatinAlphabet = Readonly<Record<string, string>>

const SERBIAN: LatinAlphabet = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  ђ: 'đ',
  е: 'e',
  ж: 'ž',
  з: 'z',
  и: 'i',
  ј: 'j',
  к: 'k',
  л: 'l',
  љ: 'lj',
  м: 'm',
  н: 'n',
  њ: 'nj',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  ћ: 'ć',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'c',
  ч: 'č',
  џ: 'dž',
  ш: 'š',
}

/** Macedonian Cyrillic differs from Serbian in ѓ, ќ and ѕ (and has no ђ, ћ). */
const MACEDONIAN: LatinAlphabet = { ...SERBIAN, ѓ: 'gj', ќ: 'kj', ѕ: 'dz' }

/** The catalog languages whose terms are also matched in Latin letters. */
export const LATIN_ALPHABETS: Readonly<Partial<Record<LocaleCode, LatinAlphabet>>> = {
  sr: SERBIAN,
  mk: MACEDONIAN,
}

/** A term as written, and in Latin letters when an alphabet is given and changes it. */
export function spellings(term: string, alphabet: LatinAlphabet | undefined): readonly string[] {
  if (!alphabet) return [term]
  const latin = Array.from(term, (char) => alphabet[char] ?? char).join('')
  return latin === term ? [term] : [term, latin]
}
