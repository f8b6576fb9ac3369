import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hasEmailAddress, hasPhoneNumber } from './contact-details.ts'
import { normaliseText } from '../message-text/normalise.ts'
import {
  EARLY_CONVERSATION_DAYS,
  EARLY_SENDER_MESSAGES,
  findScamSignals,
  scamSignals,
  scamWarns,
  type ScamContext,
  type ScamSignalKind,
} from './scam-signals.ts'

const FIRST_MESSAGE: ScamContext = { senderMessageCount: 0, conversationAgeDays: 0 }
/** Matches who have talked for three weeks. */
const WEEKS_IN: ScamContext = { senderMessageCount: 40, conversationAgeDays: 21 }

const NUMBER = 'Here is my number, 064 123 4567, call me after work'
const MONEY = 'Could you send me a Steam gift card?'
const COVER_STORY = 'I am on a peacekeeping mission, it is hard here'
const ORDINARY = 'Did you like the choir at the vigil?'

const warns = (text: string, context: ScamContext) => scamSignals(text, context).warn

describe('when a message warns', () => {
  it('warns of money always, in a first message as after weeks', () => {
    expect(scamSignals(MONEY, FIRST_MESSAGE)).toMatchObject({ kinds: ['money'], warn: true })
    expect(warns(MONEY, WEEKS_IN)).toBe(true)
  })

  it('warns of a number in the sender’s first three messages or the first two days only', () => {
    expect(EARLY_SENDER_MESSAGES).toBe(3)
    expect(EARLY_CONVERSATION_DAYS).toBe(2)
    expect(warns(NUMBER, FIRST_MESSAGE)).toBe(true)
    expect(warns(NUMBER, { senderMessageCount: 2, conversationAgeDays: 30 })).toBe(true)
    expect(warns(NUMBER, { senderMessageCount: 25, conversationAgeDays: 1.9 })).toBe(true)
    expect(warns(NUMBER, { senderMessageCount: 3, conversationAgeDays: 2 })).toBe(false)
  })

  it('does not warn of an ordinary number between matches who have talked for weeks', () => {
    expect(scamSignals(NUMBER, WEEKS_IN)).toMatchObject({ kinds: ['off-app'], warn: false })
    expect(scamSignals('Мой номер +7 916 123-45-67, звони', WEEKS_IN).warn).toBe(false)
    expect(scamSignals('Add me on WhatsApp, it is easier for photos', WEEKS_IN).warn).toBe(false)
  })

  it('never warns of a cover story alone', () => {
    expect(scamSignals(COVER_STORY, FIRST_MESSAGE)).toMatchObject({
      kinds: ['cover-story'],
      warn: false,
    })
    expect(warns(COVER_STORY, WEEKS_IN)).toBe(false)
  })

  it('warns of a cover story with a move off the app or money, in one message, at any time', () => {
    expect(warns(`${COVER_STORY}. Text me on Telegram instead`, WEEKS_IN)).toBe(true)
    expect(warns('I work on an oil rig and need a small loan for the customs fee', WEEKS_IN)).toBe(
      true,
    )
  })

  it('warns of a cover story after the sender moved off the app or asked for money earlier', () => {
    expect(warns(COVER_STORY, { ...WEEKS_IN, earlierKinds: ['off-app'] })).toBe(true)
    expect(warns(COVER_STORY, { ...WEEKS_IN, earlierKinds: ['money'] })).toBe(true)
    expect(warns(COVER_STORY, { ...WEEKS_IN, earlierKinds: ['cover-story'] })).toBe(false)
  })

  it('warns of a late move off the app after a cover story or money earlier', () => {
    expect(warns(NUMBER, { ...WEEKS_IN, earlierKinds: ['cover-story'] })).toBe(true)
    expect(warns(NUMBER, { ...WEEKS_IN, earlierKinds: ['money'] })).toBe(true)
  })

  it('never warns of a message without a signal, whatever came before', () => {
    const earlierKinds: ScamSignalKind[] = ['off-app', 'money', 'cover-story']
    expect(scamSignals(ORDINARY, { ...FIRST_MESSAGE, earlierKinds })).toEqual({
      kinds: [],
      signals: [],
      matched: [],
      warn: false,
    })
  })

  it('says what it found: the signal, the list’s language and term, or the shape', () => {
    expect(scamSignals('Пиши мне в Телеграм: +7 916 123 45 67', FIRST_MESSAGE).matched).toEqual([
      { kind: 'off-app', signal: 'messenger', language: 'ru', term: 'телеграм*' },
      { kind: 'off-app', signal: 'phone-number', language: 'any', term: null },
    ])
  })
})

