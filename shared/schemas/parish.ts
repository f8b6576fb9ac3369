import * as z from 'zod'
import { IsoDateTimeSchema } from './timestamps.ts'

/** A parish event as the map shows it (eventType such as liturgy, confession, social). */
export const ParishEventSchema = z.object({
  id: z.int().positive(),
  title: z.string(),
  description: z.string().nullable(),
  eventDate: IsoDateTimeSchema,
  eventType: z.string().nullable(),
  isRecurring: z.boolean(),
})
export type ParishEvent = z.infer<typeof ParishEventSchema>

/** A parish with its events (GET /api/parishes, profile-faith-parish §3 "Parish"). */
export const ParishSchema = z.object({
  id: z.int().positive(),
  name: z.string(),
  jurisdiction: z.string(),
  address: z.string(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  priestName: z.string().nullable(),
  priestEmail: z.string().nullable(),
  deaconName: z.string().nullable(),
  deaconEmail: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
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
