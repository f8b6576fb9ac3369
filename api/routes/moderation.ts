import { Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import { CLERGY_REVIEW_MESSAGES } from '#shared/domain/clergy-review.ts'
import { EVENT_PROPOSAL_MESSAGES } from '#shared/domain/event-proposals.ts'
import { PARISH_CORRECTION_MESSAGES } from '#shared/domain/parish-corrections.ts'
import { MODERATION_MESSAGES } from '#shared/domain/moderation.ts'
import { PHOTO_MESSAGES } from '#shared/domain/photos.ts'
import {
  ClergyReviewQueueQuerySchema,
  ClergyReviewRequestSchema,
} from '#shared/schemas/clergy-review.ts'
import {
  EventProposalQueueQuerySchema,
  EventProposalReviewRequestSchema,
} from '#shared/schemas/event-proposals.ts'
import {
  ParishCorrectionQueueQuerySchema,
  ParishCorrectionReviewRequestSchema,
} from '#shared/schemas/parish-corrections.ts'
import {
  MemberIdParamSchema,
  ModerationActionsQuerySchema,
  ReportIdParamSchema,
  ReportQueueQuerySchema,
  ResolveReportRequestSchema,
  SuspendedMembersQuerySchema,
} from '#shared/schemas/moderation.ts'
import {
  PhotoReviewQueueQuerySchema,
  PhotoReviewRequestSchema,
} from '#shared/schemas/photo-review.ts'
import { clergyReferencesAwaitingReview, reviewClergyReference } from '../clergy/review.ts'
import type { AppEnv } from '../http/app-env.ts'
import type { RouteDeps } from '../http/deps.ts'
import { validate } from '../http/validation.ts'
import { recentModerationActions } from '../moderation/audit-trail.ts'
import {
  parishCorrectionsAwaitingReview,
  reviewParishCorrection,
} from '../parishes/correction-review.ts'
import {
  eventProposalsAwaitingReview,
  reviewEventProposal,
} from '../parishes/event-proposal-review.ts'
import { reviewQueueRoutes } from '../moderation/review-queue-routes.ts'
import { openReports } from '../moderation/report-queue.ts'
import { resolveReport } from '../moderation/resolve-report.ts'
import { reinstateMember, suspendedMembers } from '../moderation/suspended-members.ts'
import { photosAwaitingReview, reviewPhoto } from '../photos/review.ts'
import { supportQueueRoutes } from '../support/queue-routes.ts'
import { refuse } from '../http/refusal.ts'
import { photoVerificationReviewRoutes } from './photo-verification-review.ts'
import { verificationReviewRoutes } from './verification-review.ts'

/** Every moderation call: 403 for a signed-in member who is not a moderator. */
const requireModerator = createMiddleware<AppEnv>(async (c, next) => {
  if (c.var.member.role !== 'moderator') {
    return refuse(c, 403, 'forbidden', MODERATION_MESSAGES.moderatorsOnly)
  }
  return next()
})

/**
 * Mounted at /api/moderation (docs/safety.md): GET /reports (the open queue, oldest first),
 * POST /reports/:id/resolve (dismiss, or suspend the reported member; exactly once),
 * GET /suspended (suspended members, latest first), POST /members/:id/reinstate (exactly once),
 * GET /actions (the audit trail, newest first), and the clergy references' review
 * (docs/clergy-reference.md): GET /clergy-references (awaiting review, oldest first) and
 * POST /clergy-references/:id/review (verify or reject; exactly once), and the photos' review
 * (docs/photos.md): GET /photos (awaiting review, oldest first) and POST /photos/:id/review
 * (approve or reject; exactly once), and members' parish contributions (docs/parishes.md):
 * GET /event-proposals and POST /event-proposals/:id/review (approve, maybe edited or
 * Verified-only, or reject; exactly once), GET /parish-corrections and
 * POST /parish-corrections/:id/review (apply or reject; exactly once), each oldest first, and the
 * Verified badge's deacon letters and withdrawals (api/routes/verification-review.ts), and the
 * photo verifications (api/routes/photo-verification-review.ts).
 */
export function moderationRoutes(deps: RouteDeps) {
  return new Hono<AppEnv>()
    .use('*', requireModerator)
    .get('/reports', validate('query', ReportQueueQuerySchema), async (c) =>
      c.json(await openReports(deps.db, c.req.valid('query')), 200),
    )
    .post(
      '/reports/:id/resolve',
      validate('param', ReportIdParamSchema),
      validate('json', ResolveReportRequestSchema),
      async (c) => {
        const { action, note } = c.req.valid('json')
        const outcome = await resolveReport(
          deps.db,
          {
            reportId: c.req.valid('param').id,
            moderatorId: c.var.member.id,
            action,
            note: note || null,
          },
          deps.clock(),
        )
        switch (outcome.kind) {
          case 'resolved':
            return c.json(outcome.report, 200)
          case 'not-found':
            return refuse(c, 404, 'not_found', MODERATION_MESSAGES.reportNotFound)
          case 'already-resolved':
            return refuse(c, 409, 'already_reviewed', MODERATION_MESSAGES.alreadyResolved)
          case 'reported-deleted':
            return refuse(c, 409, 'account_deleted', MODERATION_MESSAGES.reportedAccountDeleted)
          case 'about-yourself':
            return refuse(c, 403, 'forbidden', MODERATION_MESSAGES.notAboutYourself)
        }
      },
    )
    .get('/suspended', validate('query', SuspendedMembersQuerySchema), async (c) =>
      c.json(await suspendedMembers(deps.db, c.req.valid('query')), 200),
    )
    .post('/members/:id/reinstate', validate('param', MemberIdParamSchema), async (c) => {
      const id = c.req.valid('param').id
      const now = deps.clock()
      switch (await reinstateMember(deps.db, { memberId: id, moderatorId: c.var.member.id }, now)) {
        case 'reinstated':
          return c.json({ id, reinstatedAt: now.toISOString() }, 200)
        case 'not-found':
          return refuse(c, 404, 'not_found', MODERATION_MESSAGES.memberNotFound)
        case 'not-suspended':
          return refuse(c, 409, 'not_suspended', MODERATION_MESSAGES.notSuspended)
      }
    })
    .get('/actions', validate('query', ModerationActionsQuerySchema), async (c) =>
      c.json(await recentModerationActions(deps.db, c.req.valid('query')), 200),
    )
    .route('/support', supportQueueRoutes(deps))
    .route(
      '/clergy-references',
      reviewQueueRoutes(deps, {
        query: ClergyReviewQueueQuerySchema,
        list: clergyReferencesAwaitingReview,
        request: ClergyReviewRequestSchema,
        review: reviewClergyReference,
        messages: {
          notFound: CLERGY_REVIEW_MESSAGES.notFound,
          own: CLERGY_REVIEW_MESSAGES.ownReference,
          stale: CLERGY_REVIEW_MESSAGES.resubmitted,
          alreadyReviewed: CLERGY_REVIEW_MESSAGES.alreadyReviewed,
        },
      }),
    )
    .route('/', verificationReviewRoutes(deps))
    .route('/photo-verifications', photoVerificationReviewRoutes(deps))
    .route(
      '/photos',
      reviewQueueRoutes(deps, {
        query: PhotoReviewQueueQuerySchema,
        list: photosAwaitingReview,
        request: PhotoReviewRequestSchema,
        review: reviewPhoto,
        messages: {
          notFound: PHOTO_MESSAGES.notFound,
          own: PHOTO_MESSAGES.ownPhoto,
          stale: PHOTO_MESSAGES.replaced,
          alreadyReviewed: PHOTO_MESSAGES.alreadyReviewed,
        },
      }),
    )
    .route(
      '/event-proposals',
      reviewQueueRoutes(deps, {
        query: EventProposalQueueQuerySchema,
        list: eventProposalsAwaitingReview,
        request: EventProposalReviewRequestSchema,
        review: reviewEventProposal,
        messages: {
          notFound: EVENT_PROPOSAL_MESSAGES.proposalNotFound,
          own: EVENT_PROPOSAL_MESSAGES.ownProposal,
          alreadyReviewed: EVENT_PROPOSAL_MESSAGES.alreadyReviewed,
        },
      }),
    )
    .route(
      '/parish-corrections',
      reviewQueueRoutes(deps, {
        query: ParishCorrectionQueueQuerySchema,
        list: parishCorrectionsAwaitingReview,
        request: ParishCorrectionReviewRequestSchema,
        review: reviewParishCorrection,
        messages: {
          notFound: PARISH_CORRECTION_MESSAGES.correctionNotFound,
          own: PARISH_CORRECTION_MESSAGES.ownCorrection,
          alreadyReviewed: PARISH_CORRECTION_MESSAGES.alreadyReviewed,
        },
      }),
    )
}
