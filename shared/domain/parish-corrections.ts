/**
 * Corrections members suggest to a parish's details (#17, docs/parishes.md): which fields, how
 * long, and the messages of these rules. Stored values are exactly these strings.
 */

/** The details of a parish a member may correct. */
export const CORRECTABLE_PARISH_FIELDS = [
  'address',
  'website',
  'serviceTimes',
  'jurisdiction',
  'phone',
] as const
export type CorrectableParishField = (typeof CORRECTABLE_PARISH_FIELDS)[number]

/** A correction's life: pending until a moderator applies it or rejects it with a reason. */
export const CORRECTION_STATUSES = ['pending', 'applied', 'rejected'] as const
export type CorrectionStatus = (typeof CORRECTION_STATUSES)[number]

export const PARISH_ADDRESS_MAX = 300
export const PARISH_WEBSITE_MAX = 300
export const PARISH_SERVICE_TIMES_MAX = 1000
export const PARISH_JURISDICTION_MAX = 100
export const PARISH_PHONE_MAX = 40

export const PARISH_CORRECTION_MESSAGES = {
  addressRequired: 'Give the address',
  addressTooLong: `The address must be at most ${PARISH_ADDRESS_MAX} characters`,
  websiteInvalid: 'The website must be a web address starting with https:// or http://',
  websiteTooLong: `The website must be at most ${PARISH_WEBSITE_MAX} characters`,
  serviceTimesRequired: 'Give the service times',
  serviceTimesTooLong: `The service times must be at most ${PARISH_SERVICE_TIMES_MAX} characters`,
  jurisdictionRequired: 'Give the jurisdiction',
  jurisdictionTooLong: `The jurisdiction must be at most ${PARISH_JURISDICTION_MAX} characters`,
  phoneInvalid: 'The phone number may hold only digits, spaces and + - ( )',
  nothingChanged: 'Change at least one detail',
  sameAsNow: 'These details are already what the parish shows',
  correctionNotFound: 'Parish correction not found',
  alreadyReviewed: 'This parish correction has already been reviewed',
  ownCorrection: 'You cannot review your own correction',
  chooseDecision: 'Choose apply or reject',
} as const
