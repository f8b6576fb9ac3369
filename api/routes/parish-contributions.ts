import { Hono } from 'hono'
import { EventProposalRequestSchema } from '#shared/schemas/event-proposals.ts'
import { IdFromPathSchema } from '#shared/schemas/ids.ts'
import {
  ParishCorrectionRequestSchema,
  type MyParishContributions,
} from '#shared/schemas/parish-corrections.ts'
import * as z from '#shared/schemas/zod.ts'
import type * as zod from 'zod'
import type { AppEnv } from '../http/app-env.ts'
import type { RouteDeps } from '../http/deps.ts'
import { validate } from '../http/validation.ts'
import { proposalsOf, proposeEvent } from '../parishes/event-proposals.ts'
import { confirmedAddressOnly } from '../auth/confirmed-address.ts'
import { correctionsOf, suggestCorrection } from '../parishes/parish-corrections.ts'
import {
  submissionAnswer,
  type SubmissionInput,
  type SubmissionOutcome,
} from '../parishes/submit-once.ts'

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
    .use('/:id/event-proposals', confirmedAddressOnly)
    .route(
      '/',
      submissionRoute(deps, '/:id/event-proposals', EventProposalRequestSchema, proposeEvent),
    )
    .route(
      '/',
      submissionRoute(deps, '/:id/corrections', ParishCorrectionRequestSchema, suggestCorrection),
    )
}

/** POST {path}: the request of one kind of submission about the parish {id}, stored once. */
function submissionRoute<
  Path extends string,
  RequestSchema extends zod.core.$ZodType<{ clientId: string }>,
  Answer extends object,
>(
  deps: RouteDeps,
  path: Path,
  request: RequestSchema,
  submit: (
    deps: RouteDeps,
    input: SubmissionInput<zod.output<RequestSchema>>,
  ) => Promise<SubmissionOutcome<Answer>>,
) {
  return new Hono<AppEnv>().post(
    path,
    validate('param', ParishIdParamSchema),
    validate('json', request),
    async (c) => {
      const input = {
        parishId: c.req.valid('param').id,
        memberId: c.var.member.id,
        request: c.req.valid('json') as zod.output<RequestSchema>,
      }
      return submissionAnswer(c, await submit(deps, input))
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
