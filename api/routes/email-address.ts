import { Hono } from 'hono'
import { AUTH_MESSAGES } from '#shared/schemas/auth.ts'
import {
  EMAIL_MESSAGES,
  EmailChangeSchema,
  EmailCodeSchema,
  EmailConfirmedSchema,
  EmailLinkSchema,
  EmailStatusSchema,
} from '#shared/schemas/email-address.ts'
import { PRIVACY_MESSAGES } from '#shared/schemas/privacy.ts'
import type { Context } from 'hono'
import { addressStatus, cancelAddressChange, requestAddressChange } from '../auth/email-change.ts'
import {
  confirmByCode,
  confirmByToken,
  resendVerification,
  undoAddressChange,
  type ConfirmOutcome,
  type UndoOutcome,
} from '../auth/email-confirmation.ts'
import { readSessionCookie } from '../auth/session-cookie.ts'
import { sessionIdOf } from '../auth/session-token.ts'
import type { AppEnv } from '../http/app-env.ts'
import type { RouteDeps } from '../http/deps.ts'
import { refuse } from '../http/refusal.ts'
import { validate } from '../http/validation.ts'
import { tooManyRequests } from '../rate-limits/too-many.ts'

type Refused = Exclude<ConfirmOutcome | UndoOutcome, { kind: 'confirmed' | 'restored' }>

/** The refusal of a link or code, by why it was refused. */
function refuseLink(c: Context<AppEnv>, outcome: Refused) {
  switch (outcome.kind) {
    case 'rate-limited':
      return tooManyRequests(c, outcome.refusal)
    case 'invalid':
      return refuse(c, 400, 'email_link_invalid', EMAIL_MESSAGES.invalid)
    case 'wrong-code':
      return refuse(c, 400, 'email_code_wrong', EMAIL_MESSAGES.codeWrong)
    case 'used':
      return refuse(c, 409, 'email_link_used', EMAIL_MESSAGES.used)
    case 'expired':
      return refuse(c, 409, 'email_link_expired', EMAIL_MESSAGES.expired)
    case 'taken-since':
      return refuse(c, 409, 'email_taken_since', EMAIL_MESSAGES.takenSince)
  }
}

/** The answer to a confirmation by link or code. */
function answerConfirmation(c: Context<AppEnv>, outcome: ConfirmOutcome) {
  if (outcome.kind !== 'confirmed') return refuseLink(c, outcome)
  return c.json(EmailConfirmedSchema.parse(outcome), 200)
}

/**
 * /api/auth/email (docs/accounts.md "Your email address"): the address's state, confirming it by
 * a mailed link (anyone: it may be opened on another device) or its code (the signed-in member),
 * another link, a change of address and its undo link (anyone).
 */
export function emailAddressRoutes(deps: RouteDeps) {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const status = await addressStatus(deps.db, c.var.member, deps.clock())
      return c.json(EmailStatusSchema.parse(status), 200)
    })
    .post('/verification', async (c) => {
      const outcome = await resendVerification(deps, c.var.member)
      if (outcome.kind === 'rate-limited') return tooManyRequests(c, outcome.refusal)
      if (outcome.kind === 'verified') {
        return refuse(c, 409, 'email_unchanged', EMAIL_MESSAGES.alreadyVerified)
      }
      return c.json({ message: EMAIL_MESSAGES.verificationSent }, 202)
    })
    .post('/confirm', validate('json', EmailLinkSchema), async (c) => {
      const token = readSessionCookie(c)
      const outcome = await confirmByToken(deps, {
        token: c.req.valid('json').token,
        address: deps.clientAddress(c),
        keepSession: token ? sessionIdOf(token) : null,
      })
      return answerConfirmation(c, outcome)
    })
    .post('/confirm-code', validate('json', EmailCodeSchema), async (c) => {
      const outcome = await confirmByCode(deps, {
        member: c.var.member,
        code: c.req.valid('json').code,
        keepSession: c.var.sessionId,
      })
      return answerConfirmation(c, outcome)
    })
    .post('/change', validate('json', EmailChangeSchema), async (c) => {
      const outcome = await requestAddressChange(deps, c.var.member, c.req.valid('json'))
      switch (outcome.kind) {
        case 'rate-limited':
          return tooManyRequests(c, outcome.refusal)
        case 'wrong-password':
          return refuse(c, 403, 'password_incorrect', PRIVACY_MESSAGES.passwordIncorrect)
        case 'unchanged':
          return refuse(c, 409, 'email_unchanged', EMAIL_MESSAGES.unchanged)
        case 'taken':
          return refuse(c, 409, 'email_taken', AUTH_MESSAGES.emailTaken)
        case 'requested':
          return c.json({ email: outcome.email }, 202)
      }
    })
    .delete('/change', async (c) => {
      const dropped = await cancelAddressChange(deps.db, c.var.member.id, deps.clock())
      if (!dropped) return refuse(c, 404, 'not_found', EMAIL_MESSAGES.noChange)
      return c.body(null, 204)
    })
    .post('/undo', validate('json', EmailLinkSchema), async (c) => {
      const outcome = await undoAddressChange(deps, {
        token: c.req.valid('json').token,
        address: deps.clientAddress(c),
      })
      if (outcome.kind !== 'restored') return refuseLink(c, outcome)
      return c.json({ email: outcome.email }, 200)
    })
}
