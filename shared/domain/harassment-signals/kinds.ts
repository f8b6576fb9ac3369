/**
 * The vocabulary of the harassment prompts (issue #36, part 3): "Are you sure?" to a sender
 * whose message insults or harasses sexually, "Does this bother you?" to its recipient.
 */

export const HARASSMENT_KINDS = ['insult', 'sexual'] as const
export type HarassmentKind = (typeof HARASSMENT_KINDS)[number]

/**
 * A language's lists. Short and careful: a prompt on an ordinary sentence teaches members to
 * dismiss it, so a word with an innocent meaning ("pussy", "кучка" a female dog, "Pula" the
 * city) is listed only in the phrases that leave no doubt.
 */
export type HarassmentTerms = Readonly<Partial<Record<HarassmentKind, readonly string[]>>>
