import type { Context } from 'hono'

/**
 * A moderator's decision on something a member submitted and may submit again (a clergy
 * reference, a photo): made once, and only on the version the moderator read. The refusals are
 * the same for each; the review's own module claims the row and records the decision.
 */
export type ReviewRefusal =
  { kind: 'not-found' } | { kind: 'own' } | { kind: 'stale' } | { kind: 'already-reviewed' }

/** Why this review cannot be made on the row as it is now, or null when it can. */
export function reviewRefusal(
  row: { userId: number; status: string; revision: number } | undefined,
  input: { moderatorId: number; revision: number },
  awaitingStatus: string,
): ReviewRefusal | null {
  if (!row) return { kind: 'not-found' }
  if (row.userId === input.moderatorId) return { kind: 'own' }
  if (row.revision !== input.revision) return { kind: 'stale' }
  if (row.status !== awaitingStatus) return { kind: 'already-reviewed' }
  return null
}

/** What a review function is given: the row, who decides, on which version, and the decision. */
export interface ReviewInput<Decision extends string> {
  id: number
  moderatorId: number
  revision: number
  decision: Decision
  /** The rejection's reason; null for the accepting decision. */
  reason: string | null
}

/** The review input of a request's body (revisionReviewSchemas' request). */
export function reviewInputOf<Decision extends string>(
  id: number,
  moderatorId: number,
  body: { decision: Decision; revision: number; reason?: string },
): ReviewInput<Decision> {
  return {
    id,
    moderatorId,
    revision: body.revision,
    decision: body.decision,
    reason: body.reason ?? null,
  }
}

/** The answer of a review: 200 with what was recorded, or the refusal in the review's own words. */
export function reviewAnswer<Review extends object>(
  c: Context,
  outcome: { kind: 'reviewed'; review: Review } | ReviewRefusal,
  messages: { notFound: string; own: string; stale: string; alreadyReviewed: string },
) {
  switch (outcome.kind) {
    case 'reviewed':
      return c.json(outcome.review, 200)
    case 'not-found':
      return c.json({ message: messages.notFound }, 404)
    case 'own':
      return c.json({ message: messages.own }, 403)
    case 'stale':
      return c.json({ message: messages.stale }, 409)
    case 'already-reviewed':
      return c.json({ message: messages.alreadyReviewed }, 409)
  }
}
