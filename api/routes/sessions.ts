import { Hono } from 'hono'
import * as z from '#shared/schemas/zod.ts'
import {
  EndedSessionsSchema,
  MemberSessionsSchema,
  SESSION_MESSAGES,
  SessionPublicIdSchema,
} from '#shared/schemas/sessions.ts'
import { endMemberSession, endOtherSessions, listMemberSessions } from '../auth/member-sessions.ts'
import type { AppEnv } from '../http/app-env.ts'
import type { RouteDeps } from '../http/deps.ts'
import { refuse } from '../http/refusal.ts'
import { validate } from '../http/validation.ts'

const SessionParamsSchema = z.object({ id: SessionPublicIdSchema })

/**
 * /api/auth/sessions (docs/accounts.md): where the member is signed in. GET lists the sessions;
 * DELETE /{id} signs one other session out; POST /end-others signs out all but this one.
 */
export function sessionRoutes(deps: RouteDeps) {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const listed = await listMemberSessions(
        deps.db,
        c.var.member.id,
        c.var.sessionId,
        deps.clock(),
      )
      return c.json(MemberSessionsSchema.parse({ sessions: listed }), 200)
    })
    .post('/end-others', async (c) => {
      const ended = await endOtherSessions(deps.db, c.var.member.id, c.var.sessionId)
      return c.json(EndedSessionsSchema.parse({ ended }), 200)
    })
    .delete('/:id', validate('param', SessionParamsSchema), async (c) => {
      const { id } = c.req.valid('param')
      const outcome = await endMemberSession(deps.db, c.var.member.id, c.var.sessionId, id)
      if (outcome === 'unknown') return refuse(c, 404, 'not_found', SESSION_MESSAGES.notFound)
      if (outcome === 'current') return refuse(c, 409, 'current_session', SESSION_MESSAGES.current)
      return c.body(null, 204)
    })
}
