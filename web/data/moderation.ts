import type { ReportAction } from '#shared/domain/moderation.ts'
import {
  ClergyReviewQueueSchema,
  ClergyReviewSchema,
  type ClergyReview,
  type ClergyReviewQueue,
  type ClergyReviewRequest,
  type QueuedClergyReference,
} from '#shared/schemas/clergy-review.ts'
import {
  PhotoReviewQueueSchema,
  PhotoReviewSchema,
  type PhotoReview,
  type PhotoReviewQueue,
  type PhotoReviewRequest,
  type QueuedPhoto,
} from '#shared/schemas/photo-review.ts'
import {
  ModerationActionsSchema,
  ReinstatedMemberSchema,
  ReportQueueSchema,
  ResolvedReportSchema,
  SuspendedMembersSchema,
  type ModerationActions,
  type ReinstatedMember,
  type ReportQueue,
  type ResolvedReport,
  type SuspendedMembers,
} from '#shared/schemas/moderation.ts'
import { apiRequest } from './api-client.ts'

/**
 * The moderators' calls (docs/safety.md). Online only, and nothing is kept on the device: the
 * queue holds other members' reports, which a shared or lost phone must not keep, and a
 * moderator's decision must reach the server before it counts. Offline, these throw NetworkError.
 */

/** The query of a moderation list's page: the previous page's cursor, if any. */
export const pageQuery = (cursor?: string | null) =>
  cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''

/** One page of the open reports, oldest first; pass the previous page's `nextCursor` for more. */
export function fetchReportQueue(cursor?: string | null): Promise<ReportQueue> {
  return apiRequest(`/api/moderation/reports${pageQuery(cursor)}`, { schema: ReportQueueSchema })
}

/** Dismisses the report or suspends the reported member, with an optional note. */
export function resolveReport(
  reportId: number,
  action: ReportAction,
  note: string,
): Promise<ResolvedReport> {
  return apiRequest(`/api/moderation/reports/${reportId}/resolve`, {
    body: { action, note: note.trim() || undefined },
    schema: ResolvedReportSchema,
  })
}

/** One page of the suspended members, the latest suspended first. */
export function fetchSuspendedMembers(cursor?: string | null): Promise<SuspendedMembers> {
  return apiRequest(`/api/moderation/suspended${pageQuery(cursor)}`, {
    schema: SuspendedMembersSchema,
  })
}

/** Lifts the member's suspension: they can sign in again and are shown to others again. */
export function reinstateMember(memberId: number): Promise<ReinstatedMember> {
  return apiRequest(`/api/moderation/members/${memberId}/reinstate`, {
    body: {},
    schema: ReinstatedMemberSchema,
  })
}

/** One page of the moderation audit trail, the newest action first. */
export function fetchModerationActions(cursor?: string | null): Promise<ModerationActions> {
  return apiRequest(`/api/moderation/actions${pageQuery(cursor)}`, {
    schema: ModerationActionsSchema,
  })
}

/** One page of the clergy references awaiting review, the oldest submission first. */
export function fetchClergyReviewQueue(cursor?: string | null): Promise<ClergyReviewQueue> {
  return apiRequest(`/api/moderation/clergy-references${pageQuery(cursor)}`, {
    schema: ClergyReviewQueueSchema,
  })
}

/**
 * Verifies the reference, or rejects it with the reason the member will read; `revision` is the
 * submission the moderator read (a newer one since answers 409).
 */
export function reviewClergyReference(
  reference: Pick<QueuedClergyReference, 'id' | 'revision'>,
  decision: { decision: 'verify' } | { decision: 'reject'; reason: string },
): Promise<ClergyReview> {
  return apiRequest(`/api/moderation/clergy-references/${reference.id}/review`, {
    body: { ...decision, revision: reference.revision } satisfies ClergyReviewRequest,
    schema: ClergyReviewSchema,
  })
}

/** One page of the photos awaiting review, the oldest submission first (docs/photos.md). */
export function fetchPhotoReviewQueue(cursor?: string | null): Promise<PhotoReviewQueue> {
  return apiRequest(`/api/moderation/photos${pageQuery(cursor)}`, {
    schema: PhotoReviewQueueSchema,
  })
}

/**
 * Approves the photo (others see it from then on), or rejects it with the reason its owner will
 * read; `revision` is the version the moderator looked at (a replacement since answers 409).
 */
export function reviewPhoto(
  photo: Pick<QueuedPhoto, 'id' | 'revision'>,
  decision: { decision: 'approve' } | { decision: 'reject'; reason: string },
): Promise<PhotoReview> {
  return apiRequest(`/api/moderation/photos/${photo.id}/review`, {
    body: { ...decision, revision: photo.revision } satisfies PhotoReviewRequest,
    schema: PhotoReviewSchema,
  })
}
