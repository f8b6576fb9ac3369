import type { MiddlewareHandler } from 'hono'

/**
 * The paths whose answers say `Referrer-Policy: no-referrer` (OWASP Forgot Password Cheat Sheet):
 * the reset page (and the address confirmation and undo pages) carries its token in the URL, which no request from it may pass on, and the
 * reset API's answers likewise.
 */
export const NO_REFERRER_PATHS: readonly string[] = [
  '/forgot-password',
  '/reset-password',
  '/api/auth/password-reset',
  '/api/auth/password-reset/confirm',
  '/confirm-email',
  '/undo-email-change',
  '/api/auth/email/confirm',
  '/api/auth/email/undo',
]

/** Sets no-referrer on the answers of NO_REFERRER_PATHS, over the app's default policy. */
export const noReferrer: MiddlewareHandler = async (c, next) => {
  await next()
  if (NO_REFERRER_PATHS.includes(c.req.path)) c.res.headers.set('referrer-policy', 'no-referrer')
}
