import { and, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { BIRTH_DATE_MESSAGES, BirthDateConfirmationSchema } from '#shared/schemas/birth-date.ts'
import { FaithBasicsSchema } from '#shared/schemas/first-run.ts'
import { users } from '../db/schema.ts'
import type { AppEnv } from '../http/app-env.ts'
import type { RouteDeps } from '../http/deps.ts'
import { refuse } from '../http/refusal.ts'
import { validate } from '../http/validation.ts'
import { consentGivenAt, requireReligiousConsent } from '../privacy/consent.ts'
import { toCurrentUser } from '../users/profile-shapes.ts'

/**
 * The first run's own writes (docs/first-run.md), each answering the member's record
 * (CurrentUserSchema) so the device takes the new fields and profileEditVersion:
 * - PUT /api/profile/faith-basics: denomination (the deck's minimum), church attendance and
 *   jurisdiction, without the rest of the builder's faith step. Religious data: consent first,
 *   or given with them (the first run's offline-safe way).
 *   Stores values, so the outbox's replay stores the same ones again.
 * - PUT /api/profile/birth-date: a member who joined when the app asked for an age gives their
 *   date of birth, once; the same date again (a replay) answers as the first did.
 */
export function profileBasicsRoutes(deps: RouteDeps) {
  return new Hono<AppEnv>()
    .put('/faith-basics', validate('json', FaithBasicsSchema), async (c) => {
      const me = c.var.member
      const { religiousDataConsent, ...basics } = c.req.valid('json')
      if (!religiousDataConsent) requireReligiousConsent(me)
      const [row] = await deps.db
        .update(users)
        .set({
          // Consent given with the answers: recorded in the same statement, the first date kept.
          ...(religiousDataConsent && { religiousDataConsentAt: consentGivenAt(deps.clock()) }),
          denomination: basics.denomination,
          churchAttendanceFrequency:
            basics.churchAttendanceFrequency ?? me.churchAttendanceFrequency,
          jurisdiction: basics.jurisdiction ?? me.jurisdiction,
        })
        .where(eq(users.id, me.id))
        .returning()
      return c.json(toCurrentUser(row!), 200)
    })
    .put('/birth-date', validate('json', BirthDateConfirmationSchema), async (c) => {
      const me = c.var.member
      const { birthDate } = c.req.valid('json')
      const [row] = await deps.db
        .update(users)
        .set({ birthDate, birthDateConfirmed: true })
        .where(and(eq(users.id, me.id), eq(users.birthDateConfirmed, false)))
        .returning()
      if (row) return c.json(toCurrentUser(row), 200)
      if (me.birthDate === birthDate) return c.json(toCurrentUser(me), 200)
      return refuse(c, 409, 'birth_date_confirmed', BIRTH_DATE_MESSAGES.confirmed)
    })
}
