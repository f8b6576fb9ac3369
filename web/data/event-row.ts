import * as z from '#shared/schemas/zod.ts'
import { AttendeeSchema, EventDetailSchema } from '#shared/schemas/parish-events.ts'

/**
 * A parish event as this device keeps it (issue 17): the server's answer, who is going as last
 * read (null until read, or when the member may not see them), and whether the member's own
 * upcoming events list included it.
 */
export const EventRowSchema = z.looseObject({
  ...EventDetailSchema.shape,
  attendees: z.catch(z.nullable(z.array(AttendeeSchema)), null),
  fetchedAt: z._default(z.number(), 0),
})
export type EventRow = z.infer<typeof EventRowSchema>
