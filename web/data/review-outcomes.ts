import type { ReviewSubject } from '#shared/domain/review-notice.ts'
import { refreshMyContributions } from './parish-contributions.ts'
import { refreshGallery } from './photo-gallery-actions.ts'
import { refreshSession } from './session.ts'

/**
 * A moderator decided on something the member sent (the live event `review`): what the device
 * keeps of it is read again, so the open screen shows the outcome without a reload. The clergy
 * status is part of the signed-in member; a photo's status is in the gallery; proposals and
 * corrections are in the member's contributions.
 */
export async function refreshReviewed(memberId: number, subject: ReviewSubject): Promise<void> {
  switch (subject) {
    case 'clergy-reference':
      return refreshSession()
    case 'photo':
      return refreshGallery()
    case 'event-proposal':
    case 'parish-correction':
      return refreshMyContributions(memberId)
  }
}
