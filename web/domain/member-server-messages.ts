import { msg } from '@lingui/core/macro'
import type { I18n, MessageDescriptor } from '@lingui/core'
import { isKnownServerMessage, translateServerMessage } from '../i18n/server-messages.ts'

/**
 * The messages the members' screens can meet from the server (or from the same shared schemas the
 * browser checks with), translated. In the members' half of the catalog (decision 014): a
 * signed-out visitor's page, and Discover's first screen, do not carry them.
 */
const MEMBER_SERVER_MESSAGES: Record<string, MessageDescriptor> = {
  // The profile builder's rules (shared/schemas/profile.ts).
  'Location is required': msg`Location is required`,
  'Country is required': msg`Country is required`,
  'Race/ethnicity is required': msg`Race/ethnicity is required`,
  'Weight must be realistic': msg`Weight must be realistic`,
  'Height is required': msg`Height is required`,
  'Eye color is required': msg`Eye color is required`,
  'Bust/chest must be a whole number from 20 to 60': msg`Bust/chest must be a whole number from 20 to 60`,
  'Waist must be a whole number from 20 to 50': msg`Waist must be a whole number from 20 to 50`,
  'Hips/inseam must be a whole number from 20 to 60': msg`Hips/inseam must be a whole number from 20 to 60`,
  'Choose a listed cup size': msg`Choose a listed cup size`,
  'Choose a listed answer': msg`Choose a listed answer`,
  'Occupation is required': msg`Occupation is required`,
  'Income must be a whole number of dollars': msg`Income must be a whole number of dollars`,
  'Income cannot be negative': msg`Income cannot be negative`,
  'Income must be realistic': msg`Income must be realistic`,
  'Education level is required': msg`Education level is required`,
  'English fluency is required': msg`English fluency is required`,
  'Denomination is required': msg`Denomination is required`,
  'Church attendance frequency is required': msg`Church attendance frequency is required`,
  'Jurisdiction is required': msg`Jurisdiction is required`,
  'MBTI type is required': msg`MBTI type is required`,
  'Love language is required': msg`Love language is required`,
  // The clergy reference form's rules (shared/schemas/clergy.ts).
  'Full name is required': msg`Full name is required`,
  'Church name is required': msg`Church name is required`,
  'Church jurisdiction is required': msg`Church jurisdiction is required`,
  'Clergy name is required': msg`Clergy name is required`,
  'Parish name is required': msg`Parish name is required`,
  'Signature is required': msg`Signature is required`,
  'Date is required': msg`Date is required`,
  'Choose a status with the Church': msg`Choose a status with the Church`,
  'Choose yes, no or unknown': msg`Choose yes, no or unknown`,
  'Choose yes, no or occasionally': msg`Choose yes, no or occasionally`,
  'Choose yes, no or partial': msg`Choose yes, no or partial`,
  'Choose yes or no': msg`Choose yes or no`,
  'Choose priest or deacon': msg`Choose priest or deacon`,
  'Must be at most 20 characters': msg`Must be at most 20 characters`,
  'Must be at most 50 characters': msg`Must be at most 50 characters`,
  'Must be at most 100 characters': msg`Must be at most 100 characters`,
  'Must be at most 40 characters': msg`Must be at most 40 characters`,
  'Must be at most 200 characters': msg`Must be at most 200 characters`,
  'Must be at most 1000 characters': msg`Must be at most 1000 characters`,
  // A profile submit that met a newer edit (409, shared/schemas/profile.ts).
  'Your profile was changed on another device after you started this edit': msg`Your profile was changed on another device after you started this edit`,
  // The member's address (shared/schemas/email-address.ts, UNVERIFIED_DAILY_MESSAGES = 3).
  'Confirm your email address first: open the link we mailed you.': msg`Confirm your email address first: open the link we mailed you.`,
  'Confirm your email address to send more than 3 messages a day.': msg`Confirm your email address to send more than 3 messages a day.`,
  // The date of birth, given once (shared/schemas/birth-date.ts; the others are the shell's).
  'Your date of birth is already confirmed. To correct it, write to support.': msg`Your date of birth is already confirmed. To correct it, write to support.`,
  // Privacy (shared/schemas/privacy.ts).
  'Consent to store religious data is required': msg`Consent to store religious data is required`,
  'Password is incorrect': msg`Password is incorrect`,
  'Your subscription could not be cancelled right now, so nothing was deleted. Please try again in a few minutes.': msg`Your subscription could not be cancelled right now, so nothing was deleted. Please try again in a few minutes.`,
  // Moderation (shared/domain/moderation.ts).
  'Only moderators can do this': msg`Only moderators can do this`,
  'Report not found': msg`Report not found`,
  'This report has already been resolved': msg`This report has already been resolved`,
  'The reported member has deleted their account; the report can only be dismissed': msg`The reported member has deleted their account; the report can only be dismissed`,
  'You cannot resolve a report about yourself': msg`You cannot resolve a report about yourself`,
  'Member not found': msg`Member not found`,
  'This member is not suspended': msg`This member is not suspended`,
  // The review of clergy references (shared/domain/clergy-review.ts).
  'Clergy reference not found': msg`Clergy reference not found`,
  'This clergy reference has already been reviewed': msg`This clergy reference has already been reviewed`,
  'This clergy reference was submitted again since you opened it; review the new one': msg`This clergy reference was submitted again since you opened it; review the new one`,
  'You cannot review your own clergy reference': msg`You cannot review your own clergy reference`,
  'Give the reason for the rejection': msg`Give the reason for the rejection`,
  'The reason must be at most 500 characters': msg`The reason must be at most 500 characters`,
  // The Verified badge's reviews (shared/domain/verification.ts, decision 050).
  'Deacon letter not found': msg`Deacon letter not found`,
  'This deacon letter has already been reviewed': msg`This deacon letter has already been reviewed`,
  'This deacon letter was replaced since you opened it; review the new one': msg`This deacon letter was replaced since you opened it; review the new one`,
  'You cannot review your own deacon letter': msg`You cannot review your own deacon letter`,
  'Choose verify or reject': msg`Choose verify or reject`,
  'Name the letter you reviewed': msg`Name the letter you reviewed`,
  'The letter file is no longer stored': msg`The letter file is no longer stored`,
  'This member is not verified': msg`This member is not verified`,
  'You cannot withdraw your own badge': msg`You cannot withdraw your own badge`,
  'Give the reason for withdrawing the badge': msg`Give the reason for withdrawing the badge`,
  // Photos (shared/domain/photos.ts, docs/photos.md).
  'photo: Choose a photo to upload': msg`Choose a photo to upload`,
  'The photo is empty': msg`The photo is empty`,
  'Please upload a JPEG, PNG or WebP photo.': msg`Please upload a JPEG, PNG or WebP photo.`,
  'Please upload a photo smaller than 5MB.': msg`Please upload a photo smaller than 5MB.`,
  'This HEIC photo cannot be read here. Please choose a JPEG, PNG or WebP photo.': msg`This HEIC photo cannot be read here. Please choose a JPEG, PNG or WebP photo.`,
  'Please choose a photo at least 320 pixels on each side.': msg`Please choose a photo at least 320 pixels on each side.`,
  'This photo could not be read. Please choose another.': msg`This photo could not be read. Please choose another.`,
  'You can have at most 6 photos. Remove one to add another.': msg`You can have at most 6 photos. Remove one to add another.`,
  'Photo not found': msg`Photo not found`,
  'Your photos changed on another device. Reload them and try the order again.': msg`Your photos changed on another device. Reload them and try the order again.`,
  'This photo has already been reviewed': msg`This photo has already been reviewed`,
  'This photo was replaced since you opened it; review the new one': msg`This photo was replaced since you opened it; review the new one`,
  'You cannot review your own photo': msg`You cannot review your own photo`,
  'Your upload could not be stored just now. Please try again in a few minutes.': msg`Your upload could not be stored just now. Please try again in a few minutes.`,
  'There is no room to store your upload just now. Please try again later.': msg`There is no room to store your upload just now. Please try again later.`,
  'Your profile could not be saved right now. Please try again in a few minutes.': msg`Your profile could not be saved right now. Please try again in a few minutes.`,
  'Your photos and letters could not be deleted right now, so your account was not deleted. Please try again in a few minutes.': msg`Your photos and letters could not be deleted right now, so your account was not deleted. Please try again in a few minutes.`,
  // Members' parish contributions (shared/domain/event-proposals.ts, parish-corrections.ts).
  'Give the event a title': msg`Give the event a title`,
  'The title must be at most 120 characters': msg`The title must be at most 120 characters`,
  'The description must be at most 2000 characters': msg`The description must be at most 2000 characters`,
  'Choose the type of event': msg`Choose the type of event`,
  'Choose when the event starts': msg`Choose when the event starts`,
  'The event must start in the future': msg`The event must start in the future`,
  'The event must start within a year': msg`The event must start within a year`,
  'Parish not found': msg`Parish not found`,
  'Event proposal not found': msg`Event proposal not found`,
  'This event proposal has already been reviewed': msg`This event proposal has already been reviewed`,
  'You cannot review your own proposal': msg`You cannot review your own proposal`,
  'Event not found': msg`Event not found`,
  // Answers to parish events (shared/domain/parish-events.ts EVENT_MESSAGES).
  'This event is for Verified members: upgrade to Verified to join it': msg`This event is for Verified members: upgrade to Verified to join it`,
  'This event has already started: answers can no longer be changed': msg`This event has already started: answers can no longer be changed`,
  'Only members going or interested can see who is going': msg`Only members going or interested can see who is going`,
  'Give the address': msg`Give the address`,
  'The address must be at most 300 characters': msg`The address must be at most 300 characters`,
  'The website must be a web address starting with https:// or http://': msg`The website must be a web address starting with https:// or http://`,
  'The website must be at most 300 characters': msg`The website must be at most 300 characters`,
  'Give the service times': msg`Give the service times`,
  'The service times must be at most 1000 characters': msg`The service times must be at most 1000 characters`,
  'Give the jurisdiction': msg`Give the jurisdiction`,
  'The jurisdiction must be at most 100 characters': msg`The jurisdiction must be at most 100 characters`,
  'The phone number may hold only digits, spaces and + - ( )': msg`The phone number may hold only digits, spaces and + - ( )`,
  'Change at least one detail': msg`Change at least one detail`,
  'These details are already what the parish shows': msg`These details are already what the parish shows`,
  'Parish correction not found': msg`Parish correction not found`,
  'This parish correction has already been reviewed': msg`This parish correction has already been reviewed`,
  'You cannot review your own correction': msg`You cannot review your own correction`,
}

/** Whether the app has a translation of this server message (a member's or the shell's). */
export function isKnownMemberServerMessage(message: string): boolean {
  return message in MEMBER_SERVER_MESSAGES || isKnownServerMessage(message)
}

/**
 * The member's-language text of a server message a members' screen shows (the shell's messages
 * too); an unknown one is shown as it came.
 */
export function translateMemberServerMessage(i18n: I18n, message: string): string {
  const descriptor = MEMBER_SERVER_MESSAGES[message]
  return descriptor ? i18n._(descriptor) : translateServerMessage(i18n, message)
}
