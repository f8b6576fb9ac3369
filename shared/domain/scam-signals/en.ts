/**
 * English terms of the scam shield. Money is named by the scam's own phrases, not by the bare
 * words: "investment" and "loan" alone would warn a member who works in investment banking or
 * pays off a student loan (the tests hold both), so the list says "investment opportunity",
 * "lend me", "customs fee". The cover stories are short phrases ("I am deployed", "oil rig"):
 * they warn only beside a move off the app or money (./scam-signals.ts), and still name a
 * person's posting, not a word of every trade ("the deployment of the website").
 *
 * "u s army" is written with a space so that it finds "US army", "U.S. Army" and "u s army"
 * alike (a space or hyphen also matches none: "e-mail me" finds "email me").
 */
import type { ScamTerms } from './signals.ts'

export const en = {
  messenger: [
    'on signal',
    'via signal',
    'text me',
    'off this app',
    'outside this app',
    'outside the app',
    'leave this app',
    'leaving this app',
    'kik',
  ],
  'phone-number': [
    'my number is',
    'my phone number',
    'my cell number',
    'my mobile number',
    'your number',
    'your phone number',
    'your cell number',
  ],
  'email-address': ['my e-mail', 'your e-mail', 'e-mail me'],
  'gift-card': ['gift card*', 'itunes card*', 'amazon card*', 'ebay card*'],
  'money-transfer': [
    'wire transfer',
    'wire me',
    'wire the money',
    'wire money',
    'bank transfer',
    'send me money',
    'send me some money',
    'send money',
    'send the money',
    'transfer the money',
    'money order',
    'card number',
    'bank details',
    'account number',
  ],
  crypto: ['crypto*', 'wallet address'],
  investment: [
    'investment opportunit*',
    'investment platform*',
    'trading platform*',
    'trading account*',
    'invest with me',
    'invest together',
    'guaranteed return*',
    'guaranteed profit*',
    'double your money',
    'forex trading',
  ],
  loan: [
    'lend me',
    'loan me',
    'need a loan',
    'borrow money',
    'borrow some money',
    'can you lend',
    'small loan',
  ],
  fee: [
    'customs fee*',
    'custom fee*',
    'customs charge*',
    'clearance fee*',
    'customs clearance',
    'release fee*',
    'held at customs',
    'stuck at customs',
    'held by customs',
  ],
  military: [
    'i am deployed',
    'i m deployed',
    'been deployed',
    'deployed overseas',
    'deployed abroad',
    'on deployment',
    'military deployment',
    'on a mission',
    'peace keeping',
    'military mission',
    'military base',
    'army base',
    'u s army',
    'special forces',
    'stationed in',
  ],
  'oil-rig': ['oil rig*', 'oil platform*', 'drilling platform*', 'offshore platform*'],
  'doctor-abroad': [
    'u n doctor',
    'u n surgeon',
    'united nations',
    'red cross',
    'doctors without borders',
    'medical mission',
    'humanitarian mission',
  ],
} as const satisfies ScamTerms
