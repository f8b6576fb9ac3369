import {
  DeaconLetterQueueSchema,
  DeaconLetterReviewSchema,
  VerifiedMembersSchema,
  WithdrawnVerificationSchema,
  type DeaconLetterQueue,
  type DeaconLetterReview,
  type DeaconLetterReviewRequest,
  type QueuedDeaconLetter,
  type VerifiedMembers,
} from '#shared/schemas/verification.ts'
import { apiRequest } from './api-client.ts'
import { pageQuery } from './moderation.ts'

/**
 * The moderators' side of the Verified badge (decision 050): the deacon letters awaiting review
 * and the Verified members. Read from the server, never stored on the device.
 */

/** One page of the letters awaiting review: the Verified Orthodox plan's first, then oldest. */
export function fetchDeaconLetterQueue(cursor?: string | null): Promise<DeaconLetterQueue> {
  return apiRequest(`/api/moderation/deacon-letters${pageQuery(cursor)}`, {
    schema: DeaconLetterQueueSchema,
  })
}

/** Where a moderator opens the letter itself (served to moderators only, never cached). */
export const deaconLetterFileUrl = (letter: Pick<QueuedDeaconLetter, 'id'>) =>
  `/api/moderation/deacon-letters/${letter.id}/file`

/** Verifies the letter (the member is Verified), or rejects it with the reason they will read. */
export function reviewDeaconLetter(
  letter: Pick<QueuedDeaconLetter, 'id' | 'revision'>,
  decision: { decision: 'verify' } | { decision: 'reject'; reason: string },
): Promise<DeaconLetterReview> {
  return apiRequest(`/api/moderation/deacon-letters/${letter.id}/review`, {
    body: { ...decision, revision: letter.revision } satisfies DeaconLetterReviewRequest,
    schema: DeaconLetterReviewSchema,
  })
}

/** One page of the Verified members, the newest accounts first. */
export function fetchVerifiedMembers(cursor?: string | null): Promise<VerifiedMembers> {
  return apiRequest(`/api/moderation/verified-members${pageQuery(cursor)}`, {
    schema: VerifiedMembersSchema,
  })
}

/** Withdraws the member's Verified badge with the reason they will read. */
export function withdrawVerification(memberId: number, reason: string) {
  return apiRequest(`/api/moderation/verified-members/${memberId}/withdraw`, {
    body: { reason },
    schema: WithdrawnVerificationSchema,
  })
}
