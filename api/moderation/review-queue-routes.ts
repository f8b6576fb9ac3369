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
  type AuthorNotice,
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
 * Tells the member who sent what was reviewed of the outcome, once the decision has committed:
 * their open screens (every API process, the live event) and their devices (a web push, sent by
 * this process only). A refused or lost review decided nothing and tells no one.
 */
export function announceReview(deps: Pick<RouteDeps, 'publisher' | 'push'>, notice: AuthorNotice) {
  const { memberId, subject, approved } = notice
  deps.publisher.publish(memberId, { type: 'review', subject, approved })
  deps.push.reviewed(memberId, { subject, approved })
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
        const outcome = await queue.review(deps.db, input, deps.clock())
        if (outcome.kind === 'reviewed' && outcome.notice) announceReview(deps, outcome.notice)
        return reviewAnswer(c, outcome, queue.messages)
      },
    )
}
