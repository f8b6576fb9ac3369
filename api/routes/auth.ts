import { Hono } from 'hono'
import { MODERATION_MESSAGES } from '#shared/domain/moderation.ts'
import {
  AUTH_MESSAGES,
  LoginRequestSchema,
  MemberLanguageSchema,
  SignupRequestSchema,
} from '#shared/schemas/auth.ts'
import {
  PASSWORD_RESET_MESSAGES,
  PasswordResetConfirmSchema,
  PasswordResetRequestSchema,
} from '#shared/schemas/password-reset.ts'
import { eq } from 'drizzle-orm'
import { logIn, signUp } from '../auth/accounts.ts'
import { requestPasswordReset, resetPassword } from '../auth/password-reset.ts'
import { queueVerification } from '../auth/email-confirmation.ts'
import { users } from '../db/schema.ts'
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
  return (
    new Hono<AppEnv>()
      .post('/signup', validate('json', SignupRequestSchema), async (c) => {
        // Counted before the password is hashed (the costly part), whatever the outcome.
        const counted = await countRequest(deps, {
          limit: 'sign-up',
          subject: deps.clientAddress(c),
        })
        if (!counted.allowed) return tooManyRequests(c, counted)
        const outcome = await signUp(deps.db, c.req.valid('json'), deps.clock())
        if (outcome.kind === 'email-taken') {
          return refuse(c, 409, 'email_taken', AUTH_MESSAGES.emailTaken)
        }
        const now = deps.clock()
        // The link and code that confirm the address, mailed once the account exists.
        await deps.db.transaction((tx) => queueVerification(tx, deps, outcome.member, now))
        deps.mail.nudge()
        await signInBrowser(c, deps, outcome.member, now)
        return c.json(toCurrentUser(outcome.member), 201)
      })
      .post('/login', validate('json', LoginRequestSchema), async (c) => {
        const now = deps.clock()
        const outcome = await logIn(deps, {
          ...c.req.valid('json'),
          address: deps.clientAddress(c),
        })
        if (outcome.kind === 'rate-limited') return tooManyRequests(c, outcome.refusal)
        if (outcome.kind === 'invalid') {
          return refuse(c, 401, 'invalid_credentials', AUTH_MESSAGES.invalidCredentials)
        }
        if (outcome.kind === 'suspended') {
          return refuse(c, 403, 'account_suspended', MODERATION_MESSAGES.suspended)
        }
        const previous = readSessionCookie(c)
        if (previous) await endSession(deps.db, previous)
        await signInBrowser(c, deps, outcome.member, now)
        return c.json(toCurrentUser(outcome.member), 200)
      })
      .post('/logout', async (c) => {
        // Idempotent: also answers a visitor whose session has already expired.
        const token = readSessionCookie(c)
        if (token) await endSession(deps.db, token)
        clearSessionCookie(c)
        return c.body(null, 204)
      })
      // The forgotten password (docs/accounts.md): the same answer whether the address has an
      // account or not; the member signs in with the new password afterwards.
      .post('/password-reset', validate('json', PasswordResetRequestSchema), async (c) => {
        const outcome = await requestPasswordReset(deps, {
          email: c.req.valid('json').email,
          address: deps.clientAddress(c),
        })
        if (outcome.kind === 'rate-limited') return tooManyRequests(c, outcome.refusal)
        return c.json({ message: PASSWORD_RESET_MESSAGES.requested }, 202)
      })
      .post('/password-reset/confirm', validate('json', PasswordResetConfirmSchema), async (c) => {
        const outcome = await resetPassword(deps, {
          ...c.req.valid('json'),
          address: deps.clientAddress(c),
        })
        switch (outcome.kind) {
          case 'rate-limited':
            return tooManyRequests(c, outcome.refusal)
          case 'invalid':
            return refuse(c, 400, 'reset_link_invalid', PASSWORD_RESET_MESSAGES.invalid)
          case 'used':
            return refuse(c, 409, 'reset_link_used', PASSWORD_RESET_MESSAGES.used)
          case 'expired':
            return refuse(c, 409, 'reset_link_expired', PASSWORD_RESET_MESSAGES.expired)
          case 'reset':
            // This browser's session, if any, ended with the others.
            clearSessionCookie(c)
            return c.body(null, 204)
        }
      })
      // The language the member switched to in the app: the language of their mail from now on.
      .put('/language', validate('json', MemberLanguageSchema), async (c) => {
        const { language } = c.req.valid('json')
        await deps.db.update(users).set({ language }).where(eq(users.id, c.var.member.id))
        return c.body(null, 204)
      })
      .get('/user', (c) => c.json(toCurrentUser(c.var.member), 200))
  )
}
