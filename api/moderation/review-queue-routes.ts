import { Hono } from 'hono'
import type * as zod from 'zod'
import { IdFromPathSchema } from '#shared/schemas/ids.ts'
import * as z from '#shared/schemas/zod.ts'
import type { Database } from '../db/connect.ts'
import type { AppEnv } from '../http/app-env.ts'
import type { RouteDeps } from '../http/deps.ts'
import { validate } from '../http/validation.ts'
import {
  reviewAnswer,
  type ReviewInput,
  type ReviewMessages,
  type ReviewOutcome,
} from './review-once.ts'

const ReviewedIdParamSchema = z.object({ id: IdFromPathSchema })

/** One review queue of the moderators: what awaits review, and a decision on one of them. */
export interface ReviewQueue<
  QuerySchema extends zod.core.$ZodType,
  RequestSchema extends zod.core.$ZodType,
  Queue extends object,
  Review extends object,
> {
  /** The page's query (cursor, limit) and the page, the oldest first. */
  query: QuerySchema
  list(db: Database, query: zod.output<QuerySchema>): Promise<Queue>
  /** The decision's body and the review that makes it exactly once (review-once.ts). */
  request: RequestSchema
  review(
    db: Database,
    input: ReviewInput<zod.output<RequestSchema>>,
    now: Date,
  ): Promise<ReviewOutcome<Review>>
  messages: ReviewMessages
}

/**
 * A review queue's routes, mounted at its path under /api/moderation: GET / (the page awaiting
 * review) and POST /{id}/review (the decision; 200, or 404/403/409/400 in the queue's words).
 */
export function reviewQueueRoutes<
  QuerySchema extends zod.core.$ZodType,
  RequestSchema extends zod.core.$ZodType,
  Queue extends object,
  Review extends object,
>(deps: RouteDeps, queue: ReviewQueue<QuerySchema, RequestSchema, Queue, Review>) {
  return new Hono<AppEnv>()
    .get('/', validate('query', queue.query), async (c) =>
      c.json(await queue.list(deps.db, c.req.valid('query') as zod.output<QuerySchema>), 200),
    )
    .post(
      '/:id/review',
      validate('param', ReviewedIdParamSchema),
      validate('json', queue.request),
      async (c) => {
        const input = {
          id: c.req.valid('param').id,
          moderatorId: c.var.member.id,
          request: c.req.valid('json') as zod.output<RequestSchema>,
        }
        return reviewAnswer(c, await queue.review(deps.db, input, deps.clock()), queue.messages)
      },
    )
}
