import { randomBytes } from 'node:crypto'
import { sessionIdOf } from './session-token.ts'

/** Random bytes in a mailed link's token (OWASP: at least 128 bits; these are 256). */
export const LINK_TOKEN_BYTES = 32

/**
 * A mailed link's token and the id it is stored under: its SHA-256, like a session's, so a
 * database read gives no working link.
 */
export function newLinkToken(): { token: string; id: string } {
  const token = randomBytes(LINK_TOKEN_BYTES).toString('base64url')
  return { token, id: sessionIdOf(token) }
}

/** The stored id of a link's token. */
export const linkIdOf = sessionIdOf