describe('disguised words', () => {
  it.each([
    'Text me on W h a t s A p p',
    'add me on telegr@m',
    'WhatsАpp me', // a Cyrillic А
    '𝐖𝐡𝐚𝐭𝐬𝐀𝐩𝐩 me',
    'whats\u200bapp me',
    't.e.l.e.g.r.a.m',
    'wh4tsapp',
    "what's app?",
    'ПИШИ В ВАЙБЕР',
    'пиши в вотсaп', // a Latin a
    'მომწერე Telegram-ზე',
  ])('finds the messenger in %j', (text) => {
    expect(scamSignals(text, FIRST_MESSAGE).matched.map((match) => match.signal)).toContain(
      'messenger',
    )
  })

  it.each(['b1tc0in only', 'USDT (TRC20)', 'W e s t e r n  U n i o n', 'G1FT CARD'])(
    'finds the money in %j',
    (text) => {
      expect(scamSignals(text, WEEKS_IN)).toMatchObject({ kinds: ['money'], warn: true })
    },
  )
})

const phone = (text: string) => hasPhoneNumber(normaliseText(text).plain)
const email = (text: string) => hasEmailAddress(normaliseText(text).plain)

describe('phone numbers and email addresses', () => {
  it.each([
    '+381 64 123 45 67',
    '0 6 4 1 2 3 4 5 6 7',
    '(064) 123-4567',
    '+7 (916) 123-45-67',
    '8-916-123-45-67',
    '555 12 34 56',
    '０６４１２３４５６７',
    '064.123.45.67',
    '+30 6941234567',
    '+1 555 123 4567',
  ])('finds the phone number %j', (text) => {
    expect(phone(text)).toBe(true)
  })

  it.each([
    'See you on 12.05.2024 10:30',
    'From 2019-2024 I lived in Athens',
    'Born 1985, moved in 2010',
    'It cost $1,500,000',
    'Order 12345678 arrived',
    'Our postcode is 11000',
    'Vespers at 18:00, Liturgy at 9:30 on 25.12.2024',
    'Psalm 118, verses 1-176',
  ])('finds no phone number in %j', (text) => {
    expect(phone(text)).toBe(false)
  })

  it.each([
    'anna.k@gmail.com',
    'write to ivan_petrov@mail.ru please',
    'anna at yahoo dot com',
    'anna [at] yahoo [dot] com',
    'anna(at)yahoo.com',
    'анна собака yandex точка ru',
  ])('finds the email address %j', (text) => {
    expect(email(text)).toBe(true)
  })

  it.each([
    'Meet me at the church at noon',
    "I'll be at home.It was a long day",
    'Coffee at noon.Company was nice',
    'Say hi @maria',
  ])('finds no email address in %j', (text) => {
    expect(email(text)).toBe(false)
  })
})

const CORPUS = [
  NUMBER,
  MONEY,
  COVER_STORY,
  ORDINARY,
  'Пиши мне в Телеграм: +7 916 123 45 67',
  'Είμαι σε ειρηνευτική αποστολή, στείλε μου στο βάιμπερ',
  'Trimite-mi bani prin Western Union',
  'მომწერე ვოთსაპში',
  'Pošalji mi novac, radim na naftnoj platformi',
  'Добро утро! Как мина литургията?',
  'anna at yahoo dot com',
]

