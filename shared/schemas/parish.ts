import * as z from './zod.ts'
import { IsoDateTimeSchema } from './timestamps.ts'

/** A parish event as the map shows it (eventType such as liturgy, confession, social). */
export const ParishEventSchema = z.object({
  id: z.int().check(z.positive()),
  title: z.string(),
  description: z.nullable(z.string()),
  eventDate: IsoDateTimeSchema,
  eventType: z.nullable(z.string()),
  isRecurring: z.boolean(),
})
export type ParishEvent = z.infer<typeof ParishEventSchema>

/** A parish with its events (GET /api/parishes, profile-faith-parish §3 "Parish"). */
export const ParishSchema = z.object({
  id: z.int().check(z.positive()),
  name: z.string(),
  jurisdiction: z.string(),
  address: z.string(),
  latitude: z.number().check(z.gte(-90), z.lte(90)),
  longitude: z.number().check(z.gte(-180), z.lte(180)),
  priestName: z.nullable(z.string()),
  priestEmail: z.nullable(z.string()),
  deaconName: z.nullable(z.string()),
  deaconEmail: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  website: z.nullable(z.string()),
  events: z.array(ParishEventSchema),
})
export type Parish = z.infer<typeof ParishSchema>

export const ParishListSchema = z.array(ParishSchema)
export type ParishList = z.infer<typeof ParishListSchema>

/** GET /api/map-config: the tile URL template (the server's TILE_URL) and its attribution. */
export const MapConfigSchema = z.object({
  tileUrl: z.string(),
  attribution: z.string(),
})
export type MapConfig = z.infer<typeof MapConfigSchema>
