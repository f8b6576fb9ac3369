import { Hono } from 'hono'
import { MODERATION_MESSAGES } from '#shared/domain/moderation.ts'
import { LanguageSchema } from '#shared/schemas/auth.ts'
import {
  AuthenticationAnswerSchema,
  PASSKEY_MESSAGES,
  PasskeyIdSchema,
  PasskeyListSchema,
  PasskeySchema,
  RegistrationAnswerSchema,
  RemovePasswordSchema,
  type Passkey,
} from '#shared/schemas/passkeys.ts'
import * as z from '#shared/schemas/zod.ts'
import { signInBrowser } from '../auth/browser-session.ts'
import { NO_PASSWORD } from '../auth/password.ts'
import { listPasskeys, registerPasskey, registrationOptions } from '../auth/passkey-registration.ts'
import { signInOptions, verifyPasskeySignIn } from '../auth/passkey-sign-in.ts'
import { removePasskey, removePassword } from '../auth/passkey-ways-in.ts'
import { readSessionCookie } from '../auth/session-cookie.ts'
import { endSession } from '../auth/sessions.ts'
import type { PasskeyRow } from '../db/schema.ts'
import type { AppEnv } from '../http/app-env.ts'
import type { RouteDeps } from '../http/deps.ts'
import { refuse } from '../http/refusal.ts'
import { validate } from '../http/validation.ts'
import { tooManyRequests } from '../rate-limits/too-many.ts'
import { toCurrentUser } from '../users/profile-shapes.ts'

const PasskeyParamsSchema = z.object({ id: PasskeyIdSchema })
const RegisterSchema = z.object({ credential: RegistrationAnswerSchema })
const SignInSchema = z.object({
  credential: AuthenticationAnswerSchema,
  /** The device's interface language (left out: unchanged). */
  language: z.optional(LanguageSchema),
})

const toPasskey = (row: PasskeyRow): Passkey =>
  PasskeySchema.parse({
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  })

const notVerified = (reason: string) => `${PASSKEY_MESSAGES.notVerified}: ${reason}`

/**
 * /api/auth/passkeys (docs/accounts.md "Passkeys"): the member's passkeys (list, add, remove),
 * removing the password once a passkey is there, and signing in with a passkey (anyone).
 */
export function passkeyRoutes(deps: RouteDeps) {
  return (
    new Hono<AppEnv>()
      .get('/', async (c) => {
        const rows = await listPasskeys(deps, c.var.member.id)
        const list = {
          passkeys: rows.map(toPasskey),
          hasPassword: c.var.member.password !== NO_PASSWORD,
        }
        return c.json(PasskeyListSchema.parse(list), 200)
      })
      .post('/registration-options', async (c) => {
        return c.json(await registrationOptions(deps, c.var.member), 200)
      })
      .post('/', validate('json', RegisterSchema), async (c) => {
        const { credential } = c.req.valid('json')
        const outcome = await registerPasskey(
          deps,
          c.var.member,
          credential,
          c.req.header('User-Agent'),
        )
        if (outcome.kind === 'challenge-invalid') {
          return refuse(c, 400, 'passkey_challenge_invalid', PASSKEY_MESSAGES.challengeInvalid)
        }
        if (outcome.kind === 'not-verified') {
          return refuse(c, 400, 'passkey_not_verified', notVerified(outcome.reason))
        }
        return c.json(toPasskey(outcome.passkey), 201)
      })
      .delete('/:id', validate('param', PasskeyParamsSchema), async (c) => {
        const outcome = await removePasskey(deps, c.var.member.id, c.req.valid('param').id)
        if (outcome === 'unknown') return refuse(c, 404, 'not_found', PASSKEY_MESSAGES.notFound)
        if (outcome === 'last-way-in') {
          return refuse(c, 409, 'last_way_in', PASSKEY_MESSAGES.lastWayIn)
        }
        return c.body(null, 204)
      })
      .post('/remove-password', validate('json', RemovePasswordSchema), async (c) => {
        const outcome = await removePassword(deps, c.var.member, c.req.valid('json').password)
        switch (outcome.kind) {
          case 'rate-limited':
            return tooManyRequests(c, outcome.refusal)
          case 'wrong-password':
            return refuse(c, 403, 'password_incorrect', PASSKEY_MESSAGES.passwordIncorrect)
          case 'no-passkey':
            return refuse(c, 409, 'passkey_required', PASSKEY_MESSAGES.passkeyRequired)
          case 'no-password':
            return refuse(c, 409, 'passkey_required', PASSKEY_MESSAGES.noPassword)
          case 'removed':
            return c.body(null, 204)
        }
      })
      // Open to anyone (PUBLIC_API_PATHS, api/auth/require-member.ts): the sign-in form's.
      .post('/sign-in-options', async (c) => {
        const outcome = await signInOptions(deps, deps.clientAddress(c))
        if (outcome.kind === 'rate-limited') return tooManyRequests(c, outcome.refusal)
        return c.json(outcome.options, 200)
      })
      .post('/sign-in', validate('json', SignInSchema), async (c) => {
        const now = deps.clock()
        const outcome = await verifyPasskeySignIn(deps, {
          ...c.req.valid('json'),
          address: deps.clientAddress(c),
        })
        switch (outcome.kind) {
          case 'rate-limited':
            return tooManyRequests(c, outcome.refusal)
          case 'challenge-invalid':
            return refuse(c, 400, 'passkey_challenge_invalid', PASSKEY_MESSAGES.challengeInvalid)
          case 'unknown':
            return refuse(c, 401, 'passkey_unknown', PASSKEY_MESSAGES.unknown)
          case 'not-verified':
            return refuse(c, 400, 'passkey_not_verified', notVerified(outcome.reason))
          case 'suspended':
            return refuse(c, 403, 'account_suspended', MODERATION_MESSAGES.suspended)
          case 'signed-in': {
            const previous = readSessionCookie(c)
            if (previous) await endSession(deps.db, previous)
            await signInBrowser(c, deps, outcome.member, now)
            return c.json(toCurrentUser(outcome.member), 200)
          }
        }
      })
  )
}
