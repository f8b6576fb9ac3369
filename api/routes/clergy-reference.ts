import { Hono } from 'hono'
import { ClergyReferenceSchema } from '#shared/schemas/clergy.ts'
import {
  currentClergyReference,
  submitClergyReference,
  toClergyReferenceAnswer,
} from '../clergy/references.ts'
import type { AppEnv } from '../http/app-env.ts'
import type { RouteDeps } from '../http/deps.ts'
import { validate } from '../http/validation.ts'
import { requireReligiousConsent } from '../privacy/consent.ts'
import { requireConfirmedAddress } from '../auth/confirmed-address.ts'
import { refuse } from '../http/refusal.ts'

/** Mounted at /api/clergy-reference (profile-faith-parish §7); always the signed-in member's. */
export function clergyReferenceRoutes(deps: RouteDeps) {
  return new Hono<AppEnv>()
    .post('/', validate('json', ClergyReferenceSchema), async (c) => {
      requireReligiousConsent(c.var.member)
      requireConfirmedAddress(c.var.member)
      const row = await submitClergyReference(
        deps.db,
        c.var.member.id,
        c.req.valid('json'),
        deps.clock(),
      )
      return c.json(toClergyReferenceAnswer(row), 201)
    })
    .get('/', async (c) => {
      const row = await currentClergyReference(deps.db, c.var.member.id)
      if (!row) return refuse(c, 404, 'not_found', 'No clergy reference has been submitted yet')
      return c.json(toClergyReferenceAnswer(row), 200)
    })
}
