/**
 * The harassment prompts in each catalog language: insults and sexual harassment found, and
 * innocent sentences that hold a look-alike (a substring, a word with another meaning, a word
 * the normalisation makes alike) that must prompt no one.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { LOCALE_CODES, type LocaleCode } from '../languages.ts'
import { spellings } from '../message-text/latin-spelling.ts'
import { termsFoundByAnother } from '../message-text/term-lists.ts'
import { harassmentSignals, type HarassmentKind } from './harassment-signals.ts'
import { HARASSMENT_KINDS } from './kinds.ts'
import { HARASSMENT_RULES } from './rules.ts'

interface LanguageCases {
  found: readonly (readonly [string, HarassmentKind])[]
  innocent: readonly string[]
}

const CASES: Record<LocaleCode, LanguageCases> = {
  en: {
    found: [
      ['You stupid bitch', 'insult'],
      ["You're an idiot", 'insult'],
      ['F u c k off', 'insult'],
      ['Send nudes', 'sexual'],
      ['Send me a dick pic', 'sexual'],
      ['You make me h0rny', 'sexual'],
    ],
    innocent: [
      'I passed my class assessment in Scunthorpe',
      'We read Dickens and had a cocktail',
      'I felt like an idiot this morning',
      'The learning curve is steep',
      'The illness is debilitating, pray for her',
      'I am waiting for marriage before sex',
      'My cat is a real pussycat',
      'Fire retardant paint for the church hall',
    ],
  },
  ru: {
    found: [
      ['Ты тупая сука', 'insult'],
      ['Иди нахуй', 'insult'],
      ['Хочу тебя трахнуть', 'sexual'],
      ['Пришли голые фото', 'sexual'],
    ],
    innocent: [
      'Мне страшно, страх — это нормально',
      'Не хочу тебя оскорблять, и нельзя употреблять такие слова',
      'Сукно для рясы',
      'Вся тварь славит Господа',
      'Он член нашего прихода',
      'Застрахуй машину',
      'Картошка в этом году уродилась',
      'Я такая дура, забыла телефон',
    ],
  },
  sr: {
    found: [
      ['Ti si kurva', 'insult'],
      ['Глупача једна', 'insult'],
      ['Jebi se', 'insult'],
      ['Pošalji gole slike', 'sexual'],
      ['Покажи сисе', 'sexual'],
    ],
    innocent: [
      'Da li pušiš?',
      'Nude nam posao u Beogradu',
      'Imam kučku Lunu',
      'Купила сам нову сукњу',
      'Idem na kurs engleskog',
    ],
  },
  bg: {
    found: [
      ['Ти си курва', 'insult'],
      ['Тъпа кучка', 'insult'],
      ['Искам да те чукам', 'sexual'],
      ['Прати гола снимка', 'sexual'],
    ],
    innocent: ['Имам кучка на име Лара', 'Чукам на вратата', 'Купих курабийки за децата'],
  },
  ro: {
    found: [
      ['Ești o curvă', 'insult'],
      ['Esti proasta', 'insult'],
      ['Dobitocule', 'insult'],
      ['Trimite-mi poze nud', 'sexual'],
      ['Vreau să te fut', 'sexual'],
    ],
    innocent: [
      'Am fost în vacanță la Pula',
      'Ce idee proastă!',
      'O muiere harnică',
      'The future is bright',
    ],
  },
  gr: {
    found: [
      ['Είσαι πουτάνα', 'insult'],
      ['Άντε γαμήσου', 'insult'],
      ['ρε μαλάκα', 'insult'],
      ['Θέλω να σε γαμήσω', 'sexual'],
      ['Στείλε γυμνή φωτογραφία', 'sexual'],
    ],
    innocent: [
      'Τα μαλλιά σου είναι μαλακά',
      'Πάω γυμναστήριο κάθε μέρα',
      'Το σκυλί μου είναι πολύ γλυκό',
      'Κάπνιζε πίπα ο παππούς μου',
    ],
  },
  mk: {
    found: [
      ['Ти си курва', 'insult'],
      ['Еби се', 'insult'],
      ['Прати гола слика', 'sexual'],
      ['Сакам да те ебам', 'sexual'],
    ],
    innocent: ['Дали пушиш?', 'Имам кучка Лара', 'Купив нова сукња'],
  },
  ua: {
    found: [
      ['Ти курва', 'insult'],
      ['Ти тупа', 'insult'],
      ['Покажи цицьки', 'sexual'],
      ['Надішли голі фото', 'sexual'],
    ],
    innocent: ['Я купила нову сукню', 'Мені страшно', 'Він член нашої парафії'],
  },
  ge: {
    found: [
      ['შე დებილო', 'insult'],
      ['ბოზი ხარ', 'insult'],
      ['გაგიტყნავ', 'sexual'],
      ['შიშველი ფოტო გამომიგზავნე', 'sexual'],
    ],
    innocent: ['ბოზბაში მოვამზადე', 'შენი დედა კარგად არის?', 'დილა მშვიდობისა!'],
  },
}

const ALL_INNOCENT = LOCALE_CODES.flatMap((language) => CASES[language].innocent)

describe.each(LOCALE_CODES)('harassment in %s', (language) => {
  const { found, innocent } = CASES[language]

  it.each(found)('finds %j as %s', (text, kind) => {
    expect(harassmentSignals(text).kinds).toContain(kind)
  })

  it('has a case for each kind', () => {
    expect(new Set(found.map(([, kind]) => kind))).toEqual(new Set(HARASSMENT_KINDS))
  })

  it.each(innocent)('prompts no one for %j', (text) => {
    expect(harassmentSignals(text)).toEqual({ kinds: [], matched: [] })
  })
})

describe('harassmentSignals', () => {
  it('prompts for no innocent sentence of any language', () => {
    for (const text of ALL_INNOCENT) expect(harassmentSignals(text).matched, text).toEqual([])
  })

  it('says which term of which language it found', () => {
    expect(harassmentSignals('Ti si kurva, pošalji gole slike')).toEqual({
      kinds: ['insult', 'sexual'],
      matched: [
        { kind: 'insult', language: 'sr', term: 'kurva' },
        { kind: 'sexual', language: 'sr', term: 'gole slike' },
      ],
    })
  })

  it('finds a term among innocent sentences, whatever its case or added accents', () => {
    const found = LOCALE_CODES.flatMap((language) => CASES[language].found)
    fc.assert(
      fc.property(
        fc.constantFrom(...found),
        fc.array(fc.constantFrom(...ALL_INNOCENT), { maxLength: 4 }),
        fc.boolean(),
        fc.constantFrom('', '\u0301', '\u200b'),
        ([text, kind], around, upper, added) => {
          const disguised = Array.from(upper ? text.toUpperCase() : text, (char) =>
            /\p{L}/u.test(char) ? char + added : char,
          ).join('')
          const message = [...around, disguised, ...around].join(' ')
          expect(harassmentSignals(message).kinds).toContain(kind)
          expect(harassmentSignals(around.join(' ')).kinds).toEqual([])
        },
      ),
    )
  })
})

describe('the word lists', () => {
  it('has every catalog language, with both kinds', () => {
    expect(HARASSMENT_RULES.map((rules) => rules.language)).toEqual(LOCALE_CODES)
    for (const { language, lists } of HARASSMENT_RULES) {
      for (const kind of HARASSMENT_KINDS) {
        expect(lists[kind]?.length, `${language} ${kind}`).toBeGreaterThan(0)
      }
    }
  })

  it('finds every term written out, under its own kind', () => {
    for (const { lists, latin } of HARASSMENT_RULES) {
      for (const kind of HARASSMENT_KINDS) {
        for (const term of (lists[kind] ?? []).flatMap((listed) => spellings(listed, latin))) {
          expect(harassmentSignals(term.replaceAll('*', '')).kinds, term).toContain(kind)
        }
      }
    }
  })

  it('lists no term that another term of the same list already finds', () => {
    for (const { language, lists } of HARASSMENT_RULES) {
      for (const kind of HARASSMENT_KINDS) {
        expect(termsFoundByAnother(lists[kind] ?? []), `${language} ${kind}`).toEqual([])
      }
    }
  })
})
