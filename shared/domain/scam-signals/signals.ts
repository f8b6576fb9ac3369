/**
 * The vocabulary of the scam shield (issue #36): the three kinds of signal a message can carry,
 * and the signals of each kind, which the warning names ("asks you to move to a messenger",
 * "asks for a gift card"). Codes, translated in web/; stored with a message's check.
 */

export const SCAM_SIGNAL_KINDS = ['off-app', 'money', 'cover-story'] as const
export type ScamSignalKind = (typeof SCAM_SIGNAL_KINDS)[number]

export const SCAM_SIGNALS = [
  'messenger',
  'phone-number',
  'email-address',
  'gift-card',
  'money-transfer',
  'crypto',
  'investment',
  'loan',
  'fee',
  'military',
  'oil-rig',
  'doctor-abroad',
] as const
export type ScamSignal = (typeof SCAM_SIGNALS)[number]

/** Each signal's kind. */
export const SIGNAL_KIND: Readonly<Record<ScamSignal, ScamSignalKind>> = {
  /** WhatsApp, Telegram, Viber, Signal…, or "let's leave this app". */
  messenger: 'off-app',
  /** A phone number written out (any language), or the words for one ("my number is"). */
  'phone-number': 'off-app',
  /** An email address written out (also "anna at gmail dot com"), a mail provider, "email me". */
  'email-address': 'off-app',
  'gift-card': 'money',
  /** Wire, bank transfer, Western Union, MoneyGram, "send me money", a card number. */
  'money-transfer': 'money',
  crypto: 'money',
  /** An "investment opportunity", a trading platform, guaranteed returns. */
  investment: 'money',
  /** "Lend me", "I need a loan". */
  loan: 'money',
  /** Customs and clearance fees, a parcel held at customs. */
  fee: 'money',
  /** A deployment, a peacekeeping mission, a military base. */
  military: 'cover-story',
  /** An oil rig, an offshore platform. */
  'oil-rig': 'cover-story',
  /** A doctor with the UN or the Red Cross, a humanitarian mission. */
  'doctor-abroad': 'cover-story',
}

/** A language's terms, by signal (message-text/term-pattern.ts says how a term is written). */
export type ScamTerms = Readonly<Partial<Record<ScamSignal, readonly string[]>>>
