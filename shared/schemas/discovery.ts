import * as z from './zod.ts'
import { DENOMINATIONS } from '../domain/vocabularies.ts'
import { DISCOVERY_AGE, DISCOVERY_DISTANCE, MAX_DISTANCE_ANYWHERE } from '../domain/discovery.ts'
import { GenderSchema } from './auth.ts'

const age = z
  .int('Must be a whole number')
  .check(
    z.gte(DISCOVERY_AGE.min, `Must be at least ${DISCOVERY_AGE.min}`),
    z.lte(DISCOVERY_AGE.max, `Must be at most ${DISCOVERY_AGE.max}`),
  )

/**
 * PUT /api/users/{id}/discovery and its answer (decision 035): the member's discovery preferences,
 * all of them at once. maxDistance is in miles, 5–500 in steps of 5, or 10000 for anywhere;
 * distanceStrict: only members within it (true), or the nearest beyond it once those run out.
 * denominations: the ones wanted, none meaning any.
 */
export const DiscoveryPreferencesSchema = z
  .object({
    lookingFor: GenderSchema,
    minAge: age,
    maxAge: age,
    maxDistance: z
      .int('Must be a whole number')
      .check(
        z.refine(
          (miles) =>
            miles === MAX_DISTANCE_ANYWHERE ||
            (miles >= DISCOVERY_DISTANCE.min &&
              miles <= DISCOVERY_DISTANCE.max &&
              miles % DISCOVERY_DISTANCE.step === 0),
          `Must be ${DISCOVERY_DISTANCE.min} to ${DISCOVERY_DISTANCE.max} miles in steps of ${DISCOVERY_DISTANCE.step}, or ${MAX_DISTANCE_ANYWHERE} for anywhere`,
        ),
      ),
    distanceStrict: z.boolean('Must be true or false'),
    denominations: z
      .array(z.enum(DENOMINATIONS, { error: 'Unknown denomination' }))
      .check(
        z.refine(
          (list) => new Set(list).size === list.length,
          'Each denomination may be chosen once',
        ),
      ),
  })
  .check(
    z.refine((value) => value.minAge <= value.maxAge, {
      message: 'Must be at least minAge',
      path: ['maxAge'],
    }),
  )
export type DiscoveryPreferences = z.infer<typeof DiscoveryPreferencesSchema>
