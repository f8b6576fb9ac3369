import { and, asc, eq } from 'drizzle-orm'
import { eventStartProblem } from '#shared/domain/event-proposals.ts'
import type {
  EventProposalQueue,
  EventProposalReview,
  EventProposalReviewRequest,
} from '#shared/schemas/event-proposals.ts'
import type { Database } from '../db/connect.ts'
import { parishEvents, parishes, users } from '../db/schema.ts'
import { recordModerationAction } from '../moderation/audit-trail.ts'
import { proposalRefusal, type ProposalReviewOutcome } from '../moderation/proposal-review.ts'
import { decodeTimeCursor, microsOf, pastPosition, timePage } from '../moderation/time-cursor.ts'

/**
 * The moderators' review of event proposals (docs/parishes.md): the pending ones, oldest first,
 * and a decision on one that changes the event and the audit trail together.
 */

/** Pending proposals, the oldest first, over parish_events_pending_idx. */
export async function eventProposalsAwaitingReview(
  db: Database,
  query: { cursor?: string; limit: number },
): Promise<EventProposalQueue> {
  const after = decodeTimeCursor(query.cursor)
  const rows = await db
    .select({
      event: parishEvents,
      micros: microsOf(parishEvents.createdAt),
      parish: { id: parishes.id, name: parishes.name, address: parishes.address },
      proposerId: users.id,
      proposerFirstName: users.firstName,
      proposerLastName: users.lastName,
    })
    .from(parishEvents)
    .innerJoin(parishes, eq(parishes.id, parishEvents.parishId))
    .leftJoin(users, eq(users.id, parishEvents.proposedBy))
    .where(
      and(
        eq(parishEvents.status, 'pending'),
        after ? pastPosition(parishEvents.createdAt, parishEvents.id, '>', after) : undefined,
      ),
    )
    .orderBy(asc(parishEvents.createdAt), asc(parishEvents.id))
    .limit(query.limit + 1)
  const { page, nextCursor } = timePage(rows, query.limit, (row) => ({
    micros: row.micros,
    id: row.event.id,
  }))
  return {
    proposals: page.map((row) => ({
      id: row.event.id,
      parish: row.parish,
      title: row.event.title,
      description: row.event.description,
      eventType: row.event.eventType,
      eventDate: row.event.eventDate.toISOString(),
      createdAt: row.event.createdAt.toISOString(),
      proposer:
        row.proposerId === null
          ? null
          : {
              id: row.proposerId,
              firstName: row.proposerFirstName!,
              lastName: row.proposerLastName!,
            },
    })),
    nextCursor,
  }
}

/**
 * Approves the proposal (with the moderator's edits, and Verified-only if they say so) or rejects
 * it with a reason, exactly once: the UPDATE claims the row only while it is still pending, so of
 * two racing decisions one wins and the other changes nothing (409). The winner writes the audit
 * row in the same transaction.
 */
export async function reviewEventProposal(
  db: Database,
  input: { id: number; moderatorId: number; request: EventProposalReviewRequest },
  now: Date,
): Promise<ProposalReviewOutcome<EventProposalReview>> {
  return db.transaction(async (tx): Promise<ProposalReviewOutcome<EventProposalReview>> => {
    const [row] = await tx.select().from(parishEvents).where(eq(parishEvents.id, input.id))
    const refused = proposalRefusal(row, input.moderatorId)
    if (refused || !row) return refused ?? { kind: 'not-found' }
    const { request } = input
    const decided =
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
    if (decided.status === 'approved') {
      const problem = eventStartProblem(decided.eventDate, now)
      if (problem) return { kind: 'invalid', message: `eventDate: ${problem}` }
    }
    const [claimed] = await tx
      .update(parishEvents)
      .set({ ...decided, updatedAt: now })
      .where(and(eq(parishEvents.id, input.id), eq(parishEvents.status, 'pending')))
      .returning()
    if (!claimed) return { kind: 'already-reviewed' }
    await recordModerationAction(
      tx,
      {
        moderatorId: input.moderatorId,
        memberId: claimed.proposedBy,
        reportId: null,
        eventId: claimed.id,
        parishId: claimed.parishId,
        action: claimed.status === 'approved' ? 'approve-event' : 'reject-event',
        note: claimed.reviewNote,
      },
      now,
    )
    return {
      kind: 'reviewed',
      review: {
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
      },
    }
  })
}
