import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { spellings, LATIN_ALPHABETS } from './latin-spelling.ts'
import { normaliseText, normaliseWords } from './normalise.ts'
import { termsFoundByAnother } from './term-lists.ts'
import { termPattern } from './term-pattern.ts'

const finds = (term: string, text: string) => termPattern(term).test(normaliseWords(text))

describe('normaliseText', () => {
  it('lower-cases, folds full-width and mathematical letters, drops invisible characters', () => {
    expect(normaliseWords('ＷｈａｔｓＡｐｐ')).toBe('whatsapp')
    expect(normaliseWords('𝐓𝐞𝐥𝐞𝐠𝐫𝐚𝐦')).toBe('telegram')
    expect(normaliseWords('what\u200bs\u00adapp\u2060')).toBe('whatsapp')
  })

  it('strips diacritics in every script, writes final sigma as σ and đ as dj', () => {
    expect(normaliseWords('Trimite-mi banii, taxă vamală')).toBe('trimite-mi banii, taxa vamala')
    expect(normaliseWords('Ёлка, йогурт, їжак')).toBe('елка, иогурт, іжак')
    expect(normaliseWords('ΣΤΕΊΛΕ ΜΟΥ ΧΡΉΜΑΤΑ')).toBe('στειλε μου χρηματα')
    expect(normaliseWords('ΟΔΟΣ')).toBe('οδοσ')
    expect(normaliseWords('Đorđe')).toBe('djordje')
  })

  it('reads digits and symbols written for letters, by the script beside them', () => {
    expect(normaliseWords('telegr@m')).toBe('telegram')
    expect(normaliseWords('b1tc0in')).toBe('bitcoin')
    expect(normaliseWords('ра3вод')).toBe('развод')
    expect(normaliseWords('bitcoin 2024 for $500')).toBe('bitcoin 2024 for $500')
  })

  it('writes a word that mixes look-alike scripts in its main script', () => {
    expect(normaliseWords('WhatsАpp')).toBe('whatsapp') // Cyrillic А
    expect(normaliseWords('тeлeгpaм')).toBe('телеграм') // Latin e, p, a
    expect(normaliseWords('WΗATSAPP')).toBe('whatsapp') // Greek Η
    expect(normaliseWords('Telegramом')).toBe('telegramom')
  })

  it('breaks a word where its script changes, so a Georgian ending is its own word', () => {
    expect(normaliseWords('WhatsAppზე')).toBe('whatsapp ზე')
  })

  it('joins three or more letters written apart, but not ordinary short words', () => {
    expect(normaliseWords('w h a t s a p p')).toBe('whatsapp')
    expect(normaliseWords('t.e.l.e.g.r.a.m')).toBe('telegram')
    expect(normaliseWords('W-H-A-T-S-A-P-P me')).toBe('whatsapp me')
    expect(normaliseWords('I am a teacher')).toBe('i am a teacher')
    expect(normaliseWords('я и ты')).toBe('я и ты')
  })

  it('drops an apostrophe inside a word', () => {
    expect(normaliseWords("what's app")).toBe('whats app')
    expect(normaliseWords('п’ять')).toBe('пять')
  })

  it('keeps the plain view for phone numbers and addresses', () => {
    expect(normaliseText('Anna@Gmail.com +7 916').plain).toBe('anna@gmail.com +7 916')
  })

  it('gives the same words whatever the case, the accents added or invisible characters', () => {
    const alphabets = [
      'abcdefghijklmnopqrstuvwxyz',
      'абвгдежзиклмнопрстуфхцчшщыэюяђјљњћџєіґ',
      'αβγδεζηθικλμνξοπρστυφχψω',
      'აბგდევზთიკლმნოპჟრსტუფქღყშჩცძწჭხჯჰ',
    ]
    const letters = fc.constantFrom(...Array.from(alphabets.join('')))
    const marks = fc.constantFrom('', '\u0301', '\u0308', '\u0300', '\u200b')
    const word = fc.array(fc.tuple(letters, marks, fc.boolean()), { minLength: 1, maxLength: 12 })
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 6 }), (words) => {
        const plainText = words.map((w) => w.map(([letter]) => letter).join('')).join(' ')
        const disguised = words
          .map((w) =>
            w
              .map(([letter, mark, upper]) => (upper ? letter.toUpperCase() : letter) + mark)
              .join(''),
          )
          .join(' ')
        expect(normaliseWords(disguised)).toBe(normaliseWords(plainText))
      }),
    )
  })
})

describe('termPattern', () => {
  it('finds a term only as whole words, in every script', () => {
    expect(finds('cunt*', 'Scunthorpe United')).toBe(false)
    expect(finds('трахн*', 'мне страшно')).toBe(false)
    expect(finds('сука', 'сукно')).toBe(false)
    expect(finds('ბოზი', 'ბოზბაში')).toBe(false)
    expect(finds('сука', 'ты сука!')).toBe(true)
    expect(finds('ბოზი', 'შე ბოზი')).toBe(true)
  })

  it('reads * as any letters, a space or hyphen as any short run of separators or none', () => {
    expect(finds('подарочн* карт*', 'Купи подарочную карту')).toBe(true)
    expect(finds('gift card*', 'GiftCards')).toBe(true)
    expect(finds('gift card*', 'gift - cards')).toBe(true)
    expect(finds('e-mail me', 'email me')).toBe(true)
    expect(finds('gift card*', 'gift of a birthday card')).toBe(false)
  })
})

describe('spellings', () => {
  it('adds the Latin spelling of a Serbian or Macedonian term', () => {
    expect(spellings('пошаљи ми новац', LATIN_ALPHABETS.sr)).toEqual([
      'пошаљи ми новац',
      'pošalji mi novac',
    ])
    expect(spellings('ѓубре', LATIN_ALPHABETS.mk)).toEqual(['ѓубре', 'gjubre'])
    expect(spellings('whats app*', LATIN_ALPHABETS.sr)).toEqual(['whats app*'])
    expect(spellings('сука', undefined)).toEqual(['сука'])
  })
})

describe('termsFoundByAnother', () => {
  it('names the terms another term of the list already finds', () => {
    expect(termsFoundByAnother(['gift card*', 'giftcard*', 'lend me', 'lend me money'])).toEqual([
      ['giftcard*', ['gift card*']],
      ['lend me money', ['lend me']],
    ])
    expect(termsFoundByAnother(['сука', 'суки', 'сучка'])).toEqual([])
  })
})
