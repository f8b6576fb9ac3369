import { Hono } from 'hono'
import { EVENT_MESSAGES } from '#shared/domain/parish-events.ts'
import {
  EventIdParamSchema,
  EventListQuerySchema,
  RsvpRequestSchema,
} from '#shared/schemas/parish-events.ts'
import type { AppEnv } from '../http/app-env.ts'
import type { RouteDeps } from '../http/deps.ts'
import { validate } from '../http/validation.ts'
import { eventAttendees } from '../events/attendees.ts'
import { listEvents, readEvent } from '../events/event-read.ts'
import { setRsvp } from '../events/rsvp.ts'
import { forgetUpcomingAnswers } from '../events/same-event.ts'
import { refuse } from '../http/refusal.ts'

/**
 * /api/parish-events (issue 17; /api/events is the member's live event stream): upcoming approved
 * parish events, one event with its counts and the member's answer, the answer itself (PUT
 * …/rsvp, a state: a replay changes nothing) and who is going (…/attendees).
 */
export function parishEventRoutes(deps: RouteDeps) {
  return new Hono<AppEnv>()
    .get('/', validate('query', EventListQuerySchema), async (c) =>
      c.json(await listEvents(deps.db, c.var.member, c.req.valid('query'), deps.clock()), 200),
    )
    .get('/:id', validate('param', EventIdParamSchema), async (c) => {
      const event = await readEvent(deps.db, c.var.member, c.req.valid('param').id)
      if (!event) return refuse(c, 404, 'not_found', EVENT_MESSAGES.notFound)
      return c.json(event, 200)
    })
    .put(
      '/:id/rsvp',
      validate('param', EventIdParamSchema),
      validate('json', RsvpRequestSchema),
      async (c) => {
        const { id } = c.req.valid('param')
        await setRsvp(deps.db, c.var.member, id, c.req.valid('json'), deps.clock())
        forgetUpcomingAnswers(deps.db, c.var.member.id)
        const event = await readEvent(deps.db, c.var.member, id)
        if (!event) return refuse(c, 404, 'not_found', EVENT_MESSAGES.notFound)
        return c.json(event, 200)
      },
    )
    .get('/:id/attendees', validate('param', EventIdParamSchema), async (c) => {
      const { id } = c.req.valid('param')
      const attendees = await eventAttendees(deps.db, c.var.member, id, deps.clock())
      return c.json({ attendees }, 200)
    })
}
