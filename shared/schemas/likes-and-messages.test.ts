import { describe, expect, it } from 'vitest'
import { fieldErrors } from './issues.ts'
import { LikeRequestSchema, PassRequestSchema } from './likes.ts'
import fc from 'fast-check'
import { ConversationParamsSchema, MessageContentSchema, SendMessageSchema } from './messages.ts'

const clientId = '3b241101-e2bb-4255-8caf-4136c566a962'

describe('LikeRequestSchema and PassRequestSchema', () => {
  it('take two members and a client id', () => {
    expect(LikeRequestSchema.parse({ fromUserId: 6, toUserId: 7, clientId })).toEqual({
      fromUserId: 6,
      toUserId: 7,
      clientId,
    })
    expect(PassRequestSchema.safeParse({ fromUserId: 6, toUserId: 7, clientId }).success).toBe(true)
  })

  it('refuse a missing client id and liking oneself', () => {
    expect(fieldErrors(LikeRequestSchema, { fromUserId: 6, toUserId: 7, clientId: 'x' })).toEqual({
      clientId: 'Must be a UUID',
    })
    expect(fieldErrors(LikeRequestSchema, { fromUserId: 6, toUserId: 6, clientId })).toEqual({
      toUserId: 'You cannot do this to your own profile',
    })
  })
})

describe('SendMessageSchema', () => {
  const base = { fromUserId: 6, toUserId: 7, clientId }

  it('trims the text', () => {
    expect(SendMessageSchema.parse({ ...base, content: '  Christ is risen!  ' }).content).toBe(
      'Christ is risen!',
    )
  })

  it('refuses empty, blank and over-long text', () => {
    expect(fieldErrors(SendMessageSchema, { ...base, content: '   ' })).toEqual({
      content: 'Message cannot be empty',
    })
    expect(fieldErrors(SendMessageSchema, base)).toEqual({ content: 'Message cannot be empty' })
    expect(fieldErrors(SendMessageSchema, { ...base, content: 'a'.repeat(501) })).toEqual({
      content: 'Message must be at most 500 characters',
    })
    expect(SendMessageSchema.safeParse({ ...base, content: 'a'.repeat(500) }).success).toBe(true)
  })

  it('refuses messaging oneself', () => {
    expect(fieldErrors(SendMessageSchema, { ...base, toUserId: 6, content: 'hi' })).toEqual({
      toUserId: 'You cannot message yourself',
    })
  })
})

describe('ConversationParamsSchema', () => {
  it('reads both ids from the path', () => {
    expect(ConversationParamsSchema.parse({ userId: '6', partnerId: '12' })).toEqual({
      userId: 6,
      partnerId: 12,
    })
    expect(fieldErrors(ConversationParamsSchema, { userId: '6', partnerId: 'x' })).toEqual({
      partnerId: 'Must be a positive whole number',
    })
  })
})

describe('MessageContentSchema, for any text', () => {
  it('accepts exactly the texts whose trimmed length is 1 to 500, and stores them trimmed', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 520 }),
        fc.string({ maxLength: 3, unit: fc.constantFrom(' ', '\n', '\t') }),
        (text, padding) => {
          const input = padding + text + padding
          const trimmed = input.trim()
          const result = MessageContentSchema.safeParse(input)
          expect(result.success).toBe(trimmed.length >= 1 && trimmed.length <= 500)
          if (result.success) expect(result.data).toBe(trimmed)
        },
      ),
    )
  })
})
