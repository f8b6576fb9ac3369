/**
 * The scam shield (issue #36, part 2): which scam signals a chat message carries and whether
 * its recipient should see a calm warning under it. Pure; the server calls it on each incoming
 * message and stores the answer with SCAM_RULES_VERSION. The sender is never told.
 *
 * Public API
 *   scamSignals(text, context): ScamCheck          the check of one message
 *   findScamSignals(text): ScamFinding             what the text carries, without its context
 *   scamWarns(kinds, context): boolean             whether kinds found warn in that context
 *   SCAM_RULES_VERSION                             the version of the rules (./rules.ts)
 *   EARLY_SENDER_MESSAGES, EARLY_CONVERSATION_DAYS the early window of a conversation
 *   types ScamSignalKind, ScamSignal (./signals.ts), ScamContext, ScamMatch, ScamCheck
 *
 * The signals: 'off-app' (a messenger, a phone number, an email address), 'money' (gift cards,
 * transfers, crypto, "investment opportunity", "lend me", customs fees) and 'cover-story'
 * (a military deployment, an oil rig, a doctor abroad), from per-language lists (./en.ts …
 * ./ge.ts, ./international.ts) and the shapes of phone numbers and addresses
 * (./contact-details.ts), on normalised text (message-text/normalise.ts).
 *
 * When a message warns:
 * - money: always. A member asking a match they have never met for money is the scam itself, at
 *   any point of a conversation; the lists name money by the scam's phrases ("investment
 *   opportunity", "lend me"), not by bare words that ordinary talk uses ("investment banking",
 *   "my student loan"), so "always" stays precise.
 * - off-app: while the conversation is early, or at any time once a cover story or money has
 *   come up in it (this message or the sender's earlier ones).
 * - cover-story: only with off-app or money, in this message or the sender's earlier ones. A
 *   member who serves in the army or works offshore is no signal by themselves.
 *
 * Early means: the sender has sent fewer than EARLY_SENDER_MESSAGES (3) messages in this
 * conversation before this one, OR the conversation is less than EARLY_CONVERSATION_DAYS (2)
 * days old. Why:
 * - 3 messages is the issue's own line ("the first three messages"): the scam script asks to
 *   move to WhatsApp or Telegram at the opening, before there is a conversation, with a reason
 *   ready ("I am rarely on here", "my subscription ends").
 * - 2 days, because a count alone is easy to pass: ten short messages in the first hour would end
 *   the window before the recipient has read one. Two days cover the first evening and the next
 *   day, when the push to move comes.
 * - Either condition keeps the message early, so neither writing fast nor waiting escapes it.
 * - After both, the recipient has a conversation of her own to judge the request by; matches
 *   who have talked for days exchange numbers because it is going well, and a warning on every
 *   such exchange would teach members to ignore the warning.
 */
import { normaliseText, type NormalisedText } from '../message-text/normalise.ts'
import { compileTermLists, findTerms } from '../message-text/term-lists.ts'
import { hasEmailAddress, hasPhoneNumber } from './contact-details.ts'
import { SCAM_RULES, type TermLanguage } from './rules.ts'
import {
  SCAM_SIGNAL_KINDS,
  SCAM_SIGNALS,
  SIGNAL_KIND,
  type ScamSignal,
  type ScamSignalKind,
} from './signals.ts'

export { SCAM_RULES_VERSION, type TermLanguage } from './rules.ts'
export type { ScamSignal, ScamSignalKind } from './signals.ts'

export const EARLY_SENDER_MESSAGES = 3
export const EARLY_CONVERSATION_DAYS = 2

/** Where in the conversation the message stands. */
export interface ScamContext {
  /** The sender's messages in this conversation before this one (0 for their first). */
  senderMessageCount: number
  /** Days since the conversation's first message, either member's (fractions allowed). */
  conversationAgeDays: number
  /** The kinds found in the sender's earlier messages of this conversation (as stored). */
  earlierKinds?: readonly ScamSignalKind[]
}

/** One thing found: its signal, and the listed term (null for a phone number or address shape). */
export interface ScamMatch {
  kind: ScamSignalKind
  signal: ScamSignal
  language: TermLanguage
  term: string | null
}

/** What a text carries, whatever its place in a conversation. */
export interface ScamFinding {
  /** The kinds this message carries, in the order of SCAM_SIGNAL_KINDS. */
  kinds: ScamSignalKind[]
  /** The signals, each once, in the order of SCAM_SIGNALS. */
  signals: ScamSignal[]
  matched: ScamMatch[]
}

export interface ScamCheck extends ScamFinding {
  /** Whether the recipient sees a warning under this message. */
  warn: boolean
}

export function scamSignals(text: string, context: ScamContext): ScamCheck {
  const finding = findScamSignals(text)
  return { ...finding, warn: scamWarns(finding.kinds, context) }
}

/**
 * The text's signals alone: the server reads a message's context only when this found
 * something (most messages carry nothing).
 */
export function findScamSignals(text: string | NormalisedText): ScamFinding {
  const { plain, words } = typeof text === 'string' ? normaliseText(text) : text
  const matched: ScamMatch[] = findTerms(COMPILED_RULES, words).map(({ list, language, term }) => ({
    kind: SIGNAL_KIND[list],
    signal: list,
    language,
    term,
  }))
  if (hasPhoneNumber(plain)) matched.push(shapeMatch('phone-number'))
  if (hasEmailAddress(plain)) matched.push(shapeMatch('email-address'))
  const kinds = SCAM_SIGNAL_KINDS.filter((kind) => matched.some((match) => match.kind === kind))
  const signals = SCAM_SIGNALS.filter((signal) => matched.some((match) => match.signal === signal))
  return { kinds, signals, matched }
}

/** Whether a message carrying `kinds` warns its recipient, at its place in the conversation. */
export function scamWarns(kinds: readonly ScamSignalKind[], context: ScamContext): boolean {
  const here = (kind: ScamSignalKind) => kinds.includes(kind)
  const inConversation = (kind: ScamSignalKind) =>
    here(kind) || (context.earlierKinds ?? []).includes(kind)
  return (
    here('money') ||
    (here('off-app') &&
      (isEarly(context) || inConversation('cover-story') || inConversation('money'))) ||
    (here('cover-story') && (inConversation('off-app') || inConversation('money')))
  )
}

function isEarly({ senderMessageCount, conversationAgeDays }: ScamContext): boolean {
  return senderMessageCount < EARLY_SENDER_MESSAGES || conversationAgeDays < EARLY_CONVERSATION_DAYS
}

function shapeMatch(signal: 'phone-number' | 'email-address'): ScamMatch {
  return { kind: SIGNAL_KIND[signal], signal, language: 'any', term: null }
}

/** Every term of every language as a pattern, once. */
const COMPILED_RULES = compileTermLists(SCAM_RULES, SCAM_SIGNALS)
