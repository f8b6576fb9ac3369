import { canSeeWhoLikedYou } from '#shared/domain/membership.ts'
import {
  REVIEW_NOTICE_ENGLISH,
  REVIEW_OUTCOME_PATHS,
  type ReviewNotice,
} from '#shared/domain/review-notice.ts'
import type { PushPayload } from '#shared/schemas/push.ts'

/**
 * The pushes about another member (an event reminder is about an event: eventReminderPayload; a
 * review about what the member sent: reviewPayload).
 */
export type PushKind = Exclude<PushPayload['type'], 'event-reminder' | 'review' | 'support-reply'>

const MATCHES_PATH = '/matches'
/** Where a like's notification leads: the Matches screen, which lists "Likes you"… */
export const LIKES_RECEIVED_PATH = MATCHES_PATH
/** Where an ask to verify leads: the member's photo verification. */
const VERIFY_PHOTO_PATH = REVIEW_OUTCOME_PATHS['photo-verification']
/** …or, for a member who may not see who liked them, the upgrade page. */
export const UPGRADE_PATH = '/subscription'

/**
 * What a push says: neutral English the service worker replaces with the device's language
 * (web/pwa/push-handlers.ts), the other member's first name, and where a click leads.
 * No message text: a notification can show on a locked screen. A like names the liker only to a
 * recipient whose tier (`recipientTier`) sees who liked them, and otherwise leads to the upgrade.
 */
export function pushPayloadFor(
  kind: PushKind,
  partnerId: number,
  name: string,
  recipientTier: string,
): PushPayload {
  switch (kind) {
    case 'message':
      return {
        type: 'message',
        name,
        url: `/messages?partner=${partnerId}`,
        title: 'New message',
        body: `${name} sent you a message`,
        tag: `message-${partnerId}`,
      }
    case 'match':
      return {
        type: 'match',
        name,
        url: MATCHES_PATH,
        title: 'New match',
        body: `You and ${name} like each other`,
        tag: 'match',
      }
    case 'verify-ask':
      return {
        type: 'verify-ask',
        name,
        url: VERIFY_PHOTO_PATH,
        title: 'Verify your photo',
        body: `${name} asked you to verify your photo`,
        tag: `verify-ask-${partnerId}`,
      }
    case 'like':
      return canSeeWhoLikedYou(recipientTier)
        ? {
            type: 'like',
            name,
            url: LIKES_RECEIVED_PATH,
            title: 'New like',
            body: `${name} liked your profile`,
            tag: 'like',
          }
        : {
            type: 'like',
            url: UPGRADE_PATH,
            title: 'New like',
            body: 'Someone liked your profile',
            tag: 'like',
          }
  }
}

/**
 * The day-before reminder of an event the member is going to: the event's title and start and
 * nothing else (no parish, no type, no description). Neutral English, the start in UTC; the
 * service worker shows it in the device's language and time zone. A click opens the event.
 */
export function eventReminderPayload(event: {
  id: number
  title: string
  startsAt: Date
}): PushPayload {
  const startsAt = event.startsAt.toISOString()
  return {
    type: 'event-reminder',
    eventTitle: event.title,
    startsAt,
    url: `/events/${event.id}`,
    title: 'Tomorrow',
    body: `${event.title}, ${startsAt.slice(0, 16).replace('T', ' ')} UTC`,
    tag: `event-reminder-${event.id}`,
  }
}

/**
 * A moderator decided on what the member sent: the subject and the outcome, never the reason or
 * what was sent (a notification can show on a locked screen). A click opens where the outcome,
 * and a rejection's reason, are shown.
 */
export function reviewPayload(notice: ReviewNotice): PushPayload {
  const [title, body] =
    REVIEW_NOTICE_ENGLISH[notice.subject][notice.approved ? 'approved' : 'rejected']
  return {
    type: 'review',
    subject: notice.subject,
    approved: notice.approved,
    url: REVIEW_OUTCOME_PATHS[notice.subject],
    title,
    body,
    tag: `review-${notice.subject}`,
  }
}

/** Where the member reads the support team's answers. */
export const SUPPORT_PATH = '/support'

/**
 * The support team answered: that it did, never the answer (a notification can show on a locked
 * screen). Neutral English; the service worker shows the device's language.
 */
export function supportReplyPayload(): PushPayload {
  return {
    type: 'support-reply',
    url: SUPPORT_PATH,
    title: 'Support answered',
    body: 'Open the app to read the answer.',
    tag: 'support',
  }
}
