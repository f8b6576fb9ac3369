import { createHash, randomBytes } from 'node:crypto'

export const SESSION_COOKIE = 'oh_session'

/** A fresh random 32-byte token, base64url, sent only in the cookie. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url')
}

/** The session's database id: the sha256 hex of its token. */
export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
