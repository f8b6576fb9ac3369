/**
 * The scam shield in each catalog language: what each signal finds, and ordinary messages of
 * that language that must carry no signal at all (checked early in a conversation, where the
 * rules are strictest). A message giving a number late in a conversation is in
 * ./scam-signals.test.ts with the other context rules.
 */
import { describe, expect, it } from 'vitest'
import type { LocaleCode } from '../languages.ts'
import { LOCALE_CODES } from '../languages.ts'
import { spellings } from '../message-text/latin-spelling.ts'
import { termsFoundByAnother } from '../message-text/term-lists.ts'
import { SCAM_RULES } from './rules.ts'
import { scamSignals, type ScamSignal } from './scam-signals.ts'
import { SCAM_SIGNAL_KINDS, SCAM_SIGNALS, SIGNAL_KIND } from './signals.ts'

const FIRST_MESSAGE = { senderMessageCount: 0, conversationAgeDays: 0 }

interface LanguageCases {
  found: readonly (readonly [string, ScamSignal])[]
  ordinary: readonly string[]
}

const CASES: Record<LocaleCode, LanguageCases> = {
  en: {
    found: [
      ["Let's continue on WhatsApp, I am rarely here", 'messenger'],
      ['Add me on Telegram: @john_smith', 'messenger'],
      ['Text me on Signal', 'messenger'],
      ['My number is 555 123 4567', 'phone-number'],
      ['Write to anna.k@gmail.com', 'email-address'],
      ['Could you buy me an iTunes gift card?', 'gift-card'],
      ['Please send the money through Western Union', 'money-transfer'],
      ['I can teach you to trade Bitcoin', 'crypto'],
      ['I have a great investment opportunity for us', 'investment'],
      ['Could you lend me $500 until Friday?', 'loan'],
      ['My package is held at customs, I need to pay the clearance fee', 'fee'],
      ['I am deployed in Syria with the U.S. Army', 'military'],
      ['I work on an oil rig in the North Sea', 'oil-rig'],
      ['I am a surgeon with Doctors Without Borders', 'doctor-abroad'],
    ],
    ordinary: [
      'Good morning! How was the Liturgy today?',
      'I work in investment banking in Chicago',
      'I am paying off my student loan',
      'My grandfather served in the military',
      'The signal in church is weak, sorry for the late reply',
      'My favourite number is 7 and I was born in 1985',
      'See you on 12.05.2024 at 10:30',
      'The crypt under the cathedral is beautiful',
      "I'll be at home.It was a long day",
      'Ioan and I went to the monastery',
      'Kiki and Mozelle sang in the choir',
      'He plays an Ibanez guitar and we felt tethered to home',
      'The deployment of the new website went well',
    ],
  },
  ru: {
    found: [
      ['Давай лучше в Ватсапе пообщаемся', 'messenger'],
      ['Напиши мне в телеграм', 'messenger'],
      ['Мой номер +7 916 123-45-67', 'phone-number'],
      ['Купи мне подарочную карту', 'gift-card'],
      ['Отправь деньги через Вестерн Юнион', 'money-transfer'],
      ['Я зарабатываю на биткоинах', 'crypto'],
      ['Есть выгодная инвестиция, гарантированный доход', 'investment'],
      ['Можешь дать в долг до пятницы?', 'loan'],
      ['Посылка застряла на таможне, нужно оплатить таможенную пошлину', 'fee'],
      ['Я сейчас на военной базе в Сирии', 'military'],
      ['Работаю на нефтяной платформе', 'oil-rig'],
      ['Я врач ООН в Йемене', 'doctor-abroad'],
    ],
    ordinary: [
      'Доброе утро! Как прошла литургия?',
      'Блаженны миротворцы, ибо они будут наречены сынами Божиими',
      'Мы спускались в крипту храма',
      'Посмотри на карту, где этот город',
      'Переведи мне, пожалуйста, это слово',
      'Я не люблю жить в долг, у меня только ипотечный кредит',
      'Мой телефон сел, прости',
      'Растаможка машины заняла неделю',
    ],
  },
  sr: {
    found: [
      ['Пиши ми на вајбер', 'messenger'],
      ['Javi mi se na Viber', 'messenger'],
      ['Мој број је 064 123 4567', 'phone-number'],
      ['Moj broj je 064/123-4567', 'phone-number'],
      ['Купи ми поклон картицу', 'gift-card'],
      ['Pošalji mi novac preko Western Uniona', 'money-transfer'],
      ['posalji mi novac', 'money-transfer'],
      ['Улажем у биткоин', 'crypto'],
      ['Imam investicionu priliku za tebe', 'investment'],
      ['Можеш ли да ми позајмиш новац?', 'loan'],
      ['Paket je zadržan na carini, treba platiti carinsku taksu', 'fee'],
      ['Ja sam na mirovnoj misiji u Siriji', 'military'],
      ['Радим на нафтној платформи', 'oil-rig'],
      ['Радим за Црвени крст у Јемену', 'doctor-abroad'],
    ],
    ordinary: [
      'Добро јутро! Како је било на литургији?',
      'Dobro jutro, kako si? Bila sam u crkvi.',
      'Сигнал је слаб у цркви',
      'Узео сам кредит за стан',
      'Nude nam posao u Beogradu',
    ],
  },
  bg: {
    found: [
      ['Пиши ми във Вайбър', 'messenger'],
      ['Номера ми е 0888 123 456', 'phone-number'],
      ['Купи ми подаръчна карта', 'gift-card'],
      ['Изпрати ми пари по Western Union', 'money-transfer'],
      ['Инвестирам в криптовалута', 'crypto'],
      ['Имам инвестиционна възможност за теб', 'investment'],
      ['Можеш ли да ми дадеш назаем 200 лева?', 'loan'],
      ['Пратката е задържана на митницата, трябва да платя митническа такса', 'fee'],
      ['Аз съм на мироопазваща мисия', 'military'],
      ['Работя на петролна платформа', 'oil-rig'],
      ['Аз съм лекар в ООН', 'doctor-abroad'],
    ],
    ordinary: [
      'Добро утро! Как мина литургията?',
      'Изтеглих ипотечен заем за апартамента',
      'Купих си ваучер за почивка',
      'Сигналът в църквата е слаб',
    ],
  },
  ro: {
    found: [
      ['Hai să vorbim pe WhatsApp', 'messenger'],
      ['Numărul meu este 0722 123 456', 'phone-number'],
      ['Numarul meu este 0722123456', 'phone-number'],
      ['Poți să-mi cumperi un card cadou?', 'gift-card'],
      ['Trimite-mi bani prin Western Union', 'money-transfer'],
      ['Investesc în criptomonede', 'crypto'],
      ['Am o oportunitate de investiție pentru tine', 'investment'],
      ['Împrumută-mi 500 de euro', 'loan'],
      ['Coletul e reținut la vamă, trebuie să plătesc taxa vamală', 'fee'],
      ['Sunt într-o misiune de menținere a păcii', 'military'],
      ['Lucrez pe o platformă petrolieră', 'oil-rig'],
      ['Sunt medic la ONU', 'doctor-abroad'],
    ],
    ordinary: [
      'Bună dimineața! Cum a fost la Liturghie?',
      'Am un credit ipotecar și un împrumut pentru mașină',
      'Am vizitat cripta bisericii',
      'Ioan vine mâine la noi',
    ],
  },
  gr: {
    found: [
      ['Στείλε μου στο βάιμπερ', 'messenger'],
      ['Σου δίνω τον αριθμό μου: 694 123 4567', 'phone-number'],
      ['Μπορείς να μου πάρεις μια δωροκάρτα;', 'gift-card'],
      ['Στείλε μου χρήματα με Western Union', 'money-transfer'],
      ['ΣΤΕΙΛΕ ΜΟΥ ΧΡΗΜΑΤΑ', 'money-transfer'],
      ['Επενδύω σε κρυπτονομίσματα', 'crypto'],
      ['Έχω μια επενδυτική ευκαιρία για σένα', 'investment'],
      ['Δάνεισέ μου 300 ευρώ', 'loan'],
      ['Το δέμα κρατείται στο τελωνείο, πρέπει να πληρώσω τελωνειακά τέλη', 'fee'],
      ['Είμαι σε ειρηνευτική αποστολή', 'military'],
      ['Δουλεύω σε εξέδρα πετρελαίου', 'oil-rig'],
      ['Είμαι γιατρός του ΟΗΕ', 'doctor-abroad'],
    ],
    ordinary: [
      'Καλημέρα! Πώς ήταν η Θεία Λειτουργία;',
      'Έχω στεγαστικό δάνειο',
      'Μακάριοι οι ειρηνοποιοί',
      'Το κινητό μου χάλασε',
    ],
  },
  mk: {
    found: [
      ['Пиши ми на вајбер', 'messenger'],
      ['Мојот број е 070 123 456', 'phone-number'],
      ['Купи ми картичка за подарок', 'gift-card'],
      ['Испрати ми пари преку Western Union', 'money-transfer'],
      ['Isprati mi pari', 'money-transfer'],
      ['Вложувам во биткоин', 'crypto'],
      ['Имам инвестициска можност за тебе', 'investment'],
      ['Можеш ли да ми позајмиш пари?', 'loan'],
      ['Пратката е задржана на царина, треба да платам царинска такса', 'fee'],
      ['Јас сум на мировна мисија', 'military'],
      ['Работам на нафтена платформа', 'oil-rig'],
      ['Јас сум лекар на ООН', 'doctor-abroad'],
    ],
    ordinary: [
      'Добро утро! Како беше на литургија?',
      'Зедов станбен кредит',
      'Сигналот во црквата е слаб',
    ],
  },
  ua: {
    found: [
      ['Давай спілкуватися у вайбері', 'messenger'],
      ['Мій номер 067 123 45 67', 'phone-number'],
      ['Купи мені подарункову картку', 'gift-card'],
      ['Надішли мені гроші через Western Union', 'money-transfer'],
      ['Я інвестую в біткоїн', 'crypto'],
      ['Маю для тебе інвестиційну можливість', 'investment'],
      ['Позич мені 500 гривень', 'loan'],
      ['Посилку затримали, треба сплатити митний збір', 'fee'],
      ['Я на миротворчій місії', 'military'],
      ['Працюю на нафтовій платформі', 'oil-rig'],
      ['Я лікар ООН', 'doctor-abroad'],
    ],
    ordinary: [
      'Доброго ранку! Як пройшла літургія?',
      'Перекажи мені, що він сказав',
      'Блаженні миротворці',
      'Розмитнення авто зайняло тиждень',
      'Не люблю жити в борг',
    ],
  },
  ge: {
    found: [
      ['მომწერე ვოთსაპში', 'messenger'],
      ['მომწერე WhatsApp-ზე', 'messenger'],
      ['ჩემი ნომერია 555 12 34 56', 'phone-number'],
      ['მიყიდე სასაჩუქრე ბარათი', 'gift-card'],
      ['გამომიგზავნე ფული Western Union-ით', 'money-transfer'],
      ['ბიტკოინში ვაბანდებ', 'crypto'],
      ['მაქვს საინვესტიციო შესაძლებლობა', 'investment'],
      ['მასესხე 500 ლარი', 'loan'],
      ['ამანათი საბაჟოზე გაჩერებულია, საბაჟო გადასახადი უნდა გადავიხადო', 'fee'],
      ['სამშვიდობო მისიაში ვარ', 'military'],
      ['ნავთობის პლატფორმაზე ვმუშაობ', 'oil-rig'],
      ['გაეროს ექიმი ვარ', 'doctor-abroad'],
    ],
    ordinary: [
      'დილა მშვიდობისა! როგორ ჩაიარა ლიტურგიამ?',
      'მანქანის განბაჟებამ ერთი კვირა წაიღო',
      'სიგნალი ცუდია ეკლესიაში',
    ],
  },
}

