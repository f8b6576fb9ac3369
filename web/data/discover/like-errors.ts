import type { ErrorCode } from '#shared/schemas/errors.ts'
import { codeOfErrorText, messageOfErrorText } from '../api-client.ts'

/**
 * How a refused like is told to the member (spec core-experience §8), from the refusal's code
 * (shared/schemas/errors.ts), never from its text.
 */
export type LikeFailure =
  | { kind: 'already-liked' }
  | { kind: 'authentication' }
  | { kind: 'permission' }
  /** A tier limit: the upgrade prompt for likes opens. */
  | { kind: 'limit' }
  /** Anything else: the server's message is shown. */
  | { kind: 'other'; message: string }

export function likeFailure(code: ErrorCode | undefined, message: string): LikeFailure {
  switch (code) {
    case 'already_liked':
      return { kind: 'already-liked' }
    case 'limit_reached':
      return { kind: 'limit' }
    case 'unauthorized':
      return { kind: 'authentication' }
    case 'forbidden':
    case 'account_suspended':
      return { kind: 'permission' }
    default:
      return { kind: 'other', message }
  }
}

/**
 * The failure of an outbox row the server refused, from its lastError ("<status>: <body>", the
 * body the contract's JSON `{ message, code }`).
 */
export function likeFailureOfRow(lastError: string | null): LikeFailure {
  return likeFailure(codeOfErrorText(lastError), messageOfErrorText(lastError ?? ''))
}
