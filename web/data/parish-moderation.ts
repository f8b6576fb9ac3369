import {
  EventProposalQueueSchema,
  EventProposalReviewSchema,
  type EventProposalQueue,
  type EventProposalReview,
  type EventProposalReviewRequest,
} from '#shared/schemas/event-proposals.ts'
import {
  ParishCorrectionQueueSchema,
  ParishCorrectionReviewSchema,
  type ParishCorrectionQueue,
  type ParishCorrectionReview,
  type ParishCorrectionReviewRequest,
} from '#shared/schemas/parish-corrections.ts'
import { apiRequest } from './api-client.ts'

/**
 * The moderators' calls about members' parish contributions (docs/parishes.md). Online only and
 * never kept on the device, like the other moderation lists (web/data/moderation.ts).
 */

const pageQuery = (cursor?: string | null) =>
  cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''

/** One page of the pending event proposals, the oldest first. */
export function fetchEventProposalQueue(cursor?: string | null): Promise<EventProposalQueue> {
  return apiRequest(`/api/moderation/event-proposals${pageQuery(cursor)}`, {
    schema: EventProposalQueueSchema,
  })
}

/** Approves the proposal (with edits, maybe Verified-only) or rejects it with a reason. */
export function reviewEventProposal(
  id: number,
  decision: EventProposalReviewRequest,
): Promise<EventProposalReview> {
  return apiRequest(`/api/moderation/event-proposals/${id}/review`, {
    body: decision,
    schema: EventProposalReviewSchema,
  })
}

/** One page of the pending parish corrections, the oldest first. */
export function fetchParishCorrectionQueue(cursor?: string | null): Promise<ParishCorrectionQueue> {
  return apiRequest(`/api/moderation/parish-corrections${pageQuery(cursor)}`, {
    schema: ParishCorrectionQueueSchema,
  })
}

/** Applies the correction to the parish, or rejects it with a reason. */
export function reviewParishCorrection(
  id: number,
  decision: ParishCorrectionReviewRequest,
): Promise<ParishCorrectionReview> {
  return apiRequest(`/api/moderation/parish-corrections/${id}/review`, {
    body: decision,
    schema: ParishCorrectionReviewSchema,
  })
}