const context = fc.record({
  senderMessageCount: fc.nat({ max: 500 }),
  conversationAgeDays: fc.double({ min: 0, max: 400, noNaN: true }),
  earlierKinds: fc.subarray(['off-app', 'money', 'cover-story'] as ScamSignalKind[]),
})

describe('properties', () => {
  it('reads a message the same whatever its case, added accents or invisible characters', () => {
    const disguise = fc.array(
      fc.tuple(fc.boolean(), fc.constantFrom('', '\u0301', '\u0308', '\u200b')),
      {
        minLength: 200,
        maxLength: 200,
      },
    )
    fc.assert(
      fc.property(fc.constantFrom(...CORPUS), disguise, context, (text, changes, ctx) => {
        const disguised = Array.from(text, (char, i) => {
          const [upper, added] = changes[i % changes.length] ?? [false, '']
          return (upper ? char.toUpperCase() : char) + (/\p{L}/u.test(char) ? added : '')
        }).join('')
        const plain = scamSignals(text, ctx)
        const seen = scamSignals(disguised, ctx)
        expect(seen.kinds).toEqual(plain.kinds)
        expect(seen.warn).toBe(plain.warn)
      }),
    )
  })

  it('never warns more later in a conversation, nor less for more earlier signals', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CORPUS),
        context,
        fc.nat({ max: 100 }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        (text, ctx, moreMessages, moreDays) => {
          const later = {
            ...ctx,
            senderMessageCount: ctx.senderMessageCount + moreMessages,
            conversationAgeDays: ctx.conversationAgeDays + moreDays,
          }
          if (warns(text, later)) expect(warns(text, ctx)).toBe(true)
          const withAll: ScamContext = { ...ctx, earlierKinds: ['off-app', 'money', 'cover-story'] }
          if (warns(text, ctx)) expect(warns(text, withAll)).toBe(true)
        },
      ),
    )
  })

  it('warns only of a message that carries a signal, and always of money', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CORPUS), context, (text, ctx) => {
        const check = scamSignals(text, ctx)
        if (check.warn) expect(check.kinds.length).toBeGreaterThan(0)
        if (check.kinds.includes('money')) expect(check.warn).toBe(true)
      }),
    )
  })

  it('finds nothing in any run of ordinary sentences, and still finds a signal among them', () => {
    const ordinary = fc.constantFrom(
      ORDINARY,
      'Good morning! How was the Liturgy today?',
      'I work in investment banking in Chicago',
      'Доброе утро! Как прошла литургия?',
      'Τα μαλλιά σου είναι μαλακά',
      'Am vizitat cripta bisericii',
      'დილა მშვიდობისა!',
      'See you on 12.05.2024 at 10:30',
      'Our postcode is 11000',
    )
    const separator = fc.constantFrom(' ', '\n', '. ', ' — ')
    fc.assert(
      fc.property(
        fc.array(ordinary, { maxLength: 6 }),
        fc.array(ordinary, { maxLength: 6 }),
        separator,
        (before, after, sep) => {
          expect(scamSignals([...before, ...after].join(sep), FIRST_MESSAGE).kinds).toEqual([])
          expect(scamSignals([...before, MONEY, ...after].join(sep), WEEKS_IN).warn).toBe(true)
        },
      ),
    )
  })
})

describe('the text alone, and its context apart', () => {
  it('finds the signals once each, in the order of the vocabulary', () => {
    const finding = findScamSignals('Buy an iTunes gift card, then text me on WhatsApp or Telegram')
    expect(finding.signals).toEqual(['messenger', 'gift-card'])
    expect(finding.kinds).toEqual(['off-app', 'money'])
  })

  it('warns as the whole check does, for the kinds found and the place in the conversation', () => {
    for (const text of [NUMBER, MONEY, COVER_STORY, ORDINARY]) {
      for (const context of [FIRST_MESSAGE, WEEKS_IN]) {
        expect(scamWarns(findScamSignals(text).kinds, context)).toBe(
          scamSignals(text, context).warn,
        )
      }
    }
  })
})
