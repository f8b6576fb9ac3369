import {
  PhotoVerificationQueueSchema,
  PhotoVerificationReviewSchema,
  PhotoVerificationSchema,
  VerifyAskSchema,
  type PhotoVerification,
  type PhotoVerificationQueue,
  type PhotoVerificationReview,
  type PhotoVerificationReviewRequest,
  type QueuedPhotoVerification,
  type VerifyAsk,
} from '#shared/schemas/photo-verification.ts'
import { apiFetch, apiRequest, readAnswer } from './api-client.ts'
import { newClientId } from './client-id.ts'
import { pageQuery } from './moderation.ts'

/**
 * Photo verification (docs/safety.md "Photo verification"): the member's own attempt and the
 * moderators' queue. Online only, and nothing of it is kept in Dexie: a selfie is a face, which
 * a shared or lost phone must not hold, and the queue is other members' faces.
 */

const changeListeners = new Set<() => void>()

/**
 * Calls `listener` whenever the member's verification changed on the server (a moderator's
 * decision, a match's ask: the live stream), for an open screen to read it again.
 */
export function onPhotoVerificationChange(listener: () => void): () => void {
  changeListeners.add(listener)
  return () => changeListeners.delete(listener)
}

/** The live stream heard that the member's verification changed. */
export function photoVerificationChanged(): void {
  for (const listener of changeListeners) listener()
}

/** GET /api/photo-verification: where the member's verification stands. */
export function fetchPhotoVerification(): Promise<PhotoVerification> {
  return apiRequest('/api/photo-verification', { schema: PhotoVerificationSchema })
}

/** POST /api/photo-verification/start: the pose the server drew (the same one while asked). */
export function startPhotoVerification(): Promise<PhotoVerification> {
  return apiRequest('/api/photo-verification/start', {
    method: 'POST',
    body: {},
    schema: PhotoVerificationSchema,
  })
}

/** POST /api/photo-verification/selfie: the selfie copying the pose, for a moderator only. */
export async function sendSelfie(selfie: Blob): Promise<PhotoVerification> {
  const form = new FormData()
  form.append('photo', selfie, 'selfie.jpg')
  form.append('clientId', newClientId())
  const response = await apiFetch('/api/photo-verification/selfie', { method: 'POST', body: form })
  return PhotoVerificationSchema.parse(await readAnswer(response))
}

/** GET /api/moderation/photo-verifications: the oldest waiting first. */
export function fetchPhotoVerificationQueue(
  cursor?: string | null,
): Promise<PhotoVerificationQueue> {
  return apiRequest(`/api/moderation/photo-verifications${pageQuery(cursor)}`, {
    schema: PhotoVerificationQueueSchema,
  })
}

/** Approves the verification, or rejects it with the reason the member reads. */
export function reviewPhotoVerification(
  item: Pick<QueuedPhotoVerification, 'id' | 'revision'>,
  decision: { decision: 'approve' } | { decision: 'reject'; reason: string },
): Promise<PhotoVerificationReview> {
  return apiRequest(`/api/moderation/photo-verifications/${item.id}/review`, {
    body: { ...decision, revision: item.revision } satisfies PhotoVerificationReviewRequest,
    schema: PhotoVerificationReviewSchema,
  })
}

/**
 * POST /api/matches/{userId}/ask-to-verify: asks a match to verify their photo. Throws the
 * server's refusal (ApiError: 409 `already_asked` within 30 days, 409 `already_photo_verified`).
 */
export function askToVerify(userId: number): Promise<VerifyAsk> {
  return apiRequest(`/api/matches/${userId}/ask-to-verify`, {
    method: 'POST',
    body: {},
    schema: VerifyAskSchema,
  })
}
