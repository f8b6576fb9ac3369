import * as z from './zod.ts'
import { IsoDateTimeSchema } from './timestamps.ts'

/**
 * A parish event as the map shows it (eventType such as liturgy, feast, social). Only approved
 * events are sent. verifiedOnly: open to Verified members only (listed for everyone; the server
 * refuses an RSVP from others). Rows cached before these fields existed read with the defaults.
 */
export const ParishEventSchema = z.object({
  id: z.int().check(z.positive()),
  title: z.string(),
  description: z.nullable(z.string()),
  eventDate: IsoDateTimeSchema,
  eventType: z.nullable(z.string()),
  isRecurring: z.boolean(),
  verifiedOnly: z._default(z.boolean(), false),
})
export type ParishEvent = z.infer<typeof ParishEventSchema>

/** A parish with its next upcoming events (profile-faith-parish §3 "Parish"). */
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
  serviceTimes: z._default(z.nullable(z.string()), null),
  events: z.array(ParishEventSchema),
})
export type Parish = z.infer<typeof ParishSchema>

/**
 * GET /api/parishes?bbox=: the parishes inside the box (at most PARISH_MAP_CAP, by id), each with
 * its next EVENTS_PER_PARISH approved upcoming events. capped: there were more in the box (the
 * map asks the member to zoom in).
 */
export const ParishesInViewSchema = z.object({
  parishes: z.array(ParishSchema),
  capped: z.boolean(),
})
export type ParishesInView = z.infer<typeof ParishesInViewSchema>

/** GET /api/map-config: the tile URL template (the server's TILE_URL) and its attribution. */
export const MapConfigSchema = z.object({
  tileUrl: z.string(),
  attribution: z.string(),
})
export type MapConfig = z.infer<typeof MapConfigSchema>
