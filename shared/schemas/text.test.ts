import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { EmailSchema, SignupRequestSchema } from './auth.ts'
import { issuesByField } from './issues.ts'
import { SendMessageSchema } from './messages.ts'
import { cannotBeStored, UNSTORABLE_TEXT_MESSAGE } from './text.ts'

/** What UTF-8 (and so PostgreSQL) really cannot carry: it does not survive the round trip. */
const lostInUtf8 = (text: string) => Buffer.from(text, 'utf8').toString('utf8') !== text

const message = {
  fromUserId: 1,
  toUserId: 2,
  clientId: '0b7c43a4-6f0e-4d7e-9a53-3f0f4f1e2c11',
  content: 'Hello',
}

describe('text the app can store', () => {
  it('cannot be stored exactly when it holds a NUL or does not survive UTF-8', () => {
    const anyUnits = fc.string({
      unit: fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit)),
    })
    fc.assert(
      fc.property(anyUnits, (text) => {
        expect(cannotBeStored(text)).toBe(text.includes('\u0000') || lostInUtf8(text))
      }),
      { seed: 32, numRuns: 2000 },
    )
    expect(cannotBeStored('Σοφία 😀')).toBe(false)
    expect(cannotBeStored('\ud83d')).toBe(true)
  })

  it('a one-line field refuses control characters, tab aside; a message keeps its line breaks', () => {
    const firstName = SignupRequestSchema.shape.firstName
    for (const name of ['So\u001bfia', 'So\nfia', 'So\u007ffia', 'So\u0000fia', 'So\udc00fia']) {
      const result = firstName.safeParse(name)
      expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([
        UNSTORABLE_TEXT_MESSAGE,
      ])
    }
    expect(firstName.parse('So\tfia')).toBe('So\tfia')
    expect(SendMessageSchema.parse({ ...message, content: 'Two\r\nlines\ttoo' }).content).toBe(
      'Two\r\nlines\ttoo',
    )
    const bell = SendMessageSchema.safeParse({ ...message, content: 'ring \u0007' })
    expect(bell.success ? {} : issuesByField(bell.error)).toEqual({
      content: UNSTORABLE_TEXT_MESSAGE,
    })
  })

  it('an email is trimmed and lower-cased; other spellings of a letter are not accepted at all', () => {
    expect(EmailSchema.parse('  Sofia@Example.ORG ')).toBe('sofia@example.org')
    // Addresses are ASCII here, so no two Unicode spellings (composed é, e + accent) of one
    // address can make two accounts; NFC comes first for the day international ones are allowed.
    expect(EmailSchema.safeParse('sof\u00eda@example.org').success).toBe(false)
    expect(EmailSchema.safeParse('sofi\u0301a@example.org').success).toBe(false)
  })
})
