import { messageOfErrorText } from '../api-client.ts'

export const ALREADY_LIKED_MESSAGE = 'Already liked this user'

/**
 * How a refused like is told to the member (spec core-experience §8), from the server's
 * message and the "<status>: <body>" error text.
 */
export type LikeFailure =
  | { kind: 'already-liked' }
  | { kind: 'authentication' }
  | { kind: 'permission' }
  /** A tier limit: the upgrade prompt for likes opens. */
  | { kind: 'limit' }
  | { kind: 'other'; message: string }

export function likeFailure(message: string, error: string): LikeFailure {
  if (message === ALREADY_LIKED_MESSAGE) return { kind: 'already-liked' }
  if (/\blimit\b/i.test(message)) return { kind: 'limit' }
  if (error.includes('401')) return { kind: 'authentication' }
  if (error.includes('403')) return { kind: 'permission' }
  return { kind: 'other', message }
}

/**
 * The failure of an outbox row the server refused, from its lastError ("<status>: <body>", the
 * body usually JSON with a message).
 */
export function likeFailureOfRow(lastError: string | null): LikeFailure {
  const error = lastError ?? ''
  return likeFailure(messageOfErrorText(error), error)
}
