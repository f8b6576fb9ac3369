/**
 * Romanian terms of the scam shield, written with diacritics; the normalisation strips them, so
 * "trimite-mi bani" and "taxă vamală" also find "taxa vamala". Left out on purpose: "împrumut"
 * alone (a mortgage is an "împrumut ipotecar"), "cripta" (a church's crypt; "cripto" is kept),
 * "credit" alone.
 */
import type { ScamTerms } from './signals.ts'

export const ro = {
  messenger: ['pe signal', 'în afara aplicației'],
  'phone-number': ['numărul meu', 'numărul tău', 'numărul de telefon', 'dă-mi numărul'],
  'email-address': ['adresa mea de e-mail', 'adresa de e-mail', 'mailul meu'],
  'gift-card': [
    'card* cadou',
    'card de cadou',
    'voucher* cadou',
    'card* itunes',
    'card* steam',
    'card* google play',
  ],
  'money-transfer': [
    'transfer bancar',
    'transfer de bani',
    'trimite-mi bani',
    'trimite-mi banii',
    'trimite bani',
    'trimite banii',
    'să-mi trimiți bani',
    'virează-mi',
    'numărul cardului',
    'numărul de card',
  ],
  crypto: ['cripto', 'criptomoned*'],
  investment: [
    'oportunitat* de investiți*',
    'platform* de investiți*',
    'platform* de tranzacționare',
    'profit garantat',
    'câștig* garantat*',
    'investește cu mine',
    'investim împreună',
  ],
  loan: [
    'împrumută-mi',
    'să-mi împrumuți',
    'îmi împrumuți',
    'nevoie de un împrumut',
    'cu împrumut',
  ],
  fee: [
    'tax* vamal*',
    'tax* de vămuire',
    'vămuirea coletului',
    'reținut* la vamă',
    'blocat* la vamă',
    'oprit* la vamă',
  ],
  military: [
    'misiun* militar*',
    'misiun* de menținere a păcii',
    'baz* militar*',
    'armata americană',
    'armata sua',
  ],
  'oil-rig': ['platform* petrolier*', 'platform* de foraj', 'platform* offshore'],
  'doctor-abroad': [
    'medic* onu',
    'medic* la onu',
    'misiun* onu',
    'crucea roșie',
    'medici fără frontiere',
    'misiun* umanitar*',
  ],
} as const satisfies ScamTerms
