import type { Context } from 'hono'

/**
 * A moderator's decision on something a member proposed once (an event, a parish correction):
 * made exactly once, never on one's own proposal. The review's own module claims the row and
 * records the decision with its audit row.
 */
export type ProposalReviewOutcome<Review> =
  | { kind: 'reviewed'; review: Review }
  | { kind: 'not-found' }
  | { kind: 'own' }
  | { kind: 'already-reviewed' }
  /** The decision cannot stand as given (an approved event's start in the past): 400. */
  | { kind: 'invalid'; message: string }

/** Why the row cannot be decided on as it is now, or null when it can. */
export function proposalRefusal(
  row: { proposedBy: number | null; status: string } | undefined,
  moderatorId: number,
): { kind: 'not-found' } | { kind: 'own' } | { kind: 'already-reviewed' } | null {
  if (!row) return { kind: 'not-found' }
  if (row.proposedBy === moderatorId) return { kind: 'own' }
  if (row.status !== 'pending') return { kind: 'already-reviewed' }
  return null
}

/** The answer of a review: 200 with what was decided, or the refusal in the review's own words. */
export function proposalReviewAnswer<Review extends object>(
  c: Context,
  outcome: ProposalReviewOutcome<Review>,
  messages: { notFound: string; own: string; alreadyReviewed: string },
) {
  switch (outcome.kind) {
    case 'reviewed':
      return c.json(outcome.review, 200)
    case 'not-found':
      return c.json({ message: messages.notFound }, 404)
    case 'own':
      return c.json({ message: messages.own }, 403)
    case 'already-reviewed':
      return c.json({ message: messages.alreadyReviewed }, 409)
    case 'invalid':
      return c.json({ message: outcome.message }, 400)
  }
}
