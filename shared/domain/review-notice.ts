/**
 * What a member sends that a moderator reviews, and whose outcome the member is told as soon as
 * it is decided: on their open screens (the live event `review`) and on their devices (a web
 * push), never with the reason (the app shows it; a notification can show on a locked screen).
 */
export const REVIEW_SUBJECTS = [
  'clergy-reference',
  'deacon-letter',
  'photo',
  'event-proposal',
  'parish-correction',
  'photo-verification',
] as const
export type ReviewSubject = (typeof REVIEW_SUBJECTS)[number]

/** The outcome of one review, for the member who sent what was reviewed. */
export interface ReviewNotice {
  subject: ReviewSubject
  /** Verified, approved or applied; false: rejected (the reason is in the app). */
  approved: boolean
}

/** Where the member sees the outcome (and, when rejected, the reason): a notification's click. */
export const REVIEW_OUTCOME_PATHS = {
  'clergy-reference': '/profile',
  'deacon-letter': '/profile',
  photo: '/profile',
  'event-proposal': '/parishes/propose-event',
  'parish-correction': '/parishes/propose-event',
  'photo-verification': '/verify-photo',
} as const satisfies Record<ReviewSubject, string>

/**
 * What a push of the outcome says in neutral English (title, body); the service worker shows the
 * device's language instead (web/pwa/push-texts.ts, whose English source is these texts).
 */
export const REVIEW_NOTICE_ENGLISH = {
  'clergy-reference': {
    approved: [
      'You are Verified',
      'Your clergy reference was approved. Your profile shows the badge.',
    ],
    rejected: ['Clergy reference not approved', 'Open the app to see why.'],
  },
  'deacon-letter': {
    approved: [
      'You are Verified',
      'Your deacon letter was approved. Your profile shows the badge.',
    ],
    rejected: ['Deacon letter not approved', 'Open the app to see why.'],
  },
  photo: {
    approved: ['Your photo is live', 'Members can now see your new photo.'],
    rejected: ['Photo not approved', 'Open the app to see why.'],
  },
  'event-proposal': {
    approved: ['Your event was approved', 'It is on the parish calendar now.'],
    rejected: ['Event not approved', 'Open the app to see why.'],
  },
  'parish-correction': {
    approved: ['Parish details updated', 'Your correction was applied. Thank you!'],
    rejected: ['Correction not applied', 'Open the app to see why.'],
  },
  'photo-verification': {
    approved: ['Your photo is verified', 'Your profile now shows the Photo verified badge.'],
    rejected: ['Photo verification not approved', 'Open the app to see why.'],
  },
} as const satisfies Record<
  ReviewSubject,
  Record<'approved' | 'rejected', readonly [title: string, body: string]>
>
