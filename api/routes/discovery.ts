import { eq, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import type { Denomination } from '#shared/domain/vocabularies.ts'
import { DiscoveryPreferencesSchema, type DiscoveryPreferences } from '#shared/schemas/discovery.ts'
import { PREFERENCE_SLIDERS } from '#shared/schemas/preferences.ts'
import { UserIdParamSchema } from '#shared/schemas/user.ts'
import { refuseOtherMember } from '../auth/require-member.ts'
import { users, type UserRow } from '../db/schema.ts'
import type { AppEnv } from '../http/app-env.ts'
import type { RouteDeps } from '../http/deps.ts'
import { validate } from '../http/validation.ts'

const preferencesOf = (row: UserRow): DiscoveryPreferences => ({
  lookingFor: row.lookingFor as DiscoveryPreferences['lookingFor'],
  minAge: row.minAge,
  maxAge: row.maxAge,
  maxDistance: row.maxDistance,
  distanceStrict: row.distanceStrict,
  denominations: row.seekingDenominations as Denomination[],
})

/**
 * PUT /api/users/:id/discovery: the member's discovery preferences, all at once (decision 035),
 * answered as stored. A replay of the same change stores the same values again. The ideal-match
 * wizard's age range is the same two columns, so a saved wizard answer follows the edit.
 */
export function discoveryRoutes(deps: RouteDeps) {
  return new Hono<AppEnv>().put(
    '/:id/discovery',
    validate('param', UserIdParamSchema),
    validate('json', DiscoveryPreferencesSchema),
    async (c) => {
      const { id } = c.req.valid('param')
      refuseOtherMember(c, id)
      const wanted = c.req.valid('json')
      // The wizard's slider stops at 65 (profile-faith-parish §7): a range beyond shows there
      // clamped, and stays whole on the columns.
      const wizardAge = (age: number) => Math.min(age, PREFERENCE_SLIDERS.age.max)
      const ageRange = sql`jsonb_build_array(${wizardAge(wanted.minAge)}::int, ${wizardAge(wanted.maxAge)}::int)`
      const [row] = await deps.db
        .update(users)
        .set({
          lookingFor: wanted.lookingFor,
          minAge: wanted.minAge,
          maxAge: wanted.maxAge,
          maxDistance: wanted.maxDistance,
          distanceStrict: wanted.distanceStrict,
          seekingDenominations: wanted.denominations,
          matchPreferences: sql`case when ${users.matchPreferences} is null then null
            else jsonb_set(${users.matchPreferences}, '{ageRange}', ${ageRange}) end`,
        })
        .where(eq(users.id, id))
        .returning()
      return c.json(preferencesOf(row!), 200)
    },
  )
}
