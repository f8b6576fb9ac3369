import { and, eq, inArray } from 'drizzle-orm'
import { Hono } from 'hono'
import { cityById, travelPlaceOf } from '#shared/domain/cities.ts'
import { coarsen } from '#shared/domain/distance.ts'
import { canTravel, TRAVEL_MESSAGES } from '#shared/domain/travel.ts'
import { MEMBERSHIP_TIERS } from '#shared/domain/vocabularies.ts'
import { HomeCityRequestSchema, TravelRequestSchema } from '#shared/schemas/location.ts'
import { UserIdParamSchema } from '#shared/schemas/user.ts'
import { refuseOtherMember } from '../auth/require-member.ts'
import { users } from '../db/schema.ts'
import type { AppEnv } from '../http/app-env.ts'
import type { RouteDeps } from '../http/deps.ts'
import { validate } from '../http/validation.ts'
import { toCurrentUser } from '../users/profile-shapes.ts'
import { refuse } from '../http/refusal.ts'

/** The tiers whose members may set a travel location (shared/domain/travel.ts). */
const TRAVELLING_TIERS = MEMBERSHIP_TIERS.filter(canTravel)

/**
 * PUT /api/users/:id/home-city and PUT /api/users/:id/travel (decision 037): the member's home
 * city and a paid member's travel location, each a city of the shared list named by its id. Both
 * store values (a replay of the outbox row stores the same ones again) and answer the member's
 * own record (CurrentUserSchema), so the device takes the new location and profileEditVersion.
 */
export function locationRoutes(deps: RouteDeps) {
  return new Hono<AppEnv>()
    .put(
      '/:id/home-city',
      validate('param', UserIdParamSchema),
      validate('json', HomeCityRequestSchema),
      async (c) => {
        const { id } = c.req.valid('param')
        refuseOtherMember(c, id)
        // The schema has checked the id is on the list.
        const city = cityById(c.req.valid('json').cityId)!
        const [row] = await deps.db
          .update(users)
          .set({
            location: city.name,
            country: city.country,
            latitude: coarsen(city.latitude),
            longitude: coarsen(city.longitude),
          })
          .where(eq(users.id, id))
          .returning()
        return c.json(toCurrentUser(row!), 200)
      },
    )
    .put(
      '/:id/travel',
      validate('param', UserIdParamSchema),
      validate('json', TravelRequestSchema),
      async (c) => {
        const { id } = c.req.valid('param')
        refuseOtherMember(c, id)
        const { cityId } = c.req.valid('json')
        const city = cityId === null ? null : cityById(cityId)!
        // The plan is checked in the statement that writes, so a plan ending meanwhile cannot
        // slip a travel location in. Returning home needs no plan.
        const [row] = await deps.db
          .update(users)
          .set({
            travelPlace: city && travelPlaceOf(city),
            travelLatitude: city && coarsen(city.latitude),
            travelLongitude: city && coarsen(city.longitude),
          })
          .where(
            city === null
              ? eq(users.id, id)
              : and(eq(users.id, id), inArray(users.membershipTier, TRAVELLING_TIERS)),
          )
          .returning()
        if (!row) return refuse(c, 403, 'upgrade_required', TRAVEL_MESSAGES.tier)
        return c.json(toCurrentUser(row), 200)
      },
    )
}
