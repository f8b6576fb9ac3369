/**
 * Insults and sexual harassment in a chat message (issue #36, part 3): what makes the app ask
 * the sender "Are you sure?" before the message goes (they may still send it) and ask the
 * recipient "Does this bother you?" with a way to report. Pure, so the browser can ask before
 * sending and the server can check on receipt with the same lists.
 *
 * Public API
 *   harassmentSignals(text): HarassmentCheck   the kinds found, and which terms
 *   HARASSMENT_RULES_VERSION                    the version of the lists (./rules.ts)
 *   types HarassmentKind (./kinds.ts), HarassmentMatch, HarassmentCheck
 *
 * Unlike the scam shield, nothing depends on the conversation: an insult is one in the first
 * message and in the hundredth. The lists (./en.ts … ./ge.ts) are short and name the words and
 * phrases that leave no doubt; every term is found only as whole words of normalised text
 * (message-text/), so "Scunthorpe", "страх" and "γυμναστήριο" prompt no one.
 */
import type { LocaleCode } from '../languages.ts'
import { normaliseText, type NormalisedText } from '../message-text/normalise.ts'
import { compileTermLists, findTerms } from '../message-text/term-lists.ts'
import { HARASSMENT_KINDS, type HarassmentKind } from './kinds.ts'
import { HARASSMENT_RULES } from './rules.ts'

export { HARASSMENT_RULES_VERSION } from './rules.ts'
export type { HarassmentKind } from './kinds.ts'

export interface HarassmentMatch {
  kind: HarassmentKind
  language: LocaleCode
  /** The listed term (or its Latin spelling). */
  term: string
}

export interface HarassmentCheck {
  /** The kinds found, in the order of HARASSMENT_KINDS; empty when the message is fine. */
  kinds: HarassmentKind[]
  matched: HarassmentMatch[]
}

export function harassmentSignals(text: string | NormalisedText): HarassmentCheck {
  const { words } = typeof text === 'string' ? normaliseText(text) : text
  const matched = findTerms(COMPILED_LISTS, words).map(({ list, language, term }) => ({
    kind: list,
    language,
    term,
  }))
  const kinds = HARASSMENT_KINDS.filter((kind) => matched.some((match) => match.kind === kind))
  return { kinds, matched }
}

const COMPILED_LISTS = compileTermLists(HARASSMENT_RULES, HARASSMENT_KINDS)
