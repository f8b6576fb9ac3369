import { Hono } from 'hono'
import { PHOTO_VERIFICATION_MESSAGES as M } from '#shared/domain/photo-verification.ts'
import { PHOTO_MESSAGES } from '#shared/domain/photos.ts'
import { IdFromPathSchema } from '#shared/schemas/ids.ts'
import {
  PhotoVerificationQueueQuerySchema,
  PhotoVerificationReviewRequestSchema,
} from '#shared/schemas/photo-verification.ts'
import * as z from '#shared/schemas/zod.ts'
import type { AppEnv } from '../http/app-env.ts'
import type { RouteDeps } from '../http/deps.ts'
import { refuse } from '../http/refusal.ts'
import { validate } from '../http/validation.ts'
import { reviewAnswer } from '../moderation/review-once.ts'
import { announceReview } from '../moderation/review-queue-routes.ts'
import {
  photoVerificationsAwaitingReview,
  reviewPhotoVerification,
  SelfieNotDeleted,
  selfieUnderReview,
} from '../photo-verification/review.ts'

const VerificationIdParamSchema = z.object({ id: IdFromPathSchema })

/**
 * Mounted at /api/moderation/photo-verifications, behind the moderators' check (docs/safety.md
 * "Photo verification"): GET / (awaiting review, the oldest first), GET /:id/selfie (the selfie,
 * to moderators only, never cached), POST /:id/review (approve, or reject with a reason; exactly
 * once, on the version read). A decision deletes the selfie, and tells the member once it has
 * committed, as every review does (the live event `review` and a web push).
 */
export function photoVerificationReviewRoutes(deps: RouteDeps) {
  return new Hono<AppEnv>()
    .get('/', validate('query', PhotoVerificationQueueQuerySchema), async (c) =>
      c.json(await photoVerificationsAwaitingReview(deps.db, c.req.valid('query')), 200),
    )
    .get('/:id/selfie', validate('param', VerificationIdParamSchema), async (c) => {
      const file = await selfieUnderReview(deps.db, c.req.valid('param').id)
      if (!file) return refuse(c, 404, 'not_found', M.notFound)
      const bytes = await deps.photos.read(file).catch((error: unknown) => {
        console.error(`Could not read the selfie ${file}:`, error)
        return undefined
      })
      if (bytes === undefined)
        return refuse(c, 503, 'service_unavailable', PHOTO_MESSAGES.unavailable)
      if (!bytes) return refuse(c, 404, 'not_found', M.selfieGone)
      return c.body(bytes, 200, {
        'Content-Type': 'image/webp',
        // A face, kept only until the decision: stored by no cache, the browser's included.
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      })
    })
    .post(
      '/:id/review',
      validate('param', VerificationIdParamSchema),
      validate('json', PhotoVerificationReviewRequestSchema),
      async (c) => {
        const input = {
          id: c.req.valid('param').id,
          moderatorId: c.var.member.id,
          request: c.req.valid('json'),
        }
        let outcome
        try {
          outcome = await reviewPhotoVerification(deps.db, deps.photos, input, deps.clock())
        } catch (error) {
          if (!(error instanceof SelfieNotDeleted)) throw error
          return refuse(c, 503, 'service_unavailable', M.selfieNotDeleted)
        }
        if (outcome.kind === 'reviewed' && outcome.notice) announceReview(deps, outcome.notice)
        return reviewAnswer(c, outcome, {
          notFound: M.notFound,
          own: M.own,
          stale: M.changed,
          alreadyReviewed: M.alreadyReviewed,
        })
      },
    )
}
