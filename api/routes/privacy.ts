import { Hono } from 'hono'
import {
  ConsentRequestSchema,
  DeleteAccountRequestSchema,
  PRIVACY_MESSAGES,
} from '#shared/schemas/privacy.ts'
import { clearSessionCookie } from '../auth/session-cookie.ts'
import type { AppEnv } from '../http/app-env.ts'
import type { RouteDeps } from '../http/deps.ts'
import { validate } from '../http/validation.ts'
import { deleteAccount } from '../privacy/account.ts'
import { giveConsent, toConsentState, withdrawConsent } from '../privacy/consent.ts'
import { exportMemberData } from '../privacy/export.ts'
import { tooManyRequests } from '../rate-limits/too-many.ts'
import { refuse } from '../http/refusal.ts'

/** Mounted at /api/privacy (docs/privacy.md); always the signed-in member's own data. */
export function privacyRoutes(deps: RouteDeps) {
  return (
    new Hono<AppEnv>()
      /** Gives (true) or withdraws (false) consent; withdrawing erases the religious data. */
      .put('/consent', validate('json', ConsentRequestSchema), async (c) => {
        const { religiousData } = c.req.valid('json')
        const row = religiousData
          ? await giveConsent(deps.db, c.var.member.id, deps.clock())
          : await withdrawConsent(deps.db, c.var.member.id)
        return c.json(toConsentState(row), 200)
      })
      /** Everything the app holds about the member, as a JSON file to download. */
      .get('/export', async (c) => {
        const now = deps.clock()
        const data = await exportMemberData(deps.db, c.var.member, now)
        const day = now.toISOString().slice(0, 10)
        c.header(
          'Content-Disposition',
          `attachment; filename="orthodox-hearts-data-${c.var.member.id}-${day}.json"`,
        )
        return c.json(data, 200)
      })
      /** Deletes the account after the password is confirmed; every session ends with it. */
      .delete('/account', validate('json', DeleteAccountRequestSchema), async (c) => {
        const outcome = await deleteAccount(deps, c.var.member, c.req.valid('json').password)
        if (outcome.kind === 'rate-limited') return tooManyRequests(c, outcome.refusal)
        if (outcome.kind === 'wrong-password') {
          return refuse(c, 403, 'password_incorrect', PRIVACY_MESSAGES.passwordIncorrect)
        }
        if (outcome.kind === 'payments-unavailable') {
          return refuse(c, 503, 'service_unavailable', PRIVACY_MESSAGES.subscriptionNotCancelled)
        }
        if (outcome.kind === 'storage-unavailable') {
          return refuse(c, 503, 'service_unavailable', PRIVACY_MESSAGES.filesNotDeleted)
        }
        clearSessionCookie(c)
        return c.body(null, 204)
      })
  )
}
