import * as z from './zod.ts'
import { EVENT_PAGE_DEFAULT, EVENT_PAGE_MAX, RSVP_STATUSES } from '../domain/parish-events.ts'
import { ClientIdSchema, IdFromPathSchema } from './ids.ts'
import { IsoDateTimeSchema } from './timestamps.ts'

/** /api/parish-events/{id}… */
export const EventIdParamSchema = z.object({ id: IdFromPathSchema })

export const RsvpStatusSchema = z.enum(RSVP_STATUSES, {
  error: `Must be one of ${RSVP_STATUSES.join(', ')}`,
})

/**
 * PUT /api/parish-events/{id}/rsvp: the member's answer, a state (a replay changes nothing).
 * `visible`: whether members also going or interested see them; left out, a new answer takes
 * the member's "show me at events" setting and a changed one keeps what it had.
 */
export const RsvpRequestSchema = z.object({
  status: RsvpStatusSchema,
  visible: z.optional(z.boolean({ error: 'Must be true or false' })),
  /** The outbox's idempotency key (the answer is a state, so a replay is harmless anyway). */
  clientId: z.optional(ClientIdSchema),
})
export type RsvpRequest = z.infer<typeof RsvpRequestSchema>

/** The member's own answer to an event; not_going with visible false when none. */
export const MyRsvpSchema = z.object({
  status: RsvpStatusSchema,
  visible: z.boolean(),
})
export type MyRsvp = z.infer<typeof MyRsvpSchema>

/** An approved event as members see it, with its parish, its counts and the member's answer. */
export const EventDetailSchema = z.object({
  id: z.int().check(z.positive()),
  title: z.string(),
  description: z.nullable(z.string()),
  eventDate: IsoDateTimeSchema,
  eventType: z.nullable(z.string()),
  verifiedOnly: z.boolean(),
  parish: z.object({
    id: z.int().check(z.positive()),
    name: z.string(),
    address: z.string(),
    latitude: z.number(),
    longitude: z.number(),
  }),
  /** Rounded miles from where the member is (home or travel city); null when unknown. */
  distanceMiles: z.nullable(z.number()),
  going: z.int().check(z.nonnegative()),
  interested: z.int().check(z.nonnegative()),
  myRsvp: MyRsvpSchema,
})
export type EventDetail = z.infer<typeof EventDetailSchema>

/**
 * GET /api/parish-events: upcoming approved events, by day (soonest first) and nearest first within
 * a day. `from`/`to` bound the date, `withinMiles` the distance from the member, `mine=true` keeps
 * the member's own (going or interested). Pass `nextCursor` back as `cursor`.
 */
export const EventListQuerySchema = z.object({
  from: z.optional(IsoDateTimeSchema),
  to: z.optional(IsoDateTimeSchema),
  /**
   * How far from the member's origin; left out: EVENT_DEFAULT_MILES (their own events: any
   * distance); 'any': anywhere.
   */
  withinMiles: z.optional(
    z.union(
      [
        z.literal('any'),
        z.coerce
          .number({ error: 'withinMiles must be a number' })
          .check(
            z.gt(0, 'withinMiles must be more than 0'),
            z.lte(12_500, 'withinMiles is too large'),
          ),
      ],
      { error: 'withinMiles must be a number of miles or any' },
    ),
  ),
  mine: z.optional(z.enum(['true', 'false'], { error: 'mine must be true or false' })),
  cursor: z.optional(z.string().check(z.maxLength(200, 'cursor is not valid'))),
  limit: z._default(
    z.coerce
      .number({ error: 'limit must be a number' })
      .check(
        z.int('limit must be a whole number'),
        z.gte(1, 'limit must be at least 1'),
        z.lte(EVENT_PAGE_MAX, `limit must be at most ${EVENT_PAGE_MAX}`),
      ),
    EVENT_PAGE_DEFAULT,
  ),
})
export type EventListQuery = z.infer<typeof EventListQuerySchema>

export const EventListSchema = z.object({
  events: z.array(EventDetailSchema),
  nextCursor: z.nullable(z.string()),
})
export type EventList = z.infer<typeof EventListSchema>

/** One member shown as going to an event: public card fields only. */
export const AttendeeSchema = z.object({
  id: z.int().check(z.positive()),
  firstName: z.string(),
  age: z.nullable(z.number()),
  profileImageUrl: z.nullable(z.string()),
  compatibilityScore: z.nullable(z.number()),
  /** The Verified badge (decision 050); false for a list cached before it was sent. */
  isVerified: z._default(z.boolean(), false),
  status: z.enum(['going', 'interested']),
})
export type Attendee = z.infer<typeof AttendeeSchema>

/** GET /api/parish-events/{id}/attendees */
export const AttendeeListSchema = z.object({ attendees: z.array(AttendeeSchema) })
export type AttendeeList = z.infer<typeof AttendeeListSchema>
