/**
 * Word lists by language (the scam shield's, the harassment prompts'), compiled once into
 * patterns and searched in a message. A list is named by what it finds ('gift-card', 'insult').
 */
import { LOCALE_CODES, type LocaleCode } from '../languages.ts'
import { LATIN_ALPHABETS, type LatinAlphabet, spellings } from './latin-spelling.ts'
import { normaliseWords } from './normalise.ts'
import { compileTerm, termPattern } from './term-pattern.ts'

/** One language's lists, by name; `latin` when each term is also written in Latin letters. */
export interface LanguageLists<Name extends string, Language extends string> {
  language: Language
  lists: Readonly<Partial<Record<Name, readonly string[]>>>
  latin?: LatinAlphabet
}

/**
 * The lists of every catalog language, in the catalog's order, each with its Latin alphabet
 * where it has one: a language added to the catalog needs its lists before this compiles.
 */
export function catalogLists<Name extends string>(
  byLanguage: Readonly<Record<LocaleCode, LanguageLists<Name, LocaleCode>['lists']>>,
): LanguageLists<Name, LocaleCode>[] {
  return LOCALE_CODES.map((language) => ({
    language,
    lists: byLanguage[language],
    latin: LATIN_ALPHABETS[language],
  }))
}

export interface ListedTerm<Name extends string, Language extends string> {
  list: Name
  language: Language
  /** As written in the list (or its Latin spelling). */
  term: string
  pattern: RegExp
  needle: string
}

/**
 * Every term of every language as a pattern, in the order given. A term that several languages
 * share (телеграм* in five Cyrillic lists) is kept once, under the first language that has it.
 */
export function compileTermLists<Name extends string, Language extends string>(
  languages: readonly LanguageLists<Name, Language>[],
  names: readonly Name[],
): readonly ListedTerm<Name, Language>[] {
  const all = languages.flatMap(({ language, lists, latin }) =>
    names.flatMap((list) =>
      (lists[list] ?? [])
        .flatMap((listed) => spellings(listed, latin))
        .map((term) => ({ list, language, term, ...compileTerm(term) })),
    ),
  )
  const byKey = new Map<string, ListedTerm<Name, Language>>()
  for (const entry of all) {
    const key = `${entry.list} ${entry.pattern.source}`
    if (!byKey.has(key)) byKey.set(key, entry)
  }
  return [...byKey.values()]
}

/** The terms found in `words` (a text normalised by `normaliseText(...).words`), in list order. */
export function findTerms<Name extends string, Language extends string>(
  compiled: readonly ListedTerm<Name, Language>[],
  words: string,
): ListedTerm<Name, Language>[] {
  return compiled.filter(({ pattern, needle }) => words.includes(needle) && pattern.test(words))
}

/**
 * The terms of a list that another term of the same list already finds (written out, `*` as
 * nothing), each with the terms that find it: a list keeps each thing once, so it stays short
 * enough to read.
 */
export function termsFoundByAnother(terms: readonly string[]): [string, string[]][] {
  return terms.flatMap((term): [string, string[]][] => {
    const written = normaliseWords(term.replaceAll('*', ''))
    const others = terms.filter((other) => other !== term && termPattern(other).test(written))
    return others.length > 0 ? [[term, others]] : []
  })
}
