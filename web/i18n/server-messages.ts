import { msg } from '@lingui/core/macro'
import type { I18n, MessageDescriptor } from '@lingui/core'

/**
 * The messages a signed-out visitor can meet (the account rules of shared/schemas/auth.ts, which
 * the browser checks with the same schema the server answers with; a suspended account; a
 * database briefly away; a character that cannot be stored), translated. They are in the shell's
 * half of the catalog, loaded on every page; the members' screens' messages are in
 * web/domain/member-server-messages.ts, in the members' half (decision 014).
 */
const SERVER_MESSAGES: Record<string, MessageDescriptor> = {
  'Email is required': msg`Email is required`,
  'Email is too long': msg`Email is too long`,
  'Please enter a valid email address': msg`Please enter a valid email address`,
  'Password is required': msg`Password is required`,
  'Password must be at least 8 characters': msg`Password must be at least 8 characters`,
  'Password must be at most 128 characters': msg`Password must be at most 128 characters`,
  'First name is required': msg`First name is required`,
  'First name must be at most 50 characters': msg`First name must be at most 50 characters`,
  'Last name is required': msg`Last name is required`,
  'Last name must be at most 50 characters': msg`Last name must be at most 50 characters`,
  // The date of birth (shared/schemas/birth-date.ts BIRTH_DATE_MESSAGES).
  'Please enter your date of birth': msg`Please enter your date of birth`,
  'Please enter a real date of birth': msg`Please enter a real date of birth`,
  'You must be 18 or older to join Orthodox Hearts': msg`You must be 18 or older to join Orthodox Hearts`,
  'Please choose male or female': msg`Please choose male or female`,
  'An account with this email already exists': msg`An account with this email already exists`,
  'Invalid email or password': msg`Invalid email or password`,
  'Not signed in': msg`Not signed in`,
  'This account has been suspended': msg`This account has been suspended`,
  'The service is briefly unavailable. Please try again in a moment.': msg`The service is briefly unavailable. Please try again in a moment.`,
  'Contains a character that cannot be stored': msg`Contains a character that cannot be stored`,
}

/** Whether the app has a translation of this server message. */
export function isKnownServerMessage(message: string): boolean {
  return message in SERVER_MESSAGES
}

/** The member's-language text of a known server message; an unknown one is shown as it came. */
export function translateServerMessage(i18n: I18n, message: string): string {
  const descriptor = SERVER_MESSAGES[message]
  return descriptor ? i18n._(descriptor) : message
}
