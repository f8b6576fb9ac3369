import { and, eq } from 'drizzle-orm'
import { eventStartProblem } from '#shared/domain/event-proposals.ts'
import type {
  EventProposalQueue,
  EventProposalReview,
  EventProposalReviewRequest,
} from '#shared/schemas/event-proposals.ts'
import type { Database } from '../db/connect.ts'
import { parishEvents, parishes, users } from '../db/schema.ts'
import { reviewOnce, type ReviewInput, type ReviewOutcome } from '../moderation/review-once.ts'
import { readTimePage } from '../moderation/time-cursor.ts'
import { MEMBER_NAME_COLUMNS } from '../users/profile-columns.ts'

/**
 * The moderators' review of event proposals (docs/parishes.md): the pending ones, oldest first,
 * and a decision on one that changes the event and the audit trail together.
 */

type EventRow = typeof parishEvents.$inferSelect

/** Pending proposals, the oldest first, over parish_events_pending_idx. */
export async function eventProposalsAwaitingReview(
  db: Database,
  query: { cursor?: string; limit: number },
): Promise<EventProposalQueue> {
  const { page, nextCursor } = await readTimePage(
    query,
    { time: parishEvents.createdAt, id: parishEvents.id, direction: 'asc' },
    ({ micros, past, orderBy, limit }) =>
      db
        .select({
          event: parishEvents,
          micros,
          parish: { id: parishes.id, name: parishes.name, address: parishes.address },
          proposer: MEMBER_NAME_COLUMNS,
        })
        .from(parishEvents)
        .innerJoin(parishes, eq(parishes.id, parishEvents.parishId))
        .leftJoin(users, eq(users.id, parishEvents.proposedBy))
        .where(and(eq(parishEvents.status, 'pending'), past))
        .orderBy(...orderBy)
        .limit(limit),
    (row) => row.event.id,
  )
  return {
    proposals: page.map((row) => ({
      id: row.event.id,
      parish: row.parish,
      title: row.event.title,
      description: row.event.description,
      eventType: row.event.eventType,
      eventDate: row.event.eventDate.toISOString(),
      createdAt: row.event.createdAt.toISOString(),
      proposer: row.proposer,
    })),
    nextCursor,
  }
}

/**
 * Approves the proposal (with the moderator's edits, and Verified-only if they say so) or rejects
 * it with a reason, exactly once (review-once.ts): of two racing decisions one wins and the other
 * changes nothing (409). The winner writes the audit row in the same transaction.
 */
export function reviewEventProposal(
  db: Database,
  input: ReviewInput<EventProposalReviewRequest>,
  now: Date,
): Promise<ReviewOutcome<EventProposalReview>> {
  const { request } = input
  const decisionOn = (row: EventRow) =>
    request.decision === 'approve'
      ? {
          status: 'approved' as const,
          title: request.title ?? row.title,
          description:
            request.description === undefined ? row.description : request.description || null,
          eventType: request.eventType ?? row.eventType,
          eventDate: request.eventDate ? new Date(request.eventDate) : row.eventDate,
          verifiedOnly: request.verifiedOnly ?? false,
          reviewNote: null,
        }
      : { status: 'rejected' as const, reviewNote: request.reason }
  return reviewOnce(db, input, now, {
    awaitingStatus: 'pending',
    columns: { id: parishEvents.id, status: parishEvents.status },
    read: async (tx) => {
      const [row] = await tx.select().from(parishEvents).where(eq(parishEvents.id, input.id))
      return row && { ...row, authorId: row.proposedBy }
    },
    problem: (row) => {
      const decided = decisionOn(row)
      if (decided.status !== 'approved') return null
      const problem = eventStartProblem(decided.eventDate, now)
      return problem && `eventDate: ${problem}`
    },
    claim: async (tx, row, stillAwaiting) => {
      const [claimed] = await tx
        .update(parishEvents)
        .set({ ...decisionOn(row), updatedAt: now })
        .where(stillAwaiting)
        .returning()
      return claimed
    },
    notice: { subject: 'event-proposal', approved: request.decision === 'approve' },
    audit: (claimed) => ({
      memberId: claimed.proposedBy,
      eventId: claimed.id,
      parishId: claimed.parishId,
      action: claimed.status === 'approved' ? 'approve-event' : 'reject-event',
      note: claimed.reviewNote,
    }),
    review: (claimed) => ({
      id: claimed.id,
      status: claimed.status === 'approved' ? 'approved' : 'rejected',
      title: claimed.title,
      description: claimed.description,
      eventType: claimed.eventType,
      eventDate: claimed.eventDate.toISOString(),
      verifiedOnly: claimed.verifiedOnly,
      reviewedAt: now.toISOString(),
      reviewedById: input.moderatorId,
      reason: claimed.reviewNote,
    }),
  })
}
