import { Hono } from 'hono'
import { MODERATION_MESSAGES } from '#shared/domain/moderation.ts'
import { AUTH_MESSAGES, LoginRequestSchema, SignupRequestSchema } from '#shared/schemas/auth.ts'
import { logIn, signUp } from '../auth/accounts.ts'
import { signInBrowser } from '../auth/browser-session.ts'
import { clearSessionCookie, readSessionCookie } from '../auth/session-cookie.ts'
import { endSession } from '../auth/sessions.ts'
import type { AppEnv } from '../http/app-env.ts'
import type { RouteDeps } from '../http/deps.ts'
import { validate } from '../http/validation.ts'
import { countRequest, tooManyRequests } from '../rate-limits/too-many.ts'
import { toCurrentUser } from '../users/profile-shapes.ts'
import { refuse } from '../http/refusal.ts'

export function authRoutes(deps: RouteDeps) {
  return new Hono<AppEnv>()
    .post('/signup', validate('json', SignupRequestSchema), async (c) => {
      // Counted before the password is hashed (the costly part), whatever the outcome.
      const counted = await countRequest(deps, { limit: 'sign-up', subject: deps.clientAddress(c) })
      if (!counted.allowed) return tooManyRequests(c, counted)
      const outcome = await signUp(deps.db, c.req.valid('json'), deps.clock())
      if (outcome.kind === 'email-taken') {
        return refuse(c, 409, 'email_taken', AUTH_MESSAGES.emailTaken)
      }
      await signInBrowser(c, deps, outcome.member.id, deps.clock())
      return c.json(toCurrentUser(outcome.member), 201)
    })
    .post('/login', validate('json', LoginRequestSchema), async (c) => {
      const now = deps.clock()
      const outcome = await logIn(deps, { ...c.req.valid('json'), address: deps.clientAddress(c) })
      if (outcome.kind === 'rate-limited') return tooManyRequests(c, outcome.refusal)
      if (outcome.kind === 'invalid') {
        return refuse(c, 401, 'invalid_credentials', AUTH_MESSAGES.invalidCredentials)
      }
      if (outcome.kind === 'suspended') {
        return refuse(c, 403, 'account_suspended', MODERATION_MESSAGES.suspended)
      }
      const previous = readSessionCookie(c)
      if (previous) await endSession(deps.db, previous)
      await signInBrowser(c, deps, outcome.member.id, now)
      return c.json(toCurrentUser(outcome.member), 200)
    })
    .post('/logout', async (c) => {
      // Idempotent: also answers a visitor whose session has already expired.
      const token = readSessionCookie(c)
      if (token) await endSession(deps.db, token)
      clearSessionCookie(c)
      return c.body(null, 204)
    })
    .get('/user', (c) => c.json(toCurrentUser(c.var.member), 200))
}
