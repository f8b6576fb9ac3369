import * as z from './zod.ts'
import { cityById } from '../domain/cities.ts'
import { ClientIdSchema } from './ids.ts'

/**
 * Home city and travel location (decision 037). The member names a city of the shared list by its
 * id; the server stores the city's name and coarse coordinates. This module carries the whole
 * city list: the web imports it only where a city is picked (lazily), never on a first screen.
 */
export const CITY_MESSAGES = {
  unknown: 'Unknown city: choose one from the list',
} as const

/** A city of the list, by id ('gr-athens'). */
export const CityIdSchema = z
  .string({ error: 'Must be a city id' })
  .check(z.refine((id) => cityById(id) !== undefined, CITY_MESSAGES.unknown))

/** PUT /api/users/{id}/home-city: where the member lives (location, country, coordinates). */
export const HomeCityRequestSchema = z.object({
  cityId: CityIdSchema,
  /** The outbox's idempotency key; the change is a value, so a replay stores the same again. */
  clientId: z.optional(ClientIdSchema),
})
export type HomeCityRequest = z.infer<typeof HomeCityRequestSchema>

/**
 * PUT /api/users/{id}/travel: a Premium or Verified member's travel location, or null to be
 * measured from home again (anyone may return home).
 */
export const TravelRequestSchema = z.object({
  cityId: z.nullable(CityIdSchema),
  clientId: z.optional(ClientIdSchema),
})
export type TravelRequest = z.infer<typeof TravelRequestSchema>
