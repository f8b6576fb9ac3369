import { Hono } from 'hono'
import { EVENT_PROPOSAL_MESSAGES } from '#shared/domain/event-proposals.ts'
import { IdFromPathSchema } from '#shared/schemas/ids.ts'
import * as z from '#shared/schemas/zod.ts'
import type { AppEnv } from '../http/app-env.ts'
import type { RouteDeps } from '../http/deps.ts'
import { validate } from '../http/validation.ts'
import { eventCalendar } from '../parishes/event-calendar.ts'
import { refuse } from '../http/refusal.ts'

const EventIdParamSchema = z.object({ id: IdFromPathSchema })

/**
 * Mounted at /api/events: GET /{id}/calendar.ics, an approved event to add to a phone's calendar
 * (text/calendar, downloaded as "<title>.ics"); 404 for any other event.
 */
export function eventCalendarRoutes(deps: RouteDeps) {
  return new Hono<AppEnv>().get(
    '/:id/calendar.ics',
    validate('param', EventIdParamSchema),
    async (c) => {
      const calendar = await eventCalendar(deps.db, {
        eventId: c.req.valid('param').id,
        viewerTier: c.var.member.membershipTier,
        origin: new URL(c.req.url).origin,
      })
      if (!calendar) return refuse(c, 404, 'not_found', EVENT_PROPOSAL_MESSAGES.eventNotFound)
      return c.body(calendar.text, 200, {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': `attachment; filename="${calendar.fileName}"`,
      })
    },
  )
}