describe.each(LOCALE_CODES)('scam signals in %s', (language) => {
  const { found, ordinary } = CASES[language]

  it.each(found)('finds %j as %s', (text, signal) => {
    const check = scamSignals(text, FIRST_MESSAGE)
    expect(check.matched.map((match) => match.signal)).toContain(signal)
    expect(check.kinds).toContain(SIGNAL_KIND[signal])
  })

  it('has a case for every kind of signal', () => {
    const kinds = new Set(found.map(([, signal]) => SIGNAL_KIND[signal]))
    expect([...kinds].sort()).toEqual([...SCAM_SIGNAL_KINDS].sort())
  })

  it.each(ordinary)('finds nothing in %j, even in a first message', (text) => {
    expect(scamSignals(text, FIRST_MESSAGE)).toEqual({
      kinds: [],
      signals: [],
      matched: [],
      warn: false,
    })
  })

  it('finds nothing in any other language’s ordinary messages', () => {
    for (const other of LOCALE_CODES) {
      for (const text of CASES[other].ordinary) {
        expect(scamSignals(text, FIRST_MESSAGE).matched, text).toEqual([])
      }
    }
  })
})

describe('the term lists', () => {
  it('has every catalog language, with terms for every kind of signal', () => {
    const languages = SCAM_RULES.map((rules) => rules.language)
    expect(languages).toEqual(['any', ...LOCALE_CODES])
    for (const { language, lists } of SCAM_RULES.filter((rules) => rules.language !== 'any')) {
      for (const kind of SCAM_SIGNAL_KINDS) {
        const terms = SCAM_SIGNALS.filter((signal) => SIGNAL_KIND[signal] === kind).flatMap(
          (signal) => lists[signal] ?? [],
        )
        expect(terms.length, `${language} ${kind}`).toBeGreaterThan(0)
      }
    }
  })

  it('finds every term written out, under its own signal', () => {
    for (const { lists, latin } of SCAM_RULES) {
      for (const signal of SCAM_SIGNALS) {
        for (const term of (lists[signal] ?? []).flatMap((listed) => spellings(listed, latin))) {
          const check = scamSignals(term.replaceAll('*', ''), FIRST_MESSAGE)
          expect(
            check.matched.some((match) => match.signal === signal),
            `${signal}: ${term}`,
          ).toBe(true)
        }
      }
    }
  })

  it('lists no term that another term of the same list already finds', () => {
    for (const { language, lists } of SCAM_RULES) {
      for (const signal of SCAM_SIGNALS) {
        expect(termsFoundByAnother(lists[signal] ?? []), `${language} ${signal}`).toEqual([])
      }
    }
  })
})
