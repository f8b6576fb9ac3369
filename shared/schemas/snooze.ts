import * as z from './zod.ts'
import { SNOOZE_DURATIONS } from '../domain/snooze.ts'
import { IsoDateTimeSchema } from './timestamps.ts'

/** PUT /api/users/{id}/snooze: hide the member's profile for a while (decision 028). */
export const SnoozeRequestSchema = z.object({
  duration: z.enum(SNOOZE_DURATIONS, {
    error: `Must be one of ${SNOOZE_DURATIONS.join(', ')}`,
  }),
  /** The outbox's idempotency key: a replay answers the first result and changes nothing. */
  clientId: z.optional(z.uuid({ error: 'Must be a UUID' })),
})
export type SnoozeRequest = z.infer<typeof SnoozeRequestSchema>

/** DELETE /api/users/{id}/snooze: the member returns (shown again at once). */
export const ReturnFromSnoozeSchema = z.object({
  clientId: z.optional(z.uuid({ error: 'Must be a UUID' })),
})

/**
 * The answer of both: until when the member is hidden; null = shown. SNOOZE_UNTIL_RETURN means
 * "until they return". A past moment is the same as null (the snooze ended by itself).
 */
export const SnoozeStatusSchema = z.object({ snoozedUntil: z.nullable(IsoDateTimeSchema) })
export type SnoozeStatus = z.infer<typeof SnoozeStatusSchema>
