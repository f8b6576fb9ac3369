import { i18n } from '@lingui/core'
import type { ReviewNotice } from '#shared/domain/review-notice.ts'
import { TOAST_EVENT, type ToastInput } from '../components/toast/toast-context.ts'
import { reviewTextsIn } from '../pwa/push-texts.ts'
import { refreshMyContributions } from './parish-contributions.ts'
import { refreshGallery } from './photo-gallery-actions.ts'
import { refreshSession } from './session.ts'

/**
 * A moderator decided on something the member sent (the live event `review`): what the device
 * keeps of it is read again, so the open screen shows the outcome without a reload, and a toast
 * says it on whatever screen is open. The clergy and letter statuses are part of the signed-in member; a
 * photo's status is in the gallery; proposals and corrections are in the member's contributions.
 */
export async function refreshReviewed(memberId: number, notice: ReviewNotice): Promise<void> {
  await refreshOf(memberId, notice)
  window.dispatchEvent(new CustomEvent(TOAST_EVENT, { detail: reviewToast(notice) }))
}

function refreshOf(memberId: number, { subject }: ReviewNotice): Promise<void> {
  switch (subject) {
    case 'clergy-reference':
    case 'deacon-letter':
      return refreshSession()
    case 'photo':
      return refreshGallery()
    case 'event-proposal':
    case 'parish-correction':
      return refreshMyContributions(memberId)
  }
}

/** The push's words in the interface language; a rejection's reason is on the screen it names. */
function reviewToast({ subject, approved }: ReviewNotice): ToastInput {
  const texts = reviewTextsIn(i18n).reviews[subject]
  return approved
    ? { title: texts.approvedTitle, description: texts.approvedBody }
    : { title: texts.rejectedTitle }
}
