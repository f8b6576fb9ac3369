import { Hono } from 'hono'
import { MODERATION_MESSAGES } from '#shared/domain/moderation.ts'
import {
  DEACON_LETTER_REVIEW_MESSAGES,
  WITHDRAW_VERIFICATION_MESSAGES,
} from '#shared/domain/verification.ts'
import { MemberIdParamSchema } from '#shared/schemas/moderation.ts'
import { IdFromPathSchema } from '#shared/schemas/ids.ts'
import {
  DeaconLetterQueueQuerySchema,
  DeaconLetterReviewRequestSchema,
  VerifiedMembersQuerySchema,
  WithdrawVerificationRequestSchema,
} from '#shared/schemas/verification.ts'
import * as z from '#shared/schemas/zod.ts'
import type { AppEnv } from '../http/app-env.ts'
import type { RouteDeps } from '../http/deps.ts'
import { refuse } from '../http/refusal.ts'
import { validate } from '../http/validation.ts'
import { announceReview, reviewQueueRoutes } from '../moderation/review-queue-routes.ts'
import {
  deaconLettersAwaitingReview,
  letterUnderReview,
  reviewDeaconLetter,
} from '../verification/letter-review.ts'
import { verifiedMembers, withdrawVerification } from '../verification/withdraw.ts'

const LetterIdParamSchema = z.object({ id: IdFromPathSchema })

/**
 * The Verified badge's side of /api/moderation (decision 050), behind its moderator check:
 * GET /deacon-letters (awaiting review, the Verified Orthodox plan's first, then oldest first),
 * GET /deacon-letters/:id/file (the letter itself, to moderators only, never cached),
 * POST /deacon-letters/:id/review (verify or reject; exactly once), GET /verified-members and
 * POST /verified-members/:id/withdraw (with a reason; exactly once).
 */
export function verificationReviewRoutes(deps: RouteDeps) {
  return new Hono<AppEnv>()
    .get('/deacon-letters/:id/file', validate('param', LetterIdParamSchema), async (c) => {
      const letter = await letterUnderReview(deps.db, c.req.valid('param').id)
      if (!letter) return refuse(c, 404, 'not_found', DEACON_LETTER_REVIEW_MESSAGES.notFound)
      const file = await deps.letters.read(letter.userId, letter.reference)
      if (!file) return refuse(c, 404, 'not_found', DEACON_LETTER_REVIEW_MESSAGES.fileGone)
      return c.body(file.bytes, 200, {
        'Content-Type': file.type,
        'Content-Disposition': 'inline',
        // A private document: kept by no cache, the browser's included.
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      })
    })
    .route(
      '/deacon-letters',
      reviewQueueRoutes(deps, {
        query: DeaconLetterQueueQuerySchema,
        list: deaconLettersAwaitingReview,
        request: DeaconLetterReviewRequestSchema,
        review: reviewDeaconLetter,
        messages: {
          notFound: DEACON_LETTER_REVIEW_MESSAGES.notFound,
          own: DEACON_LETTER_REVIEW_MESSAGES.ownLetter,
          stale: DEACON_LETTER_REVIEW_MESSAGES.resubmitted,
          alreadyReviewed: DEACON_LETTER_REVIEW_MESSAGES.alreadyReviewed,
        },
      }),
    )
    .get('/verified-members', validate('query', VerifiedMembersQuerySchema), async (c) =>
      c.json(await verifiedMembers(deps.db, c.req.valid('query')), 200),
    )
    .post(
      '/verified-members/:id/withdraw',
      validate('param', MemberIdParamSchema),
      validate('json', WithdrawVerificationRequestSchema),
      async (c) => {
        const memberId = c.req.valid('param').id
        const now = deps.clock()
        const input = { memberId, moderatorId: c.var.member.id, reason: c.req.valid('json').reason }
        const outcome = await withdrawVerification(deps.db, input, now)
        switch (outcome.kind) {
          case 'withdrawn':
            announceReview(deps, outcome.notice)
            return c.json({ id: memberId, withdrawnAt: now.toISOString() }, 200)
          case 'not-found':
            return refuse(c, 404, 'not_found', MODERATION_MESSAGES.memberNotFound)
          case 'own':
            return refuse(c, 403, 'forbidden', WITHDRAW_VERIFICATION_MESSAGES.ownBadge)
          case 'not-verified':
            return refuse(c, 409, 'not_verified', WITHDRAW_VERIFICATION_MESSAGES.notVerified)
        }
      },
    )
}
