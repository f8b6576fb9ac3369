import { describe, expect, it } from 'vitest'
import { serverMessage } from './server-message.ts'

describe('serverMessage', () => {
  it('reads the message of a JSON error body', () => {
    expect(serverMessage(new Error('401: {"message":"Invalid email or password"}'))).toEqual({
      status: 401,
      message: 'Invalid email or password',
    })
  })

  it('keeps a plain-text body or status text as it came', () => {
    expect(serverMessage(new Error('502: Bad Gateway'))).toEqual({
      status: 502,
      message: 'Bad Gateway',
    })
  })

  it('has no status and no message for a network failure', () => {
    expect(serverMessage(new TypeError('Failed to fetch'))).toEqual({ status: null, message: null })
  })
})
