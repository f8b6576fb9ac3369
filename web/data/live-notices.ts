import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ReviewNotice } from '#shared/domain/review-notice.ts'
import type { LiveEvent } from '#shared/schemas/live-events.ts'
import { TOAST_EVENT, type ToastInput } from '../components/toast/toast-context.ts'
import { db } from './db.ts'
import { reviewTextsIn } from '../pwa/push-texts.ts'
import { refreshMyContributions } from './parish-contributions.ts'
import { refreshGallery } from './photo-gallery-actions.ts'
import { photoVerificationChanged } from './photo-verification.ts'
import { refreshSession } from './session.ts'

/**
 * The live stream's news that no screen asked for, loaded when one arrives
 * (web/data/messages/live-events.ts): a moderator's decision, a match's ask to verify.
 */

/** The live events this module answers. */
export type LiveNotice = Extract<LiveEvent, { type: 'review' | 'verify-ask' }>

/** Answers a live event of the stream's news (see the functions below). */
export function heardLiveNotice(memberId: number, event: LiveNotice): Promise<void> {
  return event.type === 'review'
    ? refreshReviewed(memberId, event)
    : heardVerifyAsk(event.fromUserId)
}

/**
 * A moderator decided on something the member sent (the live event `review`): what the device
 * keeps of it is read again, so the open screen shows the outcome without a reload, and a toast
 * says it on whatever screen is open. The clergy and letter statuses are part of the signed-in
 * member; a photo's status is in the gallery; a photo verification's in the member and on its
 * screen; proposals and corrections are in the member's contributions.
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
    case 'photo-verification':
      // The badge is part of the signed-in member; the verification screen reads its status.
      photoVerificationChanged()
      return refreshSession()
  }
}

/** The push's words in the interface language; a rejection's reason is on the screen it names. */
function reviewToast({ subject, approved }: ReviewNotice): ToastInput {
  const texts = reviewTextsIn(i18n).reviews[subject]
  return approved
    ? { title: texts.approvedTitle, description: texts.approvedBody }
    : { title: texts.rejectedTitle }
}

/**
 * A match asked the member to verify their photo (the live event `verify-ask`): an open screen
 * that shows who asked reads it again, and a toast says it on whatever screen is open.
 */
export async function heardVerifyAsk(fromUserId: number): Promise<void> {
  photoVerificationChanged()
  const asker = await db.profiles.get(fromUserId)
  const name = asker?.firstName
  const toast: ToastInput = { title: i18n._(msg`Verify your photo`) }
  // A match's profile is on the device almost always; without it the title says enough.
  if (name) toast.description = i18n._(msg`${name} asked you to verify your photo`)
  window.dispatchEvent(new CustomEvent(TOAST_EVENT, { detail: toast }))
}
