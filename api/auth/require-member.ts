import type { Context, MiddlewareHandler } from 'hono'
import { AUTH_MESSAGES } from '#shared/schemas/auth.ts'
import type { AppEnv } from '../http/app-env.ts'
import type { RouteDeps } from '../http/deps.ts'
import { readSessionCookie, writeSessionCookie } from './session-cookie.ts'
import { noteActivity } from './activity.ts'
import { resolveSession } from './sessions.ts'
import { Refusal, refuse } from '../http/refusal.ts'

/** /api paths open to signed-out visitors. Everything else needs a session. */
export const PUBLIC_API_PATHS: readonly string[] = [
  '/api/health',
  '/api/auth/signup',
  '/api/auth/login',
  '/api/auth/logout',
  '/api/auth/password-reset',
  '/api/auth/password-reset/confirm',
  '/api/auth/email/confirm',
  '/api/auth/email/undo',
  /** Signing in with a passkey (api/routes/passkeys.ts). */
  '/api/auth/passkeys/sign-in-options',
  '/api/auth/passkeys/sign-in',
  /** Called by Stripe, authenticated by its signature instead. */
  '/api/subscription/webhook',
]

/**
 * Puts the signed-in member on the context (c.var.member), rotating an old token, or answers
 * 401 { message: 'Not signed in', code: 'unauthorized' } on every protected /api route.
 */
export function requireMember(deps: RouteDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (PUBLIC_API_PATHS.includes(c.req.path)) return next()
    const token = readSessionCookie(c)
    const now = deps.clock()
    const resolved = token
      ? await resolveSession(deps.db, token, now, deps.config.SESSION_TTL_DAYS, deps.members)
      : null
    if (!resolved) return refuse(c, 401, 'unauthorized', AUTH_MESSAGES.notSignedIn)
    if (resolved.rotated) writeSessionCookie(c, resolved.rotated, now)
    await noteActivity(deps.db, resolved.member, now)
    c.set('member', resolved.member)
    c.set('sessionId', resolved.sessionId)
    return next()
  }
}

export const NOT_YOURSELF_MESSAGE = 'You can only act for your own account'

/**
 * Refuses (403) a user id from a path or body that is not the signed-in member. Call it first
 * in a handler: `refuseOtherMember(c, c.req.valid('json').fromUserId)`.
 */
export function refuseOtherMember(c: Context<AppEnv>, userId: number): void {
  if (userId !== c.var.member.id) {
    throw new Refusal(403, 'forbidden', NOT_YOURSELF_MESSAGE)
  }
}
