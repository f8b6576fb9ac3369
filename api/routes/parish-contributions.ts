import { Hono } from 'hono'
import { EVENT_PROPOSAL_MESSAGES } from '#shared/domain/event-proposals.ts'
import { PARISH_CORRECTION_MESSAGES } from '#shared/domain/parish-corrections.ts'
import { EventProposalRequestSchema } from '#shared/schemas/event-proposals.ts'
import { IdFromPathSchema } from '#shared/schemas/ids.ts'
import {
  ParishCorrectionRequestSchema,
  type MyParishContributions,
} from '#shared/schemas/parish-corrections.ts'
import * as z from '#shared/schemas/zod.ts'
import type { AppEnv } from '../http/app-env.ts'
import type { RouteDeps } from '../http/deps.ts'
import { validate } from '../http/validation.ts'
import { proposalsOf, proposeEvent } from '../parishes/event-proposals.ts'
import { correctionsOf, suggestCorrection } from '../parishes/parish-corrections.ts'
import { tooManyRequests } from '../rate-limits/too-many.ts'

const ParishIdParamSchema = z.object({ id: IdFromPathSchema })

/** How many of their own proposals and corrections a member reads back. */
export const OWN_CONTRIBUTIONS_SHOWN = 20

/**
 * Mounted at /api/parishes (docs/parishes.md): POST /{id}/event-proposals (an event waiting for a
 * moderator) and POST /{id}/corrections (changed details waiting for a moderator). Each carries
 * the outbox's clientId: 201 when stored, 200 with the same answer for a replay.
 */
export function parishContributionRoutes(deps: RouteDeps) {
  return new Hono<AppEnv>()
    .post(
      '/:id/event-proposals',
      validate('param', ParishIdParamSchema),
      validate('json', EventProposalRequestSchema),
      async (c) => {
        const outcome = await proposeEvent(deps, {
          parishId: c.req.valid('param').id,
          memberId: c.var.member.id,
          request: c.req.valid('json'),
        })
        switch (outcome.kind) {
          case 'proposed':
            return c.json(outcome.proposal, 201)
          case 'replayed':
            return c.json(outcome.proposal, 200)
          case 'parish-not-found':
            return c.json({ message: EVENT_PROPOSAL_MESSAGES.parishNotFound }, 404)
          case 'bad-start':
            return c.json({ message: outcome.message }, 400)
          case 'client-id-taken':
            return c.json({ message: EVENT_PROPOSAL_MESSAGES.clientIdTaken }, 409)
          case 'too-many':
            return tooManyRequests(c, outcome.refusal)
        }
      },
    )
    .post(
      '/:id/corrections',
      validate('param', ParishIdParamSchema),
      validate('json', ParishCorrectionRequestSchema),
      async (c) => {
        const outcome = await suggestCorrection(deps, {
          parishId: c.req.valid('param').id,
          memberId: c.var.member.id,
          request: c.req.valid('json'),
        })
        switch (outcome.kind) {
          case 'suggested':
            return c.json(outcome.correction, 201)
          case 'replayed':
            return c.json(outcome.correction, 200)
          case 'parish-not-found':
            return c.json({ message: EVENT_PROPOSAL_MESSAGES.parishNotFound }, 404)
          case 'same-as-now':
            return c.json({ message: `changes: ${PARISH_CORRECTION_MESSAGES.sameAsNow}` }, 400)
          case 'client-id-taken':
            return c.json({ message: EVENT_PROPOSAL_MESSAGES.clientIdTaken }, 409)
          case 'too-many':
            return tooManyRequests(c, outcome.refusal)
        }
      },
    )
}

/**
 * GET /api/parish-contributions: the member's own event proposals and parish corrections, the
 * newest first, with their status and a rejection's reason ("My proposals").
 */
export function myContributionRoutes(deps: RouteDeps) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const memberId = c.var.member.id
    const [events, corrections] = await Promise.all([
      proposalsOf(deps.db, memberId, OWN_CONTRIBUTIONS_SHOWN),
      correctionsOf(deps.db, memberId, OWN_CONTRIBUTIONS_SHOWN),
    ])
    const answer: MyParishContributions = { events, corrections }
    return c.json(answer, 200)
  })
}
