import * as z from './zod.ts'

/**
 * The one rule for text the app stores (docs/decisions/032). PostgreSQL cannot hold the NUL
 * character (U+0000) in text or jsonb, and UTF-8 cannot encode an unpaired UTF-16 surrogate
 * (PostgreSQL refuses its \ud800 escape in jsonb; a driver silently turns it into U+FFFD in
 * text). Other C0 control characters are invisible on every screen and only ever pasted or
 * forged; a single-line field keeps tab, a multi-line one also its line breaks.
 */
export const UNSTORABLE_TEXT_MESSAGE = 'Contains a character that cannot be stored'

const UNPAIRED_SURROGATE = String.raw`[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]`
const refusing = (characters: string) => new RegExp(`[${characters}]|${UNPAIRED_SURROGATE}`)

const NUL_OR_UNPAIRED_SURROGATE = refusing(String.raw`\0`)
const LINE_UNSTORABLE = refusing(String.raw`\0-\x08\x0A-\x1F\x7F`)
const TEXT_UNSTORABLE = refusing(String.raw`\0-\x08\x0B\x0C\x0E-\x1F\x7F`)

/**
 * True when PostgreSQL cannot store the text at all (NUL, an unpaired surrogate): what the API
 * refuses in every string and key of every request (api/http/unstorable-text.ts).
 */
export const cannotBeStored = (text: string) => NUL_OR_UNPAIRED_SURROGATE.test(text)

/** One line of text (a name, a place): no control character but tab. Use inside `.check()`. */
export const storableLine = () =>
  z.refine<string>((text) => !LINE_UNSTORABLE.test(text), { message: UNSTORABLE_TEXT_MESSAGE })

/** Text that may run over lines (a bio, a message): tab and line breaks allowed. */
export const storableText = () =>
  z.refine<string>((text) => !TEXT_UNSTORABLE.test(text), { message: UNSTORABLE_TEXT_MESSAGE })
